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
import {
  abrirArchivoSubido,
  formatoDeArchivo,
  type TandaDeFilas,
} from '../common/archivos/lector-acotado';
import { LIMITES_IMPORTACION, MENSAJES_LECTOR } from '../common/archivos/limites';
import type { ValorCelda } from '../common/archivos/xlsx-filas';

/** Tamaño máximo del archivo subido. */
export const TAMANO_MAXIMO_IMPORTACION = LIMITES_IMPORTACION.tamano;
/** Filas de datos en todo el libro: más es un archivo que no es una cartera. */
export const FILAS_MAXIMAS_IMPORTACION = LIMITES_IMPORTACION.filas;

/** Los mensajes del lector (common/archivos/limites.ts) y los propios de la plantilla. */
export const MENSAJES_ARCHIVO_IMPORTACION = {
  ...MENSAJES_LECTOR,
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
  'Un préstamo reenganchado, anulado, solicitado o rechazado llega sin cobros ni cuotas: entra con sus condiciones y ' +
    'su estado, sin saldo; su fechaCorte es el día de su cierre.',
  'Saldos: el efectivo a la fecha de corte, una fila para la caja de la oficina («oficina») y una por cobrador (su ' +
    'idExterno o su email); abre esa caja contra «Saldos iniciales».',
  'Clientes: la columna oficina lleva el código o el nombre de su oficina (Configuración › Oficinas); vacía, la ' +
    'única oficina si hay una sola. Sus préstamos y cobros quedan en la oficina del cliente.',
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

/** El valor de una celda leída; una fórmula rechaza el archivo. */
function valorLeido(celda: ValorCelda | undefined, hoja: string): unknown {
  if (celda && typeof celda === 'object' && !(celda instanceof Date))
    throw invalido(MENSAJES_ARCHIVO_IMPORTACION.formulas(hoja, celda.direccion));
  return celda ?? null;
}

/** Las hojas del archivo que son de la plantilla (por su índice), una vez cada una. */
function hojasDePlantilla(nombres: string[], esCsv: boolean): Map<number, HojaImportacion> {
  const elegidas = new Map<number, HojaImportacion>();
  const vistas = new Set<HojaImportacion>();
  nombres.forEach((nombre, indice) => {
    const hoja = hojaDeNombre(nombre);
    if (!hoja) return;
    if (vistas.has(hoja)) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.hojaRepetida(hoja));
    vistas.add(hoja);
    elegidas.set(indice, hoja);
  });
  if (elegidas.size === 0)
    throw invalido(esCsv ? MENSAJES_ARCHIVO_IMPORTACION.csvSinHoja : MENSAJES_ARCHIVO_IMPORTACION.sinHojas);
  return elegidas;
}

/** Lo que se lleva de la hoja que se está leyendo: sus claves por columna y la próxima fila que llega. */
interface HojaEnLectura {
  hoja: HojaImportacion;
  nombre: string;
  claves: (string | null)[] | null;
  siguiente: number;
}

/**
 * Lee el archivo subido (XLSX o CSV) con el lector acotado (common/archivos: un hilo aparte, con los límites de
 * LIMITES_IMPORTACION) y entrega cada fila a `alLeer` en cuanto llega su tanda: el libro nunca se arma en memoria. Las
 * filas vacías de en medio llegan como filas vacías (cada error dice su fila de la hoja); las del final no llegan. Las
 * hojas ajenas a la plantilla no se leen; una hoja de la plantilla dos veces, una fila más allá del máximo o un límite
 * del lector rechazan el archivo sin leer el resto. Devuelve los encabezados de cada hoja, tal como venían.
 */
export async function leerArchivoEnFlujo(
  contenido: Buffer,
  nombreArchivo: string,
  mapeo: MapeoColumnas,
  alLeer: AlLeerFila,
): Promise<ArchivoLeido['encabezados']> {
  const formato = formatoDeArchivo(contenido, nombreArchivo, LIMITES_IMPORTACION);
  const esCsv = formato.tipo === 'csv';
  if (formato.tipo === 'csv') {
    const hoja = hojaDeNombre(nombreArchivo.replace(/\.csv$/i, '').replace(/^.*[\\/]/, ''));
    if (!hoja) throw invalido(MENSAJES_ARCHIVO_IMPORTACION.csvSinHoja);
    formato.hoja = hoja;
  }
  const archivo = await abrirArchivoSubido(contenido, formato, LIMITES_IMPORTACION);
  const encabezados = new Encabezados(mapeo);
  try {
    const elegidas = hojasDePlantilla(archivo.hojas, esCsv);
    const indices = [...elegidas.keys()];
    let enLectura: HojaEnLectura | null = null;
    let filasTotales = 0;
    // Las hojas sin filas no mandan tandas: sus encabezados (ninguno) se revisan al pasar por ellas, en su orden.
    let pendiente = 0;
    const hastaLaHoja = (indice: number) => {
      for (; pendiente < indices.length && indices[pendiente] < indice; pendiente += 1) {
        const hoja = elegidas.get(indices[pendiente]);
        if (hoja && !encabezados.porHoja[hoja]) encabezados.claves(hoja, []);
      }
    };
    const leerTanda = async ({ hoja: indice, numeros, celdas }: TandaDeFilas) => {
      const hoja = elegidas.get(indice);
      if (!hoja) return;
      let lectura = enLectura;
      if (lectura?.hoja !== hoja) {
        hastaLaHoja(indice);
        lectura = enLectura = { hoja, nombre: archivo.hojas[indice], claves: null, siguiente: 2 };
      }
      const { nombre } = lectura;
      for (let i = 0; i < numeros.length; i += 1) {
        const numero = numeros[i];
        if (numero === 1) {
          lectura.claves = encabezados.claves(
            hoja,
            celdas[i].map((celda) => String(valorLeido(celda, nombre) ?? '').trim()),
          );
          // Un CSV es una sola hoja: si le falta una columna, no se lee el resto.
          if (esCsv) encabezados.exigirCompletos();
          continue;
        }
        if (!lectura.claves) continue;
        const fila: Record<string, unknown> = {};
        for (let c = 0; c < lectura.claves.length; c += 1) {
          const clave = lectura.claves[c];
          if (clave) fila[clave] = valorLeido(celdas[i][c], lectura.nombre);
        }
        if ((filasTotales += 1) > FILAS_MAXIMAS_IMPORTACION)
          throw invalido(MENSAJES_ARCHIVO_IMPORTACION.filasArchivo(FILAS_MAXIMAS_IMPORTACION));
        // Una fila vacía sólo cuenta si le sigue otra con datos: entonces llega vacía, como las que no vienen en el XML.
        if (filaVacia(fila)) continue;
        for (; lectura.siguiente < numero; lectura.siguiente += 1) await alLeer(lectura.hoja, lectura.siguiente, {});
        await alLeer(lectura.hoja, numero, fila);
        lectura.siguiente = numero + 1;
      }
    };
    for await (const tanda of archivo.tandas(indices)) await leerTanda(tanda);
    hastaLaHoja(Number.POSITIVE_INFINITY);
  } finally {
    await archivo.cerrar();
  }
  encabezados.exigirCompletos();
  return encabezados.porHoja;
}
