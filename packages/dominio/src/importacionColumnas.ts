// Columnas de un archivo que no usa los encabezados de la plantilla (docs/decisiones/importacion.md): el mapeo de la
// oficina (su encabezado → columna de la plantilla), por hoja o para todas, que Cartera recuerda; qué encabezados de
// una hoja quedan sin columna y qué columnas obligatorias faltan; y el tiempo que le queda a una aplicación.

import {
  COLUMNAS_IMPORTACION,
  HOJAS_IMPORTACION,
  claveDeEncabezado,
  hojaDeNombre,
  type HojaImportacion,
} from './importacion';

/**
 * El mapeo de columnas: `{"Documento": "cedula"}` vale para todas las hojas; `{"Clientes": {"Documento": "cedula"}}`
 * sólo para esa hoja (y gana sobre el general). Una columna vacía ('') dice que el encabezado no se usa.
 */
export type MapeoColumnas = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** Lo más que un mapeo puede traer: la hoja más ancha admitida tiene 200 columnas. */
const ENCABEZADOS_MAXIMOS = 200;
const LARGO_MAXIMO_ENCABEZADO = 200;

export const MENSAJES_COLUMNAS_IMPORTACION = {
  formato:
    'columnas debe ser un objeto JSON: {"encabezado del archivo": "columna de la plantilla"} o, por hoja, {"Clientes": {"encabezado": "columna"}}',
  demasiadas: `columnas admite hasta ${ENCABEZADOS_MAXIMOS} encabezados por hoja de hasta ${LARGO_MAXIMO_ENCABEZADO} caracteres`,
  columnaDesconocida: (hoja: string, columna: string) => `La hoja ${hoja} no tiene la columna ${columna}`,
  columnaDesconocidaGeneral: (columna: string) => `Ninguna hoja de la plantilla tiene la columna ${columna}`,
} as const;

const esTextos = (valor: unknown): valor is Record<string, string> =>
  typeof valor === 'object' &&
  valor !== null &&
  !Array.isArray(valor) &&
  Object.values(valor).every((v) => typeof v === 'string');

const esColumnaDe = (hoja: HojaImportacion, columna: string) =>
  columna === '' || COLUMNAS_IMPORTACION[hoja].some((c) => c.clave === columna);

/**
 * Valida un mapeo recibido: un objeto de textos (general) y, bajo el nombre de una hoja, un objeto de textos; cada
 * columna debe existir en su hoja (o en alguna, si es general). Devuelve el mapeo con las hojas por su nombre de la
 * plantilla, o el mensaje de por qué no sirve.
 */
export function leerMapeoColumnas(valor: unknown): { mapeo: MapeoColumnas } | { error: string } {
  if (typeof valor !== 'object' || valor === null || Array.isArray(valor))
    return { error: MENSAJES_COLUMNAS_IMPORTACION.formato };
  const mapeo: Record<string, string | Record<string, string>> = {};
  const general: Record<string, string> = {};
  for (const [clave, destino] of Object.entries(valor)) {
    if (typeof destino === 'string') {
      general[clave] = destino;
      continue;
    }
    const hoja = hojaDeNombre(clave);
    if (!hoja || !esTextos(destino)) return { error: MENSAJES_COLUMNAS_IMPORTACION.formato };
    const entradas = Object.entries(destino);
    if (entradas.length > ENCABEZADOS_MAXIMOS || entradas.some(([e]) => e.length > LARGO_MAXIMO_ENCABEZADO))
      return { error: MENSAJES_COLUMNAS_IMPORTACION.demasiadas };
    const ajena = entradas.find(([, columna]) => !esColumnaDe(hoja, columna));
    if (ajena) return { error: MENSAJES_COLUMNAS_IMPORTACION.columnaDesconocida(hoja, ajena[1]) };
    mapeo[hoja] = { ...(mapeo[hoja] as Record<string, string> | undefined), ...destino };
  }
  const generales = Object.entries(general);
  if (generales.length > ENCABEZADOS_MAXIMOS || generales.some(([e]) => e.length > LARGO_MAXIMO_ENCABEZADO))
    return { error: MENSAJES_COLUMNAS_IMPORTACION.demasiadas };
  const ajena = generales.find(([, columna]) => !HOJAS_IMPORTACION.some((h) => esColumnaDe(h, columna)));
  if (ajena) return { error: MENSAJES_COLUMNAS_IMPORTACION.columnaDesconocidaGeneral(ajena[1]) };
  return { mapeo: { ...general, ...mapeo } };
}

/** El mapeo que vale en una hoja: el general y, encima, el de la hoja. */
export function mapeoDeHoja(mapeo: MapeoColumnas, hoja: HojaImportacion): Record<string, string> {
  const deHoja: Record<string, string> = {};
  for (const [clave, destino] of Object.entries(mapeo)) if (typeof destino === 'string') deHoja[clave] = destino;
  const propio = Object.entries(mapeo).find(([clave, destino]) => typeof destino === 'object' && hojaDeNombre(clave) === hoja);
  return { ...deHoja, ...(propio?.[1] as Record<string, string> | undefined) };
}

/** Lo que falta o sobra en los encabezados de una hoja con un mapeo. */
export interface RevisionEncabezados {
  /** Columnas obligatorias de la plantilla que ningún encabezado da. */
  faltan: string[];
  /** Encabezados del archivo que no dan ninguna columna (ni la plantilla los reconoce ni el mapeo los lleva a una). */
  ignorados: string[];
}

/** Compara los encabezados de una hoja del archivo con sus columnas, aplicando el mapeo. */
export function revisarEncabezados(
  hoja: HojaImportacion,
  encabezados: readonly string[],
  mapeo: MapeoColumnas = {},
): RevisionEncabezados {
  const deHoja = mapeoDeHoja(mapeo, hoja);
  const claves = encabezados.map((e) => (e.trim() ? claveDeEncabezado(hoja, e.trim(), deHoja) : null));
  return {
    faltan: COLUMNAS_IMPORTACION[hoja].filter((c) => c.obligatoria && !claves.includes(c.clave)).map((c) => c.clave),
    ignorados: encabezados.filter((e, i) => e.trim() !== '' && claves[i] === null && deHoja[e.trim()] !== ''),
  };
}

/**
 * Segundos que le quedan a una aplicación al ritmo que lleva (filas hechas en el tiempo transcurrido), redondeados
 * hacia arriba; null mientras no hay ritmo (ninguna fila hecha) y 0 al terminar.
 */
export function segundosRestantesImportacion(hechas: number, total: number, transcurridoMs: number): number | null {
  if (hechas >= total) return 0;
  if (hechas <= 0 || transcurridoMs <= 0) return null;
  return Math.ceil(((total - hechas) * transcurridoMs) / hechas / 1000);
}

/** Segundos que faltan, para leer: «45 s», «2 min 5 s», «1 h 3 min». */
export function formatearTiempoRestante(segundos: number): string {
  const s = Math.max(0, Math.ceil(segundos));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}
