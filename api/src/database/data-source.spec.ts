import { opcionesBaseDatos } from './data-source';

const LIMITES = {
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 60_000,
  esperaConexionMs: 10_000,
};

describe('las conexiones del pool a la base', () => {
  it('llevan TCP keepalive a los 10 s: una conexión a un líder perdido sin cerrar su socket se descubre muerta', () => {
    for (const opciones of [
      opcionesBaseDatos({ url: 'postgres://x@h/b', limites: LIMITES }),
      opcionesBaseDatos({ url: 'postgres://x@h/b' }),
    ])
      expect(opciones.extra).toMatchObject({ keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
  });
});
