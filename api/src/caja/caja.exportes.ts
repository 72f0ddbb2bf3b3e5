import { formatearFecha } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import {
  csvConBom,
  disposicionAdjunto,
  FORMATO_PESOS_XLSX,
  TIPOS_ARCHIVO,
  type ArchivoExportado,
} from '../common/exportes';
import type { FilaReporteCaja, FormatoTabla, ReporteCaja } from '@cartera/dominio';

type Campo = keyof Omit<FilaReporteCaja, 'cobradorId' | 'nombre'>;
const COLUMNAS: ReadonlyArray<{ campo: Campo; titulo: string; dinero: boolean }> = [
  { campo: 'cobrado', titulo: 'Cobrado', dinero: true },
  { campo: 'gastos', titulo: 'Gastos', dinero: true },
  { campo: 'entregado', titulo: 'Entregado', dinero: true },
  { campo: 'faltantes', titulo: 'Faltantes', dinero: true },
  { campo: 'sobrantes', titulo: 'Sobrantes', dinero: true },
  { campo: 'entregas', titulo: 'Entregas', dinero: false },
  { campo: 'diasSinEntrega', titulo: 'Días sin entrega', dinero: false },
  { campo: 'enPoder', titulo: 'En su poder hoy', dinero: true },
];

/** El reporte de caja por cobrador en CSV (UTF-8 con BOM, `;`) o XLSX, con una fila de totales. */
export async function exportarReporteCaja(reporte: ReporteCaja, formato: FormatoTabla): Promise<ArchivoExportado> {
  const titulos = ['Cobrador', ...COLUMNAS.map((c) => c.titulo)];
  const filas = [
    ...reporte.filas.map((fila) => [fila.nombre, ...COLUMNAS.map((c) => fila[c.campo])]),
    ['Total', ...COLUMNAS.map((c) => reporte.totales[c.campo])],
  ];
  const nombre = `caja-cobradores-${reporte.desde}-a-${reporte.hasta}.${formato}`;
  if (formato === 'csv') {
    return {
      contenido: csvConBom([titulos, ...filas]),
      tipo: TIPOS_ARCHIVO.csv,
      nombre,
      disposicion: disposicionAdjunto(nombre, nombre),
    };
  }
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Caja de cobradores');
  hoja.addRow([`Caja de cobradores del ${formatearFecha(reporte.desde)} al ${formatearFecha(reporte.hasta)}`]);
  hoja.addRow(titulos).font = { bold: true };
  for (const fila of filas) hoja.addRow(fila);
  COLUMNAS.forEach((columna, i) => {
    hoja.getColumn(i + 2).width = 16;
    if (columna.dinero) hoja.getColumn(i + 2).numFmt = FORMATO_PESOS_XLSX;
  });
  hoja.getColumn(1).width = 28;
  return {
    contenido: Buffer.from(await libro.xlsx.writeBuffer()),
    tipo: TIPOS_ARCHIVO.xlsx,
    nombre,
    disposicion: disposicionAdjunto(nombre, nombre),
  };
}
