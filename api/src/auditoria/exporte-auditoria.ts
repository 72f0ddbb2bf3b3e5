import { neutralizarCelda } from '@cartera/dominio';
import { BOM_UTF8, lineaCsv, xlsxEnFlujo } from '../common/exportes';

/** Una fila del exporte: id, fecha y hora de Bogotá 'YYYY-MM-DD HH:MM:SS', y el resto como texto. */
export type FilaExporte = [
  id: string,
  fecha: string,
  usuario: string,
  ip: string,
  accion: string,
  modulo: string,
  tipo: string,
  resultado: string,
  detalles: string,
  datosAnteriores: string,
  datosNuevos: string,
];

export const ENCABEZADOS_EXPORTE = [
  'ID',
  'Fecha y hora (Bogotá)',
  'Usuario',
  'IP',
  'Acción',
  'Módulo',
  'Tipo',
  'Resultado',
  'Detalles',
  'Datos anteriores',
  'Datos nuevos',
] as const;

const ANCHOS = [10, 20, 28, 16, 26, 16, 13, 11, 50, 50, 50];

/** CSV para Excel es-CO (BOM, ';', CRLF, fórmulas neutralizadas), un trozo por lote leído. */
export async function* csvAuditoria(lotes: AsyncIterable<FilaExporte[]>): AsyncGenerator<Buffer> {
  yield Buffer.concat([BOM_UTF8, Buffer.from(lineaCsv(ENCABEZADOS_EXPORTE), 'utf8')]);
  for await (const lote of lotes) {
    yield Buffer.from(lote.map((fila) => lineaCsv(fila)).join(''), 'utf8');
  }
}

/** 'YYYY-MM-DD HH:MM:SS' (hora de Bogotá) → Date con esa hora en UTC: Excel la muestra tal cual, sin zona. */
function fechaHoraExcel(texto: string): Date {
  const [fecha, hora] = texto.split(' ');
  const [anio, mes, dia] = fecha.split('-').map(Number);
  const [h, m, s] = hora.split(':').map(Number);
  return new Date(Date.UTC(anio, mes - 1, dia, h, m, s));
}

/** XLSX en flujo (`xlsxEnFlujo`): cada lote leído del cursor sale comprimido hacia el cliente antes de pedir el siguiente. */
export function xlsxAuditoria(lotes: AsyncIterable<FilaExporte[]>): AsyncGenerator<Buffer> {
  return xlsxEnFlujo(async (libro, pausa) => {
    const hoja = libro.addWorksheet('Auditoría', { views: [{ state: 'frozen', ySplit: 1 }] });
    hoja.columns = ENCABEZADOS_EXPORTE.map((header, i) => ({ header, width: ANCHOS[i] }));
    hoja.getRow(1).font = { bold: true };
    hoja.getColumn(2).numFmt = 'yyyy-mm-dd hh:mm:ss';
    for await (const lote of lotes) {
      for (const [id, fecha, ...textos] of lote) {
        hoja.addRow([Number(id), fechaHoraExcel(fecha), ...textos.map(neutralizarCelda)]).commit();
      }
      if (!(await pausa())) return;
    }
    hoja.commit();
  });
}
