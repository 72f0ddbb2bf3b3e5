import {
  formatearCOP,
  formatearFecha,
  formatearFechaHora,
  type ReciboCobro,
  type ReciboMovimiento,
} from '@cartera/dominio';
import PDFDocument from 'pdfkit';
import { bytesDelPdf } from '../common/pdf';
import type { EntityManager } from 'typeorm';
import { noEncontrado } from '../common/errores';
import { comoPagar, type ComoPagar } from '../pagos/referencia-pago';

/** La clave de origen del recibo de un cobro (una por cobro) y la de la corrección que deja un asiento del libro. */
export const CLAVES_RECIBO = {
  recibo: (cobroId: string) => `recibo:${cobroId}`,
  correccion: (movimientoId: string) => `recibo-correccion:${movimientoId}`,
} as const;

/** Las mismas claves en SQL, sobre una expresión uuid (`co.id`, `m.id`). */
export const SQL_CLAVES_RECIBO = {
  recibo: (cobroId: string) => `'recibo:' || ${cobroId}::text`,
  correccion: (movimientoId: string) => `'recibo-correccion:' || ${movimientoId}::text`,
} as const;

/** El mensaje al cliente de una clave de origen, como JSON de una subconsulta (null si no se encoló ninguno). */
export function sqlMensajeRecibo(clave: string): string {
  return `(SELECT json_build_object('estado', n.estado, 'canal', n.tipo, 'creado', n.created_at, 'enviado', n.enviada_at)
           FROM notificaciones n WHERE n.clave_origen = ${clave})`;
}

/** Lo que devuelve `sqlMensajeRecibo` (json_build_object deja los instantes como texto). */
export interface FilaMensajeRecibo {
  estado: ReciboCobro['estado'];
  canal: ReciboCobro['canal'];
  creado: string;
  enviado: string | null;
}

export function reciboAJson(fila: FilaMensajeRecibo): ReciboCobro {
  return {
    estado: fila.estado,
    canal: fila.canal,
    encoladoEn: new Date(fila.creado).toISOString(),
    enviadoEn: fila.enviado ? new Date(fila.enviado).toISOString() : null,
  };
}

/**
 * El mensaje al cliente de cada asiento de cobro o reversión de un préstamo, por id de asiento: la corrección que ese
 * asiento dejó (`recibo-correccion:<asiento>`) o, en el primer asiento de un cobro en este préstamo, su recibo
 * (`recibo:<cobro>`). Los asientos sin mensaje no están en el mapa. Dos búsquedas por índice único por asiento.
 */
export async function leerRecibosMovimientos(
  manager: EntityManager,
  prestamoId: string,
): Promise<Map<string, ReciboMovimiento>> {
  const filas: Array<{ id: string; recibo: FilaMensajeRecibo | null; correccion: FilaMensajeRecibo | null }> =
    await manager.query(
      `SELECT m.id,
              ${sqlMensajeRecibo(SQL_CLAVES_RECIBO.correccion('m.id'))} AS correccion,
              CASE WHEN m.tipo IN ('cobro', 'liquidacion') AND NOT EXISTS (
                     SELECT 1 FROM prestamos_movimientos o
                     WHERE o.prestamo_id = m.prestamo_id AND o.cobro_id = m.cobro_id AND o.secuencia < m.secuencia)
                   THEN ${sqlMensajeRecibo(SQL_CLAVES_RECIBO.recibo('m.cobro_id'))} END AS recibo
       FROM prestamos_movimientos m
       WHERE m.prestamo_id = $1 AND m.cobro_id IS NOT NULL AND m.tipo IN ('cobro', 'liquidacion', 'reversion')`,
      [prestamoId],
    );
  const recibos = new Map<string, ReciboMovimiento>();
  for (const fila of filas) {
    if (fila.correccion) recibos.set(fila.id, { ...reciboAJson(fila.correccion), tipo: 'correccion' });
    else if (fila.recibo) recibos.set(fila.id, { ...reciboAJson(fila.recibo), tipo: 'recibo' });
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

/** Los datos del recibo de un cobro, leídos del libro. */
export async function leerRecibo(
  manager: EntityManager,
  cobroId: string,
): Promise<DatosRecibo & { prestamoId: string }> {
  const [fila]: Array<Record<string, string | null>> = await manager.query(
    `SELECT c.id, c.prestamo_id, c.monto, c.fecha::text AS fecha, c.created_at, c.observaciones,
            cl.nombre AS cliente, cl.cedula, p.numero::text AS numero, u.nombre AS cobrador,
            o.nombre_empresa, o.telefono_empresa,
            greatest(p.monto_total - (SELECT coalesce(sum(x.monto), 0) FROM cobros x WHERE x.prestamo_id = c.prestamo_id AND x.id <= c.id), 0) AS saldo
     FROM cobros c
     JOIN prestamos p ON p.id = c.prestamo_id
     JOIN clientes cl ON cl.id = c.cliente_id
     LEFT JOIN usuarios u ON u.id = c.cobrador_id
     CROSS JOIN configuracion_organizacion o
     WHERE c.id = $1 AND o.id = 1`,
    [cobroId],
  );
  if (!fila) throw noEncontrado('Cobro no encontrado');
  return {
    cobroId: fila.id as string,
    prestamoId: fila.prestamo_id as string,
    empresa: fila.nombre_empresa as string,
    telefonoEmpresa: fila.telefono_empresa,
    cliente: fila.cliente as string,
    cedula: fila.cedula as string,
    numeroPrestamo: fila.numero as string,
    monto: Number(fila.monto),
    fecha: fila.fecha as string,
    registrado: new Date(fila.created_at as unknown as Date).toISOString(),
    cobrador: fila.cobrador,
    observaciones: fila.observaciones,
    saldoDespues: Number(fila.saldo),
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
