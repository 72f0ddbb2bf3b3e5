import fc from 'fast-check';
import { trasCancelar, trasEntregas, type ConteoNotificacion } from './estadoNotificacion';
import { ESTADOS_NOTIFICACION } from './notificaciones';

const mensaje = (c: Partial<ConteoNotificacion>): ConteoNotificacion => ({
  estado: 'pendiente',
  pendientes: 0,
  enviados: 0,
  fallidos: 0,
  cancelados: 0,
  ...c,
});

describe('trasEntregas', () => {
  it('con destinatarios aún pendientes el mensaje sigue pendiente', () => {
    expect(trasEntregas(mensaje({ pendientes: 5, enviados: 1 }), { enviados: 2, fallidos: 1 })).toEqual({
      estado: 'pendiente',
      pendientes: 2,
      enviados: 3,
      fallidos: 1,
      cancelados: 0,
      terminado: false,
    });
  });

  it('el último destinatario cierra el mensaje: enviado si alguno llegó, fallido si ninguno', () => {
    expect(trasEntregas(mensaje({ pendientes: 1, enviados: 3 }), { enviados: 0, fallidos: 1 })).toMatchObject(
      {
        estado: 'enviado',
        pendientes: 0,
        fallidos: 1,
        terminado: true,
      },
    );
    expect(trasEntregas(mensaje({ pendientes: 2, fallidos: 1 }), { enviados: 0, fallidos: 2 })).toMatchObject(
      {
        estado: 'fallido',
        fallidos: 3,
        terminado: true,
      },
    );
  });

  it('un mensaje programado que empieza a salir pasa a pendiente; uno cancelado sigue cancelado', () => {
    expect(
      trasEntregas(mensaje({ estado: 'programado', pendientes: 3 }), { enviados: 1, fallidos: 0 }).estado,
    ).toBe('pendiente');
    expect(
      trasEntregas(mensaje({ estado: 'cancelado', pendientes: 1 }), { enviados: 1, fallidos: 0 }),
    ).toMatchObject({
      estado: 'cancelado',
      terminado: true,
    });
  });
});

describe('trasCancelar', () => {
  it('cancelar parte de los pendientes no cambia el estado', () => {
    expect(trasCancelar(mensaje({ estado: 'programado', pendientes: 4 }), 1)).toEqual({
      estado: 'programado',
      pendientes: 3,
      enviados: 0,
      fallidos: 0,
      cancelados: 1,
      terminado: false,
    });
  });

  it('cancelar los últimos pendientes: enviado, fallido o cancelado según lo resuelto; sólo un pendiente termina', () => {
    expect(trasCancelar(mensaje({ pendientes: 1, enviados: 2 }), 1)).toMatchObject({
      estado: 'enviado',
      terminado: true,
    });
    expect(trasCancelar(mensaje({ pendientes: 2, fallidos: 1 }), 2)).toMatchObject({
      estado: 'fallido',
      terminado: true,
    });
    expect(trasCancelar(mensaje({ pendientes: 2 }), 2)).toMatchObject({
      estado: 'cancelado',
      cancelados: 2,
      terminado: true,
    });
    expect(trasCancelar(mensaje({ estado: 'programado', pendientes: 2 }), 2)).toMatchObject({
      estado: 'cancelado',
      terminado: false,
    });
  });

  it('un mensaje ya cerrado conserva su estado', () => {
    expect(trasCancelar(mensaje({ estado: 'enviado', pendientes: 1, enviados: 1 }), 1).estado).toBe(
      'enviado',
    );
  });
});

describe('conteos de un mensaje (propiedad)', () => {
  const conteo = fc.record({
    estado: fc.constantFrom(...ESTADOS_NOTIFICACION),
    pendientes: fc.nat(20),
    enviados: fc.nat(20),
    fallidos: fc.nat(20),
    cancelados: fc.nat(20),
  });
  const total = (n: Omit<ConteoNotificacion, 'estado'>) =>
    n.pendientes + n.enviados + n.fallidos + n.cancelados;

  it('ni entregar ni cancelar cambian cuántos destinatarios tiene; sin pendientes, un mensaje abierto se cierra', () => {
    fc.assert(
      fc.property(conteo, fc.nat(20), fc.nat(20), fc.nat(20), (n, e, f, c) => {
        const enviados = Math.min(e, n.pendientes);
        const fallidos = Math.min(f, n.pendientes - enviados);
        const entregado = trasEntregas(n, { enviados, fallidos });
        expect(total(entregado)).toBe(total(n));
        expect(entregado.pendientes).toBe(n.pendientes - enviados - fallidos);
        expect(entregado.terminado).toBe(entregado.pendientes === 0);
        if (n.estado !== 'cancelado') expect(entregado.estado === 'pendiente').toBe(entregado.pendientes > 0);

        const cancelado = trasCancelar(n, Math.min(c, n.pendientes));
        expect(total(cancelado)).toBe(total(n));
        if (cancelado.pendientes === 0 && (n.estado === 'pendiente' || n.estado === 'programado'))
          expect(['enviado', 'fallido', 'cancelado']).toContain(cancelado.estado);
      }),
      { numRuns: 300, seed: 51 },
    );
  });
});
