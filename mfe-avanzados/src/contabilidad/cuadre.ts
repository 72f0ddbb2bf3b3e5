// How far apart two totals of the ledger are. The API's amounts are pesos with exact centavos: the difference is
// taken in centavos, so a float's last digit is not a descuadre, and shown with its centavos when it has some.
import { formatearCOP, formatearMoneda } from '@cartera/dominio';

/** `a − b` in pesos, rounded to the centavo: 0 when the two totals are equal. */
export function diferencia(a: number, b: number): number {
  return Math.round((a - b) * 100) / 100;
}

/** A difference without its sign: whole pesos as every amount, with centavos when it has some (never «$ 0»). */
export function formatearDiferencia(valor: number): string {
  const absoluto = Math.abs(valor);
  return Number.isInteger(absoluto)
    ? formatearCOP(absoluto)
    : formatearMoneda(absoluto, { moneda: 'COP', locale: 'es-CO', decimales: 2 });
}
