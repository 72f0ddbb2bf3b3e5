// La oficina de una fila que la guarda en su columna `oficina_id` (docs/decisiones/oficinas.md), leída por su id.
import type { EntityManager } from 'typeorm';
import { db } from './kysely';

/** Las tablas cuya oficina se pide por el id de una fila. */
export type TablaConOficinaPropia = 'pagos_cuentas' | 'pagos_extracto_lineas';

/** La oficina de la fila `id` de `tabla` (la fila existe: si no, lanza). */
export async function oficinaDeFila(manager: EntityManager, tabla: TablaConOficinaPropia, id: string): Promise<string> {
  const fila = await db(manager).selectFrom(tabla).select('oficina_id').where('id', '=', id).executeTakeFirstOrThrow();
  return fila.oficina_id;
}
