// El dinero que llega por transferencia (docs/decisiones/pagos-por-transferencia.md): cuentas de recaudo con su
// subcuenta de Bancos; un cobro por transferencia nunca entra a la custodia de un cobrador y se contabiliza en la
// subcuenta de su cuenta, no en la caja; las transferencias de Mi Ruta quedan por confirmar o se aplican, según la
// organización. Cifras esperadas escritas a mano; los saldos del mayor se leen con SQL.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { textoDePdf } from './support/pdf-texto';
import { saldoMayor } from './support/mayor';

/** Un PNG de 1×1 (la foto del comprobante). */
const FOTO_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('Pagos por transferencia', () => {
  const hoy = hoyBogota();

  const { prueba, ids } = usarAppPrueba();

  const admin = () => prueba.como('admin');

  /** Débito − crédito de una cuenta del mayor por su código (con sus subcuentas). */
  const saldoCodigo = (codigo: string) => saldoMayor(prueba.dataSource, { codigo });

  async function enPoder(): Promise<number> {
    const r = await admin().get('/api/caja/cobradores');
    return r.body.data.find((fila: Json) => fila.cobradorId === ids.cobrador1)?.enPoder ?? 0;
  }

  async function prestamo(): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const token = await prueba.token('admin');
    // 100.000 sin interés en 10 cuotas diarias de 10.000.
    return crearPrestamoPrueba(prueba, token, {
      cliente: cliente.id, monto: 100_000, interes: 0, cuotas: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -3), cobrador: ids.cobrador1,
    });
  }

  let nequi: Json;

  it('una cuenta de recaudo nace con su subcuenta de Bancos; el identificador se valida según su tipo', async () => {
    const r = await admin().post('/api/pagos/cuentas', { tipo: 'nequi', nombre: 'Nequi de la oficina', identificador: '300 123 4567' });
    expect(r.status).toBe(201);
    nequi = r.body.data;
    expect(nequi).toMatchObject({ tipo: 'nequi', identificador: '3001234567', activa: true });
    expect(nequi.cuentaContable.codigo).toMatch(/^111005\d{2}$/);
    expect(nequi.cuentaContable.nombre).toBe('Nequi — Nequi de la oficina');

    const malo = await admin().post('/api/pagos/cuentas', { tipo: 'daviplata', nombre: 'Daviplata', identificador: '12345' });
    expect(malo.status).toBe(400);
    expect(malo.body.errors.identificador).toEqual(['El celular de Nequi o Daviplata debe tener 10 dígitos y empezar por 3']);
    const repetida = await admin().post('/api/pagos/cuentas', { tipo: 'nequi', nombre: 'Otra', identificador: '3001234567' });
    expect(repetida.status).toBe(409);
    expect(repetida.body.code).toBe('CUENTA_PAGO_REPETIDA');
    const [{ cantidad }]: Array<{ cantidad: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS cantidad FROM pagos_cuentas`,
    );
    expect(cantidad).toBe(1);

    const llave = await admin().post('/api/pagos/cuentas', { tipo: 'breb', nombre: 'Llave Bre-B', identificador: '@Prestamista' });
    expect(llave.status).toBe(201);
    expect(llave.body.data.identificador).toBe('@prestamista');
    const lista = await admin().get('/api/pagos/cuentas');
    expect(lista.body.data.map((c: Json) => c.nombre)).toEqual(['Llave Bre-B', 'Nequi de la oficina']);
  });

  it('un cobro por transferencia deja igual la custodia del cobrador y entra a la subcuenta de su cuenta, no a la caja', async () => {
    const p = await prestamo();
    const cajaAntes = await saldoCodigo('110505');
    const custodiaAntes = await enPoder();
    const cobrador = prueba.como('cobrador1');

    const cuerpo = { prestamo: p._id, monto: 25_000, fecha: hoy, medio: 'transferencia', cuenta: nequi._id, referencia: 'M0012345' };
    // Si la organización confirma las transferencias en la oficina (por defecto), el cobrador no la aplica directo.
    const directa = await cobrador.post('/api/cobros', cuerpo);
    expect(directa.status).toBe(422);
    expect(directa.body.code).toBe('TRANSFERENCIA_POR_CONFIRMAR');
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(0);

    // Si las aplica de una vez, el cobrador registra 25.000 por Nequi desde el portal: no le queda en su poder.
    await admin().put('/api/pagos/ajustes', { transferenciasMiRuta: 'aplicar' });
    const r = await cobrador.post('/api/cobros', cuerpo);
    await admin().put('/api/pagos/ajustes', { transferenciasMiRuta: 'por_confirmar' });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      medio: 'transferencia', referenciaPago: 'M0012345', enPoderDe: null,
      cuentaPago: { _id: nequi._id, nombre: 'Nequi de la oficina', tipo: 'nequi' },
    });
    expect(await enPoder()).toBe(custodiaAntes);
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(25_000);
    expect(await saldoCodigo('110505')).toBe(cajaAntes);

    // El mismo cobrador en efectivo sí lo tiene él: 5.000 más en su poder, nada en el banco.
    await cobrador.post('/api/cobros', { prestamo: p._id, monto: 5_000, fecha: hoy });
    expect(await enPoder()).toBe(custodiaAntes + 5_000);
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(25_000);

    // Borrarlo devuelve los 25.000 de la subcuenta del banco, no de la caja.
    const borrado = await admin().delete(`/api/cobros/${r.body.data._id}`);
    expect(borrado.status).toBe(200);
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(0);
    expect(await saldoCodigo('110505')).toBe(cajaAntes);
    expect((await admin().post('/api/contabilidad/verificacion')).body.data.descuadres).toEqual([]);
  });

  it('el flujo de caja cuenta sólo el efectivo: una transferencia no mueve la caja y un cobro en efectivo sí', async () => {
    const p = await prestamo();
    const flujo = async (): Promise<Json> =>
      (await admin().get(`/api/flujo-caja?desde=${hoy}&hasta=${hoy}`)).body.data;
    const antes = await flujo();
    const cajaAntes = await saldoCodigo('110505');

    // 30.000 por Nequi registrados en la oficina: están en el banco, la caja sigue igual.
    const transferencia = await admin().post('/api/cobros', {
      prestamo: p._id, monto: 30_000, fecha: hoy, medio: 'transferencia', cuenta: nequi._id, referencia: 'N-778899',
    });
    expect(transferencia.status).toBe(201);
    const conTransferencia = await flujo();
    expect(conTransferencia.tarjetas.saldoActual).toBe(antes.tarjetas.saldoActual);
    expect(conTransferencia.tarjetas.enCaja).toBe(antes.tarjetas.enCaja);
    expect(conTransferencia.periodos[0].ingresos.cobros).toBe(antes.periodos[0].ingresos.cobros);
    expect(await saldoCodigo('110505')).toBe(cajaAntes);

    // 7.000 en efectivo en la oficina: la caja sube 7.000, en el flujo y en el mayor (110505).
    const efectivo = await admin().post('/api/cobros', { prestamo: p._id, monto: 7_000, fecha: hoy });
    expect(efectivo.status).toBe(201);
    const conEfectivo = await flujo();
    expect(conEfectivo.tarjetas.saldoActual).toBe(antes.tarjetas.saldoActual + 7_000);
    expect(conEfectivo.tarjetas.enCaja).toBe(antes.tarjetas.enCaja + 7_000);
    expect(conEfectivo.periodos[0].ingresos.cobros).toBe(antes.periodos[0].ingresos.cobros + 7_000);
    expect(await saldoCodigo('110505')).toBe(cajaAntes + 7_000);

    // Borrar la transferencia tampoco toca la caja; la verificación (caja diaria = efectivo del libro = mayor) cuadra.
    expect((await admin().delete(`/api/cobros/${transferencia.body.data._id}`)).status).toBe(200);
    expect((await flujo()).tarjetas.saldoActual).toBe(antes.tarjetas.saldoActual + 7_000);
    // El recuento exacto desde las tablas (después de una carga masiva) da lo mismo que los disparadores.
    await prueba.dataSource.query(`SELECT caja_recontar()`);
    expect((await flujo()).tarjetas.saldoActual).toBe(antes.tarjetas.saldoActual + 7_000);
    expect((await admin().post('/api/contabilidad/verificacion')).body.data.descuadres).toEqual([]);
  });

  it('en el exporte del diario, una transferencia recibida es un recibo de caja (RC) en su subcuenta de Bancos', async () => {
    const p = await prestamo();
    const r = await admin().post('/api/cobros', {
      prestamo: p._id, monto: 12_000, fecha: hoy, medio: 'transferencia', cuenta: nequi._id, referencia: 'EXP-4455',
    });
    expect(r.status).toBe(201);
    /** Las filas del CSV (separadas por punto y coma; celdas entre comillas con comillas dobladas). */
    async function diario(cuentas: 'cartera' | 'puc'): Promise<string[][]> {
      const respuesta = await prueba.app.inject({
        method: 'GET',
        url: `/api/contabilidad/diario/exporte?desde=${hoy}&hasta=${hoy}&formato=csv&cuentas=${cuentas}`,
        headers: { authorization: `Bearer ${await prueba.token('admin')}` },
      });
      expect(respuesta.statusCode).toBe(200);
      return respuesta.rawPayload.toString('utf8').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)
        .map((linea) => [...linea.matchAll(/("(?:[^"]|"")*"|[^;]*)(;|$)/g)].slice(0, 12)
          .map(([, celda]) => celda.replace(/^"|"$/g, '').replace(/""/g, '"')));
    }
    // Columnas: fecha, tipo, comprobante, cuenta, nombre, tipo doc., documento, DV, tercero, débito, crédito, descripción.
    const filas = await diario('cartera');
    const banco = filas.filter((f) => f[3] === nequi.cuentaContable.codigo && f[9] === '12000.00');
    expect(banco).toHaveLength(1);
    const [, tipo, comprobante] = banco[0];
    expect(tipo).toBe('RC');
    // Con los códigos del PUC, la subcuenta sale con el código de Bancos (su cuenta mayor), y el comprobante sigue RC.
    const [{ codigo_puc: pucBancos }]: Array<{ codigo_puc: string }> = await prueba.dataSource.query(
      `SELECT e.codigo_puc FROM contabilidad_equivalencias e JOIN contabilidad_cuentas c ON c.id = e.cuenta_id
       WHERE c.clave = 'bancos'`,
    );
    const puc = (await diario('puc')).filter((f) => f[2] === comprobante);
    expect(puc.map((f) => f[1])).toEqual(puc.map(() => 'RC'));
    expect(puc.filter((f) => f[9] === '12000.00').map((f) => f[3])).toEqual([pucBancos]);
    expect((await admin().delete(`/api/cobros/${r.body.data._id}`)).status).toBe(200);
  });

  it('una transferencia sin referencia, a una cuenta inactiva o en poder de un cobrador se rechaza y nada cambia', async () => {
    const p = await prestamo();
    const sinReferencia = await admin().post('/api/cobros', { prestamo: p._id, monto: 10_000, fecha: hoy, medio: 'transferencia', cuenta: nequi._id });
    expect(sinReferencia.status).toBe(400);
    expect(sinReferencia.body.errors.referencia).toEqual(['Escriba la referencia o el número de aprobación de la transferencia']);
    const enPoderDe = await admin().post('/api/cobros', {
      prestamo: p._id, monto: 10_000, fecha: hoy, medio: 'transferencia', cuenta: nequi._id, referencia: 'X1', cobrador: ids.cobrador1, enPoderDe: ids.cobrador1,
    });
    expect(enPoderDe.status).toBe(400);
    expect(enPoderDe.body.errors.enPoderDe).toEqual(['Una transferencia llega a la cuenta de recaudo: nunca queda en poder de un cobrador']);
    const efectivoConCuenta = await admin().post('/api/cobros', { prestamo: p._id, monto: 10_000, fecha: hoy, cuenta: nequi._id, referencia: 'X1' });
    expect(efectivoConCuenta.status).toBe(400);

    const otra = await admin().post('/api/pagos/cuentas', { tipo: 'banco', nombre: 'Cuenta vieja', identificador: '123456789' });
    await admin().put(`/api/pagos/cuentas/${otra.body.data._id}`, { activa: false });
    const inactiva = await admin().post('/api/cobros', {
      prestamo: p._id, monto: 10_000, fecha: hoy, medio: 'transferencia', cuenta: otra.body.data._id, referencia: 'X2',
    });
    expect(inactiva.status).toBe(400);
    expect(inactiva.body.errors.cuenta).toEqual(['La cuenta de recaudo está inactiva: elija una cuenta activa']);
    expect((await admin().get(`/api/cobros/prestamo/${p._id}`)).body.data).toEqual([]);
  });

  it('desde Mi Ruta queda por confirmar sin tocar el préstamo; la oficina la confirma una sola vez', async () => {
    const p = await prestamo();
    const cobrador = prueba.como('cobrador1');
    const custodiaAntes = await enPoder();
    expect((await admin().get('/api/pagos/ajustes')).body.data).toEqual({ transferenciasMiRuta: 'por_confirmar' });

    const malaFoto = await cobrador.post('/api/pagos/transferencias', {
      prestamo: p._id, monto: 20_000, fecha: hoy, cuenta: nequi._id, referencia: 'M777', foto: 'no es una foto',
    });
    expect(malaFoto.status).toBe(400);
    expect(malaFoto.body.errors.foto).toBeDefined();
    const r = await cobrador.post('/api/pagos/transferencias', {
      prestamo: p._id, monto: 20_000, fecha: hoy, cuenta: nequi._id, referencia: 'M777', foto: FOTO_PNG,
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      estado: 'por_confirmar', cobro: null, transferencia: { estado: 'por_confirmar', monto: 20_000, tieneFoto: true },
    });
    const id = r.body.data.transferencia._id;
    expect((await admin().get(`/api/pagos/transferencias/${id}/foto`)).body.data).toEqual({ foto: FOTO_PNG });
    expect((await admin().get(`/api/cobros/prestamo/${p._id}`)).body.data).toEqual([]);
    expect((await cobrador.get(`/api/pagos/transferencias?prestamo=${p._id}`)).body.data).toMatchObject([
      { _id: id, estado: 'por_confirmar', referencia: 'M777' },
    ]);
    // Un cobrador no confirma.
    expect((await cobrador.post(`/api/pagos/transferencias/${id}/confirmar`)).status).toBe(403);

    const confirmada = await admin().post(`/api/pagos/transferencias/${id}/confirmar`);
    expect(confirmada.status).toBe(200);
    expect(confirmada.body.data).toMatchObject({ estado: 'confirmada', cobro: expect.any(String) });
    const otraVez = await admin().post(`/api/pagos/transferencias/${id}/confirmar`);
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.code).toBe('TRANSFERENCIA_NO_PENDIENTE');

    const cobros = (await admin().get(`/api/cobros/prestamo/${p._id}`)).body.data;
    expect(cobros).toHaveLength(1);
    expect(cobros[0]).toMatchObject({ monto: 20_000, medio: 'transferencia', enPoderDe: null, cobrador: { _id: ids.cobrador1 } });
    expect(await enPoder()).toBe(custodiaAntes);
    // 25.000 del cobro borrado ya salieron; entran estos 20.000.
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(20_000);
  });

  it('con «aplicar de una vez», la transferencia de Mi Ruta es un cobro en el acto', async () => {
    const p = await prestamo();
    const ajuste = await admin().put('/api/pagos/ajustes', { transferenciasMiRuta: 'aplicar' });
    expect(ajuste.status).toBe(200);
    const r = await prueba.como('cobrador1').post('/api/pagos/transferencias', {
      prestamo: p._id, monto: 10_000, fecha: hoy, cuenta: nequi._id, referencia: 'M888',
    });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ estado: 'aplicada', transferencia: null, cobro: { medio: 'transferencia', monto: 10_000 } });
    const plan = (await admin().get(`/api/prestamos/${p._id}`)).body.data;
    expect(plan.saldoPendiente).toBe(90_000);
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(30_000);
    expect((await admin().put('/api/pagos/ajustes', { transferenciasMiRuta: 'otro' })).status).toBe(400);
    expect((await admin().post('/api/contabilidad/verificacion')).body.data.descuadres).toEqual([]);
  });

  it('la referencia de pago del préstamo: su número con el dígito Luhn, la llave Bre-B activa y el QR', async () => {
    const p = await prestamo();
    // Luhn escrito aquí, aparte del de dominio: de derecha a izquierda, se duplica uno sí y uno no.
    const digitos = String(p.numero).split('').reverse().map(Number);
    const suma = digitos.reduce((t, d, i) => t + (i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d), 0);
    const esperada = `${p.numero}${(10 - (suma % 10)) % 10}`;
    const r = await prueba.como('cobrador1').get(`/api/prestamos/${p._id}/referencia-pago`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      referencia: esperada,
      llave: '@prestamista',
      cuenta: { tipo: 'breb', nombre: 'Llave Bre-B', identificador: '@prestamista' },
    });
    expect(r.body.data.qr).toMatch(/^data:image\/png;base64,/);
    expect(r.body.data.payload).toContain(`0112@prestamista`);
    expect(r.body.data.payload).toContain(`05${String(esperada.length).padStart(2, '0')}${esperada}`);
    expect((await admin().get('/api/prestamos/00000000-0000-4000-8000-000000000000/referencia-pago')).status).toBe(404);

    // El plan en PDF y el recibo de un cobro la imprimen con la llave.
    const token = await prueba.token('admin');
    // El recibo lo escribe quien consume el evento del cobro, después de responder: se espera a que exista.
    const bajar = async (url: string) => {
      const limite = Date.now() + 15_000;
      for (;;) {
        const r = await prueba.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        if (r.statusCode !== 404 || Date.now() > limite) {
          expect({ url, status: r.statusCode }).toEqual({ url, status: 200 });
          return r.rawPayload;
        }
        await new Promise((listo) => setTimeout(listo, 100));
      }
    };
    const plan = textoDePdf(await bajar(`/api/prestamos/${p._id}/plan/export/pdf`));
    expect(plan).toContain(`Referencia de pago: ${esperada}`);
    expect(plan).toContain('Llave Bre-B: @prestamista');
    // Una cuenta que se llama como su tipo no lo repite (destinoCuentaPago).
    expect(plan).not.toContain('Llave Bre-B Llave Bre-B');
    const cobro = await admin().post('/api/cobros', { prestamo: p._id, monto: 1_000, fecha: hoy });
    const recibo = textoDePdf(await bajar(`/api/notificaciones/recibos/${cobro.body.data._id}/pdf`));
    expect(recibo).toContain(`Referencia de pago: ${esperada}`);
    expect(recibo).toContain('@prestamista');
    // El saldo de cada recibo es el de después de ese cobro (100.000 − 1.000; − 2.500 más), aunque haya uno posterior.
    const segundo = await admin().post('/api/cobros', { prestamo: p._id, monto: 2_500, fecha: hoy });
    expect(segundo.status).toBe(201);
    const primero = textoDePdf(await bajar(`/api/notificaciones/recibos/${cobro.body.data._id}/pdf`));
    expect(primero).toMatch(/Saldo pendiente después del pago: \$\s?99\.000/);
    const despues = textoDePdf(await bajar(`/api/notificaciones/recibos/${segundo.body.data._id}/pdf`));
    expect(despues).toMatch(/Saldo pendiente después del pago: \$\s?96\.500/);
  });

  it('el balance de prueba muestra la caja y la cuenta de recaudo aparte', async () => {
    const p = await prestamo();
    const banco = await admin().post('/api/pagos/cuentas', { tipo: 'banco', nombre: 'Davivienda corriente', identificador: '0550123456' });
    await admin().post('/api/cobros', {
      prestamo: p._id, monto: 7_000, fecha: hoy, medio: 'transferencia', cuenta: banco.body.data._id, referencia: 'CONS-1',
    });
    await admin().post('/api/cobros', { prestamo: p._id, monto: 3_000, fecha: hoy });
    const balance = (await admin().get(`/api/contabilidad/balance-prueba?desde=${hoy}&hasta=${hoy}`)).body.data;
    const fila = (codigo: string) => balance.cuentas.find((c: Json) => c.codigo === codigo);
    expect(fila(banco.body.data.cuentaContable.codigo)).toMatchObject({ nombre: 'Cuenta bancaria — Davivienda corriente', debitos: 7_000 });
    expect(fila('110505').debitos).toBeGreaterThanOrEqual(3_000);
    expect(fila('110505').nombre).toBe('Caja de la oficina');
  });
});
