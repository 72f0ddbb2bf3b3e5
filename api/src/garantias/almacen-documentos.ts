import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { consultasDocumentos } from './documentos.consultas';

/** Tamaño de cada parte guardada: lo más que un documento ocupa en la memoria de la API al subir o bajar. */
export const TAMANO_PARTE_DOCUMENTO = 256 * 1024;

/**
 * Dónde viven los bytes de los documentos. Los metadatos (tabla `documentos`) guardan en `almacen` qué
 * implementación tiene cada archivo, así se puede agregar otra (p. ej. un almacén compatible con S3) sin migrar los
 * existentes. Los bytes entran y salen en flujo, una parte a la vez: ningún archivo entero pasa por la memoria.
 */
export interface AlmacenDocumentos {
  readonly nombre: string;
  /** Guarda lo que llega de `origen` en la transacción recibida. */
  guardar(manager: EntityManager, documentoId: string, origen: AsyncIterable<Buffer>): Promise<void>;
  /** Los bytes del documento, leídos a medida que se piden; null si no tiene. */
  leer(manager: EntityManager, documentoId: string): Promise<AsyncIterable<Buffer> | null>;
}

export const ALMACEN_DOCUMENTOS = Symbol('ALMACEN_DOCUMENTOS');

/** Junta los trozos que llegan (de cualquier tamaño) en partes de `tamano` bytes; la última puede ser menor. */
export async function* enPartes(origen: AsyncIterable<Buffer>, tamano: number): AsyncGenerator<Buffer> {
  let pendientes: Buffer[] = [];
  let juntos = 0;
  for await (const trozo of origen) {
    let resto = trozo;
    while (juntos + resto.length >= tamano) {
      const falta = tamano - juntos;
      yield Buffer.concat([...pendientes, resto.subarray(0, falta)]);
      pendientes = [];
      juntos = 0;
      resto = resto.subarray(falta);
    }
    if (resto.length > 0) {
      pendientes.push(resto);
      juntos += resto.length;
    }
  }
  if (juntos > 0) yield Buffer.concat(pendientes);
}

/**
 * Los bytes en PostgreSQL (`documentos_archivos`, una fila por parte), en la misma transacción que los metadatos:
 * nunca queda un documento sin archivo ni un archivo huérfano, y todas las réplicas de la API lo ven.
 */
@Injectable()
export class AlmacenPostgres implements AlmacenDocumentos {
  readonly nombre = 'postgres';

  async guardar(manager: EntityManager, documentoId: string, origen: AsyncIterable<Buffer>): Promise<void> {
    let parte = 0;
    for await (const contenido of enPartes(origen, TAMANO_PARTE_DOCUMENTO)) {
      await consultasDocumentos.guardarParte(manager, documentoId, parte, contenido);
      parte += 1;
    }
  }

  async leer(manager: EntityManager, documentoId: string): Promise<AsyncIterable<Buffer> | null> {
    const partes = await consultasDocumentos.partes(manager, documentoId);
    if (partes === 0) return null;
    return (async function* () {
      for (let parte = 0; parte < partes; parte += 1) {
        const fila = await consultasDocumentos.parte(manager, documentoId, parte);
        if (!fila) throw new Error(`Falta la parte ${parte} del documento ${documentoId}`);
        yield fila.contenido;
      }
    })();
  }
}
