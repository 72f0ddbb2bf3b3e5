// Cuándo una cuota y un préstamo están pagados, en mora o vencidos: la regla vive en @cartera/dominio (estadoLibro.ts,
// y barrido.ts para el barrido periódico); aquí quedan sus nombres en la API y las condiciones SQL sobre el estado
// que leen los reportes, el tablero y las rutas. Fechas de negocio 'YYYY-MM-DD' en America/Bogota.
import {
  ESTADOS_NO_PRESTADOS,
  ESTADOS_PRESTAMO_ABIERTO,
  ESTADOS_SIN_DESEMBOLSO,
  type EstadoCuota,
  type EstadoPrestamo,
} from '@cartera/dominio';

export {
  ESTADOS_NO_PRESTADOS,
  ESTADOS_SIN_DESEMBOLSO,
  ESTADOS_TERMINALES,
  esCuotaAbierta,
  esEstadoCongelado,
  esEstadoTerminal,
  estadoCuota,
  estadoPrestamo,
  pendienteCuota,
  primeraImpaga,
  proximaFecha,
  resumenMora,
  type CuotaLibro,
  type PrestamoLibro,
  type ResumenMora,
} from '@cartera/dominio';

/** 'anulada' y 'castigada' no salen de esta regla: las ponen la anulación y el castigo del préstamo. */
export type EstadoCuotaLibro = EstadoCuota;
export type EstadoPrestamoLibro = EstadoPrestamo;

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
