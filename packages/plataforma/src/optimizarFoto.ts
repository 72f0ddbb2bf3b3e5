// Photo of a client, prepared in the browser before it is sent (spec §5, §9): over 5 MB is refused outright; the
// rest is redrawn at most 800 px on its longer side as JPEG quality 0.85, and refused if still over 2 MB.
import { LIMITES, MENSAJES } from '@cartera/dominio';

export class ErrorFoto extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ErrorFoto';
  }
}

export const MENSAJE_NO_ES_IMAGEN = 'El archivo debe ser una imagen';
export const MENSAJE_IMAGEN_ILEGIBLE = 'No se pudo leer la imagen';

/** Turns an image file into a JPEG data URL no larger than `lado` px on either side. */
export type Codificador = (archivo: Blob, lado: number, calidad: number) => Promise<string>;

/** Size that fits `lado` keeping the proportions; smaller images stay as they are. */
export function medidasReducidas(ancho: number, alto: number, lado: number = LIMITES.fotoLado): { ancho: number; alto: number } {
  const escala = Math.min(1, lado / Math.max(ancho, alto));
  return { ancho: Math.max(1, Math.round(ancho * escala)), alto: Math.max(1, Math.round(alto * escala)) };
}

/** Bytes a base64 data URL decodes to. */
export function bytesDeDataUrl(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const relleno = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - relleno;
}

/** The browser's canvas: decode, scale, paint on white (PNG transparency) and encode as JPEG. */
export const codificarEnNavegador: Codificador = async (archivo, lado, calidad) => {
  let imagen: ImageBitmap;
  try {
    imagen = await createImageBitmap(archivo);
  } catch {
    throw new ErrorFoto(MENSAJE_IMAGEN_ILEGIBLE);
  }
  try {
    const { ancho, alto } = medidasReducidas(imagen.width, imagen.height, lado);
    const lienzo = document.createElement('canvas');
    lienzo.width = ancho;
    lienzo.height = alto;
    const contexto = lienzo.getContext('2d');
    if (!contexto) throw new ErrorFoto(MENSAJE_IMAGEN_ILEGIBLE);
    contexto.fillStyle = '#ffffff';
    contexto.fillRect(0, 0, ancho, alto);
    contexto.imageSmoothingQuality = 'high';
    contexto.drawImage(imagen, 0, 0, ancho, alto);
    return lienzo.toDataURL('image/jpeg', calidad);
  } finally {
    imagen.close();
  }
};

/** The photo ready to send as a data URL, or an `ErrorFoto` with the Spanish message to show. */
export async function optimizarFoto(archivo: File, codificar: Codificador = codificarEnNavegador): Promise<string> {
  if (archivo.size > LIMITES.fotoMaxEntrada) throw new ErrorFoto(MENSAJES.imagenGrande);
  if (!archivo.type.startsWith('image/')) throw new ErrorFoto(MENSAJE_NO_ES_IMAGEN);
  const dataUrl = await codificar(archivo, LIMITES.fotoLado, LIMITES.fotoCalidad);
  if (bytesDeDataUrl(dataUrl) > LIMITES.fotoMaxSalida) throw new ErrorFoto(MENSAJES.imagenGrandeOptimizada);
  return dataUrl;
}
