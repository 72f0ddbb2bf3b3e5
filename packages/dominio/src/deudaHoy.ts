// Lo que un préstamo debe hoy y lo más que se le puede cobrar (docs/decisiones/lo-que-se-debe-hoy.md). Una sola
// regla para las tres puertas de un cobro: la API lo valida con ella, Mi Ruta propone, limita y valida con ella, y el
// formulario de Cobros del portal limita y valida con ella; así nunca se propone un monto que después se rechaza.
// Enteros en una sola unidad (pesos en las pantallas, centavos en la API): la regla no convierte.

import { diferenciaDias } from './fechas';
import { formatearCOP } from './formato';
import { validarMontoPago } from './validacion';

/** Lo que se sabe de la deuda de un préstamo, todo en la misma unidad. */
export interface DeudaPrestamo {
  /** Interés de mora pendiente (se cobra antes que las cuotas: docs/decisiones/interes-de-mora.md). */
  mora: number;
  /** Lo que falta de las cuotas programadas antes de hoy. */
  vencido: number;
  /** Lo que falta de las cuotas programadas para hoy. */
  cuotaHoy: number;
  /** Lo que falta de todas las cuotas: el saldo del préstamo. */
  saldoPendiente: number;
}

/** Los días que un préstamo lleva vencido en `fecha`: desde su primera cuota impaga, si es anterior; si no, 0. */
export function diasVencido(primeraImpaga: string | null, fecha: string): number {
  return primeraImpaga !== null && primeraImpaga < fecha ? diferenciaDias(primeraImpaga, fecha) : 0;
}

/** Lo que cancela el préstamo entero con un cobro: la mora y todo el saldo de sus cuotas. */
export function totalParaCancelar(deuda: Pick<DeudaPrestamo, 'mora' | 'saldoPendiente'>): number {
  return Math.max(0, deuda.mora) + Math.max(0, deuda.saldoPendiente);
}

/** Lo que debe hoy: la mora, lo vencido y la cuota de hoy, nunca más de lo que cancela el préstamo. */
export function debeHoy(deuda: DeudaPrestamo): number {
  const esperado = Math.max(0, deuda.mora) + Math.max(0, deuda.vencido) + Math.max(0, deuda.cuotaHoy);
  return Math.min(esperado, totalParaCancelar(deuda));
}

/** Lo más que acepta un cobro: lo que cancela el préstamo (un peso más no encuentra a qué aplicarse). */
export const maximoCobro = totalParaCancelar;

export const MENSAJES_DEUDA = {
  superaMaximo: (maximo: number, mora: number) =>
    mora > 0
      ? `El monto supera lo que se debe: hasta ${formatearCOP(maximo)} (saldo y mora)`
      : `El monto supera el saldo pendiente del préstamo: hasta ${formatearCOP(maximo)}`,
} as const;

/**
 * El error de un monto de cobro en pesos, o null si sirve: la regla de todo monto (validarMontoPago: pesos enteros
 * desde 1) y como mucho `maximoCobro`. Sin deuda conocida (`null`), sólo la primera: la API decide el resto.
 */
export function validarMontoCobro(
  valor: unknown,
  deuda: Pick<DeudaPrestamo, 'mora' | 'saldoPendiente'> | null,
  sinMonto?: string,
): string | null {
  const error = validarMontoPago(valor, sinMonto);
  if (error) return error;
  if (deuda && (valor as number) > maximoCobro(deuda)) {
    return MENSAJES_DEUDA.superaMaximo(maximoCobro(deuda), Math.max(0, deuda.mora));
  }
  return null;
}

/** Una cuota como la leen las reglas de un cobro: su fecha programada y lo que falta de ella. */
export interface CuotaPorCobrar {
  fechaProgramada: string;
  saldoRestante: number;
}

/** La deuda de un préstamo en `hoy` ('AAAA-MM-DD') leída de sus cuotas, con la mora pendiente aparte. */
export function deudaDeCuotas(cuotas: readonly CuotaPorCobrar[], hoy: string, mora: number): DeudaPrestamo {
  const suma = (filtro: (cuota: CuotaPorCobrar) => boolean) =>
    cuotas.filter(filtro).reduce((total, cuota) => total + Math.max(0, cuota.saldoRestante), 0);
  return {
    mora,
    vencido: suma((cuota) => cuota.fechaProgramada < hoy),
    cuotaHoy: suma((cuota) => cuota.fechaProgramada === hoy),
    saldoPendiente: suma(() => true),
  };
}

/**
 * Lo que propone un cobro de la oficina: lo que se debe hoy (mora, cuotas vencidas y la de hoy); si nada vence hoy
 * ni antes, la próxima cuota con saldo (y la mora, si la hubiera). Nunca el saldo entero salvo que eso sea lo que se
 * debe, y nunca más de lo que cancela el préstamo.
 */
export function cobroPropuesto(cuotas: readonly CuotaPorCobrar[], hoy: string, mora: number): number {
  const deuda = deudaDeCuotas(cuotas, hoy, mora);
  const hoyDebe = debeHoy(deuda);
  if (deuda.vencido + deuda.cuotaHoy > 0) return hoyDebe;
  const proxima = [...cuotas]
    .filter((cuota) => cuota.saldoRestante > 0)
    .sort((a, b) => a.fechaProgramada.localeCompare(b.fechaProgramada))[0];
  return Math.min(Math.max(0, mora) + Math.max(0, proxima?.saldoRestante ?? 0), totalParaCancelar(deuda));
}
