import { esBusquedaNumerica, soloDigitos } from '@cartera/dominio';
import { patronContiene } from './paginacion';

/** Agrega un parámetro a la consulta y devuelve su marcador ($n). */
export type Parametro = (valor: unknown) => string;

export function crearParametros(): { valores: unknown[]; param: Parametro } {
  const valores: unknown[] = [];
  return {
    valores,
    param: (valor) => {
      valores.push(valor);
      return `$${valores.length}`;
    },
  };
}

/**
 * SELECT de los ids de clientes que coinciden con la búsqueda de préstamos y cobros: por nombre sin tildes ni
 * mayúsculas, o por dígitos de la cédula (ambos con índices de trigramas de clientes).
 */
export function clientesQueCoinciden(texto: string, param: Parametro): string {
  if (esBusquedaNumerica(texto)) {
    return `SELECT id FROM clientes WHERE cedula LIKE ${param(patronContiene(soloDigitos(texto)))}`;
  }
  // nombre_busqueda = sin_acentos(nombre): columna generada de clientes con índice de trigramas.
  return `SELECT id FROM clientes WHERE nombre_busqueda LIKE sin_acentos(${param(patronContiene(texto))})`;
}

/** Condición SQL sobre `alias.cliente_id`: los clientes se resuelven primero (sus índices) y después se filtra. */
export function condicionBusquedaCliente(texto: string, param: Parametro, alias = 'p'): string {
  return `${alias}.cliente_id IN (${clientesQueCoinciden(texto, param)})`;
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
export function condicionPaginaPorCliente(clientes: string, alias: string, coincidencias: number): string {
  return coincidencias <= UMBRAL_LECTURA_POR_CLIENTE
    ? `${alias}.cliente_id = ANY (ARRAY(${clientes}))`
    : `${alias}.cliente_id IN (${clientes})`;
}
