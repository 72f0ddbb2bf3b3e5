import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * Dónde viven los bytes de los documentos. Los metadatos (tabla `documentos`) guardan en `almacen` qué
 * implementación tiene cada archivo, así se puede agregar otra (p. ej. un almacén compatible con S3) sin migrar los
 * existentes. La de PostgreSQL escribe en la misma transacción que los metadatos: nunca queda un documento sin
 * archivo ni un archivo huérfano, y todas las réplicas de la API lo ven.
 */
export interface AlmacenDocumentos {
  readonly nombre: string;
  guardar(manager: EntityManager, documentoId: string, contenido: Buffer): Promise<void>;
  leer(manager: EntityManager, documentoId: string): Promise<Buffer | null>;
}

export const ALMACEN_DOCUMENTOS = Symbol('ALMACEN_DOCUMENTOS');

@Injectable()
export class AlmacenPostgres implements AlmacenDocumentos {
  readonly nombre = 'postgres';

  async guardar(manager: EntityManager, documentoId: string, contenido: Buffer): Promise<void> {
    await manager.query(`INSERT INTO documentos_archivos (documento_id, contenido) VALUES ($1, $2)`, [
      documentoId,
      contenido,
    ]);
  }

  async leer(manager: EntityManager, documentoId: string): Promise<Buffer | null> {
    const filas: Array<{ contenido: Buffer }> = await manager.query(
      `SELECT contenido FROM documentos_archivos WHERE documento_id = $1`,
      [documentoId],
    );
    return filas[0]?.contenido ?? null;
  }
}
