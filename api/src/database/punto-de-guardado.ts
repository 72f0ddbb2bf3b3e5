import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from './kysely';

/**
 * Los puntos de guardado: los de la aplicación de una importación (una fila, una página de clientes o de préstamos por
 * lote, una caja) y los de los trabajos de pagos (un evento de Wompi y su cobro, una línea de extracto).
 */
export type PuntoDeGuardado =
  | 'fila_importacion'
  | 'lote_clientes'
  | 'lote_prestamos'
  | 'saldo_importacion'
  | 'evento_wompi'
  | 'cobro_wompi'
  | 'linea_extracto';

/**
 * `trabajo` en el punto de guardado `nombre`, dentro de la transacción de `manager`: si falla, la transacción vuelve
 * a como estaba antes de él (y sigue usable) y el error sigue su camino.
 */
export async function enPuntoDeGuardado<T>(
  manager: EntityManager,
  nombre: PuntoDeGuardado,
  trabajo: () => Promise<T>,
): Promise<T> {
  await sql`SAVEPOINT ${sql.id(nombre)}`.execute(db(manager));
  try {
    const resultado = await trabajo();
    await sql`RELEASE SAVEPOINT ${sql.id(nombre)}`.execute(db(manager));
    return resultado;
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT ${sql.id(nombre)}`.execute(db(manager));
    throw error;
  }
}
