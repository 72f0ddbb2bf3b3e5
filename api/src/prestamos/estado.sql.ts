// Las listas de estados de préstamo de @cartera/dominio (estadoLibro.ts) escritas como condiciones SQL de texto, para
// las consultas que todavía se arman en texto (el tablero, los reportes, los cobradores), y la de préstamos abiertos
// para las tipadas. La regla de cuándo una cuota o un préstamo está pagado, en mora o vencido vive en @cartera/dominio.
import { ESTADOS_NO_PRESTADOS, ESTADOS_PRESTAMO_ABIERTO, ESTADOS_SIN_DESEMBOLSO } from '@cartera/dominio';
import { sql } from 'kysely';

/**
 * ESTADOS_PRESTAMO_ABIERTO escritos en una consulta tipada (`where('p.estado', 'in', ESTADOS_ABIERTOS_ESCRITOS)`) y no
 * como parámetros: los índices parciales de préstamos abiertos sólo se usan si la consulta lleva su misma lista.
 */
export const ESTADOS_ABIERTOS_ESCRITOS = ESTADOS_PRESTAMO_ABIERTO.map((estado) => sql.lit(estado));

const listaSql = (estados: readonly string[]) => estados.map((estado) => `'${estado}'`).join(', ');

/** Condición SQL «el préstamo se desembolsó» sobre la columna `estado` de `alias` (sin alias: `estado`). */
export function sqlPrestamoDesembolsado(alias?: string): string {
  return `${alias ? `${alias}.` : ''}estado NOT IN (${listaSql(ESTADOS_SIN_DESEMBOLSO)})`;
}

/** Condición SQL «su desembolso sigue en pie»: cuenta como prestado (el tablero y los reportes). */
export function sqlPrestamoEnPie(alias?: string): string {
  return `${alias ? `${alias}.` : ''}estado NOT IN (${listaSql(ESTADOS_NO_PRESTADOS)})`;
}

/** La lista de ESTADOS_PRESTAMO_ABIERTO escrita en SQL: `'activo', 'mora', 'vencido'`. */
const LISTA_ABIERTOS = ESTADOS_PRESTAMO_ABIERTO.map((estado) => `'${estado}'`).join(', ');

/**
 * Condición SQL «el préstamo todavía se cobra» sobre la columna `estado` de `alias` (sin alias: `estado`). Los estados
 * van escritos en la consulta y no como parámetro: los índices parciales de préstamos abiertos (migraciones
 * primera-impaga y prestamos-abiertos-por-cliente) sólo se usan si la consulta lleva su misma lista.
 */
export function sqlPrestamoAbierto(alias?: string): string {
  return `${alias ? `${alias}.` : ''}estado IN (${LISTA_ABIERTOS})`;
}
