// Las filas de préstamos que leen todos los módulos (el núcleo, el mayor, la caja, los cobros, las tareas que recorren
// préstamos): el préstamo por id, su candado si está libre y los ids de un cliente. Viven abajo, junto al esquema, para
// que leer un préstamo no obligue a importar el módulo de préstamos (docs/decisiones/imports-hacia-abajo.md).
import type { EntityManager } from 'typeorm';
import { db } from './kysely';

/** El préstamo `id`, sin columnas: quien lo lee elige las suyas, sus condiciones y su candado. Sin fila: no existe. */
export function prestamoPorId(manager: EntityManager, id: string) {
  return db(manager).selectFrom('prestamos').where('id', '=', id);
}

/**
 * Toma el candado de fila del préstamo `id` si nadie lo tiene (FOR UPDATE SKIP LOCKED): false si otra transacción lo
 * tiene o ya no existe. Lo usan las tareas que recorren préstamos (el barrido, la causación) para saltar al ocupado.
 */
export async function bloquearPrestamoSiLibre(manager: EntityManager, id: string): Promise<boolean> {
  return (await prestamoPorId(manager, id).select('id').forUpdate().skipLocked().executeTakeFirst()) !== undefined;
}

/** Los ids de los préstamos del cliente: la subconsulta de las tablas que cuelgan de ellos (`prestamo_id IN (…)`). */
export function idsDePrestamos(manager: EntityManager, clienteId: string) {
  return db(manager).selectFrom('prestamos').select('id').where('cliente_id', '=', clienteId);
}

/** Si el préstamo llegó en una importación (por la fila de Cartera de su hoja Préstamos, con su índice). */
export async function esPrestamoImportado(manager: EntityManager, prestamoId: string): Promise<boolean> {
  const fila = await db(manager)
    .selectFrom('importacion_ids')
    .select('id_externo')
    .where('id_cartera', '=', prestamoId)
    .where('hoja', '=', 'Prestamos')
    .executeTakeFirst();
  return fila !== undefined;
}
