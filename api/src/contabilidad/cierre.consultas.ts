// Las consultas del cierre de periodos (la columna cerrado_hasta de configuracion_organizacion), tipadas contra el
// esquema (database/esquema.ts), y la importación que se aplica, que no deja cerrar.
import type { ImportacionAplicandose } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { filaOrganizacion } from '../organizacion/organizacion.sql';

/** La importación que se está aplicando (la más antigua, si hubiera más), sin columnas. */
export function importacionEnCurso(manager: EntityManager) {
  return db(manager)
    .selectFrom('importaciones')
    .where('estado', '=', 'aplicando')
    .orderBy('created_at')
    .limit(1);
}

export const consultasCierre = {
  /**
   * La importación que se está aplicando (la más antigua), o null. Quien cierra un periodo la lee con la configuración
   * bloqueada; `aplicar` toma esa fila en modo compartido antes de dejar una «aplicando», así las dos no se cruzan.
   */
  async importacionAplicandose(manager: EntityManager): Promise<ImportacionAplicandose | null> {
    const fila = await importacionEnCurso(manager)
      .select(['nombre_archivo', 'hechas', 'total'])
      .executeTakeFirst();
    return fila ? { nombreArchivo: fila.nombre_archivo, hechas: fila.hechas, total: fila.total } : null;
  },

  /** Hasta qué día están cerrados los libros (null: nada cerrado). */
  async cerradoHasta(manager: EntityManager): Promise<string | null> {
    const fila = await filaOrganizacion(manager)
      .select('cerrado_hasta')
      .executeTakeFirst();
    return fila?.cerrado_hasta ?? null;
  },

  /**
   * Lo mismo, con la fila bloqueada hasta el fin de la transacción: el candado que también toma un cambio del saldo
   * inicial (configuracion-organizacion.consultas.ts), así cerrar y cambiarlo no se cruzan.
   */
  async cerradoHastaParaCambiar(manager: EntityManager): Promise<string | null> {
    const fila = await filaOrganizacion(manager)
      .select('cerrado_hasta')
      .forUpdate()
      .executeTakeFirst();
    return fila?.cerrado_hasta ?? null;
  },

  async cerrarHasta(manager: EntityManager, cerradoHasta: string | null): Promise<void> {
    await db(manager)
      .updateTable('configuracion_organizacion')
      .set({ cerrado_hasta: cerradoHasta })
      .where('id', '=', 1)
      .execute();
  },
};
