// El libro suma y compara dinero en centavos enteros: NUMERIC(14,2) en la base, número en el JSON, y nunca una
// suma de coma flotante en medio.
import type { Centavos } from '@cartera/dominio';

/**
 * Pesos → centavos. Unos `Centavos` no compilan: ya están convertidos, y convertirlos otra vez da cien veces el monto
 * (el lote de la importación lo hizo con cada cobro: docs/decisiones/importacion-por-lotes.md).
 */
export function aCentavos<T extends number>(valor: T & (T extends Centavos ? never : unknown)): number {
  return Math.round(valor * 100);
}

export function aPesos(centavos: number): number {
  return centavos / 100;
}

/** Centavos de una columna NUMERIC(14,2) como la entrega node-postgres (texto); null o ausente es 0. */
export function centavosDe(valor: string | number | null | undefined): number {
  return aCentavos(Number(valor ?? 0));
}

/** Suma montos leídos de columnas NUMERIC(14,2) sin acumular error de coma flotante. */
export function sumar(valores: readonly number[]): number {
  return aPesos(valores.reduce((total, valor) => total + aCentavos(valor), 0));
}
