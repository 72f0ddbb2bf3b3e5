// La fila única de la organización (configuracion_organizacion), para que cada módulo lea de ella lo que necesita.
// Vive abajo, en organizacion/, con la ventana de fechas y las tasas de usura: la leen el núcleo, el mayor, la caja y
// la importación, y el módulo de configuración (que la escribe) queda arriba de todos ellos.
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';

/** La fila única (id = 1) de la configuración de la organización, para leer de ella lo que se necesite. */
export function filaOrganizacion(manager: EntityManager) {
  return db(manager).selectFrom('configuracion_organizacion').where('id', '=', 1);
}
