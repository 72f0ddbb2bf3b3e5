// El efectivo de un reenganche (docs/libro.md, «El efectivo de un reenganche»): lo que sale de la caja es el monto nuevo
// menos el interés retenido menos el saldo anterior cancelado, y nunca es negativo. Un préstamo con 550.000 pendientes
// reenganchado a interés adelantado sin monto adicional asentaba `efectivo +110.000` y subía la caja de la oficina en
// 110.000 que nadie pagó; ahora se rechaza diciendo cuánto pagar primero, y el camino que propone cuadra.
import { hoyBogota } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba, verificarLibro } from './support/fabricas-cartera';

describe('reenganche: el efectivo que sale de la caja', () => {
  const hoy = hoyBogota();
  const adelantado = { cuotas: 10, interes: 20, modalidad: 'semanal', tipoAmortizacion: 'interes_adelantado' } as const;

  const { prueba, tokens } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST', ruta: string, cuerpo?: unknown) => prueba.pedir({ metodo, ruta, token: tokens.admin, cuerpo });

  /** Un préstamo amortizable de 500.000 al 10 %: 550.000 pendientes. */
  async function prestamoDe550(): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const p = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id, monto: 500_000, interes: 10, cuotas: 10, modalidad: 'semanal', tipoAmortizacion: 'amortizable',
      fechaInicio: hoy,
    });
    expect(p.saldoPendiente).toBe(550_000);
    return p;
  }

  async function caja(): Promise<{ saldoActual: number; enCaja: number }> {
    const r = await pedir('GET', '/api/flujo-caja');
    expect(r.status).toBe(200);
    return r.body.data.tarjetas;
  }

  async function desembolso(prestamoId: string): Promise<Json> {
    const r = await pedir('GET', `/api/prestamos/${prestamoId}/movimientos`);
    return (r.body.data as Json[]).find((m) => m.tipo === 'desembolso');
  }

  const contar = async () => ({
    prestamos: Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM prestamos`))[0].n),
    movimientos: Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM prestamos_movimientos`))[0].n),
  });

  it('550.000 pendientes a interés adelantado sin monto adicional: 422 que dice cuánto pagar primero, y nada cambia', async () => {
    const viejo = await prestamoDe550();
    const antes = { caja: await caja(), filas: await contar() };
    const r = await pedir('POST', `/api/prestamos/${viejo._id}/reenganche`, adelantado);
    expect({ status: r.status, code: r.body.code, message: r.body.message }).toEqual({
      status: 422,
      code: 'REENGANCHE_REQUIERE_PAGO',
      message:
        'El reenganche no alcanza para el interés adelantado: el préstamo nuevo de $\u00a0550.000 retiene $\u00a0110.000 de ' +
        'interés y cancela $\u00a0550.000 del anterior, así que el cliente tendría que poner $\u00a0110.000. Registre primero ' +
        'ese pago como cobro del préstamo anterior y haga después el reenganche con $\u00a0110.000 de monto adicional (el ' +
        'préstamo nuevo queda igual y no sale efectivo); o, sin ese pago, pida al menos $\u00a0137.500 de monto adicional.',
    });
    expect({ caja: await caja(), filas: await contar() }).toEqual(antes);
    const detalle = await pedir('GET', `/api/prestamos/${viejo._id}`);
    expect(detalle.body.data).toMatchObject({ estado: 'activo', saldoPendiente: 550_000 });
  });

  it('pagado primero el faltante, el mismo préstamo nuevo sale sin efectivo: la caja sube sólo por el cobro', async () => {
    const viejo = await prestamoDe550();
    const antes = await caja();
    const cobro = await pedir('POST', '/api/cobros', { prestamo: viejo._id, monto: 110_000, fecha: hoy });
    expect(cobro.status).toBe(201);
    const r = await pedir('POST', `/api/prestamos/${viejo._id}/reenganche`, { ...adelantado, montoAdicional: 110_000 });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ monto: 550_000, interesTotal: 110_000, montoEntregado: 440_000, montoRefinanciado: 440_000 });
    expect(await desembolso(r.body.data._id)).toMatchObject({ monto: 550_000, efectivo: 0 });
    const despues = await caja();
    expect(despues.saldoActual - antes.saldoActual).toBe(110_000);
    expect(despues.enCaja - antes.enCaja).toBe(110_000);
    await verificarLibro(prueba.dataSource, viejo._id);
    await verificarLibro(prueba.dataSource, r.body.data._id);
  });

  it('con monto adicional que alcanza sale la diferencia positiva: 750.000 − 150.000 de interés − 550.000 = 50.000', async () => {
    const viejo = await prestamoDe550();
    const antes = await caja();
    const r = await pedir('POST', `/api/prestamos/${viejo._id}/reenganche`, { ...adelantado, montoAdicional: 200_000 });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ monto: 750_000, interesTotal: 150_000, montoEntregado: 600_000, montoRefinanciado: 550_000 });
    expect(await desembolso(r.body.data._id)).toMatchObject({ efectivo: -50_000 });
    expect((await caja()).saldoActual - antes.saldoActual).toBe(-50_000);
    // Justo el mínimo: el cliente no recibe nada y la caja no se mueve.
    const otro = await prestamoDe550();
    const antesOtro = await caja();
    const justo = await pedir('POST', `/api/prestamos/${otro._id}/reenganche`, { ...adelantado, montoAdicional: 137_500 });
    expect(justo.status).toBe(201);
    expect(await desembolso(justo.body.data._id)).toMatchObject({ efectivo: 0 });
    expect((await caja()).saldoActual).toBe(antesOtro.saldoActual);
    const verificacion = await pedir('POST', '/api/contabilidad/verificacion');
    expect(verificacion.body.data.descuadres).toEqual([]);
  });
});
