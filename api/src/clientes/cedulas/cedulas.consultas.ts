// Las consultas de la caché de cédulas, tipadas contra el esquema (database/esquema.ts). La ficha guardada (`datos`,
// jsonb) no se afirma: se vuelve a leer con las reglas de la respuesta del registro (`mapearRespuesta`), así que una
// fila que no tiene la forma de una ficha de esta cédula no sale de la caché.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../../database/kysely';
import { mapearRespuesta, type DatosCedula } from './registro-cedulas';
import { ahora } from '../../database/fragmentos';

export const consultasCedulas = {
  /** La ficha guardada de una cédula si no venció (undefined: no hay, venció o no es una ficha de esa cédula). */
  async vigente(manager: EntityManager, cedula: string): Promise<DatosCedula | undefined> {
    const fila = await db(manager)
      .selectFrom('cedulas_cache')
      .select('datos')
      .where('cedula', '=', cedula)
      .where('expira_en', '>', ahora())
      .executeTakeFirst();
    return fila ? (mapearRespuesta(fila.datos, cedula) ?? undefined) : undefined;
  },

  /** Borra la ficha guardada de una cédula: si había una. */
  async borrar(manager: EntityManager, cedula: string): Promise<boolean> {
    const borradas = await db(manager)
      .deleteFrom('cedulas_cache')
      .where('cedula', '=', cedula)
      .returning('cedula')
      .execute();
    return borradas.length > 0;
  },

  /** Borra las fichas vencidas. */
  async purgarVencidas(manager: EntityManager): Promise<void> {
    await db(manager).deleteFrom('cedulas_cache').where('expira_en', '<=', ahora()).execute();
  },

  /** Guarda (o reemplaza) la ficha de una cédula, que vence en `horas`. */
  async guardar(manager: EntityManager, datos: DatosCedula, fuente: string, horas: number): Promise<void> {
    await db(manager)
      .insertInto('cedulas_cache')
      .values({
        cedula: datos.cedula,
        datos: sql`cast(${JSON.stringify(datos)} as jsonb)`,
        fuente,
        expira_en: sql`now() + make_interval(hours => ${horas}::int)`,
      })
      .onConflict((oc) =>
        oc.column('cedula').doUpdateSet((eb) => ({
          datos: eb.ref('excluded.datos'),
          fuente: eb.ref('excluded.fuente'),
          expira_en: eb.ref('excluded.expira_en'),
          created_at: sql`now()`,
        })),
      )
      .execute();
  },
};
