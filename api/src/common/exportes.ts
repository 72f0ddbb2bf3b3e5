// Piezas comunes de las descargas que genera la API (CSV para Excel es-CO, XLSX, PDF): tipos, nombres de archivo,
// Content-Disposition, celdas que no se abren como fórmula y el XLSX escrito en flujo de las descargas grandes.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { esValorDe, neutralizarCelda } from '@cartera/dominio';
import { enSuAlcance } from '../database/alcance';
import { StreamableFile } from '@nestjs/common';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CODIGOS, ErrorNegocio } from './errores';

/** Marca de orden de bytes UTF-8: Excel abre así las tildes. */
export const BOM_UTF8 = Buffer.from([0xef, 0xbb, 0xbf]);
export const SEPARADOR_CSV = ';';
export const FIN_LINEA_CSV = '\r\n';

export const TIPOS_ARCHIVO = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export interface ArchivoExportado {
  contenido: Buffer;
  tipo: string;
  nombre: string;
  /** Cabecera Content-Disposition: nombre ASCII y `filename*` UTF-8. */
  disposicion: string;
}

/** Una descarga que se escribe mientras se envía (XLSX grandes): la respuesta la recibe como flujo. */
export interface ArchivoEnFlujo extends Omit<ArchivoExportado, 'contenido'> {
  contenido: AsyncIterable<Buffer>;
}

/** Lo que una ruta descarga: su tipo, su Content-Disposition y el contenido, entero o en flujo. */
export interface Descarga {
  tipo: string;
  disposicion: string;
  contenido: Buffer | Readable | AsyncIterable<Buffer>;
  /** Cabeceras propias del archivo (su tamaño, su huella, otra caché), después de las de toda descarga. */
  cabeceras?: Readonly<Record<string, string>>;
}

/** Si el valor que devolvió una ruta de descarga es el archivo (y no la respuesta ya escrita con `@Res()`). */
export function esDescarga(valor: unknown): valor is Descarga {
  return (
    typeof valor === 'object' &&
    valor !== null &&
    'tipo' in valor &&
    'disposicion' in valor &&
    'contenido' in valor
  );
}

/** Las cabeceras de una descarga: su tipo, su Content-Disposition, sin caché y las suyas propias. */
function ponerCabeceras(respuesta: FastifyReply, archivo: Descarga): void {
  respuesta
    .header('Content-Type', archivo.tipo)
    .header('Content-Disposition', archivo.disposicion)
    .header('Cache-Control', 'no-store');
  for (const [nombre, valor] of Object.entries(archivo.cabeceras ?? {})) respuesta.header(nombre, valor);
}

/**
 * Lo que llega en flujo sale en flujo, sin juntarlo en memoria. El socket pide cada tanda fuera de la petición: se lee
 * con el alcance de quien la envía (enSuAlcance, docs/decisiones/rol-de-la-api-y-alcance.md).
 */
const enFlujo = (contenido: Readable | AsyncIterable<Buffer>): Readable =>
  contenido instanceof Readable ? contenido : Readable.from(enSuAlcance(contenido), { objectMode: false });

/**
 * La respuesta de una ruta de descarga (`Ruta` con `descarga(...)` la pone con `EnvioDeDescarga`): con sus cabeceras
 * puestas, el archivo como `StreamableFile`, que Nest envía tal cual, fuera del sobre JSON.
 */
export function archivoDeRespuesta(respuesta: FastifyReply, archivo: Descarga): StreamableFile {
  ponerCabeceras(respuesta, archivo);
  const { contenido } = archivo;
  return Buffer.isBuffer(contenido) ? new StreamableFile(contenido) : new StreamableFile(enFlujo(contenido));
}

/** La descarga de `contenido` como adjunto `nombre` (el mismo nombre, ASCII, en las dos formas de la cabecera). */
export function adjunto(tipo: string, nombre: string, contenido: Descarga['contenido']): Descarga {
  return { tipo, disposicion: disposicionAdjunto(nombre, nombre), contenido };
}

/** Envía una descarga sin caché (una ruta con `@Res()`); lo que llega en flujo sale en flujo, sin juntarlo en memoria. */
export async function enviarArchivo(respuesta: FastifyReply, archivo: Descarga): Promise<void> {
  ponerCabeceras(respuesta, archivo);
  const { contenido } = archivo;
  await respuesta.send(Buffer.isBuffer(contenido) ? contenido : enFlujo(contenido));
}

/**
 * La descarga de una ruta `…/export/:formato` en uno de `formatos`: otro es un 400 FORMATO_INVALIDO que los nombra
 * («El formato debe ser csv, xlsx o pdf»), antes de generar nada; si no, lo que `generar` arma en ese formato.
 */
export async function enFormato<F extends string>(
  formatos: readonly [F, ...F[]],
  formato: string,
  generar: (elegido: F) => Promise<Descarga>,
): Promise<Descarga> {
  if (!esValorDe(formatos, formato)) {
    const lista =
      formatos.length > 1 ? `${formatos.slice(0, -1).join(', ')} o ${formatos.at(-1)}` : formatos[0];
    throw new ErrorNegocio(CODIGOS.formatoInvalido, `El formato debe ser ${lista}`, 400);
  }
  return generar(formato);
}

/** 'José Pérez' → 'jose-perez': sólo ASCII para el `filename` clásico. */
export function slugAscii(texto: string, porDefecto = 'cliente'): string {
  return (
    texto
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || porDefecto
  );
}

/** Content-Disposition con nombre ASCII y, para quien lo entienda, el nombre con tildes (RFC 6266 / 5987). */
export function disposicionAdjunto(nombreAscii: string, nombreUtf8: string): string {
  const codificado = encodeURIComponent(nombreUtf8).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${nombreAscii}"; filename*=UTF-8''${codificado}`;
}

/** Una celda CSV: los números tal cual; el texto neutralizado y entre comillas si lleva ; comillas o saltos. */
export function celdaCsv(valor: string | number | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'number') return String(valor);
  const texto = neutralizarCelda(valor);
  return /[";\r\n]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** Una línea CSV con separador ';' y fin de línea CRLF. */
export function lineaCsv(celdas: ReadonlyArray<string | number | null | undefined>): string {
  return celdas.map(celdaCsv).join(SEPARADOR_CSV) + FIN_LINEA_CSV;
}

/** CSV entero, UTF-8 con BOM y ';' (Excel en es-CO abre así las tildes y columnas bien), líneas CRLF. */
export function csvConBom(filas: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): Buffer {
  return Buffer.concat([BOM_UTF8, Buffer.from(filas.map(lineaCsv).join(''), 'utf8')]);
}

/** 'YYYY-MM-DD' → fecha UTC a medianoche: exceljs la guarda como número de serie de Excel sin correrla de día. */
export function fechaExcel(fecha: string): Date {
  const [anio, mes, dia] = fecha.split('-').map(Number);
  return new Date(Date.UTC(anio, mes - 1, dia));
}

/** Formato de pesos enteros en XLSX. */
export const FORMATO_PESOS_XLSX = '"$" #,##0;-"$" #,##0';

/**
 * Cede el turno al cliente: espera a que lea lo ya escrito (`drain`) si el búfer está lleno. false si cortó la
 * descarga (hay que dejar de escribir).
 */
export type PausaXlsx = () => Promise<boolean>;

/**
 * XLSX con el escritor en flujo de exceljs (`stream.xlsx.WorkbookWriter`): `escribir` agrega hojas y filas y confirma
 * cada fila (`commit`), que sale comprimida hacia el cliente sin armar el libro en memoria; cada tanto llama a
 * `pausa()` para respetar el ritmo del cliente. Si el cliente corta, `pausa()` devuelve false y se deja de escribir.
 * Es el helper de todas las exportaciones XLSX que pueden ser grandes (reportes, auditoría): se envía con
 * `Readable.from(contenido)`.
 */
export async function* xlsxEnFlujo(
  escribir: (libro: ExcelJS.stream.xlsx.WorkbookWriter, pausa: PausaXlsx) => Promise<void>,
): AsyncGenerator<Buffer> {
  const salida = new PassThrough();
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: salida,
    useStyles: true,
    useSharedStrings: false,
  });
  libro.creator = 'Cartera';
  const pausa: PausaXlsx = async () => {
    if (salida.destroyed) return false;
    if (salida.writableNeedDrain) await Promise.race([once(salida, 'drain'), once(salida, 'close')]);
    return !salida.destroyed;
  };
  const trabajo = (async () => {
    try {
      await escribir(libro, pausa);
      if (!salida.destroyed) await libro.commit();
    } catch (error) {
      salida.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  try {
    for await (const trozo of salida) yield trozo;
  } finally {
    salida.destroy();
    await trabajo;
  }
}
