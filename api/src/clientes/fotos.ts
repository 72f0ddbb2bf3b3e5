// Fotos de clientes como data URL (especificación §5, §9): sólo JPEG, PNG o WEBP, como mucho 2 MB ya decodificada.
// El navegador las reduce antes de enviarlas; la API vuelve a comprobar tipo, tamaño y que los bytes sean de verdad
// una imagen de ese tipo. Reglas puras: sin Nest ni base de datos.
import { esValorDe, LIMITES } from '@cartera/dominio';

export const TIPOS_FOTO = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TipoFoto = (typeof TIPOS_FOTO)[number];

export const MENSAJES_FOTO = {
  formato: 'La foto debe ser una imagen JPEG, PNG o WEBP',
  grande: 'La imagen es demasiado grande (>2MB)',
} as const;

export interface FotoDecodificada {
  mime: TipoFoto;
  datos: Buffer;
}

const PATRON_DATA_URL = /^data:(image\/(?:jpeg|jpg|png|webp));base64,([A-Za-z0-9+/]*={0,2})$/;

/** Bytes que decodifica un texto base64 de `longitud` caracteres con `relleno` signos '='. */
function tamanoDecodificado(longitud: number, relleno: number): number {
  return Math.floor((longitud * 3) / 4) - relleno;
}

function firmaCorresponde(mime: TipoFoto, datos: Buffer): boolean {
  switch (mime) {
    case 'image/jpeg':
      return datos.length > 3 && datos[0] === 0xff && datos[1] === 0xd8 && datos[2] === 0xff;
    case 'image/png':
      return datos.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/webp':
      return datos.subarray(0, 4).toString('latin1') === 'RIFF' && datos.subarray(8, 12).toString('latin1') === 'WEBP';
  }
}

/**
 * Lee una foto enviada como data URL. Devuelve la foto o el mensaje del error: formato (no es un data URL de
 * imagen JPEG/PNG/WEBP o sus bytes no lo son) o tamaño (más de 2 MB decodificada). El tamaño se mira antes de
 * decodificar: un texto enorme no se convierte en un búfer enorme.
 */
export function leerFoto(valor: unknown): FotoDecodificada | { error: string } {
  if (typeof valor !== 'string') return { error: MENSAJES_FOTO.formato };
  const partes = PATRON_DATA_URL.exec(valor.trim());
  if (!partes) return { error: MENSAJES_FOTO.formato };
  const base64 = partes[2];
  if (base64.length % 4 !== 0 || base64.length === 0) return { error: MENSAJES_FOTO.formato };
  const relleno = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (tamanoDecodificado(base64.length, relleno) > LIMITES.fotoMaxSalida) return { error: MENSAJES_FOTO.grande };
  const mime = partes[1] === 'image/jpg' ? 'image/jpeg' : partes[1];
  if (!esValorDe(TIPOS_FOTO, mime)) return { error: MENSAJES_FOTO.formato };
  const datos = Buffer.from(base64, 'base64');
  if (!firmaCorresponde(mime, datos)) return { error: MENSAJES_FOTO.formato };
  return { mime, datos };
}

/** El mensaje del error de una foto enviada (formato o tamaño), o null si es una foto válida. */
export function errorDeFoto(valor: unknown): string | null {
  const foto = leerFoto(valor);
  return 'error' in foto ? foto.error : null;
}

/** La foto guardada, otra vez como data URL para el navegador. */
export function aDataUrl(mime: string, datos: Buffer): string {
  return `data:${mime};base64,${datos.toString('base64')}`;
}

/** Lo que la auditoría guarda en lugar de los bytes de una foto. */
export function marcaFoto(foto: FotoDecodificada | null | undefined): string | null {
  if (!foto) return null;
  return `[foto ${foto.mime}, ${foto.datos.length} bytes]`;
}
