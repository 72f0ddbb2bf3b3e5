// Extractos, «Recaudos por aplicar» y conciliación (docs/decisiones/pagos-por-transferencia.md): cada crédito del
// extracto se cruza (referencia de pago, cédula, transferencia por confirmar, cobro ya registrado) y se cobra por el
// servicio de cobros de siempre; lo que no, entra al banco contra 2805 y la oficina lo aplica, lo reparte o lo marca
// «no es nuestro». Cifras esperadas escritas a mano, que se acumulan de una prueba a la siguiente; los saldos del mayor
// se leen con SQL. La entrada mala, en pagos-extractos-entrada.e2e-spec.ts.
import { formatearFecha, referenciaPago, sumarDias } from '@cartera/dominio';
import type { Json } from './support/app-prueba';
import { libroXlsx } from './support/importacion';
import { aplicarPagosPendientes } from './support/pagos';
import { eventoWompi } from './support/pagos-banco';
import { COLUMNAS, usarExtractos } from './support/extractos';

describe('Extractos, suspenso y conciliación', () => {
  const { hoy, hoyCo, prueba, banco, p, admin, subir, csv, saldo, cobrosDe, enPoder, descuadres, ...atajos } =
    usarExtractos();
  const { cobroPorTransferencia, transferenciaDeCobrador, repartirSuspenso } = atajos;

  let suspensoId: string;

  it('cruza cada crédito: referencia, cédula, transferencia por confirmar y cobro ya registrado; lo demás al suspenso; otra vez no suma nada', async () => {
    // Una transferencia por confirmar de 20.000 (p3, desde Mi Ruta) y un cobro por transferencia de 15.000 que la oficina ya registró (p5).
    const pendiente = await transferenciaDeCobrador({ prestamo: p[2]._id, monto: 20_000, referencia: 'M-1' });
    expect(pendiente.body.data.estado).toBe('por_confirmar');
    expect((await cobroPorTransferencia({ prestamo: p[4]._id, monto: 15_000, referencia: 'OFI-1' })).status).toBe(201);
    const custodia = await enPoder();
    const caja = await saldo('110505');
    // La cédula de p2 guardada con un cero a la izquierda: el banco la escribe sin él.
    const cedula = `0${p[1].cedula.slice(1)}`;
    await prueba.dataSource.query(`UPDATE clientes SET cedula = $1 WHERE id = $2`, [cedula, p[1].clienteId]);

    const archivo = csv([
      [hoyCo, `PAGO BRE-B REF ${referenciaPago(Number(p[0].numero))}`, '30.000', ''],
      [hoyCo, `TRANSF CC ${cedula.replace(/^0+/, '')}`, '25.000,00', ''],
      [hoyCo, 'NEQUI JUAN', '$ 20.000', ''],
      [hoyCo, 'TRANSFERENCIA OFICINA', '15000', ''],
      [hoyCo, 'CONSIGNACION SIN REFERENCIA', '45.000', 'X9'],
      [hoyCo, 'COMISION BANCARIA', '-5.000', ''],
    ]);
    const r = await subir(archivo, 'extracto.csv', { cuenta: banco._id, columnas: JSON.stringify(COLUMNAS) });
    expect(r.status).toBe(201);
    expect(r.body.data).toEqual({
      id: expect.any(String),
      lineas: 6,
      conciliadas: 4,
      enSuspenso: 1,
      repetidas: 0,
      debitos: 1,
      // El cobro ya registrado se concilia en la solicitud; los demás los aplica el trabajo.
      estado: expect.stringMatching(/^aplica(ndo|do)$/),
      progreso: { hechas: expect.any(Number), total: 5 },
    });
    expect((await admin().get(`/api/pagos/extractos/${r.body.data.id}?detalle=no`)).body.data).toMatchObject({
      estado: 'aplicado',
      progreso: { hechas: 5, total: 5 },
      detalle: [],
    });

    expect((await cobrosDe(p[0])).map((c) => [c.monto, c.medio])).toEqual([[30_000, 'transferencia']]);
    expect((await cobrosDe(p[1])).map((c) => c.monto)).toEqual([25_000]);
    expect((await cobrosDe(p[2])).map((c) => c.monto)).toEqual([20_000]);
    expect((await admin().get(`/api/pagos/transferencias?prestamo=${p[2]._id}`)).body.data[0].estado).toBe(
      'confirmada',
    );
    // El cobro que la oficina ya registró no se cuenta dos veces.
    expect((await cobrosDe(p[4])).map((c) => c.monto)).toEqual([15_000]);

    const detalle = (await admin().get(`/api/pagos/extractos/${r.body.data.id}`)).body.data;
    expect(detalle.detalle.map((l: Json) => [l.valor, l.estado, l.cruce])).toEqual([
      [30_000, 'conciliada', 'referencia'],
      [25_000, 'conciliada', 'cedula'],
      [20_000, 'conciliada', 'transferencia'],
      [15_000, 'conciliada', 'cobro'],
      [45_000, 'en_suspenso', null],
      [-5_000, 'debito', null],
    ]);
    suspensoId = detalle.detalle[4]._id;

    // Banco: 15.000 + 30.000 + 25.000 + 20.000 + 45.000 − 5.000 de la comisión (a «Gastos bancarios», 530505); los
    // 45.000 sin dueño son un pasivo en 280505. La caja y la custodia del cobrador no se mueven.
    expect(await saldo(banco.cuentaContable.codigo)).toBe(130_000);
    expect(await saldo('530505')).toBe(5_000);
    expect(await saldo('280505')).toBe(-45_000);
    expect(await saldo('110505')).toBe(caja);
    expect(await enPoder()).toBe(custodia);

    // El mismo extracto otra vez, sin columnas (las recuerda la cuenta): todo repetido, nada cambia.
    const otraVez = await subir(archivo, 'extracto.csv', { cuenta: banco._id });
    expect(otraVez.status).toBe(201);
    expect(otraVez.body.data).toMatchObject({
      lineas: 6,
      conciliadas: 0,
      enSuspenso: 0,
      repetidas: 6,
      debitos: 0,
    });
    expect(await saldo(banco.cuentaContable.codigo)).toBe(130_000);
    expect((await cobrosDe(p[0])).length).toBe(1);
    expect(await descuadres()).toEqual([]);
  });

  it('aplicar una línea en suspenso la cobra al préstamo y la saca de 2805 sin tocar el banco; una segunda vez es 409', async () => {
    const lista = (await admin().get('/api/pagos/suspenso')).body.data;
    expect(lista.map((l: Json) => [l._id, l.valor, l.origen])).toEqual([[suspensoId, 45_000, 'extracto']]);
    expect((await prueba.como('cobrador1').get('/api/pagos/suspenso')).status).toBe(403);

    const r = await prueba
      .como('gerente')
      .post(`/api/pagos/suspenso/${suspensoId}/aplicar`, { prestamo: p[3]._id });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      estado: 'aplicada',
      aplicaciones: [{ monto: 45_000, prestamo: { _id: p[3]._id } }],
    });
    expect((await cobrosDe(p[3])).map((c) => [c.monto, c.medio, c.fecha])).toEqual([
      [45_000, 'transferencia', hoy],
    ]);
    expect(await saldo('280505')).toBe(0);
    expect(await saldo(banco.cuentaContable.codigo)).toBe(130_000);

    const otra = await admin().post(`/api/pagos/suspenso/${suspensoId}/aplicar`, { prestamo: p[5]._id });
    expect(otra.status).toBe(409);
    expect(otra.body).toMatchObject({
      code: 'LINEA_SUSPENSO_DECIDIDA',
      message: 'Esa línea ya se aplicó o se marcó como «no es nuestro»: no se puede aplicar otra vez',
    });
    expect(await cobrosDe(p[5])).toEqual([]);
    expect((await admin().get('/api/pagos/suspenso')).body.data).toEqual([]);
    expect(await descuadres()).toEqual([]);
  });

  it('un XLSX con dos líneas sin dueño: una se reparte entre dos préstamos (la suma debe ser la línea), la otra no es nuestra', async () => {
    const xlsx = await libroXlsx({
      Movimientos: [
        ['Fecha', 'Descripción', 'Valor', 'Ref'],
        [new Date(`${hoy}T00:00:00Z`), 'DEPOSITO VARIOS', 50_000, ''],
        [hoyCo, 'ABONO DESCONOCIDO', '12.000', ''],
      ],
    });
    const r = await subir(xlsx, 'extracto.xlsx', { cuenta: banco._id });
    expect(r.body.data).toMatchObject({ lineas: 2, conciliadas: 0, enSuspenso: 2, repetidas: 0 });
    const [varios, desconocido] = (await admin().get('/api/pagos/suspenso')).body.data;
    expect([varios.valor, desconocido.valor]).toEqual([50_000, 12_000]);

    const mal = await repartirSuspenso(varios._id, [[p[4]._id, 20_000], [p[5]._id, 20_000]]);
    expect(mal.status).toBe(400);
    expect(mal.body.errors.reparto).toEqual([
      'El reparto suma $ 40.000 y la línea es de $ 50.000: deben ser iguales',
    ]);
    const dos = await admin().post(`/api/pagos/suspenso/${varios._id}/aplicar`, {
      prestamo: p[4]._id,
      noEsNuestro: true,
    });
    expect(dos.status).toBe(400);
    expect(await cobrosDe(p[5])).toEqual([]);

    const reparto = await repartirSuspenso(varios._id, [[p[4]._id, 20_000], [p[5]._id, 30_000]]);
    expect(reparto.status).toBe(200);
    expect(reparto.body.data.aplicaciones.map((a: Json) => a.monto).sort()).toEqual([20_000, 30_000]);
    expect((await cobrosDe(p[4])).map((c) => c.monto).sort()).toEqual([15_000, 20_000]);
    expect((await cobrosDe(p[5])).map((c) => c.monto)).toEqual([30_000]);

    const ajeno = await admin().post(`/api/pagos/suspenso/${desconocido._id}/aplicar`, { noEsNuestro: true });
    expect(ajeno.body.data.estado).toBe('no_es_nuestro');
    expect(
      (await admin().get('/api/pagos/suspenso?estado=no_es_nuestro')).body.data.map((l: Json) => l._id),
    ).toEqual([desconocido._id]);
    expect(
      (await admin().post(`/api/pagos/suspenso/${desconocido._id}/aplicar`, { prestamo: p[5]._id })).status,
    ).toBe(409);
    // Lo ajeno sigue en 2805, por devolver; el banco tiene todo lo que llegó.
    expect(await saldo('280505')).toBe(-12_000);
    expect(await saldo(banco.cuentaContable.codigo)).toBe(192_000);
    expect(await descuadres()).toEqual([]);
  });

  it('la conciliación del día cuadra en 0 diferencias; un cobro por transferencia que el banco no muestra es una diferencia', async () => {
    const ruta = `/api/pagos/conciliacion?cuenta=${banco._id}&desde=${hoy}&hasta=${hoy}`;
    const r = await admin().get(ruta);
    expect(r.status).toBe(200);
    // Extracto 30+25+20+15+45+50+12 − 5 de comisión; cobros 15+30+25+20+45+20+30; 12 por devolver; el banco y el
    // libro terminan el día en 192.000.
    expect(r.body.data.dias).toEqual([
      {
        fecha: hoy,
        extracto: 197_000,
        debitos: -5_000,
        cargos: -5_000,
        cobros: 185_000,
        suspenso: 12_000,
        mayor: 192_000,
        saldoExtracto: 192_000,
        saldoMayor: 192_000,
        diferencia: 0,
      },
    ]);
    expect(r.body.data.diferencias).toEqual([]);

    await cobroPorTransferencia({ prestamo: p[5]._id, monto: 7_000, referencia: 'CAPTURA' });
    const despues = (await admin().get(ruta)).body.data;
    expect(despues.diferencias).toEqual([
      { fecha: hoy, tipo: 'extracto_mayor', monto: -7_000, explicacion: expect.stringContaining('$ 7.000') },
      { fecha: hoy, tipo: 'saldo', monto: -7_000, explicacion: 'Al cierre del día el libro mayor tiene $ 7.000 más que el banco' },
    ]);
    // El cobro es el movimiento del libro que ningún extracto muestra.
    expect(despues.partidas).toEqual([
      expect.objectContaining({ tipo: 'mayor_sin_extracto', fecha: hoy, monto: 7_000, linea: null }),
    ]);

    // El balance separa el efectivo (1105) de cada banco (1110) y muestra «Recaudos por aplicar» como pasivo.
    const balance = (await admin().get(`/api/contabilidad/balance-general?fecha=${hoy}`)).body.data;
    expect(balance.activos.find((f: Json) => f.codigo === banco.cuentaContable.codigo).monto).toBe(199_000);
    expect(balance.pasivos.find((f: Json) => f.codigo === '280505')).toMatchObject({
      nombre: 'Recaudos por aplicar',
      monto: 12_000,
    });
    expect(banco.cuentaContable.codigo).toMatch(/^111005\d{2}$/);
  });

  it('un pago de Wompi aprobado con una referencia que no es de nadie entra al suspenso; anulado antes de aplicarse, sale', async () => {
    const SECRETO = 'prod_events_secreto_de_prueba';
    await admin().put('/api/pagos/proveedores/wompi', { secretoEventos: SECRETO, cuenta: banco._id });
    const evento = (status: string) =>
      eventoWompi({ id: 'T-404', status, cents: 3_300_000, reference: '99991' }, SECRETO);
    const enviar = (cuerpo: unknown) =>
      prueba.pedir({ metodo: 'POST', ruta: '/api/pagos/eventos/wompi', cuerpo, sinClaveIdempotencia: true });
    const aprobado = evento('APPROVED');
    expect((await enviar(aprobado)).body.data).toEqual({ resultado: 'recibido' });
    expect((await enviar(aprobado)).body.data).toEqual({ resultado: 'repetido' });
    await aplicarPagosPendientes(prueba);
    const [guardado]: Json[] = await prueba.dataSource.query(
      `SELECT resultado FROM pagos_eventos WHERE transaccion = 'T-404' AND estado = 'APPROVED'`,
    );
    expect(guardado.resultado).toBe('suspenso');
    const lineas = (await admin().get('/api/pagos/suspenso')).body.data;
    expect(lineas.map((l: Json) => [l.origen, l.valor, l.referencia])).toEqual([['wompi', 33_000, '99991']]);
    expect(await saldo('280505')).toBe(-45_000);

    const anulado = await enviar(evento('VOIDED'));
    expect([anulado.status, anulado.body.data ?? anulado.body]).toEqual([200, { resultado: 'recibido' }]);
    await aplicarPagosPendientes(prueba);
    const [anulacion]: Json[] = await prueba.dataSource.query(
      `SELECT resultado FROM pagos_eventos WHERE transaccion = 'T-404' AND estado = 'VOIDED'`,
    );
    expect(anulacion.resultado).toBe('reverso');
    expect((await admin().get('/api/pagos/suspenso')).body.data).toEqual([]);
    expect(await saldo('280505')).toBe(-12_000);
    expect(await descuadres()).toEqual([]);
  });

  it('dos oficinistas aplican la misma línea a la vez: una gana, la otra recibe 409 y el dinero entra una sola vez', async () => {
    const r = await subir(csv([[hoyCo, 'DEPOSITO EN EFECTIVO EN SUCURSAL', '8.000', '']]), 'dia2.csv', {
      cuenta: banco._id,
    });
    expect(r.body.data).toMatchObject({ enSuspenso: 1 });
    const [linea] = (await admin().get('/api/pagos/suspenso')).body.data;
    const antes = (await cobrosDe(p[0])).length + (await cobrosDe(p[1])).length;
    const respuestas = await Promise.all([
      admin().post(`/api/pagos/suspenso/${linea._id}/aplicar`, { prestamo: p[0]._id }),
      prueba.como('gerente').post(`/api/pagos/suspenso/${linea._id}/aplicar`, { prestamo: p[1]._id }),
    ]);
    expect(respuestas.map((x) => x.status).sort()).toEqual([200, 409]);
    expect((await cobrosDe(p[0])).length + (await cobrosDe(p[1])).length).toBe(antes + 1);
    expect(await saldo('280505')).toBe(-12_000);
    expect(await descuadres()).toEqual([]);
  });

  it('un reparto con una parte rechazada no deja rastro: ni cobro borrado, ni comprobante, ni recibo; la línea sigue esperando', async () => {
    const r = await subir(csv([[hoyCo, 'CONSIGNACION SIN REFERENCIA', '7.300', '']]), 'dia3.csv', { cuenta: banco._id });
    expect(r.body.data).toMatchObject({ enSuspenso: 1 });
    const linea = (await admin().get('/api/pagos/suspenso')).body.data.find((l: Json) => l.valor === 7_300);
    const contar = async () => {
      const [fila]: Json[] = await prueba.dataSource.query(`SELECT
        (SELECT count(*) FROM cobros)::int AS cobros,
        (SELECT count(*) FROM cobros_aplicaciones)::int AS aplicaciones,
        (SELECT count(*) FROM prestamos_movimientos)::int AS movimientos,
        (SELECT count(*) FROM contabilidad_asientos)::int AS asientos,
        (SELECT count(*) FROM notificaciones)::int AS notificaciones,
        (SELECT count(*) FROM auditoria)::int AS auditoria,
        (SELECT count(*) FROM pagos_lineas_cobros)::int AS ligas`);
      return fila;
    };
    const antes = await contar();
    const prestamoQueNoExiste = '00000000-0000-4000-8000-000000000001';
    const rechazado = await repartirSuspenso(linea._id, [[p[2]._id, 4_000], [prestamoQueNoExiste, 3_300]]);
    expect([rechazado.status, rechazado.body.errors]).toEqual([400, { prestamo: ['Préstamo no encontrado'] }]);
    expect(await contar()).toEqual(antes);
    expect((await admin().get('/api/pagos/suspenso')).body.data.find((l: Json) => l._id === linea._id)).toMatchObject({
      estado: 'en_suspenso',
    });

    const aplicado = await repartirSuspenso(linea._id, [[p[2]._id, 4_000], [p[3]._id, 3_300]]);
    expect(aplicado.status).toBe(200);
    expect(aplicado.body.data.aplicaciones.map((a: Json) => a.monto).sort()).toEqual([3_300, 4_000]);
    expect(await descuadres()).toEqual([]);
  });

  it('confirmar una transferencia de Mi Ruta cuyo dinero ya está en suspenso aplica esa línea: no lo cuenta dos veces', async () => {
    await subir(csv([[hoyCo, 'TRANSFERENCIA INTERBANCARIA', '9.000', '']]), 'dia3.csv', {
      cuenta: banco._id,
    });
    const [linea] = (await admin().get('/api/pagos/suspenso')).body.data;
    expect(linea.valor).toBe(9_000);
    const bancoAntes = await saldo(banco.cuentaContable.codigo);
    const t = await transferenciaDeCobrador({ prestamo: p[2]._id, monto: 9_000, referencia: 'M-2' });
    const confirmada = await admin().post(
      `/api/pagos/transferencias/${t.body.data.transferencia._id}/confirmar`,
    );
    expect(confirmada.body.data.estado).toBe('confirmada');
    const aplicada = (await admin().get(`/api/pagos/extractos/${linea.extracto}`)).body.data.detalle[0];
    expect(aplicada).toMatchObject({
      estado: 'aplicada',
      transferencia: t.body.data.transferencia._id,
      aplicaciones: [{ monto: 9_000, prestamo: { _id: p[2]._id }, cobro: confirmada.body.data.cobro }],
    });
    // El banco ya tenía los 9.000 desde el extracto: no los recibe otra vez; salen de 2805.
    expect(await saldo(banco.cuentaContable.codigo)).toBe(bancoAntes);
    expect(await saldo('280505')).toBe(-12_000);
    expect(await descuadres()).toEqual([]);
  });

  it('un extracto que no viene en orden de fechas encuentra el cobro ya registrado de su día', async () => {
    const hace3 = sumarDias(hoy, -3);
    const hace3Co = formatearFecha(hace3);
    const registrado = await cobroPorTransferencia({
      prestamo: p[5]._id,
      monto: 6_000,
      fecha: hace3,
      referencia: 'OFI-2',
    });
    expect(registrado.status).toBe(201);
    const r = await subir(
      csv([
        [hoyCo, 'ABONO SIN NOMBRE', '4.000', ''],
        [hace3Co, 'TRANSFERENCIA RECIBIDA', '6.000', ''],
      ]),
      'desordenado.csv',
      { cuenta: banco._id },
    );
    expect(r.body.data).toMatchObject({ lineas: 2, conciliadas: 1, enSuspenso: 1 });
    const detalle = (await admin().get(`/api/pagos/extractos/${r.body.data.id}`)).body.data.detalle;
    expect(detalle[1]).toMatchObject({
      estado: 'conciliada',
      cruce: 'cobro',
      aplicaciones: [{ cobro: registrado.body.data._id }],
    });
    expect((await cobrosDe(p[5])).filter((c) => c.monto === 6_000)).toHaveLength(1);
  });
});
