import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { CODIGOS, MENSAJES_ARCHIVO, TAMANO_MAXIMO_DOCUMENTO, esValorDe } from '@cartera/dominio';
import { ErrorNegocio } from '../common/errores';
import { codigoDe } from '../common/tipado';

/** Los primeros bytes de un archivo: alcanzan para reconocer su tipo (documentos.rules.ts, `detectarTipo`). */
const BYTES_CABECERA = 32;

export const MENSAJES_SUBIDA = {
  noMultipart:
    'Envíe el archivo como multipart/form-data (campos file, tipo, relacionadoTipo, relacionadoId)',
  variosArchivos: 'Envíe un solo archivo por subida',
} as const;

/** Los campos de texto que una subida lee; cualquier otro se ignora. */
const CAMPOS_SUBIDA = ['tipo', 'relacionadoTipo', 'relacionadoId', 'metadata'] as const;

export type CamposSubida = Partial<Record<(typeof CAMPOS_SUBIDA)[number], string>>;

/** Un archivo recibido en flujo: quedó en un archivo temporal y de él sólo se guardó lo que hace falta saber. */
export interface ArchivoRecibido {
  nombre: string;
  /** Los primeros bytes, para reconocer el tipo por el contenido. */
  cabecera: Buffer;
  bytes: number;
  checksum: string;
  /** El archivo temporal; `borrarRecibido` lo quita al terminar la subida, salga como salga. */
  ruta: string;
}

export const demasiadoGrande = () =>
  new ErrorNegocio(CODIGOS.archivoDemasiadoGrande, MENSAJES_ARCHIVO.demasiadoGrande, 413);

/** Cuenta los bytes, calcula el SHA-256 y guarda la cabecera mientras el archivo pasa hacia el disco. */
class Medidor extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  private readonly trozosCabecera: Buffer[] = [];
  private bytesCabecera = 0;

  override _transform(trozo: Buffer, _codificacion: BufferEncoding, listo: TransformCallback): void {
    this.bytes += trozo.length;
    if (this.bytes > TAMANO_MAXIMO_DOCUMENTO) {
      listo(demasiadoGrande());
      return;
    }
    this.hash.update(trozo);
    if (this.bytesCabecera < BYTES_CABECERA) {
      const parte = trozo.subarray(0, BYTES_CABECERA - this.bytesCabecera);
      this.trozosCabecera.push(Buffer.from(parte));
      this.bytesCabecera += parte.length;
    }
    listo(null, trozo);
  }

  cabecera(): Buffer {
    return Buffer.concat(this.trozosCabecera);
  }
}

/** Lleva la parte `file` a un archivo temporal (sólo lo puede leer el proceso) sin juntarla en memoria. */
async function recibirArchivo(parte: MultipartFile, carpeta: string): Promise<ArchivoRecibido> {
  const ruta = path.join(carpeta, `cartera-subida-${randomUUID()}`);
  const medidor = new Medidor();
  try {
    await pipeline(parte.file, medidor, createWriteStream(ruta, { mode: 0o600, flags: 'wx' }));
  } catch (error) {
    await borrarRecibido(ruta);
    throw error;
  }
  const recibido = {
    nombre: parte.filename,
    cabecera: medidor.cabecera(),
    bytes: medidor.bytes,
    checksum: medidor.hash.digest('hex'),
    ruta,
  };
  if (parte.file.truncated) {
    await borrarRecibido(ruta);
    throw demasiadoGrande();
  }
  return recibido;
}

export async function borrarRecibido(ruta: string | undefined): Promise<void> {
  if (ruta) await rm(ruta, { force: true });
}

/** Traduce lo que @fastify/multipart o busboy reclaman a un error en español (400/413); lo demás sigue igual. */
function errorDeMultipart(error: unknown): unknown {
  if (error instanceof ErrorNegocio) return error;
  const codigo = codigoDe(error);
  if (codigo === 'FST_REQ_FILE_TOO_LARGE') return demasiadoGrande();
  if (codigo === 'FST_FILES_LIMIT')
    return new ErrorNegocio(CODIGOS.variosArchivos, MENSAJES_SUBIDA.variosArchivos, 400);
  if (
    codigo === 'FST_PARTS_LIMIT' ||
    codigo === 'FST_FIELDS_LIMIT' ||
    codigo === 'FST_INVALID_MULTIPART_CONTENT_TYPE'
  ) {
    return new ErrorNegocio(CODIGOS.multipartInvalido, MENSAJES_SUBIDA.noMultipart, 400);
  }
  if (
    error instanceof Error &&
    /multipart|boundary|Unexpected end of form|terminated early/i.test(error.message)
  ) {
    return new ErrorNegocio(CODIGOS.multipartInvalido, MENSAJES_SUBIDA.noMultipart, 400);
  }
  return error;
}

/**
 * Lee el multipart (un archivo de ≤ 10 MB y campos de texto, en cualquier orden) antes de tocar la base. El archivo
 * va en flujo a `carpeta` (por defecto la temporal del sistema): en memoria sólo queda lo que está de paso.
 */
export async function leerSubida(
  request: FastifyRequest,
  carpeta: string = os.tmpdir(),
): Promise<{ campos: CamposSubida; archivo?: ArchivoRecibido }> {
  if (!request.isMultipart()) throw new ErrorNegocio(CODIGOS.noMultipart, MENSAJES_SUBIDA.noMultipart, 400);
  const campos: CamposSubida = {};
  let archivo: ArchivoRecibido | undefined;
  try {
    for await (const parte of request.parts()) {
      if (parte.type === 'file') {
        if (parte.fieldname !== 'file') {
          parte.file.resume();
          continue;
        }
        if (archivo) throw new ErrorNegocio(CODIGOS.variosArchivos, MENSAJES_SUBIDA.variosArchivos, 400);
        archivo = await recibirArchivo(parte, carpeta);
      } else if (esValorDe(CAMPOS_SUBIDA, parte.fieldname)) {
        campos[parte.fieldname] =
          typeof parte.value === 'string' ? parte.value : String(parte.value);
      }
    }
  } catch (error) {
    await borrarRecibido(archivo?.ruta);
    throw errorDeMultipart(error);
  }
  return { campos, archivo };
}
