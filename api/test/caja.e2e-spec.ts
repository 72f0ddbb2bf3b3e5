// La caja de los cobradores (docs/decisiones/caja-de-cobradores.md) en PostgreSQL real: el efectivo de cada cobro en
// poder de quien lo registró, los gastos del cobrador, la entrega, su confirmación con faltante o sobrante, y las
// reglas: una entrega abierta por cobrador, nada cambia después de confirmar, cada cobrador ve lo suyo, y un cobro
// registrado mientras se confirma una entrega es de la siguiente.
import { formatearCOP, hoyBogota, sumarDias } from '@cartera/dominio';
import { rehacerLibroMayor } from './support/mayor';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { prestamoDiario } from './support/escenarios';

describe('caja de cobradores', () => {
  const hoy = hoyBogota();

  const { prueba, tokens, ids } = usarAppPrueba();

  beforeEach(async () => {
    // Cada prueba parte sin efectivo en poder de nadie: lo anterior ya se entregó, por la API (así el libro mayor lo
    // registra como cualquier entrega).
    const pendientes: Array<{ id: string }> = await prueba.dataSource.query(`SELECT id FROM caja_entregas WHERE estado = 'pendiente'`);
    for (const { id } of pendientes) await pedir('PATCH', `/api/caja/entregas/${id}/confirmar`, tokens.admin, {});
    const gastos: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT id FROM caja_gastos WHERE entrega_id IS NULL AND estado <> 'rechazado'`,
    );
    for (const { id } of gastos) await pedir('PATCH', `/api/caja/gastos/${id}/rechazar`, tokens.admin, { motivo: 'Fin de prueba' });
    for (const [cobradorId, token] of [[ids.cobrador1, tokens.cobrador1], [ids.cobrador2, tokens.cobrador2]]) {
      const [{ monto }] = await prueba.dataSource.query(
        `SELECT coalesce(sum(monto), 0) AS monto FROM cobros WHERE en_poder_de = $1 AND entrega_id IS NULL`,
        [cobradorId],
      );
      if (Number(monto) === 0) continue;
      const entrega = await entregar(token, Number(monto));
      expect(entrega.status).toBe(201);
      await pedir('PATCH', `/api/caja/entregas/${entrega.body.data._id}/confirmar`, tokens.admin, {});
    }
  });

  const pedir = (metodo: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', ruta: string, token: string, cuerpo?: unknown, clave?: string) =>
    prueba.pedir({ metodo, ruta, token, cuerpo, cabeceras: clave ? { 'idempotency-key': clave } : {} });

  /** Un préstamo de 100.000 sin interés en 10 cuotas diarias, asignado al cobrador. */
  async function prestamo(cobradorId: string): Promise<string> {
    const p = await prestamoDiario(prueba, { cobradorId, fechaInicio: sumarDias(hoy, -5) });
    return p._id;
  }

  async function cobrar(prestamoId: string, monto: number, token: string): Promise<Json> {
    const r = await pedir('POST', '/api/cobros', token, { prestamo: prestamoId, monto, fecha: hoy });
    expect(r.status).toBe(201);
    return r.body.data;
  }

  async function caja(token: string, cobradorId: string): Promise<Json> {
    const r = await pedir('GET', '/api/caja/cobradores', token);
    expect(r.status).toBe(200);
    return r.body.data.find((fila: Json) => fila.cobradorId === cobradorId);
  }

  const gasto = (token: string, cuerpo: Record<string, unknown> = {}, clave?: string) =>
    pedir('POST', '/api/caja/gastos', token, { fecha: hoy, categoria: 'transporte', monto: 5_000, concepto: 'Bus', ...cuerpo }, clave);

  const entregar = (token: string, montoEntregado: number, clave?: string) =>
    pedir('POST', '/api/caja/entregas', token, { montoEntregado }, clave);

  async function flujo(): Promise<Json> {
    const r = await pedir('GET', '/api/flujo-caja', tokens.admin);
    expect(r.status).toBe(200);
    return r.body.data.tarjetas;
  }

  async function sinDescuadres(): Promise<void> {
    const r = await pedir('POST', '/api/contabilidad/verificacion', tokens.admin);
    expect(r.body.data.descuadres).toEqual([]);
  }

  it('un cobro del cobrador queda en su poder; uno registrado en la oficina, o anterior a la caja, queda en la caja', async () => {
    const p = await prestamo(ids.cobrador1);
    const antes = await flujo();
    await cobrar(p, 10_000, tokens.cobrador1);
    await pedir('POST', '/api/cobros', tokens.admin, { prestamo: p, monto: 4_000, fecha: hoy, cobrador: ids.cobrador1 });
    const fila = await caja(tokens.admin, ids.cobrador1);
    expect(fila).toMatchObject({ enPoder: 10_000, cobros: 10_000, cantidadCobros: 1, gastos: 0, entregaPendiente: null });
    const despues = await flujo();
    expect(despues.saldoActual - antes.saldoActual).toBe(14_000);
    expect(despues.enPoderCobradores - antes.enPoderCobradores).toBe(10_000);
    expect(despues.enCaja - antes.enCaja).toBe(4_000);
    expect(despues.saldoActual).toBe(despues.enCaja + despues.enPoderCobradores);

    // Un cobro de antes de la caja de cobradores (en_poder_de vacío, como los deja la migración) ya está en la caja.
    await prueba.dataSource.query(`UPDATE cobros SET en_poder_de = NULL WHERE en_poder_de = $1 AND entrega_id IS NULL`, [ids.cobrador1]);
    await rehacerLibroMayor(prueba.dueno);
    expect((await caja(tokens.admin, ids.cobrador1)).enPoder).toBe(0);
    expect((await flujo()).enCaja - antes.enCaja).toBe(14_000);
    await sinDescuadres();
  });

  it('cada cobrador ve sólo su fila, sus gastos y sus entregas', async () => {
    const p1 = await prestamo(ids.cobrador1);
    const p2 = await prestamo(ids.cobrador2);
    await cobrar(p1, 3_000, tokens.cobrador1);
    await cobrar(p2, 7_000, tokens.cobrador2);
    const g2 = await gasto(tokens.cobrador2);
    const propia = await pedir('GET', '/api/caja/cobradores', tokens.cobrador1);
    expect(propia.body.data.map((f: Json) => f.cobradorId)).toEqual([ids.cobrador1]);
    const todos = await pedir('GET', '/api/caja/cobradores', tokens.gerente);
    expect(todos.body.data.map((f: Json) => f.cobradorId)).toEqual(expect.arrayContaining([ids.cobrador1, ids.cobrador2]));

    const gastos = await pedir('GET', `/api/caja/gastos?cobradorId=${ids.cobrador2}`, tokens.cobrador1);
    expect(gastos.body.data.every((g: Json) => g.cobrador._id === ids.cobrador1)).toBe(true);
    expect((await pedir('GET', `/api/caja/gastos/${g2.body.data._id}`, tokens.cobrador1)).status).toBe(404);
    await entregar(tokens.cobrador2, 2_000);
    const entregas = await pedir('GET', '/api/caja/entregas', tokens.cobrador1);
    expect(entregas.body.data.every((e: Json) => e.cobrador._id === ids.cobrador1)).toBe(true);
  });

  it('un gasto aceptado rebaja lo que el cobrador tiene; rechazado con un motivo, vuelve a contar', async () => {
    const p = await prestamo(ids.cobrador1);
    await cobrar(p, 20_000, tokens.cobrador1);
    const creado = await gasto(tokens.cobrador1, { categoria: 'alimentacion', monto: 6_000, concepto: 'Almuerzo' });
    expect(creado.status).toBe(201);
    expect(creado.body.data).toMatchObject({ estado: 'aceptado', categoria: 'alimentacion', monto: 6_000, tieneFoto: false });
    expect(await caja(tokens.cobrador1, ids.cobrador1)).toMatchObject({ enPoder: 14_000, gastos: 6_000, cantidadGastos: 1 });
    const t = await flujo();
    expect(t.saldoActual).toBe(t.enCaja + t.enPoderCobradores);

    // Sólo administrador y gerente rechazan, con motivo.
    expect((await pedir('PATCH', `/api/caja/gastos/${creado.body.data._id}/rechazar`, tokens.cobrador1, { motivo: 'x' })).status).toBe(403);
    const sinMotivo = await pedir('PATCH', `/api/caja/gastos/${creado.body.data._id}/rechazar`, tokens.gerente, { motivo: '  ' });
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.errors.motivo).toEqual(['El motivo es obligatorio']);
    const rechazado = await pedir('PATCH', `/api/caja/gastos/${creado.body.data._id}/rechazar`, tokens.gerente, { motivo: 'Sin recibo' });
    expect(rechazado.body.data).toMatchObject({ estado: 'rechazado', motivoRechazo: 'Sin recibo' });
    expect((await caja(tokens.admin, ids.cobrador1)).enPoder).toBe(20_000);
    const otraVez = await pedir('PATCH', `/api/caja/gastos/${creado.body.data._id}/rechazar`, tokens.gerente, { motivo: 'Sin recibo' });
    expect(otraVez.status).toBe(409);
    await sinDescuadres();
  });

  it('un gasto mal formado se rechaza con un mensaje claro y no cambia nada', async () => {
    const antes: Array<{ n: number }> = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM caja_gastos`);
    const casos: Array<[Record<string, unknown>, string, string]> = [
      [{ categoria: 'gasolina' }, 'categoria', 'La categoría debe ser transporte, alimentación u otro'],
      [{ monto: 0 }, 'monto', 'Monto inválido'],
      [{ concepto: '' }, 'concepto', 'El concepto es obligatorio'],
      [{ fecha: sumarDias(hoy, 1) }, 'fecha', 'La fecha del gasto no puede ser posterior a hoy'],
      [{ foto: 'data:image/jpeg;base64,AAAA' }, 'foto', 'La foto debe ser una imagen JPEG, PNG o WEBP'],
    ];
    for (const [cuerpo, campo, mensaje] of casos) {
      const r = await gasto(tokens.cobrador1, cuerpo);
      expect({ campo, status: r.status, errores: r.body.errors?.[campo] }).toEqual({ campo, status: 400, errores: [mensaje] });
    }
    expect((await gasto(tokens.admin)).status).toBe(403);
    const despues: Array<{ n: number }> = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM caja_gastos`);
    expect(despues[0].n).toBe(antes[0].n);
  });

  it('la foto del recibo se guarda y sólo la ve su cobrador o la oficina', async () => {
    const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]).toString('base64')}`;
    const r = await gasto(tokens.cobrador1, { foto: jpeg });
    expect(r.body.data.tieneFoto).toBe(true);
    expect((await pedir('GET', `/api/caja/gastos/${r.body.data._id}/foto`, tokens.gerente)).body.data.foto).toBe(jpeg);
    expect((await pedir('GET', `/api/caja/gastos/${r.body.data._id}/foto`, tokens.cobrador2)).status).toBe(404);
  });

  it('la entrega espera cobros − gastos; la oficina confirma de menos y el faltante queda como egreso y deuda del cobrador', async () => {
    const p = await prestamo(ids.cobrador1);
    await cobrar(p, 30_000, tokens.cobrador1);
    await cobrar(p, 20_000, tokens.cobrador1);
    await gasto(tokens.cobrador1, { monto: 4_000 });
    const antes = await flujo();

    const creada = await entregar(tokens.cobrador1, 46_000);
    expect(creada.status).toBe(201);
    expect(creada.body.data).toMatchObject({ esperado: 46_000, montoEntregado: 46_000, diferencia: 0, estado: 'pendiente', cobros: 50_000, cantidadCobros: 2, gastos: 4_000 });
    // Por confirmar, el efectivo sigue contando como del cobrador.
    expect((await caja(tokens.admin, ids.cobrador1)).entregaPendiente._id).toBe(creada.body.data._id);
    expect((await flujo()).enPoderCobradores).toBe(antes.enPoderCobradores);
    // Un cobrador no confirma.
    expect((await pedir('PATCH', `/api/caja/entregas/${creada.body.data._id}/confirmar`, tokens.cobrador1, {})).status).toBe(403);

    const confirmada = await pedir('PATCH', `/api/caja/entregas/${creada.body.data._id}/confirmar`, tokens.gerente, { montoRecibido: 45_000 });
    expect(confirmada.status).toBe(200);
    expect(confirmada.body.data).toMatchObject({ estado: 'confirmada', montoRecibido: 45_000, diferencia: -1_000, fechaConfirmacion: hoy });
    const despues = await flujo();
    expect(despues.enPoderCobradores).toBe(antes.enPoderCobradores - 46_000);
    expect(despues.enCaja).toBe(antes.enCaja + 45_000);
    expect(despues.saldoActual).toBe(antes.saldoActual - 1_000);

    const movimientos = await pedir('GET', '/api/flujo-caja/movimientos?categoria=faltante_cobrador', tokens.admin);
    const faltante = movimientos.body.data.find((m: Json) => m.entrega === creada.body.data._id);
    expect(faltante).toMatchObject({ tipo: 'egreso', categoria: 'faltante_cobrador', monto: 1_000, fecha: hoy });
    expect(faltante.concepto).toContain('Faltante de cobrador');
    expect((await caja(tokens.admin, ids.cobrador1)).deuda).toBeGreaterThanOrEqual(1_000);

    // Nada cambia después de confirmar: ni la entrega ni su faltante.
    expect((await pedir('PATCH', `/api/caja/entregas/${creada.body.data._id}/confirmar`, tokens.admin, { montoRecibido: 46_000 })).status).toBe(409);
    const editar = await pedir('PUT', `/api/flujo-caja/movimientos/${faltante._id}`, tokens.admin, { fecha: hoy, tipo: 'egreso', categoria: 'otros', concepto: 'x', monto: 1 });
    expect(editar.status).toBe(422);
    expect((await pedir('DELETE', `/api/flujo-caja/movimientos/${faltante._id}`, tokens.admin)).status).toBe(422);
    await expect(prueba.dataSource.query(`UPDATE caja_entregas SET monto_recibido = 1 WHERE id = $1`, [creada.body.data._id])).rejects.toThrow(
      /confirmada no admite cambios/,
    );

    // El reporte del cobrador lo muestra.
    const reporte = await pedir('GET', `/api/caja/reporte?desde=${hoy}&hasta=${hoy}`, tokens.admin);
    const fila = reporte.body.data.filas.find((f: Json) => f.cobradorId === ids.cobrador1);
    expect(fila.faltantes).toBeGreaterThanOrEqual(1_000);
    expect(fila.entregado).toBeGreaterThanOrEqual(45_000);

    // Auditado.
    const [evento] = await prueba.dataSource.query(
      `SELECT detalles FROM auditoria WHERE accion = 'Confirmar entrega de caja' ORDER BY fecha DESC LIMIT 1`,
    );
    expect(evento.detalles).toContain(`faltante de cobrador de ${formatearCOP(1_000)}`);
    await sinDescuadres();
  });

  it('un sobrante queda como ingreso; confirmar sin monto es recibir lo que el cobrador dijo', async () => {
    const p = await prestamo(ids.cobrador2);
    await cobrar(p, 10_000, tokens.cobrador2);
    const sobra = await entregar(tokens.cobrador2, 10_500);
    expect(sobra.body.data.diferencia).toBe(500);
    const r = await pedir('PATCH', `/api/caja/entregas/${sobra.body.data._id}/confirmar`, tokens.admin, {});
    expect(r.body.data).toMatchObject({ montoRecibido: 10_500, diferencia: 500 });
    const movimientos = await pedir('GET', '/api/flujo-caja/movimientos?categoria=sobrante_cobrador', tokens.admin);
    expect(movimientos.body.data.find((m: Json) => m.entrega === sobra.body.data._id)).toMatchObject({ tipo: 'ingreso', monto: 500 });

    await cobrar(p, 2_000, tokens.cobrador2);
    const exacta = await entregar(tokens.cobrador2, 2_000);
    await pedir('PATCH', `/api/caja/entregas/${exacta.body.data._id}/confirmar`, tokens.admin, {});
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM movimientos_caja WHERE entrega_id = $1`, [exacta.body.data._id]);
    expect(n).toBe(0);
    await sinDescuadres();
  });

  it('una sola entrega abierta: de dos entregas simultáneas del mismo cobrador, una gana', async () => {
    const p = await prestamo(ids.cobrador1);
    await cobrar(p, 8_000, tokens.cobrador1);
    const [a, b] = await Promise.all([entregar(tokens.cobrador1, 8_000), entregar(tokens.cobrador1, 8_000)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const perdedora = a.status === 409 ? a : b;
    expect(perdedora.body.code).toBe('ENTREGA_PENDIENTE');
    const [{ n, esperado }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS n, sum(esperado) AS esperado FROM caja_entregas WHERE cobrador_id = $1 AND estado = 'pendiente'`,
      [ids.cobrador1],
    );
    expect({ n, esperado: Number(esperado) }).toEqual({ n: 1, esperado: 8_000 });
    // Y otra después, mientras la primera sigue abierta, también se rechaza.
    expect((await entregar(tokens.cobrador1, 1)).status).toBe(409);
    await sinDescuadres();
  });

  it('sin cobros ni gastos no hay nada que entregar', async () => {
    const r = await entregar(tokens.cobrador2, 0);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('No tiene cobros ni gastos por entregar');
    const negativo = await entregar(tokens.cobrador2, -5);
    expect(negativo.status).toBe(400);
    expect(negativo.body.errors.montoEntregado).toEqual(['El monto entregado debe ser un número entero de pesos, 0 o más']);
  });

  it('un cobro registrado mientras se confirma una entrega es de la siguiente: ni se pierde ni se cuenta dos veces', async () => {
    const p = await prestamo(ids.cobrador1);
    await cobrar(p, 5_000, tokens.cobrador1);
    const entrega = (await entregar(tokens.cobrador1, 5_000)).body.data;

    // Una confirmación lenta: otra transacción tiene la entrega bloqueada, como la tiene la confirmación.
    const lenta = prueba.dataSource.createQueryRunner();
    await lenta.connect();
    await lenta.startTransaction();
    await lenta.query(`SELECT 1 FROM caja_entregas WHERE id = $1 FOR UPDATE`, [entrega._id]);
    const confirmando = pedir('PATCH', `/api/caja/entregas/${entrega._id}/confirmar`, tokens.admin, {});
    // El cobro no espera a la confirmación.
    const nuevo = await cobrar(p, 3_000, tokens.cobrador1);
    await lenta.commitTransaction();
    await lenta.release();
    expect((await confirmando).body.data).toMatchObject({ estado: 'confirmada', cobros: 5_000, esperado: 5_000 });

    const fila = await caja(tokens.cobrador1, ids.cobrador1);
    expect(fila).toMatchObject({ enPoder: 3_000, cantidadCobros: 1, entregaPendiente: null });
    const siguiente = (await entregar(tokens.cobrador1, 3_000)).body.data;
    expect(siguiente).toMatchObject({ esperado: 3_000, cantidadCobros: 1 });
    const [{ entrega_id }] = await prueba.dataSource.query(`SELECT entrega_id FROM cobros WHERE id = $1`, [nuevo._id]);
    expect(entrega_id).toBe(siguiente._id);
    await sinDescuadres();
  });

  it('un cobro de una entrega por confirmar no se edita ni se borra; confirmada, la corrección sale de la caja', async () => {
    const p = await prestamo(ids.cobrador1);
    const cobro = await cobrar(p, 9_000, tokens.cobrador1);
    const entrega = (await entregar(tokens.cobrador1, 9_000)).body.data;
    const editar = await pedir('PUT', `/api/cobros/${cobro._id}`, tokens.admin, { monto: 8_000 });
    expect(editar.status).toBe(422);
    expect(editar.body.code).toBe('COBRO_EN_ENTREGA');
    expect((await pedir('DELETE', `/api/cobros/${cobro._id}`, tokens.admin)).status).toBe(422);
    expect((await pedir('PATCH', `/api/prestamos/${p}/plan/cuota/1/revertir`, tokens.admin)).status).toBe(422);

    await pedir('PATCH', `/api/caja/entregas/${entrega._id}/confirmar`, tokens.admin, {});
    const antes = await flujo();
    expect((await pedir('DELETE', `/api/cobros/${cobro._id}`, tokens.admin)).status).toBe(200);
    const despues = await flujo();
    expect(despues.enPoderCobradores).toBe(antes.enPoderCobradores);
    expect(despues.enCaja).toBe(antes.enCaja - 9_000);
    await sinDescuadres();
  });

  it('rechazar un gasto de una entrega por confirmar sube lo esperado; de una confirmada, no se puede', async () => {
    const p = await prestamo(ids.cobrador2);
    await cobrar(p, 10_000, tokens.cobrador2);
    const g = (await gasto(tokens.cobrador2, { monto: 2_000 })).body.data;
    const entrega = (await entregar(tokens.cobrador2, 8_000)).body.data;
    expect(entrega.esperado).toBe(8_000);
    await pedir('PATCH', `/api/caja/gastos/${g._id}/rechazar`, tokens.admin, { motivo: 'No corresponde' });
    const releida = (await pedir('GET', `/api/caja/entregas/${entrega._id}`, tokens.admin)).body.data;
    expect(releida).toMatchObject({ esperado: 10_000, gastos: 0, diferencia: -2_000 });
    await sinDescuadres();
    await pedir('PATCH', `/api/caja/entregas/${entrega._id}/confirmar`, tokens.admin, {});

    await cobrar(p, 1_000, tokens.cobrador2);
    const g2 = (await gasto(tokens.cobrador2, { monto: 500 })).body.data;
    const e2 = (await entregar(tokens.cobrador2, 500)).body.data;
    await pedir('PATCH', `/api/caja/entregas/${e2._id}/confirmar`, tokens.admin, {});
    const tarde = await pedir('PATCH', `/api/caja/gastos/${g2._id}/rechazar`, tokens.admin, { motivo: 'Tarde' });
    expect(tarde.status).toBe(422);
    expect(tarde.body.code).toBe('GASTO_ENTREGADO');
    await sinDescuadres();
  });

  it('las escrituras de dinero aceptan Idempotency-Key: un reintento no registra dos veces', async () => {
    const p = await prestamo(ids.cobrador1);
    await cobrar(p, 4_000, tokens.cobrador1);
    const g1 = await gasto(tokens.cobrador1, { monto: 1_000 }, 'gasto-caja-1');
    const g2 = await gasto(tokens.cobrador1, { monto: 1_000 }, 'gasto-caja-1');
    expect(g2.body.data._id).toBe(g1.body.data._id);
    const e1 = await entregar(tokens.cobrador1, 3_000, 'entrega-caja-1');
    const e2 = await entregar(tokens.cobrador1, 3_000, 'entrega-caja-1');
    expect(e2.status).toBe(201);
    expect(e2.body.data._id).toBe(e1.body.data._id);
    const c1 = await pedir('PATCH', `/api/caja/entregas/${e1.body.data._id}/confirmar`, tokens.admin, { montoRecibido: 2_000 }, 'confirmar-caja-1');
    const c2 = await pedir('PATCH', `/api/caja/entregas/${e1.body.data._id}/confirmar`, tokens.admin, { montoRecibido: 2_000 }, 'confirmar-caja-1');
    expect(c2.status).toBe(c1.status);
    const [{ n }] = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM movimientos_caja WHERE entrega_id = $1`, [e1.body.data._id]);
    expect(n).toBe(1);
  });

  it('el reporte por cobrador y periodo cuenta cobrado, gastos, entregado, faltantes, sobrantes y días sin entrega, y se descarga', async () => {
    const p = await prestamo(ids.cobrador2);
    await cobrar(p, 12_000, tokens.cobrador2);
    await gasto(tokens.cobrador2, { monto: 2_000 });
    const antes = (await pedir('GET', `/api/caja/reporte?desde=${hoy}&hasta=${hoy}`, tokens.cobrador2)).body.data;
    expect(antes.filas.map((f: Json) => f.cobradorId)).toEqual([ids.cobrador2]);
    expect(antes.filas[0].enPoder).toBe(10_000);
    // Un cobro de ayer sin entrega ese día es un día sin entrega.
    await prueba.dataSource.query(
      `UPDATE cobros SET fecha = $2 WHERE id = (SELECT id FROM cobros WHERE en_poder_de = $1 ORDER BY created_at DESC LIMIT 1)`,
      [ids.cobrador2, sumarDias(hoy, -1)],
    );
    const r = (await pedir('GET', `/api/caja/reporte?desde=${sumarDias(hoy, -1)}&hasta=${sumarDias(hoy, -1)}`, tokens.admin)).body.data;
    expect(r.filas.find((f: Json) => f.cobradorId === ids.cobrador2)).toMatchObject({ cobrado: 12_000, diasSinEntrega: 1 });

    const csv = await pedir('GET', `/api/caja/reporte/export/csv?desde=${hoy}&hasta=${hoy}`, tokens.admin);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Cobrador;Cobrado;Gastos;Entregado;Faltantes;Sobrantes;Entregas;Días sin entrega;En su poder hoy');
    const xlsx = await pedir('GET', `/api/caja/reporte/export/xlsx`, tokens.gerente);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await pedir('GET', `/api/caja/reporte/export/pdf`, tokens.admin)).status).toBe(400);
    const invertido = await pedir('GET', `/api/caja/reporte?desde=${hoy}&hasta=${sumarDias(hoy, -1)}`, tokens.admin);
    expect(invertido.status).toBe(400);
  });
});
