// La subida multipart de un archivo de la oficina: el de una importación y el de un extracto bancario
// (pagos/archivo-extracto.ts) llegan igual y se rechazan con los mismos códigos.
import { CODIGOS } from '@cartera/dominio';
import type { FastifyRequest } from 'fastify';
import { ErrorNegocio } from '../common/errores';
import { codigoDe } from '../common/tipado';
import { MENSAJES_ARCHIVO_IMPORTACION, TAMANO_MAXIMO_IMPORTACION } from './archivo-importacion';

/** El archivo subido y los campos de texto que lo acompañan (`columnas`, `cuenta`). */
export interface ArchivoSubido {
  contenido: Buffer;
  nombre: string;
  campos: Record<string, string>;
}

/** Los mensajes propios de cada pantalla: qué enviar y dónde adjuntarlo. */
export interface MensajesSubida {
  noMultipart: string;
  sinArchivo: string;
}

/**
 * Lee el multipart: el archivo (≤ 50 MB, uno) en el campo `archivo` y hasta cuatro campos de texto. Sin multipart o
 * mal formado, 400; más grande, 413 ARCHIVO_DEMASIADO_GRANDE; sin archivo, 400 con `sinArchivo`.
 */
export async function leerSubidaArchivo(
  request: FastifyRequest,
  mensajes: MensajesSubida,
): Promise<ArchivoSubido> {
  if (!request.isMultipart()) throw new ErrorNegocio(CODIGOS.noMultipart, mensajes.noMultipart, 400);
  let contenido: Buffer | undefined;
  let nombre = '';
  const campos: Record<string, string> = {};
  try {
    for await (const parte of request.parts({
      limits: { fileSize: TAMANO_MAXIMO_IMPORTACION, files: 1, fields: 4 },
    })) {
      if (parte.type === 'file') {
        if (parte.fieldname !== 'archivo') {
          parte.file.resume();
          continue;
        }
        contenido = await parte.toBuffer();
        nombre = parte.filename;
      } else campos[parte.fieldname] = String(parte.value);
    }
  } catch (error) {
    if (codigoDe(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw new ErrorNegocio(
        CODIGOS.archivoDemasiadoGrande,
        MENSAJES_ARCHIVO_IMPORTACION.demasiadoGrande,
        413,
      );
    if (error instanceof ErrorNegocio) throw error;
    throw new ErrorNegocio(CODIGOS.multipartInvalido, mensajes.noMultipart, 400);
  }
  if (!contenido) throw new ErrorNegocio(CODIGOS.archivoImportacionInvalido, mensajes.sinArchivo, 400);
  return { contenido, nombre, campos };
}
