// Los gastos de los cobradores bajo control (docs/decisiones/caja-de-cobradores.md, «Límites de los gastos»): los
// límites de Configuración › Sistema, la foto obligatoria, la misma ventana de fechas que los cobros, el gasto por
// aprobar que no rebaja lo que el cobrador debe entregar hasta que otra persona lo aprueba, el rechazo y la entrega
// que nunca espera un monto negativo.
import { CODIGOS, LIMITES_GASTOS_DEFECTO, formatearCOP, formatearFecha, hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { prestamoDiario } from './support/escenarios';
import { crearUsuario } from './support/fabricas';

describe('gastos de cobradores bajo control', () => {
  const hoy = hoyBogota();
  const jpeg = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]).toString('base64')}`;

    // La ventana de fechas de los cobros, la de siempre: 3 días atrás.
  const { prueba, tokens, ids } = usarAppPrueba({
    entorno: { COBRO_RETROACTIVO_DIAS: '3' },
  });

  beforeEach(async () => {
    // Cada prueba parte sin efectivo ni gastos en poder de nadie y con los límites por defecto.
    await prueba.dataSource.query(`UPDATE cobros SET en_poder_de = NULL WHERE en_poder_de IS NOT NULL AND entrega_id IS NULL`);
    await prueba.dataSource.query(
      `UPDATE caja_gastos SET estado = 'rechazado', motivo_rechazo = 'fin de prueba' WHERE entrega_id IS NULL AND estado <> 'rechazado'`,
    );
    await prueba.dataSource.query(
      `UPDATE caja_limites_gastos SET gasto_maximo = $1, gastos_dia_maximo = $2, foto_desde = $3`,
      [LIMITES_GASTOS_DEFECTO.gastoMaximo, LIMITES_GASTOS_DEFECTO.gastosDiaMaximo, LIMITES_GASTOS_DEFECTO.fotoDesde],
    );
  });

  const pedir = (metodo: 'GET' | 'POST' | 'PATCH' | 'PUT', ruta: string, token: string, cuerpo?: unknown) =>
    prueba.pedir({ metodo, ruta, token, cuerpo });

  const gasto = (token: string, cuerpo: Record<string, unknown> = {}) =>
    pedir('POST', '/api/caja/gastos', token, { fecha: hoy, categoria: 'transporte', monto: 5_000, concepto: 'Bus', ...cuerpo });

  async function enPoder(cobradorId: string): Promise<number> {
    const r = await pedir('GET', '/api/caja/cobradores', tokens.admin);
    return r.body.data.find((fila: Json) => fila.cobradorId === cobradorId).enPoder;
  }

  async function cobrar(cobradorId: string, token: string, monto: number): Promise<void> {
    const p = await prestamoDiario(prueba, { cobradorId, fechaInicio: sumarDias(hoy, -5) });
    expect((await pedir('POST', '/api/cobros', token, { prestamo: p._id, monto, fecha: hoy })).status).toBe(201);
  }

  const ultimaAuditoria = async (accion: string): Promise<string> =>
    (await prueba.dataSource.query(`SELECT detalles FROM auditoria WHERE accion = $1 ORDER BY fecha DESC LIMIT 1`, [accion]))[0]
      ?.detalles;

  it('los límites nacen con sus valores por defecto, todos los leen y sólo el admin los cambia, validados y auditados', async () => {
    const leido = await pedir('GET', '/api/caja/limites-gastos', tokens.cobrador1);
    expect(leido.status).toBe(200);
    expect(leido.body.data).toMatchObject({ ...LIMITES_GASTOS_DEFECTO, diasAtras: 3 });

    expect((await pedir('PUT', '/api/caja/limites-gastos', tokens.gerente, { ...LIMITES_GASTOS_DEFECTO })).status).toBe(403);
    const malo = await pedir('PUT', '/api/caja/limites-gastos', tokens.admin, { gastoMaximo: 80_000, gastosDiaMaximo: 60_000, fotoDesde: -1 });
    expect(malo.status).toBe(400);
    expect(malo.body.errors).toEqual({
      gastosDiaMaximo: ['El límite por día no puede ser menor que el límite por gasto'],
      fotoDesde: ['El monto desde el que se exige la foto debe ser un número entero de pesos, 0 o más'],
    });

    const r = await pedir('PUT', '/api/caja/limites-gastos', tokens.admin, { gastoMaximo: 30_000, gastosDiaMaximo: 60_000, fotoDesde: 10_000 });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ gastoMaximo: 30_000, gastosDiaMaximo: 60_000, fotoDesde: 10_000 });
    expect(await ultimaAuditoria('Cambiar límites de gastos de cobradores')).toBe(
      `Oficina principal: por gasto ${formatearCOP(30_000)}, por cobrador y día ${formatearCOP(60_000)}, foto del recibo desde ${formatearCOP(10_000)}`,
    );
  });

  it('por encima del umbral, la foto del recibo es obligatoria', async () => {
    const sinFoto = await gasto(tokens.cobrador1, { monto: 20_001, categoria: 'alimentacion', concepto: 'Almuerzo' });
    expect(sinFoto.status).toBe(400);
    expect(sinFoto.body.errors).toEqual({
      foto: [`Un gasto de más de ${formatearCOP(20_000)} necesita la foto del recibo: tómela y vuelva a enviarlo`],
    });
    expect((await gasto(tokens.cobrador1, { monto: 20_000 })).status).toBe(201);
    expect((await gasto(tokens.cobrador1, { monto: 20_001, foto: jpeg })).status).toBe(201);
  });

  it('la fecha de un gasto está en la ventana de los cobros: hasta 3 días atrás y nunca futura', async () => {
    const casos: Array<[string, string]> = [
      [sumarDias(hoy, -4), 'Un cobrador sólo puede registrar gastos de hasta 3 días atrás'],
      ['2001-03-10', 'Un cobrador sólo puede registrar gastos de hasta 3 días atrás'],
      [sumarDias(hoy, 1), 'La fecha del gasto no puede ser posterior a hoy'],
    ];
    for (const [fecha, mensaje] of casos) {
      const r = await gasto(tokens.cobrador1, { fecha });
      expect({ fecha, status: r.status, errores: r.body.errors }).toEqual({ fecha, status: 400, errores: { fecha: [mensaje] } });
    }
    expect((await gasto(tokens.cobrador1, { fecha: sumarDias(hoy, -3) })).status).toBe(201);
  });

  it('un gasto sobre el límite queda por aprobar y no rebaja lo que el cobrador debe entregar hasta que lo aprueban', async () => {
    await cobrar(ids.cobrador1, tokens.cobrador1, 60_000);
    const flujoAntes = (await pedir('GET', '/api/flujo-caja', tokens.admin)).body.data.tarjetas;
    const grande = await gasto(tokens.cobrador1, { monto: 50_588_000, concepto: 'Repuesto de la moto', foto: jpeg });
    expect(grande.status).toBe(201);
    expect(grande.body.message).toMatch(/espera la aprobación de un gerente o administrador/);
    expect(grande.body.data).toMatchObject({ estado: 'pendiente', limitePasado: 'gasto', decididoPor: null });
    expect(await enPoder(ids.cobrador1)).toBe(60_000);
    expect((await pedir('GET', '/api/flujo-caja', tokens.admin)).body.data.tarjetas).toEqual(flujoAntes);

    // La oficina ve los pendientes; un cobrador, sólo los suyos.
    const pendientes = await pedir('GET', '/api/caja/gastos?estado=pendiente', tokens.gerente);
    expect(pendientes.body.data.map((g: Json) => g._id)).toContain(grande.body.data._id);
    expect(pendientes.body.data.every((g: Json) => g.estado === 'pendiente')).toBe(true);
    expect((await pedir('GET', '/api/caja/gastos?estado=pendiente', tokens.cobrador2)).body.data).toEqual([]);

    // Una entrega ahora no lo toma: espera los 60.000 completos.
    const entrega = await pedir('POST', '/api/caja/entregas', tokens.cobrador1, { montoEntregado: 60_000 });
    expect(entrega.body.data).toMatchObject({ esperado: 60_000, gastos: 0 });
    expect((await pedir('PATCH', `/api/caja/entregas/${entrega.body.data._id}/confirmar`, tokens.admin, {})).status).toBe(200);

    // Otro gasto pequeño sí entra aceptado; el del día cuenta sólo lo aceptado.
    const chico = await gasto(tokens.cobrador1, { monto: 4_000 });
    expect(chico.body.data.estado).toBe('aceptado');
    await cobrar(ids.cobrador1, tokens.cobrador1, 10_000);
    expect(await enPoder(ids.cobrador1)).toBe(6_000);

    // El cobrador no aprueba; el gerente sí, y desde ahí rebaja lo que debe entregar (aquí, lo deja negativo).
    expect((await pedir('PATCH', `/api/caja/gastos/${grande.body.data._id}/aprobar`, tokens.cobrador1)).status).toBe(403);
    const aprobado = await pedir('PATCH', `/api/caja/gastos/${grande.body.data._id}/aprobar`, tokens.gerente);
    expect(aprobado.status).toBe(200);
    expect(aprobado.body.data).toMatchObject({ estado: 'aceptado', decididoPor: { nombre: expect.any(String) } });
    expect(await enPoder(ids.cobrador1)).toBe(6_000 - 50_588_000);
    const gerenteNombre = (await prueba.cuenta('gerente')).nombre;
    const cobradorNombre = (await prueba.cuenta('cobrador1')).nombre;
    expect(await ultimaAuditoria('Aprobar gasto de cobrador')).toBe(
      `Gasto de ${formatearCOP(50_588_000)} del ${formatearFecha(hoy)} registrado por ${cobradorNombre}, aprobado por ${gerenteNombre}: Repuesto de la moto`,
    );
    // Aprobar dos veces no cambia nada.
    const otraVez = await pedir('PATCH', `/api/caja/gastos/${grande.body.data._id}/aprobar`, tokens.admin);
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.code).toBe(CODIGOS.gastoNoPendiente);

    // Y con lo esperado negativo no hay entrega: ni sobrante, ni deuda negativa.
    const negativa = await pedir('POST', '/api/caja/entregas', tokens.cobrador1, { montoEntregado: 0 });
    expect(negativa.status).toBe(422);
    expect(negativa.body.code).toBe(CODIGOS.entregaNegativa);
    expect(negativa.body.message).toBe(
      `Sus gastos sin entregar (${formatearCOP(50_592_000)}) superan sus cobros (${formatearCOP(10_000)}): una entrega no puede esperar un monto ` +
        'negativo. Entregue cuando sus cobros cubran esos gastos, o pida a la oficina que revise los gastos que no correspondan',
    );
    const abiertas: Array<{ n: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM caja_entregas WHERE cobrador_id = $1 AND estado = 'pendiente'`,
      [ids.cobrador1],
    );
    expect(abiertas[0].n).toBe(0);
    const marcados: Array<{ n: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM caja_gastos WHERE cobrador_id = $1 AND estado = 'aceptado' AND entrega_id IS NULL`,
      [ids.cobrador1],
    );
    expect(marcados[0].n).toBe(2);
  });

  it('el límite del día cuenta lo aceptado del cobrador con la misma fecha', async () => {
    expect((await gasto(tokens.cobrador2, { monto: 20_000 })).body.data.estado).toBe('aceptado');
    expect((await gasto(tokens.cobrador2, { monto: 20_000, fecha: sumarDias(hoy, -1) })).body.data.estado).toBe('aceptado');
    await prueba.dataSource.query(`UPDATE caja_limites_gastos SET gastos_dia_maximo = 50000`);
    expect((await gasto(tokens.cobrador2, { monto: 20_000 })).body.data.estado).toBe('aceptado');
    const tercero = await gasto(tokens.cobrador2, { monto: 10_001 });
    expect(tercero.body.data).toMatchObject({ estado: 'pendiente', limitePasado: 'dia' });
  });

  it('un gasto por aprobar se rechaza con motivo; rechazado, ya no se aprueba', async () => {
    const g = (await gasto(tokens.cobrador2, { monto: 60_000, foto: jpeg })).body.data;
    expect(g.estado).toBe('pendiente');
    expect((await pedir('PATCH', `/api/caja/gastos/${g._id}/rechazar`, tokens.admin, { motivo: '' })).status).toBe(400);
    const r = await pedir('PATCH', `/api/caja/gastos/${g._id}/rechazar`, tokens.admin, { motivo: 'No es gasto de la ruta' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'rechazado', motivoRechazo: 'No es gasto de la ruta', decididoPor: { nombre: expect.any(String) } });
    const adminNombre = (await prueba.cuenta('admin')).nombre;
    expect(await ultimaAuditoria('Rechazar gasto de cobrador')).toBe(
      `Gasto de ${formatearCOP(60_000)} registrado por ${(await prueba.cuenta('cobrador2')).nombre}, rechazado por ${adminNombre}: No es gasto de la ruta`,
    );
    const aprobar = await pedir('PATCH', `/api/caja/gastos/${g._id}/aprobar`, tokens.gerente);
    expect(aprobar.status).toBe(409);
    expect(aprobar.body.code).toBe(CODIGOS.gastoYaRechazado);
  });

  it('quien registró un gasto nunca lo aprueba, aunque después sea gerente', async () => {
    const ana = await crearUsuario(prueba.dataSource, { rol: 'cobrador', nombre: 'Ana Ascendida' });
    const g = (await gasto(await prueba.token(ana), { monto: 70_000, foto: jpeg })).body.data;
    expect(g.estado).toBe('pendiente');
    await prueba.dataSource.query(`UPDATE usuarios SET rol = 'gerente' WHERE id = $1`, [ana.id]);
    const comoGerente = await prueba.token({ ...ana, rol: 'gerente' });
    const r = await pedir('PATCH', `/api/caja/gastos/${g._id}/aprobar`, comoGerente);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({
      code: CODIGOS.aprobadorEsRegistrante,
      message: 'Usted registró este gasto: no puede aprobarlo. Otro gerente o administrador debe revisarlo y aprobarlo o rechazarlo',
    });
    expect((await pedir('GET', `/api/caja/gastos/${g._id}`, tokens.admin)).body.data.estado).toBe('pendiente');
  });

  it('una entrega abierta que espera un monto negativo no se confirma ni se asienta como sobrante', async () => {
    // Como las que pudieron quedar abiertas antes de esta regla.
    const beto = await crearUsuario(prueba.dataSource, { rol: 'cobrador', nombre: 'Beto Antiguo' });
    const [{ id }]: Array<{ id: string }> = await prueba.dataSource.query(
      `INSERT INTO caja_entregas (cobrador_id, fecha, cobros, cantidad_cobros, gastos, esperado, monto_entregado, registrado_por)
       VALUES ($1, $2, 0, 0, 50000, -50000, 0, $1) RETURNING id`,
      [beto.id, hoy],
    );
    const r = await pedir('PATCH', `/api/caja/entregas/${id}/confirmar`, tokens.admin, {});
    expect(r.status).toBe(422);
    expect(r.body.code).toBe(CODIGOS.entregaNegativa);
    expect(r.body.message).toMatch(
      new RegExp(`^Lo esperado de la entrega #\\d+ es negativo \\(${formatearCOP(-50_000).replace(/[$.]/g, '\\$&')}\\): no se confirma ni se asienta como sobrante`),
    );
    const movimientos: Array<{ n: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM movimientos_caja WHERE entrega_id = $1`,
      [id],
    );
    expect(movimientos[0].n).toBe(0);
  });
});
