// Tareas diarias a una hora que elige la organización (Configuración › Sistema) y cambia sin reiniciar: un trabajo
// de pg-boss da una vuelta cada MINUTOS_VUELTA minutos (ColaService.programarCada), lee la hora vigente y, si ya es
// la hora, hace la tarea una sola vez ese día aunque haya varias réplicas (docs/decisiones/respaldos.md).
import { horaBogota } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db } from './kysely';

/** Cada cuántos minutos mira una tarea diaria si ya es su hora (lo más que puede tardar después de la hora). */
export const MINUTOS_VUELTA = 5;

/** Ya es (o pasó) la hora 'HH:MM' de Bogotá del día de `ahora`. Pasada la hora, la tarea alcanza a correr hasta medianoche. */
export function yaEsLaHora(hora: string, ahora: Date): boolean {
  return horaBogota(ahora) >= hora;
}

/**
 * Reclama la tarea `tarea` del día `dia` ('YYYY-MM-DD' de Bogotá): true sólo para quien la reclama primero (una
 * réplica, una vuelta); las demás reciben false y no la hacen. Con el `manager` de una transacción, el reclamo se
 * deshace si ella se deshace.
 */
export async function reclamarTareaDiaria(manager: EntityManager, tarea: string, dia: string): Promise<boolean> {
  const reclamada = await db(manager)
    .insertInto('tareas_diarias')
    .values({ tarea, dia })
    .onConflict((oc) => oc.doNothing())
    .returning('tarea')
    .executeTakeFirst();
  return reclamada !== undefined;
}

/** Suelta el reclamo (la tarea no pudo empezar, p. ej. había otro respaldo en curso): la próxima vuelta lo intenta. */
export async function soltarTareaDiaria(manager: EntityManager, tarea: string, dia: string): Promise<void> {
  await db(manager).deleteFrom('tareas_diarias').where('tarea', '=', tarea).where('dia', '=', dia).execute();
}
