// Las consultas de los documentos y sus bytes (documentos_archivos), tipadas contra el esquema (database/esquema.ts).
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import type { DB } from '../database/esquema';
import { db } from '../database/kysely';
import type { FilaDocumento } from './documentos.json';
import { hayFila, sumaOCero } from '../common/filas';
import { prestamoPorId } from '../database/prestamos.filas';
import { hace } from '../database/fragmentos';

/** Lo que se muestra de un documento (nunca los bytes, que viven en documentos_archivos). */
export const COLUMNAS_DOCUMENTO = [
  'id',
  'nombre_original',
  'tipo',
  'mime',
  'size_bytes',
  'checksum_sha256',
  'relacionado_tipo',
  'relacionado_id',
  'prestamo_id',
  'metadata',
  'created_at',
] as const;

type Leida = Omit<FilaDocumento, 'metadata'> & { metadata: unknown };

/** Los metadatos de un documento son un objeto JSON (o nada). */
export function filaDocumento(fila: Leida): FilaDocumento {
  const { metadata } = fila;
  const objeto =
    typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
      ? Object.fromEntries(Object.entries(metadata))
      : null;
  return { ...fila, metadata: objeto };
}

/** Lo que se guarda de un documento nuevo: lo que se muestra (sin id ni fecha) con sus metadatos en texto. */
export interface DocumentoNuevo extends Omit<FilaDocumento, 'id' | 'created_at' | 'metadata'> {
  /** JSON en texto (o null). */
  metadata: string | null;
  almacen: string;
  subido_por: string;
}

/** El documento `id` si no está borrado, sin columnas: quien lo lee elige las suyas. */
export function documentoVigente(manager: EntityManager, id: string) {
  return db(manager).selectFrom('documentos').where('id', '=', id).where('eliminado_en', 'is', null);
}

/** Los documentos sin borrar que cumplen `condicion`, en el orden en que se subieron. */
async function vigentes(
  manager: EntityManager,
  condicion: (eb: ExpressionBuilder<DB, 'documentos'>) => Expression<SqlBool>,
): Promise<FilaDocumento[]> {
  const filas = await db(manager)
    .selectFrom('documentos')
    .select(COLUMNAS_DOCUMENTO)
    .where(condicion)
    .where('eliminado_en', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return filas.map(filaDocumento);
}

export const consultasDocumentos = {
  /** Los documentos sin borrar de una garantía, en el orden en que se subieron. */
  deGarantia(manager: EntityManager, garantiaId: string): Promise<FilaDocumento[]> {
    return vigentes(manager, (eb) =>
      eb(
        'id',
        'in',
        eb.selectFrom('garantia_documentos').select('documento_id').where('garantia_id', '=', garantiaId),
      ),
    );
  },

  /** Los documentos sin borrar de un préstamo, en el orden en que se subieron. */
  dePrestamo(manager: EntityManager, prestamoId: string): Promise<FilaDocumento[]> {
    return vigentes(manager, (eb) => eb('prestamo_id', '=', prestamoId));
  },

  /** Un documento sin borrar. */
  async uno(manager: EntityManager, id: string): Promise<FilaDocumento | undefined> {
    const fila = await documentoVigente(manager, id).select(COLUMNAS_DOCUMENTO).executeTakeFirst();
    return fila && filaDocumento(fila);
  },

  async insertar(manager: EntityManager, documento: DocumentoNuevo): Promise<FilaDocumento> {
    return filaDocumento(
      await db(manager)
        .insertInto('documentos')
        .values(documento)
        .returning(COLUMNAS_DOCUMENTO)
        .executeTakeFirstOrThrow(),
    );
  },

  async vincularAGarantia(manager: EntityManager, garantiaId: string, documentoId: string): Promise<void> {
    await db(manager)
      .insertInto('garantia_documentos')
      .values({ garantia_id: garantiaId, documento_id: documentoId })
      .execute();
  },

  /** Lo guardado (incluidos los eliminados aún sin purgar), con las subidas que lo comprueban a la vez en fila. */
  async bytesUsados(manager: EntityManager): Promise<number> {
    await sql`SELECT pg_advisory_xact_lock(${CANDADOS.cuotaDocumentos})`.execute(db(manager));
    const fila = await db(manager)
      .selectFrom('documentos')
      .select((eb) => sumaOCero(eb, 'size_bytes').as('usados'))
      .where('purgado_en', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(fila.usados);
  },

  /** Marca borrado un documento sin borrar (undefined: no había). */
  async borrar(manager: EntityManager, id: string, usuarioId: string): Promise<FilaDocumento | undefined> {
    const fila = await db(manager)
      .updateTable('documentos')
      .set({ eliminado_en: sql`now()`, eliminado_por: usuarioId })
      .where('id', '=', id)
      .where('eliminado_en', 'is', null)
      .returning(COLUMNAS_DOCUMENTO)
      .executeTakeFirst();
    return fila && filaDocumento(fila);
  },

  /** El préstamo existe; con `compartir`, nadie lo borra hasta el fin de la transacción. */
  async prestamoExiste(manager: EntityManager, id: string, compartir: boolean): Promise<boolean> {
    return hayFila(
      prestamoPorId(manager, id)
        .select('id')
        .$if(compartir, (q) => q.forShare()),
    );
  },

  // ——— Los bytes (almacen-documentos.ts) ———

  async guardarParte(
    manager: EntityManager,
    documentoId: string,
    parte: number,
    contenido: Buffer,
  ): Promise<void> {
    await db(manager)
      .insertInto('documentos_archivos')
      .values({ documento_id: documentoId, parte, contenido })
      .execute();
  },

  async partes(manager: EntityManager, documentoId: string): Promise<number> {
    const fila = await db(manager)
      .selectFrom('documentos_archivos')
      .select((eb) => eb.fn.countAll<string>().as('partes'))
      .where('documento_id', '=', documentoId)
      .executeTakeFirstOrThrow();
    return Number(fila.partes);
  },

  parte(manager: EntityManager, documentoId: string, parte: number) {
    return db(manager)
      .selectFrom('documentos_archivos')
      .select('contenido')
      .where('documento_id', '=', documentoId)
      .where('parte', '=', parte)
      .executeTakeFirst();
  },

  // ——— La purga (purga-documentos.service.ts) ———

  /** Marca purgados los borrados hace más de `dias` y borra sus bytes; devuelve sus ids. */
  async purgar(manager: EntityManager, dias: number): Promise<string[]> {
    const purgados = await db(manager)
      .updateTable('documentos')
      .set({ purgado_en: sql`now()` })
      .where('eliminado_en', 'is not', null)
      .where('purgado_en', 'is', null)
      .where('eliminado_en', '<', hace(dias, 'dias'))
      .returning('id')
      .execute();
    const ids = purgados.map((p) => p.id);
    if (ids.length > 0)
      await db(manager).deleteFrom('documentos_archivos').where('documento_id', 'in', ids).execute();
    return ids;
  },
};
