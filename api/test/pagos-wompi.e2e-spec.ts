// Los eventos de Wompi (docs/decisiones/eventos-de-wompi-firmados.md, docs/decisiones/pagos-por-transferencia.md):
// un evento vale sólo si su firma cubre el id, el estado y el monto de la transacción, con rutas que Cartera conoce;
// una anulación sólo revierte una aprobación registrada y por su monto. Lo aprobado con la referencia firmada es un
// cobro por transferencia a la cuenta de la pasarela; sin ella (los eventos como los documenta Wompi), una línea en
// «Recaudos por aplicar». Cifras esperadas escritas a mano; los saldos del mayor se leen con SQL.
import { MENSAJES_PAGOS, hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';
import { PROPIEDADES_DOCUMENTADAS_WOMPI, checksumWompi, eventoWompi, type TransaccionWompi } from './support/pagos-banco';
import { aplicarPagosPendientes } from './support/pagos';
import { saldoMayor } from './support/mayor';

const SECRETO = 'prod_events_secreto_de_prueba';

describe('Eventos de Wompi', () => {
  const hoy = hoyBogota();
  let nequi: Json;

  const { prueba, ids } = usarAppPrueba(async ({ prueba: p }) => {
    nequi = (await p.como('admin').post('/api/pagos/cuentas', { tipo: 'nequi', nombre: 'Nequi de la oficina', identificador: '3001234567' })).body.data;
  });
  const admin = () => prueba.como('admin');

  /** Un evento transaction.updated firmado como lo documenta Wompi (SHA-256 de propiedades, timestamp y secreto). */
  const evento = (
    t: TransaccionWompi,
    opciones: { secreto?: string; timestamp?: number; propiedades?: Parameters<typeof eventoWompi>[3] } = {},
  ) => eventoWompi(t, opciones.secreto ?? SECRETO, opciones.timestamp, opciones.propiedades);
  /** Un evento como los reales de Wompi: firmado sobre el id, el estado y el monto, no sobre la referencia. */
  const documentado = (t: TransaccionWompi) => evento(t, { propiedades: PROPIEDADES_DOCUMENTADAS_WOMPI });
  const suspensoDe = async (transaccion: string) =>
    ((await admin().get('/api/pagos/suspenso')).body.data as Json[]).filter((l) => String(l.descripcion).startsWith(`Wompi ${transaccion},`));
  const enviar = (cuerpo: unknown) =>
    prueba.pedir({ metodo: 'POST', ruta: '/api/pagos/eventos/wompi', cuerpo, sinClaveIdempotencia: true });
  const cobrosDe = async (id: string) => (await admin().get(`/api/cobros/prestamo/${id}`)).body.data as Json[];
  const saldoCodigo = (codigo: string) => saldoMayor(prueba.dataSource, { codigo });
  const cuantos = async (tabla: 'pagos_eventos') => {
    const [{ n }]: Array<{ n: number }> = await prueba.dataSource.query(`SELECT count(*)::int AS n FROM ${tabla}`);
    return n;
  };

  async function prestamo(): Promise<{ id: string; referencia: string }> {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    // 100.000 sin interés en 10 cuotas diarias de 10.000.
    const p = await crearPrestamoPrueba(prueba, await prueba.token('admin'), {
      cliente: cliente.id, monto: 100_000, interes: 0, cuotas: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -3), cobrador: ids.cobrador1,
    });
    const referencia = (await admin().get(`/api/prestamos/${p._id}/referencia-pago`)).body.data.referencia;
    return { id: p._id, referencia };
  }

  it('el secreto se guarda y nunca se devuelve; sólo el admin lo configura', async () => {
    const r = await admin().put('/api/pagos/proveedores/wompi', { secretoEventos: SECRETO, cuenta: nequi._id });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ configurado: true, cuenta: { _id: nequi._id } });
    expect(JSON.stringify(r.body)).not.toContain(SECRETO);
    expect((await prueba.como('gerente').put('/api/pagos/proveedores/wompi', { secretoEventos: SECRETO, cuenta: nequi._id })).status).toBe(403);
    const auditoria: Array<{ datos: string }> = await prueba.dataSource.query(
      `SELECT coalesce(datos_nuevos::text, '') || coalesce(detalles, '') AS datos FROM auditoria WHERE accion = 'Configurar Wompi'`,
    );
    expect(auditoria.length).toBeGreaterThan(0);
    expect(auditoria.every((a) => !a.datos.includes(SECRETO))).toBe(true);
  });

  it('firma mala, vencida o sin firma: 401 y nada cambia', async () => {
    const p = await prestamo();
    const t = { id: 'tx-mala', status: 'APPROVED', cents: 1_000_000, reference: p.referencia };
    const otroSecreto = await enviar(evento(t, { secreto: 'otro-secreto' }));
    expect([otroSecreto.status, otroSecreto.body.message]).toEqual([401, MENSAJES_PAGOS.firmaInvalida]);
    expect((await enviar(evento(t, { timestamp: Math.floor(Date.now() / 1000) - 301 }))).status).toBe(401);
    const alterado = evento(t);
    alterado.data.transaction.amount_in_cents = 9_000_000;
    expect((await enviar(alterado)).status).toBe(401);
    const sinFirma = await enviar({ event: 'transaction.updated' });
    expect([sinFirma.status, sinFirma.body.message]).toEqual([401, 'El evento no trae la firma completa (signature.properties, timestamp y data.transaction)']);
    expect(await cobrosDe(p.id)).toEqual([]);
    expect(await cuantos('pagos_eventos')).toBe(0);
  });

  it('un evento nuevo falsificado con `transaction.x` = los valores firmados de uno capturado: 401 y ningún cobro', async () => {
    const p = await prestamo();
    const capturado = evento({ id: 'tx-capturada', status: 'APPROVED', cents: 1_000_000, reference: p.referencia });
    expect((await enviar(capturado)).body.data).toEqual({ resultado: 'recibido' });
    await aplicarPagosPendientes(prueba);
    const t = capturado.data.transaction;
    const falso = {
      ...capturado,
      data: {
        transaction: {
          id: 'tx-falsa', status: 'APPROVED', amount_in_cents: 30_000_000, reference: p.referencia, currency: 'COP',
          x: `${t.id}${t.status}${t.amount_in_cents}${t.reference}`,
        },
      },
      signature: { properties: ['transaction.x'], checksum: capturado.signature.checksum },
    };
    const r = await enviar(falso);
    expect([r.status, r.body.message]).toEqual([401, 'El evento firma una propiedad que Cartera no admite: transaction.x']);
    await aplicarPagosPendientes(prueba);
    expect((await cobrosDe(p.id)).map((c) => c.monto)).toEqual([10_000]);
    expect(await cuantos('pagos_eventos')).toBe(1);
  });

  it('firmado sólo sobre el id, con un monto sin firmar: 401 y nada entra, ni al suspenso', async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const r = await enviar({
      event: 'transaction.updated',
      data: { transaction: { id: 'tx-solo-id', status: 'APPROVED', amount_in_cents: 99_900_000_000, reference: 'NO-ES-NUESTRA' } },
      signature: { properties: ['transaction.id'], checksum: checksumWompi(['tx-solo-id'], timestamp, SECRETO) },
      timestamp,
    });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(
      'El evento no firma lo que Cartera usa de la transacción: transaction.status, transaction.amount_in_cents',
    );
    await aplicarPagosPendientes(prueba);
    expect(await cuantos('pagos_eventos')).toBe(1);
    expect((await admin().get('/api/pagos/suspenso')).body.data).toEqual([]);
  });

  it('APPROVED es un cobro por transferencia, una sola vez; VOIDED por el mismo monto lo revierte', async () => {
    const p = await prestamo();
    const bancoAntes = await saldoCodigo(nequi.cuentaContable.codigo);
    const aprobado = evento({ id: 'tx-1', status: 'APPROVED', cents: 1_500_000, reference: p.referencia });
    const r = await enviar(aprobado);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ resultado: 'recibido' });
    expect((await enviar(aprobado)).body.data).toEqual({ resultado: 'repetido' });
    await aplicarPagosPendientes(prueba);
    const cobros = await cobrosDe(p.id);
    // 15.000 pesos (1.500.000 centavos) a las cuotas de 10.000: la primera entera y 5.000 de la segunda.
    expect(cobros).toHaveLength(1);
    expect(cobros[0]).toMatchObject({ monto: 15_000, medio: 'transferencia', referenciaPago: 'Wompi tx-1', enPoderDe: null });
    expect((await admin().get(`/api/prestamos/${p.id}`)).body.data.saldoPendiente).toBe(85_000);
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(bancoAntes + 15_000);
    const recibo = await admin().get(`/api/notificaciones/recibos/${cobros[0]._id}/pdf`);
    expect([recibo.status, String(recibo.headers['content-type'])]).toEqual([200, expect.stringContaining('application/pdf')]);
    // La oficina no lo borra ni le cambia el monto: descuadraría la cuenta de Wompi; lo revierte la anulación.
    const borrar = await admin().delete(`/api/cobros/${cobros[0]._id}`);
    expect([borrar.status, borrar.body.code]).toEqual([409, 'COBRO_DE_RECAUDO']);

    // Una anulación por otro monto: 422 con su motivo, en la auditoría, y el cobro sigue.
    const otroMonto = await enviar(evento({ id: 'tx-1', status: 'VOIDED', cents: 100_000, reference: p.referencia }));
    expect(otroMonto.status).toBe(422);
    expect(otroMonto.body.message).toMatch(/^La anulación es por .*1\.000 y la transacción se aprobó por .*15\.000: no se revierte nada$/);
    await aplicarPagosPendientes(prueba);
    expect(await cobrosDe(p.id)).toHaveLength(1);

    const anulado = evento({ id: 'tx-1', status: 'VOIDED', cents: 1_500_000, reference: p.referencia });
    expect((await enviar(anulado)).body.data).toEqual({ resultado: 'recibido' });
    expect((await enviar(anulado)).body.data).toEqual({ resultado: 'repetido' });
    await aplicarPagosPendientes(prueba);
    expect(await cobrosDe(p.id)).toEqual([]);
    expect((await admin().get(`/api/prestamos/${p.id}`)).body.data.saldoPendiente).toBe(100_000);
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(bancoAntes);
    expect((await admin().post('/api/contabilidad/verificacion')).body.data.descuadres).toEqual([]);
  });

  it('una anulación de una transacción que Cartera no tiene aprobada no revierte nada y queda en la auditoría', async () => {
    const p = await prestamo();
    await enviar(evento({ id: 'tx-real', status: 'APPROVED', cents: 2_000_000, reference: p.referencia }));
    await aplicarPagosPendientes(prueba);
    const eventosAntes = await cuantos('pagos_eventos');
    const r = await enviar(evento({ id: 'tx-desconocida', status: 'VOIDED', cents: 2_000_000, reference: p.referencia }));
    expect([r.status, r.body.data]).toEqual([200, { resultado: 'ignorado' }]);
    await aplicarPagosPendientes(prueba);
    expect((await cobrosDe(p.id)).map((c) => c.monto)).toEqual([20_000]);
    expect(await cuantos('pagos_eventos')).toBe(eventosAntes);
    const [auditado]: Json[] = await prueba.dataSource.query(
      `SELECT usuario, detalles, resultado FROM auditoria WHERE accion = 'Anulación de Wompi rechazada' AND detalles LIKE 'Transacción tx-desconocida%'`,
    );
    expect(auditado).toEqual({
      usuario: 'Wompi',
      detalles: 'Transacción tx-desconocida: La anulación es de una transacción que Cartera no tiene aprobada: no se revierte nada',
      resultado: 'fallido',
    });
  });

  it('una referencia que no es de ningún préstamo no cobra nada y entra a «Recaudos por aplicar»', async () => {
    const r = await enviar(evento({ id: 'tx-2', status: 'APPROVED', cents: 500_000, reference: 'NO-ES-NUESTRA' }));
    expect(r.body.data).toEqual({ resultado: 'recibido' });
    await aplicarPagosPendientes(prueba);
    const [fila]: Array<{ resultado: string }> = await prueba.dataSource.query(
      `SELECT resultado FROM pagos_eventos WHERE transaccion = 'tx-2'`,
    );
    expect(fila.resultado).toBe('suspenso');
    expect((await admin().get('/api/pagos/suspenso')).body.data.map((l: Json) => [l.origen, l.valor])).toEqual([['wompi', 5_000]]);
  });

  it('un evento como los documenta Wompi (firmado sobre id, estado y monto): 200, ningún cobro y una línea en «Recaudos por aplicar» con su motivo; su anulación la deshace', async () => {
    const p = await prestamo();
    const bancoAntes = await saldoCodigo(nequi.cuentaContable.codigo);
    const suspensoAntes = await saldoCodigo('280505');
    const r = await enviar(documentado({ id: 'tx-documentada', status: 'APPROVED', cents: 1_500_000, reference: p.referencia }));
    expect([r.status, r.body.data]).toEqual([200, { resultado: 'recibido' }]);
    await aplicarPagosPendientes(prueba);
    // La referencia nombra a `p`, pero nadie la firmó: el dinero es real y su dueño lo decide la oficina.
    expect(await cobrosDe(p.id)).toEqual([]);
    expect((await admin().get(`/api/prestamos/${p.id}`)).body.data.saldoPendiente).toBe(100_000);
    const lineas = await suspensoDe('tx-documentada');
    expect(lineas.map((l) => [l.origen, l.valor, l.referencia, l.estado])).toEqual([['wompi', 15_000, null, 'en_suspenso']]);
    expect(lineas[0].descripcion).toBe(
      `Wompi tx-documentada, referencia sin firmar ${p.referencia}. Wompi no firmó la referencia del pago: la oficina lo aplica a mano`,
    );
    const [fila]: Json[] = await prueba.dataSource.query(
      `SELECT resultado, referencia, cobro_id, prestamo_id FROM pagos_eventos WHERE transaccion = 'tx-documentada'`,
    );
    expect(fila).toEqual({ resultado: 'suspenso', referencia: null, cobro_id: null, prestamo_id: null });
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(bancoAntes + 15_000);
    expect(await saldoCodigo('280505')).toBe(suspensoAntes - 15_000);

    const anulada = await enviar(documentado({ id: 'tx-documentada', status: 'VOIDED', cents: 1_500_000, reference: p.referencia }));
    expect([anulada.status, anulada.body.data]).toEqual([200, { resultado: 'recibido' }]);
    await aplicarPagosPendientes(prueba);
    expect(await suspensoDe('tx-documentada')).toEqual([]);
    expect(await saldoCodigo(nequi.cuentaContable.codigo)).toBe(bancoAntes);
    expect(await saldoCodigo('280505')).toBe(suspensoAntes);
    expect(await cobrosDe(p.id)).toEqual([]);
    expect((await admin().post('/api/contabilidad/verificacion')).body.data.descuadres).toEqual([]);
  });

  it('el mismo evento firmado también sobre la referencia es un cobro del préstamo que nombra', async () => {
    const p = await prestamo();
    const r = await enviar(evento({ id: 'tx-con-referencia', status: 'APPROVED', cents: 1_500_000, reference: p.referencia }));
    expect([r.status, r.body.data]).toEqual([200, { resultado: 'recibido' }]);
    await aplicarPagosPendientes(prueba);
    expect((await cobrosDe(p.id)).map((c) => [c.monto, c.referenciaPago])).toEqual([[15_000, 'Wompi tx-con-referencia']]);
    expect(await suspensoDe('tx-con-referencia')).toEqual([]);
  });

  it('sin la referencia firmada y ya aplicado a mano por la oficina: la anulación no lo deshace sola (la regla de una línea aplicada)', async () => {
    const p = await prestamo();
    await enviar(documentado({ id: 'tx-a-mano', status: 'APPROVED', cents: 2_000_000, reference: p.referencia }));
    await aplicarPagosPendientes(prueba);
    const lineas = await suspensoDe('tx-a-mano');
    expect(lineas).toHaveLength(1);
    const [linea] = lineas;
    expect((await admin().post(`/api/pagos/suspenso/${linea._id}/aplicar`, { prestamo: p.id })).status).toBe(200);
    expect((await cobrosDe(p.id)).map((c) => c.monto)).toEqual([20_000]);
    const anulada = await enviar(documentado({ id: 'tx-a-mano', status: 'VOIDED', cents: 2_000_000, reference: p.referencia }));
    expect([anulada.status, anulada.body.data]).toEqual([200, { resultado: 'recibido' }]);
    await aplicarPagosPendientes(prueba);
    const [fila]: Json[] = await prueba.dataSource.query(
      `SELECT resultado FROM pagos_eventos WHERE transaccion = 'tx-a-mano' AND estado = 'VOIDED'`,
    );
    expect(fila).toEqual({ resultado: 'sin_cobro' });
    expect((await cobrosDe(p.id)).map((c) => c.monto)).toEqual([20_000]);
  });
});
