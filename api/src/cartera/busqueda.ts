import { soloDigitos } from '@cartera/dominio';
import { patronContiene } from '../common/paginacion';

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

/** El texto es un número de documento (o de préstamo): sólo dígitos, guiones, puntos y espacios. */
export function esBusquedaNumerica(texto: string): boolean {
  return /^[\d\s.-]+$/.test(texto) && soloDigitos(texto).length > 0;
}

/**
 * Condición SQL sobre `alias.cliente_id` para la búsqueda de préstamos y cobros: por nombre del cliente sin tildes
 * ni mayúsculas, o por dígitos de su cédula. Resuelve primero los clientes (índices de clientes) y después filtra.
 */
export function condicionBusquedaCliente(texto: string, param: Parametro, alias = 'p'): string {
  if (esBusquedaNumerica(texto)) {
    return `${alias}.cliente_id IN (SELECT id FROM clientes WHERE cedula LIKE ${param(patronContiene(soloDigitos(texto)))})`;
  }
  // nombre_busqueda = sin_acentos(nombre): columna generada de clientes con índice de trigramas.
  return `${alias}.cliente_id IN (SELECT id FROM clientes WHERE nombre_busqueda LIKE sin_acentos(${param(patronContiene(texto))}))`;
}
