// «Corregir préstamo» (POST /api/cobros/:id/corregir-prestamo; docs/decisiones/corregir-prestamo-de-un-cobro.md): un
// cobro registrado en el préstamo equivocado pasa a otro préstamo (del mismo cliente o de otro: custodia-cobros.e2e-spec.ts) con su fecha, su cobrador y quien
// tiene el efectivo, en una operación auditada: reversión en el préstamo viejo y aplicación nueva en el otro. Antes la
// oficina borraba y volvía a registrar: los 10.000 del cobrador pasaban a la caja de la oficina, su «en su poder» caía
// a 0 mientras los seguía cargando, y su entrega asentaba un sobrante de 10.000 por el mismo dinero.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba, verificarLibro } from './support/fabricas-cartera';

describe('cobros: corregir el préstamo de un cobro', () => {
  const hoy = hoyBogota();
  const ayer = sumarDias(hoy, -1);

  const { prueba, tokens, ids } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST' | 'PATCH', ruta: string, token: string, cuerpo?: unknown, clave?: string) =>
    prueba.pedir({ metodo, ruta, token, cuerpo, cabeceras: clave ? { 'idempotency-key': clave } : {} });
  const corregir = (cobroId: string, cuerpo: unknown, token = tokens.gerente, clave?: string) =>
    pedir('POST', `/api/cobros/${cobroId}/corregir-prestamo`, token, cuerpo, clave);

  /** Un cliente del cobrador con dos préstamos de 100.000 sin interés en 10 cuotas diarias, desde hace 5 días. */
  async function dosPrestamos(): Promise<{ clienteId: string; a: Json; b: Json }> {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const terminos = {
      cliente: cliente.id, monto: 100_000, interes: 0, cuotas: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -5), cobrador: ids.cobrador1,
    };
    const a = await crearPrestamoPrueba(prueba, tokens.admin, terminos);
    const b = await crearPrestamoPrueba(prueba, tokens.admin, terminos);
    return { clienteId: cliente.id, a, b };
  }

  async function enPoder(): Promise<number> {
    const r = await pedir('GET', '/api/caja/cobradores', tokens.admin);
    return r.body.data.find((fila: Json) => fila.cobradorId === ids.cobrador1)?.enPoder ?? 0;
  }

  const movimientos = async (prestamoId: string): Promise<Json[]> =>
    (await pedir('GET', `/api/prestamos/${prestamoId}/movimientos`, tokens.admin)).body.data;
  const saldo = async (prestamoId: string): Promise<number> =>
    (await pedir('GET', `/api/prestamos/${prestamoId}`, tokens.admin)).body.data.saldoPendiente;
  const contarFilas = async () =>
    Number((await prueba.dataSource.query(`SELECT count(*) AS n FROM prestamos_movimientos`))[0].n);

  it('el cobro de 10.000 del cobrador pasa al otro préstamo con su fecha, su cobrador y en su poder; la entrega cuadra', async () => {
    const { a, b } = await dosPrestamos();
    const poderAntes = await enPoder();
    const cobro = await pedir('POST', '/api/cobros', tokens.cobrador1, { prestamo: a._id, monto: 10_000, fecha: ayer });
    expect(cobro.status).toBe(201);
    const cobroId: string = cobro.body.data._id;
    expect(await enPoder()).toBe(poderAntes + 10_000);

    const clave = 'corregir-prestamo-0001';
    const r = await corregir(cobroId, { prestamo: b._id, motivo: 'El cliente pagaba el préstamo nuevo' }, tokens.gerente, clave);
    expect({ status: r.status, message: r.body.message }).toEqual({ status: 200, message: 'Préstamo del cobro corregido' });
    expect(r.body.data).toMatchObject({
      _id: cobroId,
      prestamo: { _id: b._id },
      monto: 10_000,
      fecha: ayer,
      origen: 'cobro',
      cobrador: { _id: ids.cobrador1 },
      aplicaciones: [{ cuota: { numero: 1 }, monto: 10_000 }],
    });
    // La misma clave (un reintento) devuelve lo mismo sin mover nada otra vez.
    const filas = await contarFilas();
    const repetido = await corregir(cobroId, { prestamo: b._id, motivo: 'El cliente pagaba el préstamo nuevo' }, tokens.gerente, clave);
    expect(repetido.status).toBe(200);
    expect(repetido.body.data).toEqual(r.body.data);
    expect(await contarFilas()).toBe(filas);

    expect([await saldo(a._id), await saldo(b._id)]).toEqual([100_000, 90_000]);
    // El efectivo sigue en poder del cobrador: ni pasó a la oficina ni se contó dos veces.
    expect(await enPoder()).toBe(poderAntes + 10_000);
    const viejo = (await movimientos(a._id)).filter((m) => m.cobro === cobroId);
    expect(viejo.map((m) => [m.tipo, m.fecha, m.monto, m.efectivo])).toEqual([
      ['cobro', ayer, 10_000, 10_000],
      ['reversion', ayer, 10_000, -10_000],
    ]);
    expect(viejo[1].motivo).toBe(`Corrección de préstamo: pasó al #${b.numero}. El cliente pagaba el préstamo nuevo`);
    const nuevo = (await movimientos(b._id)).filter((m) => m.cobro === cobroId);
    expect(nuevo.map((m) => [m.tipo, m.fecha, m.monto, m.efectivo, m.motivo])).toEqual([
      ['cobro', ayer, 10_000, 10_000, `Corrección de préstamo: venía del #${a.numero}. El cliente pagaba el préstamo nuevo`],
    ]);
    const [evento]: Json[] = await prueba.dataSource.query(
      `SELECT accion, detalles, datos_anteriores, datos_nuevos FROM auditoria WHERE accion = 'Corregir préstamo del cobro'`,
    );
    expect(evento.detalles).toBe(`Cobro de $\u00a010.000 del ${ayer.split('-').reverse().join('/')}: préstamo #${a.numero} → #${b.numero}`);
    expect(evento.datos_anteriores).toMatchObject({ prestamo: { _id: a._id } });
    expect(evento.datos_nuevos).toMatchObject({ prestamo: b._id, motivo: 'El cliente pagaba el préstamo nuevo', cuotas: [1] });

    // El cobrador entrega lo que de verdad carga y la oficina confirma: ni faltante ni sobrante.
    const entrega = await pedir('POST', '/api/caja/entregas', tokens.cobrador1, { montoEntregado: poderAntes + 10_000 });
    expect(entrega.body.data.esperado).toBe(poderAntes + 10_000);
    const confirmada = await pedir('PATCH', `/api/caja/entregas/${entrega.body.data._id}/confirmar`, tokens.admin, {});
    expect(confirmada.body.data.diferencia).toBe(0);
    await verificarLibro(prueba.dataSource, a._id);
    await verificarLibro(prueba.dataSource, b._id);
    expect((await pedir('POST', '/api/contabilidad/verificacion', tokens.admin)).body.data.descuadres).toEqual([]);
  });

  it('un pago de cuota movido va a las cuotas más antiguas del otro préstamo y su cuota vuelve a quedar por pagar', async () => {
    const { a, b } = await dosPrestamos();
    const pago = await pedir('PATCH', `/api/prestamos/${a._id}/plan/cuota/3/pagar`, tokens.admin, { monto: 10_000, fecha: hoy });
    expect(pago.status).toBe(200);
    const [{ id: cobroId }]: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT id FROM cobros WHERE prestamo_id = $1`,
      [a._id],
    );
    const r = await corregir(cobroId, { prestamo: b._id, motivo: 'Cuota del otro préstamo' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ origen: 'cobro', aplicaciones: [{ cuota: { numero: 1 }, monto: 10_000 }] });
    const plan = (await pedir('GET', `/api/prestamos/${a._id}/plan`, tokens.admin)).body.data;
    expect(plan.cuotas[2]).toMatchObject({ numero: 3, montoPagado: 0 });
    await verificarLibro(prueba.dataSource, a._id);
    await verificarLibro(prueba.dataSource, b._id);
  });

  it('rechaza con un mensaje claro y sin cambiar nada lo que no es una corrección', async () => {
    const { a, b } = await dosPrestamos();
    const cobro = (await pedir('POST', '/api/cobros', tokens.admin, { prestamo: a._id, monto: 10_000, fecha: sumarDias(hoy, -5) })).body.data;
    const tarde = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: (await prueba.dataSource.query(`SELECT cliente_id FROM prestamos WHERE id = $1`, [a._id]))[0].cliente_id,
      monto: 100_000, interes: 0, cuotas: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable', fechaInicio: hoy,
    });
    const pagado = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: tarde.cliente._id, monto: 5_000, interes: 0, cuotas: 1, modalidad: 'diario', tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -5),
    });
    expect((await pedir('POST', '/api/cobros', tokens.admin, { prestamo: pagado._id, monto: 5_000, fecha: hoy })).status).toBe(201);
    const antes = { filas: await contarFilas(), a: await saldo(a._id), b: await saldo(b._id) };
    const motivo = 'Corrección de prueba';
    const casos: Array<[string, Json, number, string | undefined, string]> = [
      ['el mismo préstamo', await corregir(cobro._id, { prestamo: a._id, motivo }), 422, 'SIN_CAMBIOS',
        'El cobro ya está en ese préstamo: elija el préstamo correcto'],
      ['un préstamo que empezó después del cobro', await corregir(cobro._id, { prestamo: tarde._id, motivo }), 400, 'VALIDACION',
        'Por favor corrige los errores en el formulario'],
      ['un préstamo sin saldo para el monto', await corregir(cobro._id, { prestamo: pagado._id, motivo }), 422, 'MONTO_SUPERA_SALDO',
        'El monto supera el saldo pendiente del préstamo'],
      ['un préstamo que no existe', await corregir(cobro._id, { prestamo: '00000000-0000-4000-8000-000000000000', motivo }), 400, 'VALIDACION',
        'Por favor corrige los errores en el formulario'],
      ['sin motivo', await corregir(cobro._id, { prestamo: b._id }), 400, 'VALIDACION', 'Por favor corrige los errores en el formulario'],
      ['un cobrador', await corregir(cobro._id, { prestamo: b._id, motivo }, tokens.cobrador1), 403, 'PROHIBIDO',
        'No tiene permisos para realizar esta acción'],
      ['un cobro que no existe', await corregir('00000000-0000-4000-8000-000000000000', { prestamo: b._id, motivo }), 404, 'NO_ENCONTRADO',
        'Cobro no encontrado'],
    ];
    for (const [que, r, status, code, message] of casos) {
      expect({ que, status: r.status, code: r.body.code, message: r.body.message }).toEqual({ que, status, code, message });
    }
    expect(casos[1][1].body.errors).toEqual({ prestamo: [`La fecha del cobro no puede ser anterior al inicio del préstamo (${hoy.split('-').reverse().join('/')})`] });
    expect(casos[3][1].body.errors).toEqual({ prestamo: ['Préstamo no encontrado'] });
    expect(casos[4][1].body.errors).toEqual({ motivo: ['Escriba el motivo'] });
    expect({ filas: await contarFilas(), a: await saldo(a._id), b: await saldo(b._id) }).toEqual(antes);

    // El cobro de una liquidación es parte del cierre: no se mueve (como no se edita ni se borra).
    const liquidado = (await dosPrestamos()).a;
    await pedir('POST', `/api/prestamos/${liquidado._id}/liquidar`, tokens.admin, { montoRecibido: 90_000, motivo: 'Pago anticipado' });
    const [{ id: deLiquidacion }]: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT id FROM cobros WHERE prestamo_id = $1 AND origen = 'liquidacion'`,
      [liquidado._id],
    );
    const otro = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: liquidado.cliente._id, monto: 100_000, interes: 0, cuotas: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -5),
    });
    const cierre = await corregir(deLiquidacion, { prestamo: otro._id, motivo });
    expect([cierre.status, cierre.body.code]).toEqual([409, 'COBRO_DE_CIERRE']);

    // Un cobro de una entrega por confirmar espera a la confirmación, como editarlo o borrarlo.
    const enEntrega = (await pedir('POST', '/api/cobros', tokens.cobrador1, { prestamo: a._id, monto: 1_000, fecha: hoy })).body.data;
    const entrega = await pedir('POST', '/api/caja/entregas', tokens.cobrador1, { montoEntregado: 1_000 });
    expect(entrega.status).toBe(201);
    const pendiente = await corregir(enEntrega._id, { prestamo: b._id, motivo });
    expect([pendiente.status, pendiente.body.code]).toEqual([422, 'COBRO_EN_ENTREGA']);
    await pedir('PATCH', `/api/caja/entregas/${entrega.body.data._id}/confirmar`, tokens.admin, {});
    expect((await corregir(enEntrega._id, { prestamo: b._id, motivo })).status).toBe(200);
    expect((await pedir('POST', '/api/contabilidad/verificacion', tokens.admin)).body.data.descuadres).toEqual([]);
  });
});
