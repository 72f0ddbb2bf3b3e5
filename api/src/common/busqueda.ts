import { esBusquedaNumerica, soloDigitos } from '@cartera/dominio';
import { expressionBuilder, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB } from '../database/esquema';
import { patronContiene } from './paginacion';
import { arreglo, sinAcentos } from '../database/fragmentos';

/** Los ids de los clientes que coinciden con una búsqueda (una subconsulta de la capa tipada). */
export type ClientesQueCoinciden = SelectQueryBuilder<DB, 'clientes', { id: string }>;

/**
 * Los ids de clientes que coinciden con la búsqueda de préstamos y cobros: por nombre sin tildes ni mayúsculas, o por
 * dígitos de la cédula (ambos con índices de trigramas de clientes).
 */
export function clientesQueCoinciden(texto: string): ClientesQueCoinciden {
  const clientes = expressionBuilder<DB, never>().selectFrom('clientes').select('id');
  if (esBusquedaNumerica(texto)) return clientes.where('cedula', 'like', patronContiene(soloDigitos(texto)));
  // nombre_busqueda = sin_acentos(nombre): columna generada de clientes con índice de trigramas.
  return clientes.where('nombre_busqueda', 'like', sinAcentos(patronContiene(texto)));
}

/** La columna de cliente de la tabla que se busca (`p.cliente_id`, `co.cliente_id`). */
type ColumnaCliente = 'p.cliente_id' | 'co.cliente_id';

/** Las condiciones sobre la tabla que se busca: sus préstamos `p` o sus cobros `co`. */
const deLaTablaBuscada = () => expressionBuilder<DB & { p: DB['prestamos']; co: DB['cobros'] }, 'p' | 'co'>();

/** Condición sobre `columna`: los clientes se resuelven primero (sus índices) y después se filtra. */
export function condicionBusquedaCliente(
  clientes: ClientesQueCoinciden,
  columna: ColumnaCliente,
): Expression<SqlBool> {
  return deLaTablaBuscada()(columna, 'in', clientes);
}

/**
 * Hasta cuántas filas coincidentes la página de una búsqueda por cliente se elige leyendo las filas de esos clientes
 * (su índice de cliente) y ordenándolas; con más, recorriendo la tabla en el orden pedido hasta llenar la página, que
 * con tantas coincidencias llega pronto. Leer N filas y ordenarlas cuesta como recorrer 10 ÷ (N ÷ filas de la tabla)
 * para llenar 10: con 300.000 préstamos o 1.000.000 de cobros se igualan entre 1.700 y 3.200.
 */
export const UMBRAL_LECTURA_POR_CLIENTE = 2500;

/**
 * La condición de búsqueda para elegir una página cuando ya se sabe cuántas filas coinciden (el total de la
 * paginación). El planificador no puede saberlo: estima igual un texto que coincide con 50 clientes que uno que
 * coincide con 3.000, y con una sola forma de consulta acertaba en unos textos y recorría miles de filas en otros.
 * `ANY (ARRAY(…))` lleva a leer por cliente; `IN (…)`, a recorrer en orden.
 */
export function condicionPaginaPorCliente(
  clientes: ClientesQueCoinciden,
  columna: ColumnaCliente,
  coincidencias: number,
): Expression<SqlBool> {
  return coincidencias <= UMBRAL_LECTURA_POR_CLIENTE
    ? deLaTablaBuscada()(columna, '=', deLaTablaBuscada().fn.any(arreglo(clientes)))
    : condicionBusquedaCliente(clientes, columna);
}
