import { formatearCOP, formatearFecha, formatearFechaHora } from '@cartera/dominio';
import PDFDocument from 'pdfkit';
import { bytesDelPdf } from '../common/pdf';
import type { EntityManager } from 'typeorm';
import { noEncontrado } from '../common/errores';

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
  documento.moveDown(2);
  documento
    .fontSize(8)
    .fillColor('#666666')
    .text(`Registrado el ${formatearFechaHora(recibo.registrado)} · Referencia ${recibo.cobroId}`);
  documento.end();
  return terminado;
}
