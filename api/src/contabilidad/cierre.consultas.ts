// Las consultas del cierre de periodos (la columna cerrado_hasta de configuracion_organizacion), tipadas contra el
// esquema (database/esquema.ts).
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { filaOrganizacion } from '../organizacion/organizacion.sql';

export const consultasCierre = {
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
