// El libro de cada préstamo (docs/libro.md): liquidar con descuento, condonar, castigar y recuperar, anular, la
// solicitud de un cobrador que aprueba un gerente, y la verificación que encuentra un descuadre. Cada caso comprueba
// las cifras que ve el prestamista (libro, tablero, caja) y lo que queda escrito en la base.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba, leerPlan, verificarLibro } from './support/fabricas-cartera';

describe('libro de préstamos', () => {
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST' | 'PATCH' | 'PUT', ruta: string, token = tokens.admin, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token, cuerpo });
  const detalle = async (id: string) => (await pedir('GET', `/api/prestamos/${id}`)).body.data;
  const tablero = async () => (await pedir('GET', '/api/dashboard/resumen')).body.data;
  const tipos = async (id: string) => (await pedir('GET', `/api/prestamos/${id}/movimientos`)).body.data.map((m: Json) => m.tipo);
  const verificar = async () => {
    const r = await pedir('POST', '/api/contabilidad/verificacion');
    expect(r.status).toBe(200);
    return r.body.data;
  };

  /** 1.000.000 al 20 % en 24 cuotas diarias (amortizable): 1.200.000 pactados, cuotas de 50.000. */
  async function prestamoDiario(opciones: { cobradorId?: string } = {}) {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: opciones.cobradorId ?? null });
    return crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      monto: 1_000_000,
      interes: 20,
      cuotas: 24,
      modalidad: 'diario',
      tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -3),
    });
  }

  it('liquidar con descuento: lo recibido es un cobro, el resto se condona y el tablero sólo cuenta lo recibido', async () => {
    const p = await prestamoDiario();
    expect((await pedir('PATCH', `/api/prestamos/${p._id}/plan/cuota/1/pagar`, tokens.admin, { monto: 50_000, fecha: hoy })).status).toBe(200);
    const antes = await tablero();

    const r = await pedir('POST', `/api/prestamos/${p._id}/liquidar`, tokens.admin, { montoRecibido: 1_000_000, motivo: 'Pago anticipado con descuento' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Préstamo liquidado');
    expect(r.body.data).toMatchObject({ estado: 'pagado', saldoPendiente: 0 });
    expect(r.body.data.libro).toEqual({
      pactado: 1_200_000,
      cobrado: 1_050_000,
      condonado: 150_000,
      castigado: 0,
      recuperado: 0,
      refinanciado: 0,
      saldoPendiente: 0,
    });
    expect(await tipos(p._id)).toEqual(['desembolso', 'cobro', 'liquidacion', 'condonacion']);
    const plan = await leerPlan(prueba, tokens.admin, p._id);
    expect(plan.cuotas.filter((c: Json) => c.estado === 'condonada').length).toBeGreaterThan(0);
    expect(plan.cuotas.every((c: Json) => c.estado === 'pagada' || c.estado === 'condonada')).toBe(true);

    const despues = await tablero();
    expect(despues.montoCobrado - antes.montoCobrado).toBe(1_000_000);
    expect(despues.montoCondonado - antes.montoCondonado).toBe(150_000);
    await verificarLibro(prueba.dataSource, p._id);
    expect((await verificar()).descuadres).toEqual([]);
  });

  it('liquidar rechaza más que el saldo, sin motivo, de un cobrador o de un préstamo pagado, sin escribir nada', async () => {
    const p = await prestamoDiario({ cobradorId: ids.cobrador1 });
    const asientos = async () => (await tipos(p._id)).length;
    const antes = await asientos();
    const demasiado = await pedir('POST', `/api/prestamos/${p._id}/liquidar`, tokens.admin, { montoRecibido: 1_200_001, motivo: 'Pago' });
    expect(demasiado.status).toBe(422);
    expect(demasiado.body).toMatchObject({ code: 'MONTO_SUPERA_SALDO', message: 'El monto supera el saldo pendiente del préstamo' });
    const sinMotivo = await pedir('POST', `/api/prestamos/${p._id}/liquidar`, tokens.admin, { montoRecibido: 1000, motivo: ' ' });
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.errors.motivo).toEqual(['Escriba el motivo']);
    const decimal = await pedir('POST', `/api/prestamos/${p._id}/liquidar`, tokens.admin, { montoRecibido: 10.5, motivo: 'Pago' });
    expect(decimal.status).toBe(400);
    expect((await pedir('POST', `/api/prestamos/${p._id}/liquidar`, tokens.cobrador1, { montoRecibido: 1000, motivo: 'Pago' })).status).toBe(403);
    expect(await asientos()).toBe(antes);
    expect((await pedir('POST', `/api/prestamos/${p._id}/liquidar`, tokens.admin, { montoRecibido: 1_200_000, motivo: 'Pago total' })).status).toBe(200);
    const otraVez = await pedir('POST', `/api/prestamos/${p._id}/liquidar`, tokens.admin, { montoRecibido: 1000, motivo: 'Pago' });
    expect(otraVez.status).toBe(409);
    // El cobro de una liquidación no se borra ni se edita: es parte del cierre.
    const [cobro] = await prueba.dataSource.query(`SELECT id FROM cobros WHERE prestamo_id = $1 AND origen = 'liquidacion'`, [p._id]);
    const borrar = await prueba.pedir({ metodo: 'DELETE', ruta: `/api/cobros/${cobro.id}`, token: tokens.admin });
    expect(borrar.status).toBe(409);
    expect(borrar.body.code).toBe('COBRO_DE_CIERRE');
  });

  it('condonar perdona desde las últimas cuotas; todo el saldo deja el préstamo pagado', async () => {
    const p = await prestamoDiario();
    const parcial = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.gerente, { monto: 75_000, motivo: 'Acuerdo de pago' });
    expect(parcial.status).toBe(200);
    expect(parcial.body.data).toMatchObject({ estado: expect.stringMatching(/activo|mora/), saldoPendiente: 1_125_000 });
    const plan = await leerPlan(prueba, tokens.admin, p._id);
    expect(plan.cuotas.slice(-2).map((c: Json) => [c.estado, c.montoCondonado, c.saldoRestante])).toEqual([
      ['pendiente', 25_000, 25_000],
      ['condonada', 50_000, 0],
    ]);
    expect((await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.admin, { monto: 1_125_001, motivo: 'Todo' })).status).toBe(422);
    const todo = await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.admin, { monto: 1_125_000, motivo: 'Calamidad' });
    expect(todo.body.data).toMatchObject({ estado: 'pagado', saldoPendiente: 0 });
    expect(todo.body.data.libro).toMatchObject({ pactado: 1_200_000, cobrado: 0, condonado: 1_200_000 });
    await verificarLibro(prueba.dataSource, p._id);
  });

  it('castigar cierra el saldo; lo que llega después es una recuperación, no un cobro', async () => {
    const p = await prestamoDiario();
    await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 100_000, fecha: hoy });
    const antes = await tablero();
    // El castigo de un gerente por encima del umbral espera a un administrador y no toca el libro
    // (docs/decisiones/cuatro-ojos.md).
    const delGerente = await pedir('POST', `/api/prestamos/${p._id}/castigar`, tokens.gerente, { motivo: 'Inubicable' });
    expect(delGerente.status).toBe(200);
    expect(delGerente.body.aprobacion).toMatchObject({ tipo: 'castigo', estado: 'pendiente' });
    expect(delGerente.body.data).toMatchObject({ estado: 'activo', saldoPendiente: 1_100_000 });
    const r = await pedir('POST', `/api/prestamos/${p._id}/castigar`, tokens.admin, { motivo: 'Cliente inubicable desde hace 120 días' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'castigado', saldoPendiente: 0 });
    expect(r.body.data.libro).toMatchObject({ pactado: 1_200_000, cobrado: 100_000, castigado: 1_100_000, saldoPendiente: 0 });
    const plan = await leerPlan(prueba, tokens.admin, p._id);
    expect(plan.cuotas.filter((c: Json) => c.estado === 'castigada')).toHaveLength(22);

    const recuperado = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 40_000, fecha: hoy });
    expect(recuperado.status).toBe(201);
    expect(recuperado.body.data.origen).toBe('recuperacion');
    expect((await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p._id, monto: 1_060_001, fecha: hoy })).body.code).toBe('MONTO_SUPERA_CASTIGADO');
    const cuota = await pedir('PATCH', `/api/prestamos/${p._id}/plan/cuota/5/pagar`, tokens.admin, { monto: 1000 });
    expect(cuota.body.code).toBe('PRESTAMO_CERRADO');

    const despues = await tablero();
    expect(despues.montoCastigado - antes.montoCastigado).toBe(1_100_000);
    expect(despues.montoRecuperado - antes.montoRecuperado).toBe(40_000);
    expect(despues.montoCobrado).toBe(antes.montoCobrado);
    expect((await detalle(p._id)).libro).toMatchObject({ castigado: 1_100_000, recuperado: 40_000 });
    expect(await tipos(p._id)).toEqual(['desembolso', 'cobro', 'castigo', 'recuperacion']);
    expect((await verificar()).descuadres).toEqual([]);
  });

  it('anular (cancelar) devuelve el desembolso a la caja; con cobros se rechaza y apunta a liquidar o castigar', async () => {
    const desembolsadoHoy = async () =>
      Number((await prueba.dataSource.query(`SELECT coalesce(sum(desembolsado), 0) AS d FROM caja_diaria WHERE fecha = $1`, [hoy]))[0].d);
    const antes = await tablero();
    const cajaAntes = await desembolsadoHoy();
    const p = await prestamoDiario();
    const conCobro = await prestamoDiario();
    await pedir('POST', '/api/cobros', tokens.admin, { prestamo: conCobro._id, monto: 60_000, fecha: hoy });
    const rechazada = await pedir('PATCH', `/api/prestamos/${conCobro._id}/cancelar`);
    expect(rechazada.status).toBe(422);
    expect(rechazada.body).toMatchObject({
      code: 'PRESTAMO_CON_COBROS',
      message: 'El préstamo ya tiene cobros: no se puede anular. Para cerrarlo use Liquidar (lo recibido y el resto condonado) o Castigar',
    });
    const r = await pedir('POST', `/api/prestamos/${p._id}/anular`, tokens.gerente, { motivo: 'Se registró dos veces' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'cancelado', saldoPendiente: 0 });
    expect(r.body.data.libro).toMatchObject({ pactado: 0, saldoPendiente: 0 });
    const movimientos = (await pedir('GET', `/api/prestamos/${p._id}/movimientos`)).body.data;
    expect(movimientos.map((m: Json) => [m.tipo, m.efectivo, m.saldoDespues])).toEqual([
      ['desembolso', -1_000_000, 1_200_000],
      ['anulacion', 1_000_000, 0],
    ]);
    const despues = await tablero();
    expect(despues.montoPrestado - antes.montoPrestado).toBe(1_000_000); // sólo el que tiene cobro sigue en pie
    // La caja de hoy: el desembolso anulado volvió; sólo sale el del préstamo con cobro.
    expect((await desembolsadoHoy()) - cajaAntes).toBe(1_000_000);
    expect((await pedir('POST', `/api/prestamos/${p._id}/anular`, tokens.admin, { motivo: 'Otra vez' })).status).toBe(409);
    expect((await verificar()).descuadres).toEqual([]);
  });

  it('un préstamo con condonaciones tampoco se anula: la condonación queda en el libro', async () => {
    const p = await prestamoDiario();
    expect((await pedir('POST', `/api/prestamos/${p._id}/condonar`, tokens.admin, { monto: 720, motivo: 'Acuerdo' })).status).toBe(200);
    const r = await pedir('POST', `/api/prestamos/${p._id}/anular`, tokens.admin, { motivo: 'Error de registro' });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({
      code: 'PRESTAMO_CON_CONDONACIONES',
      message: 'El préstamo ya tiene condonaciones: no se puede anular. Para cerrarlo use Liquidar (lo recibido y el resto condonado) o Castigar',
    });
    expect(await tipos(p._id)).toEqual(['desembolso', 'condonacion']);
    expect((await detalle(p._id)).estado).not.toBe('cancelado');
    expect((await verificar()).descuadres).toEqual([]);
  });

  it('marcar pagado con saldo ya no inventa un cobro: pide liquidar', async () => {
    const p = await prestamoDiario();
    const r = await pedir('PATCH', `/api/prestamos/${p._id}/estado`, tokens.admin, { estado: 'pagado' });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('PRESTAMO_CON_SALDO');
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM cobros WHERE prestamo_id = $1`, [p._id]);
    expect(n).toBe(0);
  });

  it('la solicitud de un cobrador no mueve dinero hasta que otra persona la aprueba; rechazada queda con su motivo', async () => {
    const propio = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const ajeno = await crearClientePrueba(prueba.dataSource);
    const terminos = { monto: 300_000, interes: 20, cuotas: 20, modalidad: 'diario', tipoAmortizacion: 'amortizable' };
    const deOtro = await pedir('POST', '/api/prestamos', tokens.cobrador1, { cliente: ajeno.id, ...terminos });
    expect(deOtro.status).toBe(400);
    expect(deOtro.body.errors.cliente).toEqual(['Sólo puede solicitar préstamos para clientes de su cartera']);

    const antes = await tablero();
    const solicitud = (await pedir('POST', '/api/prestamos', tokens.cobrador1, { cliente: propio.id, ...terminos })).body.data;
    expect(solicitud).toMatchObject({ estado: 'solicitado', planGenerado: false, saldoPendiente: 0, cobrador: { _id: ids.cobrador1 } });
    expect(await tipos(solicitud._id)).toEqual([]);
    expect((await tablero()).solicitudesPendientes - antes.solicitudesPendientes).toBe(1);
    expect((await tablero()).montoPrestado).toBe(antes.montoPrestado);
    const cobro = await pedir('POST', '/api/cobros', tokens.admin, { prestamo: solicitud._id, monto: 1000, fecha: hoy });
    expect(cobro.body.code).toBe('PRESTAMO_NO_DESEMBOLSADO');
    expect((await pedir('PATCH', `/api/prestamos/${solicitud._id}/aprobar`, tokens.cobrador1)).status).toBe(403);
    // Las condiciones se corrigen antes de aprobar; quien las corrige queda como quien pide y otra persona aprueba.
    const corregida = await pedir('PUT', `/api/prestamos/${solicitud._id}`, tokens.gerente, { cliente: propio.id, ...terminos, monto: 250_000 });
    expect(corregida.status).toBe(200);
    expect(corregida.body.data).toMatchObject({ monto: 250_000, estado: 'solicitado', saldoPendiente: 0 });
    expect((await pedir('PATCH', `/api/prestamos/${solicitud._id}/aprobar`, tokens.gerente)).status).toBe(403);

    const aprobada = await pedir('PATCH', `/api/prestamos/${solicitud._id}/aprobar`, tokens.admin);
    expect(aprobada.status).toBe(200);
    expect(aprobada.body.data).toMatchObject({ estado: 'activo', planGenerado: true, saldoPendiente: 300_000, fecha: hoy });
    expect(await tipos(solicitud._id)).toEqual(['desembolso']);
    expect((await tablero()).montoPrestado - antes.montoPrestado).toBe(250_000);
    expect((await pedir('PATCH', `/api/prestamos/${solicitud._id}/aprobar`, tokens.gerente)).status).toBe(409);
    // Desembolsado, las condiciones ya no cambian.
    const tarde = await pedir('PUT', `/api/prestamos/${solicitud._id}`, tokens.gerente, { cliente: propio.id, ...terminos, monto: 200_000 });
    expect(tarde.status).toBe(409);
    expect(tarde.body.code).toBe('PRESTAMO_DESEMBOLSADO');

    const otra = (await pedir('POST', '/api/prestamos', tokens.cobrador1, { cliente: propio.id, ...terminos })).body.data;
    const rechazada = await pedir('PATCH', `/api/prestamos/${otra._id}/rechazar`, tokens.admin, { motivo: 'Capacidad de pago insuficiente' });
    expect(rechazada.body.data).toMatchObject({ estado: 'rechazado', motivoRechazo: 'Capacidad de pago insuficiente' });
    expect((await pedir('PATCH', `/api/prestamos/${otra._id}/aprobar`, tokens.admin)).status).toBe(409);
    const lista = await pedir('GET', '/api/prestamos?estado=solicitado&limit=50', tokens.gerente);
    expect(lista.body.data.map((x: Json) => x._id)).not.toContain(otra._id);
    expect((await verificar()).descuadres).toEqual([]);
  });

  it('el libro no admite cambios ni borrados: una corrección es otro asiento', async () => {
    const p = await prestamoDiario();
    await expect(
      prueba.dataSource.query(`UPDATE prestamos_movimientos SET monto = 1 WHERE prestamo_id = $1`, [p._id]),
    ).rejects.toThrow(/no admite cambios/);
    await expect(prueba.dataSource.query(`DELETE FROM prestamos_movimientos WHERE prestamo_id = $1`, [p._id])).rejects.toThrow(
      /no admite cambios/,
    );
  });

  it('la verificación encuentra un saldo tocado a mano y lo nombra; GET devuelve la última; un cobrador no la ve', async () => {
    const p = await prestamoDiario();
    expect((await verificar()).descuadres).toEqual([]);
    await prueba.dataSource.query(`UPDATE prestamos SET saldo_pendiente = saldo_pendiente - 1 WHERE id = $1`, [p._id]);
    const resultado = await verificar();
    expect(resultado.prestamosRevisados).toBeGreaterThan(0);
    expect(resultado.descuadres).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          prestamo: { _id: p._id, numero: p.numero },
          regla: 'saldo',
          esperado: 1_200_000,
          encontrado: 1_199_999,
        }),
      ]),
    );
    const ultima = await pedir('GET', '/api/contabilidad/verificacion');
    expect(ultima.body.data.descuadres.length).toBe(resultado.descuadres.length);
    expect(resultado.cantidadDescuadres).toBe(resultado.descuadres.length);
    expect(ultima.body.data.cantidadDescuadres).toBe(resultado.cantidadDescuadres);
    expect((await pedir('GET', '/api/contabilidad/verificacion', tokens.cobrador1)).status).toBe(403);
    await prueba.dataSource.query(`UPDATE prestamos SET saldo_pendiente = saldo_pendiente + 1 WHERE id = $1`, [p._id]);
    expect((await verificar()).descuadres).toEqual([]);
  });
});
