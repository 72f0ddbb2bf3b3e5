// Los exportes de una ruta (§2 "Exportar"): el archivo de texto y la planilla PDF imprimible, con una fila por parada
// y espacio para anotar lo recibido.
import { formatearCOP, formatearFecha, type FormatoRuta, type RutaCompleta } from '@cartera/dominio';
import PDFDocument from 'pdfkit';
import { bytesDelPdf, filaDeTabla } from '../common/pdf';
import { disposicionAdjunto, slugAscii, TIPOS_ARCHIVO, type ArchivoExportado } from '../common/exportes';

/** Archivo de texto de la ruta. */
export function textoRuta(ruta: RutaCompleta): string {
  const lineas = [
    `RUTA DE COBRO - ${ruta.cobrador.nombre}`,
    `Fecha: ${formatearFecha(ruta.fecha)}`,
    `Clientes: ${ruta.clientes.length}`,
    `Total a cobrar (saldo vencido): ${formatearCOP(ruta.totalACobrar)}`,
    `Cuotas del día: ${formatearCOP(ruta.totalCuotasDelDia)}`,
    `Distancia total: ${ruta.distanciaTotal.toFixed(1)} km`,
    `Tiempo estimado: ${ruta.tiempoEstimado}`,
    '',
    'PARADAS:',
  ];
  for (const c of ruta.clientes) {
    lineas.push(
      `${c.orden}. ${c.nombre} - Tel: ${c.telefono}`,
      `   Dirección: ${c.direccion}${c.barrio ? `, ${c.barrio}` : ''}, ${c.ciudad}`,
      `   Días vencido: ${c.diasVencido} - Saldo: ${formatearCOP(c.saldoPendiente)} - Cuota del día: ${formatearCOP(c.cuotaDelDia)}`,
    );
  }
  return `${lineas.join('\n')}\n`;
}

/** Planilla imprimible: una fila por parada con espacio para anotar lo recibido. */
export function pdfRuta(ruta: RutaCompleta): Promise<Buffer> {
  const documento = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 30,
    info: { Title: `Ruta ${ruta.cobrador.nombre} ${ruta.fecha}` },
  });
  const terminado = bytesDelPdf(documento);
  documento
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(`Ruta de cobro — ${ruta.cobrador.nombre} — ${formatearFecha(ruta.fecha)}`);
  documento
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Clientes: ${ruta.clientes.length} · Total a cobrar: ${formatearCOP(ruta.totalACobrar)} · Cuotas del día: ${formatearCOP(ruta.totalCuotasDelDia)} · Distancia: ${ruta.distanciaTotal.toFixed(1)} km · Tiempo: ${ruta.tiempoEstimado}`,
    );
  documento.moveDown(0.5);
  const fila = filaDeTabla(documento, {
    anchos: [24, 150, 220, 70, 80, 90, 140],
    alto: 20,
    derecha: (i) => i >= 4 && i <= 5,
    bordes: true,
  });
  fila(['#', 'Cliente', 'Dirección', 'Teléfono', 'Cuota del día', 'Saldo', 'Recibido'], true);
  for (const c of ruta.clientes) {
    fila([
      String(c.orden),
      c.nombre,
      [c.direccion, c.barrio, c.ciudad].filter(Boolean).join(', '),
      c.telefono,
      formatearCOP(c.cuotaDelDia),
      formatearCOP(c.saldoPendiente),
      '',
    ]);
  }
  documento.end();
  return terminado;
}

/** El archivo de la ruta en el formato pedido, con su nombre ASCII y el UTF-8 (`ruta-<cobrador>-<fecha>.<formato>`). */
export async function exportarRuta(ruta: RutaCompleta, formato: FormatoRuta): Promise<ArchivoExportado> {
  const nombre = `ruta-${slugAscii(ruta.cobrador.nombre)}-${ruta.fecha}.${formato}`;
  const nombreUtf8 = `ruta-${ruta.cobrador.nombre}-${ruta.fecha}.${formato}`;
  return {
    contenido: formato === 'txt' ? Buffer.from(textoRuta(ruta), 'utf8') : await pdfRuta(ruta),
    tipo: formato === 'txt' ? 'text/plain; charset=utf-8' : TIPOS_ARCHIVO.pdf,
    nombre,
    disposicion: disposicionAdjunto(nombre, nombreUtf8),
  };
}
