// Las consultas tipadas de los reportes (database/esquema.ts). Las cifras y las filas de detalle siguen en SQL de texto
// (reportes.agregados.ts, reportes.filas.ts): sus columnas por banda de mora y el cursor del exporte esperan su paso.
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';

export const consultasReportes = {
  /** Si el usuario es un cobrador (activo o no: sus reportes siguen valiendo). */
  async esCobrador(manager: EntityManager, usuarioId: string): Promise<boolean> {
    const fila = await db(manager)
      .selectFrom('usuarios')
      .select('id')
      .where('id', '=', usuarioId)
      .where('rol', '=', 'cobrador')
      .executeTakeFirst();
    return fila !== undefined;
  },
};
