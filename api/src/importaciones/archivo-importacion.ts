// El archivo de una importación (docs/decisiones/importacion.md): la plantilla (XLSX con una hoja por entidad y
// «Instrucciones», o un CSV por hoja), la revisión de lo que llega antes de abrirlo (macros, fórmulas, dimensiones
// enormes, bombas de compresión) y su lectura a filas crudas, que valida @cartera/dominio.
import {
  CODIGOS,
  COLUMNAS_IMPORTACION,
  HOJA_INSTRUCCIONES,
  HOJAS_IMPORTACION,
  claveDeEncabezado,
  hojaDeNombre,
  mapeoDeHoja,
  revisarEncabezados,
  type FilaCruda,
  type HojaImportacion,
  type LibroCrudo,
  type MapeoColumnas,
} from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { ErrorNegocio } from '../common/errores';
import { csvConBom } from '../common/exportes';
import { XlsxComprimidoAnomalo, hojasXlsx, type ValorXlsx } from './lector-xlsx';
import { filasDeArchivoCsv } from '../common/csv';

/** Tamaño máximo del archivo subido. */
export const TAMANO_MAXIMO_IMPORTACION = 50 * 1024 * 1024;
/** Filas de datos en todo el libro: más es un archivo que no es una cartera. */
export const FILAS_MAXIMAS_IMPORTACION = 1_200_000;
/** Columnas de una hoja: la más ancha de la plantilla tiene 27. */
const COLUMNAS_MAXIMAS = 200;
/** Lo que el XLSX puede ocupar descomprimido, en total y frente a lo comprimido (bombas de compresión). */
const DESCOMPRIMIDO_MAXIMO = 600 * 1024 * 1024;
const PROPORCION_MAXIMA = 200;

export const MENSAJES_ARCHIVO_IMPORTACION = {
  demasiadoGrande: 'El archivo supera el tamaño máximo de 50 MB',
  vacio: 'El archivo está vacío',
  tipoNoPermitido: 'Suba un libro de Excel (.xlsx) o un archivo CSV',
  macros: 'El libro trae macros (.xlsm): guárdelo como libro de Excel (.xlsx) sin macros',
  formulas: (hoja: string, celda: string) =>
    `La celda ${celda} de la hoja ${hoja} tiene una fórmula: copie y pegue sólo los valores`,
  comprimido: 'El libro está comprimido de forma anómala y no se abre por seguridad',
  dimensiones: 'El libro tiene demasiadas filas o columnas para una cartera',
  ilegible: 'El archivo no se pudo leer como libro de Excel',
  csvSinHoja:
    'El nombre del CSV debe decir su hoja: Cobradores.csv, Clientes.csv, Prestamos.csv, Cobros.csv, Cuotas.csv o ' +
    'Saldos.csv',
  sinHojas:
    'El archivo no tiene ninguna hoja de la plantilla (Cobradores, Clientes, Prestamos, Cobros, Cuotas, Saldos)',
  hojaRepetida: (hoja: string) => `El libro trae dos hojas ${hoja}: deje una sola`,
  encabezados: (hoja: string, faltan: string[]) =>
    `En la hoja ${hoja} faltan las columnas ${faltan.join(', ')}`,
} as const;

const invalido = (mensaje: string) => new ErrorNegocio(CODIGOS.archivoImportacionInvalido, mensaje, 400);

export const INSTRUCCIONES_IMPORTACION = [
  'Una hoja por entidad; la primera fila son los encabezados (no los cambie o indique su equivalencia al subir).',
  'Cada fila lleva el idExterno que tiene en su sistema: importar el mismo archivo otra vez no cambia nada.',
  'Fechas como dd/mm/aaaa, aaaa-mm-dd o fecha de Excel; montos como 1234567, 1.234.567 o $ 1.234.567,89.',
  'Un préstamo trae su historia (hoja Cobros) o su plan a la fecha de corte (hoja Cuotas), no los dos.',
  'Saldos: el efectivo a la fecha de corte, una fila para la caja de la oficina («oficina») y una por cobrador (su ' +
    'idExterno o su email); abre esa caja contra «Saldos iniciales».',
  'Sólo valores: el libro no puede tener fórmulas ni macros. Máximo 50 MB.',
];

/** La plantilla XLSX: «Instrucciones» y una hoja por entidad con sus encabezados. */
export async function plantillaXlsx(): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  libro.creator = 'Cartera';
  const instrucciones = libro.addWorksheet(HOJA_INSTRUCCIONES);
  instrucciones.columns = [
    { header: 'Hoja', width: 14 },
    { header: 'Columna', width: 22 },
    { header: 'Obligatoria', width: 12 },
    { header: 'Qué lleva', width: 90 },
  ];
  for (const texto of INSTRUCCIONES_IMPORTACION) instrucciones.addRow(['', '', '', texto]);
  for (const hoja of HOJAS_IMPORTACION)
    for (const columna of COLUMNAS_IMPORTACION[hoja])
      instrucciones.addRow([hoja, columna.clave, columna.obligatoria ? 'Sí' : 'No', columna.ayuda]);
  for (const hoja of HOJAS_IMPORTACION) {
    const hojaXlsx = libro.addWorksheet(hoja);
    hojaXlsx.columns = COLUMNAS_IMPORTACION[hoja].map((c) => ({ header: c.clave, key: c.clave, width: 16 }));
    hojaXlsx.getRow(1).font = { bold: true };
  }
  return Buffer.from(await libro.xlsx.writeBuffer());
}

/** La plantilla CSV de una hoja: sus encabezados (UTF-8 con BOM, separador ';'). */
export function plantillaCsv(hoja: HojaImportacion): Buffer {
  return csvConBom([COLUMNAS_IMPORTACION[hoja].map((c) => c.clave)]);
}

/**
 * Revisa el ZIP de un XLSX sin descomprimirlo, por su directorio central: que no traiga macros ni descomprima a más
 * de lo razonable. Un ZIP sin directorio legible no es un XLSX.
 */
export function revisarZipXlsx(contenido: Buffer): void {
  const minimo = Math.max(0, contenido.length - 65_557);
  let fin = -1;
  for (let i = contenido.length - 22; i >= minimo; i -= 1) {
    if (contenido.readUInt32LE(i) === 0x06054b50) {
      fin = i;
      break;
    }
  }
  if (fin < 0) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.ilegible);
  const entradas = contenido.readUInt16LE(fin + 10);
  let posicion = contenido.readUInt32LE(fin + 16);
  let descomprimido = 0;
  let comprimido = 0;
  for (let n = 0; n < entradas; n += 1) {
    if (posicion + 46 > contenido.length || contenido.readUInt32LE(posicion) !== 0x02014b50)
      throw invalido(MENSAJES_ARCHIVO_IMPORTACION.ilegible);
    comprimido += contenido.readUInt32LE(posicion + 20);
    descomprimido += contenido.readUInt32LE(posicion + 24);
    const largoNombre = contenido.readUInt16LE(posicion + 28);
    const largoExtra = contenido.readUInt16LE(posicion + 30);
    const largoComentario = contenido.readUInt16LE(posicion + 32);
    const nombre = contenido.toString('utf8', posicion + 46, posicion + 46 + largoNombre);
    if (/vbaProject\.bin$/i.test(nombre) || (/\.bin$/i.test(nombre) && /macro/i.test(nombre)))
      throw invalido(MENSAJES_ARCHIVO_IMPORTACION.macros);
    posicion += 46 + largoNombre + largoExtra + largoComentario;
  }
  if (descomprimido > DESCOMPRIMIDO_MAXIMO || descomprimido > Math.max(comprimido, 1) * PROPORCION_MAXIMA)
    throw invalido(MENSAJES_ARCHIVO_IMPORTACION.comprimido);
}

/** El valor de una celda de XLSX como texto, número o fecha; una fórmula se rechaza (el extracto lee igual). */
export function valorDeCelda(celda: ExcelJS.Cell, hoja: string): unknown {
  const valor = celda.value;
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'object' && !(valor instanceof Date)) {
    if ('formula' in valor || 'sharedFormula' in valor)
      throw invalido(MENSAJES_ARCHIVO_IMPORTACION.formulas(hoja, celda.address));
    if ('richText' in valor) return valor.richText.map((parte) => parte.text).join('');
    if ('text' in valor) return String(valor.text);
    if ('error' in valor) return null;
    return celda.text;
  }
  return valor;
}

/** Lo leído de un archivo: las filas crudas por hoja y, por hoja, los encabezados tal como venían. */
export interface ArchivoLeido {
  libro: LibroCrudo;
  encabezados: Partial<Record<HojaImportacion, string[]>>;
}

/**
 * Encabezados de las hojas del archivo: las claves de la plantilla que dan (con el mapeo) y, al final, el rechazo de
 * todo el archivo si a alguna hoja le falta una columna obligatoria; el error lleva los encabezados de cada hoja para
 * que la pantalla ofrezca mapearlos.
 */
class Encabezados {
  /** Los encabezados de cada hoja leída (por su nombre de hoja); van tal cual en los errores del rechazo. */
  readonly porHoja: Record<string, string[]> = {};
  private readonly faltantes: string[] = [];

  constructor(private readonly mapeo: MapeoColumnas) {}

  /** Las claves de cada columna de la hoja, o null si le falta una obligatoria (sus filas no se leen). */
  claves(hoja: HojaImportacion, encabezados: string[]): (string | null)[] | null {
    this.porHoja[hoja] = encabezados;
    const { faltan } = revisarEncabezados(hoja, encabezados, this.mapeo);
    if (faltan.length > 0) {
      this.faltantes.push(MENSAJES_ARCHIVO_IMPORTACION.encabezados(hoja, faltan));
      return null;
    }
    const deHoja = mapeoDeHoja(this.mapeo, hoja);
    return encabezados.map((e) => (e ? claveDeEncabezado(hoja, e, deHoja) : null));
  }

  exigirCompletos(): void {
    if (this.faltantes.length === 0) return;
    throw new ErrorNegocio(
      CODIGOS.encabezadosImportacion,
      this.faltantes.join('. '),
      400,
      this.porHoja,
    );
  }
}

function filaVacia(fila: FilaCruda): boolean {
  return Object.values(fila).every(
    (v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''),
  );
}

/** Lo que hace quien lee el archivo con cada fila de una hoja de la plantilla (`numero` es su fila en la hoja). */
export type AlLeerFila = (hoja: HojaImportacion, numero: number, fila: FilaCruda) => void | Promise<void>;

/** El valor de una celda leída (lector-xlsx.ts); una fórmula rechaza el archivo. */
function valorLeido(celda: ValorXlsx | undefined, hoja: string): unknown {
  if (celda && typeof celda === 'object' && !(celda instanceof Date))
    throw invalido(MENSAJES_ARCHIVO_IMPORTACION.formulas(hoja, celda.direccion));
  return celda ?? null;
}

/**
 * Lee un XLSX ya revisado (revisarZipXlsx) en flujo (lector-xlsx.ts) y entrega cada fila a `alLeer` en cuanto la lee:
 * el libro nunca se arma en memoria. Las filas vacías de en medio llegan como filas vacías (cada error dice su fila de
 * la hoja); las del final no llegan. Las hojas ajenas a la plantilla no se leen; una hoja de la plantilla dos veces,
 * una fila más allá del máximo o una celda más allá de la columna 200 rechazan el archivo sin leer el resto. Devuelve
 * los encabezados de cada hoja, tal como venían.
 */
export async function leerXlsxEnFlujo(
  contenido: Buffer,
  mapeo: MapeoColumnas,
  alLeer: AlLeerFila,
): Promise<ArchivoLeido['encabezados']> {
  revisarZipXlsx(contenido);
  const leidas = new Set<HojaImportacion>();
  const encabezados = new Encabezados(mapeo);
  let filasTotales = 0;
  // Un error de quien recibe las filas (la base) no es un archivo ilegible: se propaga tal cual.
  let enAlLeer = false;
  try {
    for await (const hojaXlsx of hojasXlsx(contenido, DESCOMPRIMIDO_MAXIMO)) {
      const nombreHoja = hojaXlsx.nombre;
      const hoja = hojaDeNombre(nombreHoja);
      if (!hoja) continue;
      if (leidas.has(hoja)) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.hojaRepetida(hoja));
      let claves: (string | null)[] | null = null;
      let siguiente = 2;
      for await (const { numero, celdas } of hojaXlsx.filas()) {
        if (celdas.length > COLUMNAS_MAXIMAS || numero > FILAS_MAXIMAS_IMPORTACION + 1)
          throw invalido(MENSAJES_ARCHIVO_IMPORTACION.dimensiones);
        if (numero === 1) {
          claves = encabezados.claves(
            hoja,
            celdas.map((celda) => String(valorLeido(celda, nombreHoja) ?? '').trim()),
          );
          continue;
        }
        if (!claves) continue;
        const fila: Record<string, unknown> = {};
        for (let i = 0; i < claves.length; i += 1) {
          const clave = claves[i];
          if (clave) fila[clave] = valorLeido(celdas[i], nombreHoja);
        }
        filasTotales += 1;
        if (filasTotales > FILAS_MAXIMAS_IMPORTACION)
          throw invalido(MENSAJES_ARCHIVO_IMPORTACION.dimensiones);
        // Una fila vacía sólo cuenta si le sigue otra con datos: entonces llega vacía, como las que no vienen en el XML.
        if (filaVacia(fila)) continue;
        enAlLeer = true;
        for (; siguiente < numero; siguiente += 1) await alLeer(hoja, siguiente, {});
        await alLeer(hoja, numero, fila);
        enAlLeer = false;
        siguiente = numero + 1;
      }
      leidas.add(hoja);
      if (!encabezados.porHoja[hoja]) encabezados.claves(hoja, []);
    }
  } catch (error) {
    if (error instanceof ErrorNegocio || enAlLeer) throw error;
    if (error instanceof XlsxComprimidoAnomalo) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.comprimido);
    throw invalido(MENSAJES_ARCHIVO_IMPORTACION.ilegible);
  }
  if (leidas.size === 0) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.sinHojas);
  encabezados.exigirCompletos();
  return encabezados.porHoja;
}

/** Lee un XLSX entero a filas crudas por hoja (leerXlsxEnFlujo, juntando las filas). */
export async function leerXlsx(contenido: Buffer, mapeo: MapeoColumnas = {}): Promise<ArchivoLeido> {
  const libro: Partial<Record<HojaImportacion, FilaCruda[]>> = {};
  const encabezados = await leerXlsxEnFlujo(contenido, mapeo, (hoja, _numero, fila) => {
    (libro[hoja] ??= []).push(fila);
  });
  for (const hoja of HOJAS_IMPORTACION) if (encabezados[hoja]) libro[hoja] ??= [];
  return { libro, encabezados };
}

/** Lee un CSV (UTF-8, con o sin BOM, separador ';' o ',') de la hoja que dice su nombre de archivo. */
export function leerCsv(contenido: Buffer, nombreArchivo: string, mapeo: MapeoColumnas = {}): ArchivoLeido {
  const hoja = hojaDeNombre(nombreArchivo.replace(/\.csv$/i, '').replace(/^.*[\\/]/, ''));
  if (!hoja) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.csvSinHoja);
  const [encabezados = [], ...resto] = filasDeArchivoCsv(contenido);
  if (resto.length > FILAS_MAXIMAS_IMPORTACION || encabezados.length > COLUMNAS_MAXIMAS)
    throw invalido(MENSAJES_ARCHIVO_IMPORTACION.dimensiones);
  const revision = new Encabezados(mapeo);
  const claves = revision.claves(
    hoja,
    encabezados.map((e) => e.trim()),
  );
  revision.exigirCompletos();
  const filas = resto
    .map((celdas) => {
      const fila: Record<string, unknown> = {};
      claves?.forEach((clave, i) => {
        if (clave) fila[clave] = celdas[i] ?? null;
      });
      return fila;
    })
    .filter((fila) => !filaVacia(fila));
  return { libro: { [hoja]: filas }, encabezados: revision.porHoja };
}

/** Lee el archivo subido según su contenido (un ZIP es XLSX; lo que es texto es CSV) y entrega cada fila a `alLeer`. */
export async function leerArchivoEnFlujo(
  contenido: Buffer,
  nombreArchivo: string,
  mapeo: MapeoColumnas,
  alLeer: AlLeerFila,
): Promise<ArchivoLeido['encabezados']> {
  if (contenido.length === 0) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.vacio);
  if (/\.xlsm$/i.test(nombreArchivo)) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.macros);
  if (contenido.length >= 4 && contenido.readUInt32LE(0) === 0x04034b50)
    return leerXlsxEnFlujo(contenido, mapeo, alLeer);
  if (/\.csv$/i.test(nombreArchivo) && !contenido.subarray(0, 4096).includes(0)) {
    const { libro, encabezados } = leerCsv(contenido, nombreArchivo, mapeo);
    for (const hoja of HOJAS_IMPORTACION) {
      const filas = libro[hoja] ?? [];
      for (let i = 0; i < filas.length; i += 1) await alLeer(hoja, i + 2, filas[i]);
    }
    return encabezados;
  }
  throw invalido(MENSAJES_ARCHIVO_IMPORTACION.tipoNoPermitido);
}

/** Lee el archivo subido según su contenido: un ZIP es XLSX; lo que es texto es CSV. */
export async function leerArchivoImportacion(
  contenido: Buffer,
  nombreArchivo: string,
  mapeo: MapeoColumnas = {},
): Promise<ArchivoLeido> {
  if (contenido.length === 0) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.vacio);
  if (/\.xlsm$/i.test(nombreArchivo)) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.macros);
  if (contenido.length >= 4 && contenido.readUInt32LE(0) === 0x04034b50) return leerXlsx(contenido, mapeo);
  if (/\.csv$/i.test(nombreArchivo) && !contenido.subarray(0, 4096).includes(0))
    return leerCsv(contenido, nombreArchivo, mapeo);
  throw invalido(MENSAJES_ARCHIVO_IMPORTACION.tipoNoPermitido);
}
