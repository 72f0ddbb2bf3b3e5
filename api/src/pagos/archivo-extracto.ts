// El archivo de un extracto bancario (docs/decisiones/pagos-por-transferencia.md): la primera hoja de un XLSX o un
// CSV, leídos como una tabla (encabezados y filas) con las mismas revisiones que el archivo de una importación
// (archivo-importacion.ts: tamaño, macros, bombas de compresión, fórmulas, dimensiones) y sus mismos mensajes.
import { CODIGOS, LINEAS_MAXIMAS_EXTRACTO } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { ErrorNegocio } from '../common/errores';
import {
  MENSAJES_ARCHIVO_IMPORTACION,
  revisarZipXlsx,
  valorDeCelda,
} from '../importaciones/archivo-importacion';
import { filasDeArchivoCsv } from '../common/csv';

const COLUMNAS_MAXIMAS = 200;

export const MENSAJES_SUBIDA_EXTRACTO = {
  noMultipart:
    'Envíe el extracto como multipart/form-data: archivo, cuenta y (la primera vez) columnas en JSON',
  sinArchivo: 'Adjunte el extracto en el campo archivo',
} as const;

const invalido = (mensaje: string) => new ErrorNegocio(CODIGOS.archivoImportacionInvalido, mensaje, 400);

/** Un extracto leído: sus encabezados y sus filas de celdas (texto, número o fecha). */
export interface TablaExtracto {
  encabezados: string[];
  filas: unknown[][];
}

async function leerXlsx(contenido: Buffer): Promise<TablaExtracto> {
  revisarZipXlsx(contenido);
  const libro = new ExcelJS.Workbook();
  try {
    // exceljs declara que lee un ArrayBuffer (su `Buffer`), no el Buffer de Node: se le da una copia en uno propio.
    await libro.xlsx.load(new Uint8Array(contenido).buffer);
  } catch {
    throw invalido(MENSAJES_ARCHIVO_IMPORTACION.ilegible);
  }
  const hoja = libro.worksheets[0];
  if (!hoja) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.ilegible);
  if (hoja.actualColumnCount > COLUMNAS_MAXIMAS || hoja.actualRowCount > LINEAS_MAXIMAS_EXTRACTO + 1)
    throw invalido(MENSAJES_ARCHIVO_IMPORTACION.dimensiones);
  const ancho = hoja.columnCount;
  const fila = (n: number) =>
    Array.from({ length: ancho }, (_, i) => valorDeCelda(hoja.getRow(n).getCell(i + 1), hoja.name));
  const encabezados = fila(1).map((v) => String(v ?? '').trim());
  const filas: unknown[][] = [];
  for (let n = 2; n <= hoja.rowCount; n += 1) filas.push(fila(n));
  return { encabezados, filas };
}

function leerCsv(contenido: Buffer): TablaExtracto {
  const [encabezados = [], ...filas] = filasDeArchivoCsv(contenido);
  if (filas.length > LINEAS_MAXIMAS_EXTRACTO || encabezados.length > COLUMNAS_MAXIMAS)
    throw invalido(MENSAJES_ARCHIVO_IMPORTACION.dimensiones);
  return { encabezados: encabezados.map((e) => e.trim()), filas };
}

/** Lee el extracto según su contenido: un ZIP es XLSX (la primera hoja); un .csv de texto es CSV. */
export async function leerArchivoExtracto(contenido: Buffer, nombreArchivo: string): Promise<TablaExtracto> {
  if (contenido.length === 0) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.vacio);
  if (/\.xlsm$/i.test(nombreArchivo)) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.macros);
  if (contenido.length >= 4 && contenido.readUInt32LE(0) === 0x04034b50) return leerXlsx(contenido);
  if (/\.csv$/i.test(nombreArchivo) && !contenido.subarray(0, 4096).includes(0)) return leerCsv(contenido);
  throw invalido(MENSAJES_ARCHIVO_IMPORTACION.tipoNoPermitido);
}
