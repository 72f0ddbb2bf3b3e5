// «Un cobro del banco o de la pasarela no se corrige a mano» se decide bajo el candado del núcleo de dinero
// (docs/decisiones/nucleo-de-dinero.md): un borrado que espera el candado del préstamo mientras el cobro pasa a ser de
// un pago de Wompi lo ve al entrar y responde 409 COBRO_DE_RECAUDO. Antes la pregunta se hacía en el controlador, antes
// de esperar, y el borrado seguía. El orden es determinista: la prueba tiene el candado hasta ver la petición esperándolo.
import { hoyBogota } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import { prestamoDiario } from './support/escenarios';

describe('cobros de recaudo: la corrección se decide bajo el candado', () => {
  let prestamoId: string;
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    prestamoId = (await prestamoDiario(prueba, { cobradorId: ids.cobrador1, fechaInicio: hoy, fecha: hoy }))._id;
  });

  /** Espera (sin dormir a ciegas) a que alguna sesión de la base esté esperando un candado. */
  async function esperarQueAlguienEspere(): Promise<void> {
    for (let intento = 0; intento < 500; intento += 1) {
      const [{ esperando }]: Array<{ esperando: number }> = await prueba.dataSource.query(
        `SELECT count(*)::int AS esperando FROM pg_locks WHERE NOT granted`,
      );
      if (esperando > 0) return;
      await new Promise((listo) => setImmediate(listo));
    }
    throw new Error('La petición nunca esperó el candado del préstamo');
  }

  it('el borrado que esperaba el candado ve el pago de Wompi y responde 409 sin borrar', async () => {
    const cobro = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/cobros',
      token: tokens.admin,
      cuerpo: { prestamo: prestamoId, monto: 10_000, fecha: hoy },
    });
    expect(cobro.status).toBe(201);
    const cobroId: string = cobro.body.data._id;

    const otro = prueba.dataSource.createQueryRunner();
    await otro.connect();
    await otro.startTransaction();
    try {
      await otro.query(`SELECT id FROM prestamos WHERE id = $1 FOR UPDATE`, [prestamoId]);
      const borrado = prueba.pedir({ metodo: 'DELETE', ruta: `/api/cobros/${cobroId}`, token: tokens.admin });
      await esperarQueAlguienEspere();
      // Mientras el borrado espera, el cobro resulta ser el de un pago aprobado de la pasarela.
      await otro.query(
        `INSERT INTO pagos_eventos (proveedor, transaccion, estado, resultado, cuerpo, cobro_id, prestamo_id, monto)
         VALUES ('wompi', 'T-CANDADO-1', 'APPROVED', 'cobro', '{}', $1, $2, 10000)`,
        [cobroId, prestamoId],
      );
      await otro.commitTransaction();
      const r = await borrado;
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('COBRO_DE_RECAUDO');
    } finally {
      if (otro.isTransactionActive) await otro.rollbackTransaction();
      await otro.release();
    }
    const [sigue]: unknown[] = await prueba.dataSource.query(`SELECT 1 FROM cobros WHERE id = $1`, [cobroId]);
    expect(sigue).toBeDefined();
  });
});
