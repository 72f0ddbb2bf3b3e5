import {
  formatearCOP,
  formatearFecha,
  formatearFechaHora,
  mensajesDeAsientos,
  saldoDespuesDelCobro,
  type ReciboMovimiento,
} from '@cartera/dominio';
import { expressionBuilder, type Expression } from 'kysely';
import PDFDocument from 'pdfkit';
import type { DB } from '../database/esquema';
import { bytesDelPdf } from '../common/pdf';
import type { EntityManager } from 'typeorm';
import { aPesos, centavosDe } from '../common/dinero';
import { noEncontrado } from '../common/errores';
import { comoPagar, type ComoPagar } from '../organizacion/referencia-pago';
import { consultasRecibo } from './recibo.consultas';

/** La clave de origen del recibo de un cobro (una por cobro) y la de la corrección que deja un asiento del libro. */
export const CLAVES_RECIBO = {
  recibo: (cobroId: string) => `recibo:${cobroId}`,
  correccion: (movimientoId: string) => `recibo-correccion:${movimientoId}`,
} as const;

const expresion = expressionBuilder<DB, never>();

/** La misma clave del recibo en SQL, sobre el id de un cobro (`m.cobro_id`): `'recibo:' || id::text`, sin texto armado. */
export function claveReciboSql(cobroId: Expression<string>): Expression<string> {
  return expresion(expresion.val('recibo:'), '||', expresion.cast<string>(cobroId, 'text')).$castTo<string>();
}

/**
 * El mensaje al cliente de cada asiento de cobro o reversión de un préstamo, por id de asiento: la corrección que ese
 * asiento dejó (`recibo-correccion:<asiento>`) o, en el primer asiento de un cobro en este préstamo, su recibo
 * (`recibo:<cobro>`); lo decide `mensajesDeAsientos` (@cartera/dominio). Los asientos sin mensaje no están en el mapa.
 */
export async function leerRecibosMovimientos(
  manager: EntityManager,
  prestamoId: string,
): Promise<Map<string, ReciboMovimiento>> {
  const asientos = mensajesDeAsientos(await consultasRecibo.asientosConCobro(manager, prestamoId));
  const mensajes = await consultasRecibo.mensajes(manager, [
    ...asientos.map((a) => CLAVES_RECIBO.correccion(a.asientoId)),
    ...asientos.filter((a) => a.conRecibo).map((a) => CLAVES_RECIBO.recibo(a.cobroId)),
  ]);
  const recibos = new Map<string, ReciboMovimiento>();
  for (const asiento of asientos) {
    const correccion = mensajes.get(CLAVES_RECIBO.correccion(asiento.asientoId));
    const recibo = asiento.conRecibo ? mensajes.get(CLAVES_RECIBO.recibo(asiento.cobroId)) : undefined;
    if (correccion) recibos.set(asiento.asientoId, { ...correccion, tipo: 'correccion' });
    else if (recibo) recibos.set(asiento.asientoId, { ...recibo, tipo: 'recibo' });
  }
  return recibos;
}

export interface DatosRecibo {
  cobroId: string;
  empresa: string;
  telefonoEmpresa: string | null;
  cliente: string;
  cedula: string;
  numeroPrestamo: string;
  monto: number;
  fecha: string;
  registrado: string;
  cobrador: string | null;
  observaciones: string | null;
  /** Saldo del préstamo después de este cobro (monto total menos los cobros hasta éste, en orden). */
  saldoDespues: number;
  /** Cómo pagar la próxima por transferencia (docs/decisiones/pagos-por-transferencia.md); null sin cuentas de recaudo. */
  comoPagar?: ComoPagar | null;
}

/** Los datos del recibo de un cobro, leídos del libro; el saldo después lo cuenta `saldoDespuesDelCobro`. */
export async function leerRecibo(
  manager: EntityManager,
  cobroId: string,
): Promise<DatosRecibo & { prestamoId: string }> {
  const fila = await consultasRecibo.cobro(manager, cobroId);
  if (!fila) throw noEncontrado('Cobro no encontrado');
  const cobros = await consultasRecibo.cobrosDelPrestamo(manager, fila.prestamo_id);
  return {
    cobroId: fila.id,
    prestamoId: fila.prestamo_id,
    empresa: fila.nombre_empresa,
    telefonoEmpresa: fila.telefono_empresa,
    cliente: fila.cliente,
    cedula: fila.cedula,
    numeroPrestamo: fila.numero,
    monto: Number(fila.monto),
    fecha: fila.fecha,
    registrado: new Date(fila.created_at).toISOString(),
    cobrador: fila.cobrador,
    observaciones: fila.observaciones,
    saldoDespues: aPesos(saldoDespuesDelCobro(centavosDe(fila.monto_total), cobros, fila.id)),
    comoPagar: await comoPagar(manager, Number(fila.numero)),
  };
}

/** Recibo de cobro en PDF (media carta): empresa, cliente, préstamo, monto, fecha, cobrador y saldo. */
export function pdfRecibo(recibo: DatosRecibo): Promise<Buffer> {
  const documento = new PDFDocument({
    size: [396, 612],
    margin: 36,
    info: { Title: `Recibo ${recibo.cobroId}` },
  });
  const terminado = bytesDelPdf(documento);
  documento.font('Helvetica-Bold').fontSize(16).text(recibo.empresa, { align: 'center' });
  if (recibo.telefonoEmpresa)
    documento.font('Helvetica').fontSize(10).text(`Tel. ${recibo.telefonoEmpresa}`, { align: 'center' });
  documento.moveDown().font('Helvetica-Bold').fontSize(13).text('Recibo de pago', { align: 'center' });
  documento.moveDown();
  const linea = (etiqueta: string, valor: string) => {
    documento
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${etiqueta}: `, { continued: true })
      .font('Helvetica')
      .text(valor);
  };
  linea('Cliente', recibo.cliente);
  linea('Cédula', recibo.cedula);
  linea('Préstamo', `#${recibo.numeroPrestamo}`);
  linea('Fecha del cobro', formatearFecha(recibo.fecha));
  linea('Cobrador', recibo.cobrador ?? 'Sin cobrador');
  if (recibo.observaciones) linea('Observaciones', recibo.observaciones);
  documento.moveDown();
  documento
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Valor recibido: ${formatearCOP(recibo.monto)}`);
  documento
    .font('Helvetica')
    .fontSize(11)
    .text(`Saldo pendiente después del pago: ${formatearCOP(recibo.saldoDespues)}`);
  if (recibo.comoPagar) {
    documento.moveDown().font('Helvetica-Bold').fontSize(10).text('Pague por transferencia');
    documento.font('Helvetica').fontSize(10).text(recibo.comoPagar.destino).text(`Referencia de pago: ${recibo.comoPagar.referencia}`);
  }
  documento.moveDown(2);
  documento
    .fontSize(8)
    .fillColor('#666666')
    .text(`Registrado el ${formatearFechaHora(recibo.registrado)} · Referencia ${recibo.cobroId}`);
  documento.end();
  return terminado;
}
