// Corregir lo que vino del banco (docs/decisiones/pagos-por-transferencia.md, «Corregir un cobro que vino del banco»):
// el cobro de una línea del extracto (cruzada sola o aplicada desde el suspenso) no se borra, no cambia de monto ni
// de fecha y no pasa a otro préstamo a mano; el banco y 2805 siguen iguales al extracto y la conciliación en 0.
import { formatearFecha, hoyBogota, referenciaPago, sumarDias } from '@cartera/dominio';
import { LineasTomadasService } from '../src/pagos/lineas-tomadas.service';
import type { Json } from './support/app-prueba';
import { aplicarPagosPendientes } from './support/pagos';
import { COLUMNAS_SIN_REFERENCIA as COLUMNAS, subirExtracto, usarAppConBanco } from './support/pagos-banco';
import { saldoMayor } from './support/mayor';

describe('Correcciones de los cobros que vinieron del banco', () => {
  const hoy = hoyBogota();
  const hoyCo = formatearFecha(hoy);

  const { prueba, banco, prestamos: p, admin, cobroPorTransferencia } = usarAppConBanco(
    { nombre: 'Davivienda', identificador: '987654321' },
    2,
  );

  async function subir(filas: string[][]): Promise<Json> {
    const archivo = Buffer.from(['Fecha;Descripción;Valor', ...filas.map((f) => f.join(';'))].join('\n'));
    const r = await subirExtracto(
      prueba,
      { cuenta: banco._id, columnas: COLUMNAS },
      { contenido: archivo, nombre: 'extracto.csv' },
    );
    expect(r.status).toBe(201);
    await aplicarPagosPendientes(prueba);
    return r.body.data;
  }

  const saldo = (codigo: string) => saldoMayor(prueba.dataSource, { codigo });
  const diferencias = async () =>
    (await admin().get(`/api/pagos/conciliacion?cuenta=${banco._id}&desde=${hoy}&hasta=${hoy}`)).body.data
      .diferencias;

  let cruzado: string;
  let aplicado: string;

  it('el cobro de una línea cruzada sola y el de una aplicada desde el suspenso no se borran, ni cambian de monto, fecha o préstamo (409)', async () => {
    const extracto = await subir([
      [hoyCo, `PAGO REF ${referenciaPago(Number(p[0].numero))}`, '30.000'],
      [hoyCo, 'CONSIGNACION SIN REFERENCIA', '20.000'],
    ]);
    expect(extracto).toMatchObject({ lineas: 2, conciliadas: 1, enSuspenso: 1 });
    const detalle = (await admin().get(`/api/pagos/extractos/${extracto.id}`)).body.data.detalle as Json[];
    cruzado = detalle[0].aplicaciones[0].cobro;
    const aplicar = await admin().post(`/api/pagos/suspenso/${detalle[1]._id}/aplicar`, { prestamo: p[1]._id });
    expect(aplicar.status).toBe(200);
    aplicado = aplicar.body.data.aplicaciones[0].cobro;
    const banco0 = await saldo('111005%');
    const suspenso0 = await saldo('2805%');

    for (const cobro of [cruzado, aplicado]) {
      const borrar = await admin().delete(`/api/cobros/${cobro}`);
      expect(borrar.status).toBe(409);
      expect(borrar.body.code).toBe('COBRO_DE_RECAUDO');
      expect(borrar.body.message).toContain('«Devolver al suspenso»');
      expect((await admin().put(`/api/cobros/${cobro}`, { monto: 5_000 })).status).toBe(409);
      expect((await admin().put(`/api/cobros/${cobro}`, { fecha: sumarDias(hoy, -1) })).status).toBe(409);
      const mover = await admin().post(`/api/cobros/${cobro}/corregir-prestamo`, {
        prestamo: cobro === cruzado ? p[1]._id : p[0]._id,
        motivo: 'Se anotó al cliente equivocado',
      });
      expect(mover.status).toBe(409);
      expect((await admin().get(`/api/cobros/${cobro}`)).status).toBe(200);
    }
    // Cambiar lo que no toca el dinero sí se puede.
    expect((await admin().put(`/api/cobros/${cruzado}`, { observaciones: 'Visto en el banco' })).status).toBe(200);
    expect(await saldo('111005%')).toBe(banco0);
    expect(await saldo('2805%')).toBe(suspenso0);
    expect(banco0).toBe(50_000);
    expect(await diferencias()).toEqual([]);
  });

  it('«Devolver al suspenso» borra los cobros de la línea y su dinero vuelve a 2805; se aplica otra vez al préstamo correcto', async () => {
    const [{ id: lineaCruzada }]: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT linea_id AS id FROM pagos_lineas_cobros WHERE cobro_id = $1`,
      [cruzado],
    );
    const [{ id: lineaAplicada }]: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT linea_id AS id FROM pagos_lineas_cobros WHERE cobro_id = $1`,
      [aplicado],
    );
    for (const linea of [lineaCruzada, lineaAplicada]) {
      const r = await admin().post(`/api/pagos/lineas/${linea}/devolver-al-suspenso`);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ estado: 'en_suspenso', aplicaciones: [] });
    }
    expect((await admin().get(`/api/cobros/${cruzado}`)).status).toBe(404);
    expect((await admin().get(`/api/cobros/${aplicado}`)).status).toBe(404);
    // El banco sigue igual al extracto (30.000 + 20.000); los dos créditos esperan en 2805.
    expect(await saldo('111005%')).toBe(50_000);
    expect(await saldo('2805%')).toBe(-50_000);
    expect(await diferencias()).toEqual([]);
    const otraVez = await admin().post(`/api/pagos/lineas/${lineaCruzada}/devolver-al-suspenso`);
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe('Esa línea no está aplicada a ningún préstamo: no hay nada que devolver al suspenso');

    const aplicar = await admin().post(`/api/pagos/suspenso/${lineaCruzada}/aplicar`, { prestamo: p[1]._id });
    expect(aplicar.status).toBe(200);
    expect(await saldo('111005%')).toBe(50_000);
    expect(await saldo('2805%')).toBe(-20_000);
    expect(await diferencias()).toEqual([]);
    suspendida = lineaAplicada;
  });

  let suspendida: string;

  it('una línea que un proceso caído dejó «aplicando»: con su cobro queda aplicada; sin cobro vuelve al suspenso', async () => {
    // La caída llegó después del cobro y antes de cerrar la línea: el cobro existe y está ligado, 2805 no se movió.
    const cobro = await cobroPorTransferencia({ prestamo: p[0]._id, monto: 20_000, referencia: 'Recaudo por aplicar' });
    expect(cobro.status).toBe(201);
    const adminId = (await prueba.cuenta('admin')).id;
    await prueba.dataSource.query(
      `INSERT INTO pagos_lineas_cobros (linea_id, prestamo_id, cobro_id, monto) VALUES ($1, $2, $3, 20000)`,
      [suspendida, p[0]._id, cobro.body.data._id],
    );
    const sinCobro = await subir([[hoyCo, 'OTRA CONSIGNACION', '7.000']]);
    const [{ id: lineaSinCobro }]: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT id FROM pagos_extracto_lineas WHERE extracto_id = $1`,
      [sinCobro.id],
    );
    await prueba.dataSource.query(
      `UPDATE pagos_extracto_lineas SET estado = 'aplicando', decidido_por = $2, decidido_en = now() - interval '1 hour'
       WHERE id = ANY($1::uuid[])`,
      [[suspendida, lineaSinCobro], adminId],
    );
    expect(await saldo('2805%')).toBe(-27_000);

    expect(await prueba.app.get(LineasTomadasService).recuperarTomadas()).toBe(2);
    const estados: Array<{ id: string; estado: string }> = await prueba.dataSource.query(
      `SELECT id, estado FROM pagos_extracto_lineas WHERE id = ANY($1::uuid[])`,
      [[suspendida, lineaSinCobro]],
    );
    expect(Object.fromEntries(estados.map((e) => [e.id, e.estado]))).toEqual({
      [suspendida]: 'aplicada',
      [lineaSinCobro]: 'en_suspenso',
    });
    // 50.000 + 7.000 en el banco, como el extracto; en 2805 sólo los 7.000 que esperan.
    expect(await saldo('111005%')).toBe(57_000);
    expect(await saldo('2805%')).toBe(-7_000);
    expect(await diferencias()).toEqual([]);
    expect((await admin().post('/api/contabilidad/verificacion')).body.data.descuadres).toEqual([]);
    // Otra vez no hace nada.
    expect(await prueba.app.get(LineasTomadasService).recuperarTomadas()).toBe(0);
  });

  it('devolver lo que no es nuestro: 2805 al débito y el banco al crédito en la fecha de la devolución; la lista lo muestra devuelto y la conciliación cuadra', async () => {
    const [{ id }]: Array<{ id: string }> = await prueba.dataSource.query(
      `SELECT id FROM pagos_extracto_lineas WHERE estado = 'en_suspenso' AND valor = 7000`,
    );
    const marcar = await admin().post(`/api/pagos/suspenso/${id}/aplicar`, { noEsNuestro: true });
    expect(marcar.status).toBe(200);
    const mala = await admin().post(`/api/pagos/suspenso/${id}/devolver`, { fecha: sumarDias(hoy, 1), referencia: '' });
    expect(mala.status).toBe(400);
    expect(mala.body.errors).toEqual({
      fecha: ['Indique la fecha de la devolución (aaaa-mm-dd), no antes de la línea ni después de hoy'],
      referencia: ['Indique la referencia del banco de la devolución (hasta 60 caracteres)'],
    });
    expect(await saldo('2805%')).toBe(-7_000);

    const r = await admin().post(`/api/pagos/suspenso/${id}/devolver`, { fecha: hoy, referencia: 'DEV-778' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'devuelta', devolucion: { fecha: hoy, referencia: 'DEV-778' } });
    expect(await saldo('2805%')).toBe(0);
    expect(await saldo('111005%')).toBe(50_000);
    const [asiento]: Array<{ tipo: string; fecha: string }> = await prueba.dataSource.query(
      `SELECT tipo, fecha::text AS fecha FROM contabilidad_asientos WHERE origen_id = $1 AND tipo = 'devolucion_recaudo'`,
      [id],
    );
    expect(asiento).toEqual({ tipo: 'devolucion_recaudo', fecha: hoy });
    expect((await admin().post(`/api/pagos/suspenso/${id}/devolver`, { fecha: hoy, referencia: 'DEV-778' })).status).toBe(
      409,
    );
    expect(await saldo('2805%')).toBe(0);

    const devueltas = (await admin().get('/api/pagos/suspenso?estado=devuelta')).body.data as Json[];
    expect(devueltas.map((l) => l._id)).toEqual([id]);
    expect((await admin().get('/api/pagos/suspenso?estado=no_es_nuestro')).body.data).toEqual([]);
    const conciliacion = (
      await admin().get(`/api/pagos/conciliacion?cuenta=${banco._id}&desde=${hoy}&hasta=${hoy}`)
    ).body.data;
    expect(conciliacion.dias[0]).toMatchObject({ extracto: 57_000, devoluciones: 7_000, mayor: 50_000 });
    // Los movimientos del día cuadran; el saldo no, mientras no se importe el extracto que muestra la devolución: ésta
    // es el movimiento del libro que ningún extracto muestra todavía (docs/decisiones/conciliacion-bancaria.md).
    expect(conciliacion.diferencias).toEqual([
      { fecha: hoy, tipo: 'saldo', monto: 7_000, explicacion: 'Al cierre del día el banco tiene $ 7.000 más que la cuenta en el libro mayor' },
    ]);
    expect(conciliacion.partidas).toEqual([
      expect.objectContaining({ tipo: 'mayor_sin_extracto', fecha: hoy, monto: -7_000 }),
    ]);
    // El extracto que muestra la devolución: ese débito es la devolución registrada, no se contabiliza otra vez (ni a
    // «Partidas por identificar»), y el banco y el libro quedan iguales.
    const extracto = await subir([[hoyCo, 'DEVOLUCION TRANSFERENCIA DEV-778', '-7.000']]);
    expect((await admin().get(`/api/pagos/extractos/${extracto.id}`)).body.data.detalle).toEqual([
      expect.objectContaining({ estado: 'debito', contrapartida: expect.objectContaining({ codigo: '280505' }) }),
    ]);
    expect(await saldo('111005%')).toBe(50_000);
    expect(await saldo('139595')).toBe(0);
    const conDebito = (
      await admin().get(`/api/pagos/conciliacion?cuenta=${banco._id}&desde=${hoy}&hasta=${hoy}`)
    ).body.data;
    expect(conDebito.dias[0]).toMatchObject({ saldoExtracto: 50_000, saldoMayor: 50_000, diferencia: 0 });
    expect(conDebito.diferencias).toEqual([]);
    expect(conDebito.partidas).toEqual([]);
    expect((await admin().post('/api/contabilidad/verificacion')).body.data.descuadres).toEqual([]);
  });
});
