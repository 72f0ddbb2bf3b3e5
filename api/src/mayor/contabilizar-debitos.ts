// Los débitos del banco en el libro mayor (docs/decisiones/conciliacion-bancaria.md): cada débito de un extracto sale de
// la subcuenta de Bancos de su cuenta de recaudo contra la cuenta que eligió su regla (o «Partidas por identificar»),
// y su reclasificación pasa de «Partidas por identificar» a la cuenta que dice la oficina. Un comprobante por línea,
// origen `extracto` con la línea como fuente; ningún comprobante se edita. La cuenta la elige la regla pura
// `reglaDeDebito` (@cartera/dominio); aquí sólo se escribe, con las cuentas ya resueltas por su id.
import type { EntityManager } from 'typeorm';
import { aPesos } from '../common/dinero';
import { db } from '../database/kysely';
import { oficinaDeFila } from '../database/oficina-de-fila';
import { consultasComprobante } from './comprobante.consultas';
import { insertarAsientosEnOrden } from './escribir-comprobante';

/** Un comprobante de dos líneas entre dos cuentas por su id: `debe` al débito, `haber` al crédito (centavos). */
interface ComprobanteEntreCuentas {
  lineaId: string;
  fecha: string;
  tipo: 'debito_bancario' | 'reclasificacion_debito';
  descripcion: string;
  monto: number;
  debe: string;
  haber: string;
  registradoPor: string | null;
  /** La oficina de la cuenta de recaudo del débito: sus dos líneas se asientan en ella. */
  oficina: string;
}

async function escribirEntreCuentas(manager: EntityManager, comprobantes: readonly ComprobanteEntreCuentas[]): Promise<void> {
  const conMonto = comprobantes.filter((c) => c.monto > 0);
  if (conMonto.length === 0) return;
  for (const c of conMonto)
    if (!Number.isInteger(c.monto) || c.debe === c.haber) throw new Error(`Comprobante inválido: ${JSON.stringify(c)}`);
  const ids = await insertarAsientosEnOrden(
    manager,
    conMonto.map((c) => ({ ...c, origen: 'extracto', origenId: c.lineaId })),
  );
  // Sin préstamo ni cobrador: en la oficina de la cuenta de recaudo (docs/decisiones/cuentas-de-recaudo-por-oficina.md).
  const vacia = {
    prestamo_id: null,
    cliente_id: null,
    cobrador_id: null,
    cobro_id: null,
    movimiento_id: null,
    ancla_prestamo: null,
    ancla_cobrador: null,
  };
  await consultasComprobante.insertarLineas(
    manager,
    conMonto.flatMap((c, i) => [
      { asiento_id: ids[i], fecha: c.fecha, cuenta_id: c.debe, debito: aPesos(c.monto), credito: 0, ...vacia, oficina: c.oficina },
      { asiento_id: ids[i], fecha: c.fecha, cuenta_id: c.haber, debito: 0, credito: aPesos(c.monto), ...vacia, oficina: c.oficina },
    ]),
  );
}

/** El id de la subcuenta de Bancos de una cuenta de recaudo y la oficina de la cuenta. */
async function cuentaDelBanco(manager: EntityManager, cuentaPagoId: string): Promise<{ id: string; oficina: string }> {
  return db(manager)
    .selectFrom('contabilidad_cuentas as c')
    .innerJoin('pagos_cuentas as p', 'p.id', 'c.cuenta_pago_id')
    .select(['c.id', 'p.oficina_id as oficina'])
    .where('c.cuenta_pago_id', '=', cuentaPagoId)
    .executeTakeFirstOrThrow();
}

/** Un débito del extracto por contabilizar: su línea, su monto (centavos, positivo) y la cuenta que lo recibe. */
export interface DebitoPorContabilizar {
  lineaId: string;
  fecha: string;
  monto: number;
  cuentaId: string;
  descripcion: string;
}

/** Los débitos de un extracto de una cuenta de recaudo: la cuenta de cada uno al débito, el banco al crédito. */
export async function contabilizarDebitosBancarios(
  manager: EntityManager,
  cuentaPagoId: string,
  debitos: readonly DebitoPorContabilizar[],
  registradoPor: string | null,
): Promise<void> {
  if (debitos.length === 0) return;
  const banco = await cuentaDelBanco(manager, cuentaPagoId);
  await escribirEntreCuentas(
    manager,
    debitos.map((d) => ({
      lineaId: d.lineaId,
      fecha: d.fecha,
      tipo: 'debito_bancario',
      descripcion: `Débito del banco: ${d.descripcion || 'sin descripción'}`,
      monto: d.monto,
      debe: d.cuentaId,
      haber: banco.id,
      registradoPor,
      oficina: banco.oficina,
    })),
  );
}

/** Un débito por identificar pasa a su cuenta: ésta al débito, «Partidas por identificar» al crédito, en `fecha`. */
export async function contabilizarReclasificacionDebito(
  manager: EntityManager,
  r: { lineaId: string; fecha: string; monto: number; desde: string; hacia: string; descripcion: string },
  registradoPor: string,
): Promise<void> {
  await escribirEntreCuentas(manager, [
    {
      lineaId: r.lineaId,
      fecha: r.fecha,
      tipo: 'reclasificacion_debito',
      descripcion: `Reclasificación de un débito del banco: ${r.descripcion || 'sin descripción'}`,
      monto: r.monto,
      debe: r.hacia,
      haber: r.desde,
      registradoPor,
      oficina: await oficinaDeFila(manager, 'pagos_extracto_lineas', r.lineaId),
    },
  ]);
}
