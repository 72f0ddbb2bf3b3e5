// Reglas de los archivos de documentos (§7 Collateral and documents): tamaño máximo y tipo reconocido por el
// contenido (los primeros bytes), nunca por la extensión ni por el Content-Type que declara el navegador. El tamaño,
// los tipos y los mensajes son los de @cartera/dominio, los mismos que comprueba la pantalla antes de subir.
import { MENSAJES_ARCHIVO, MIMES_DOCUMENTO, esValorDe, type MimeDocumento } from '@cartera/dominio';

export type ResultadoTipo = { mime: MimeDocumento } | { error: string };

const empiezaCon = (contenido: Uint8Array, bytes: readonly number[], desde = 0): boolean =>
  contenido.length >= desde + bytes.length && bytes.every((byte, i) => contenido[desde + i] === byte);

const ascii = (texto: string): number[] => Array.from(texto, (c) => c.charCodeAt(0));

/** Marcas ISO-BMFF de HEIC/HEIF/AVIF (el 'ftyp' va en el byte 4 y la marca en el 8). */
const MARCAS_HEIF = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif'];

/** Reconoce el tipo por los primeros bytes: %PDF-, FF D8 FF, 89 50 4E 47 0D 0A 1A 0A, RIFF….WEBP; HEIC se rechaza. */
export function detectarTipo(contenido: Uint8Array): ResultadoTipo {
  if (contenido.length === 0) return { error: MENSAJES_ARCHIVO.vacio };
  if (empiezaCon(contenido, ascii('%PDF-'))) return { mime: 'application/pdf' };
  if (empiezaCon(contenido, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg' };
  if (empiezaCon(contenido, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png' };
  if (empiezaCon(contenido, ascii('RIFF')) && empiezaCon(contenido, ascii('WEBP'), 8)) return { mime: 'image/webp' };
  if (empiezaCon(contenido, ascii('ftyp'), 4) && MARCAS_HEIF.some((marca) => empiezaCon(contenido, ascii(marca), 8))) {
    return { error: MENSAJES_ARCHIVO.heic };
  }
  return { error: MENSAJES_ARCHIVO.tipoNoPermitido };
}

/**
 * Nombre original seguro para guardar y mostrar: sin ruta, sin caracteres de control, máximo 200 caracteres.
 * Vacío si no queda nada.
 */
export function limpiarNombreArchivo(nombre: string): string {
  const base = nombre.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
}

/** El nombre en ASCII para `filename=` (las tildes van en `filename*`). */
export function nombreAscii(nombre: string): string {
  const limpio = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return limpio || 'documento';
}

/** Extensión de cada tipo reconocido: la descarga la toma de aquí, nunca del nombre que puso quien subió el archivo. */
export const EXTENSIONES_DOCUMENTO: Readonly<Record<MimeDocumento, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Nombre de descarga: el nombre original sin su extensión y con la del tipo detectado (`factura.html` que en
 * realidad es un PDF se descarga como `factura.pdf`). Un tipo desconocido (no debería haberlo) cae en `.bin`.
 */
export function nombreConExtension(nombre: string, mime: string): string {
  const extension = esValorDe(MIMES_DOCUMENTO, mime) ? EXTENSIONES_DOCUMENTO[mime] : 'bin';
  const punto = nombre.lastIndexOf('.');
  const base = (punto > 0 ? nombre.slice(0, punto) : nombre).trim() || 'documento';
  return `${base}.${extension}`;
}
