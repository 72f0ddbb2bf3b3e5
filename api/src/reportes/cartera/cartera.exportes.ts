import {
  COLUMNAS_CARTERA,
  MENSAJES_REPORTE_CARTERA,
  formatearFecha,
  neutralizarCelda,
  valorColumnaCartera,
  type FormatoTabla,
  type ReporteCartera,
} from '@cartera/dominio';
import ExcelJS from 'exceljs';
import {
  csvConBom,
  disposicionAdjunto,
  fechaExcel,
  FORMATO_PESOS_XLSX,
  TIPOS_ARCHIVO,
  type ArchivoExportado,
} from '../../common/exportes';

const TITULO = 'Reporte de cartera';

/** Encabezado y filas (una por cobrador y la de totales) con las cifras del JSON. */
function tabla(reporte: ReporteCartera): { encabezado: string[]; filas: Array<Array<string | number>> } {
  const encabezado = ['Cobrador', ...COLUMNAS_CARTERA.map((c) => c.titulo)];
  const filas = reporte.porCobrador.map((fila) => [
    neutralizarCelda(fila.cobrador?.nombre ?? MENSAJES_REPORTE_CARTERA.sinCobrador),
    ...COLUMNAS_CARTERA.map((c) => valorColumnaCartera(fila, c.clave)),
  ]);
  filas.push(['Total', ...COLUMNAS_CARTERA.map((c) => valorColumnaCartera(reporte.totales, c.clave))]);
  return { encabezado, filas };
}

/** CSV (UTF-8 con BOM y ';', montos en pesos sin separadores) o XLSX del reporte de cartera a su fecha de corte. */
export async function exportarCartera(
  reporte: ReporteCartera,
  formato: FormatoTabla,
): Promise<ArchivoExportado> {
  const nombre = `reporte-cartera-${reporte.fecha}.${formato}`;
  const archivo = { tipo: TIPOS_ARCHIVO[formato], nombre, disposicion: disposicionAdjunto(nombre, nombre) };
  const { encabezado, filas } = tabla(reporte);
  if (formato === 'csv') {
    return {
      ...archivo,
      contenido: csvConBom([[TITULO], ['Fecha de corte', reporte.fecha], [], encabezado, ...filas]),
    };
  }
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Cartera', { views: [{ state: 'frozen', ySplit: 4 }] });
  hoja.columns = [{ width: 28 }, ...COLUMNAS_CARTERA.map(() => ({ width: 18 }))];
  hoja.addRow([TITULO]).font = { bold: true, size: 14 };
  const corte = hoja.addRow(['Fecha de corte', fechaExcel(reporte.fecha)]);
  corte.getCell(2).numFmt = 'dd/mm/yyyy';
  hoja.addRow([]);
  hoja.addRow(encabezado).font = { bold: true };
  for (const fila of filas) {
    const renglon = hoja.addRow(fila);
    COLUMNAS_CARTERA.forEach((c, i) => {
      renglon.getCell(i + 2).numFmt = c.clave === 'prestamos' ? '0' : FORMATO_PESOS_XLSX;
    });
  }
  hoja.lastRow!.font = { bold: true };
  hoja.addRow([`Generado el ${formatearFecha(reporte.fecha)}`]).font = {
    italic: true,
    color: { argb: 'FF666666' },
  };
  return { ...archivo, contenido: Buffer.from(await libro.xlsx.writeBuffer()) };
}
