// Las listas de estados de préstamo de @cartera/dominio (estadoLibro.ts) escritas como condiciones de las consultas
// tipadas (el tablero, los cobradores, los reportes). La regla de cuándo una cuota o un préstamo está pagado, en mora
// o vencido vive en @cartera/dominio.
import { ESTADOS_NO_PRESTADOS, ESTADOS_PRESTAMO_ABIERTO, ESTADOS_SIN_DESEMBOLSO } from '@cartera/dominio';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * ESTADOS_PRESTAMO_ABIERTO escritos en una consulta tipada (`where('p.estado', 'in', ESTADOS_ABIERTOS_ESCRITOS)`) y no
 * como parámetros: los índices parciales de préstamos abiertos sólo se usan si la consulta lleva su misma lista.
 */
export const ESTADOS_ABIERTOS_ESCRITOS = ESTADOS_PRESTAMO_ABIERTO.map((estado) => sql.lit(estado));

/** `columna [NOT] IN ('…', …)` con los estados escritos en el texto (como los índices parciales), nunca parámetros. */
function estadoEnLista(columna: string, estados: readonly string[], fuera: boolean): RawBuilder<SqlBool> {
  const lista = sql.join(estados.map((estado) => sql.lit(estado)));
  // sql: la columna llega como texto de quien arma la condición (p.estado, estado): ninguna tabla tipada la conoce; los estados van escritos como en los índices parciales
  return fuera ? sql<SqlBool>`${sql.ref(columna)} NOT IN (${lista})` : sql<SqlBool>`${sql.ref(columna)} IN (${lista})`;
}

/** «El préstamo se desembolsó» sobre `columna` (`p.estado`; sin alias: `estado`). */
export function prestamoDesembolsado(columna = 'estado'): RawBuilder<SqlBool> {
  return estadoEnLista(columna, ESTADOS_SIN_DESEMBOLSO, true);
}

/** «Su desembolso sigue en pie»: cuenta como prestado (el tablero y los reportes). */
export function prestamoEnPie(columna = 'estado'): RawBuilder<SqlBool> {
  return estadoEnLista(columna, ESTADOS_NO_PRESTADOS, true);
}

/**
 * «El préstamo todavía se cobra» sobre `columna`. Los estados van escritos en la consulta y no como parámetro: los
 * índices parciales de préstamos abiertos (migraciones primera-impaga y prestamos-abiertos-por-cliente) sólo se usan
 * si la consulta lleva su misma lista.
 */
export function prestamoAbierto(columna = 'estado'): RawBuilder<SqlBool> {
  return estadoEnLista(columna, ESTADOS_PRESTAMO_ABIERTO, false);
}
