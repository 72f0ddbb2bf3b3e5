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
