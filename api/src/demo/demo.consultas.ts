// Las consultas tipadas de los datos de demostración (database/esquema.ts): el registro de las semillas ya sembradas
// y el candado que deja a una sola instancia sembrar a la vez.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import { db } from '../database/kysely';
import { hayFila } from '../common/filas';

export const consultasDemo = {
  /** Si la semilla `nombre` ya corrió en esta base (lo que se borró de la demostración no vuelve). */
  async sembrada(manager: EntityManager, nombre: string): Promise<boolean> {
    return hayFila(db(manager).selectFrom('semillas_demo').select('nombre').where('nombre', '=', nombre));
  },

  async marcarSembrada(manager: EntityManager, nombre: string): Promise<void> {
    await db(manager).insertInto('semillas_demo').values({ nombre }).execute();
  },

  /** El candado de las semillas, en la sesión de `manager` (su QueryRunner): se suelta con `soltarCandado`. */
  async tomarCandado(manager: EntityManager): Promise<void> {
    await sql`SELECT pg_advisory_lock(${CANDADOS.semillas})`.execute(db(manager));
  },

  async soltarCandado(manager: EntityManager): Promise<void> {
    await sql`SELECT pg_advisory_unlock(${CANDADOS.semillas})`.execute(db(manager));
  },
};
