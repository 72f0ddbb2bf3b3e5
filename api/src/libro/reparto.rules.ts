// Cómo se reparte en capital e interés lo que se liquida de una cuota (cobro, condonación, reenganche, castigo).
// Cada peso de una cuota lleva la misma mezcla: de lo liquidado hasta ahora, la parte de interés es
// round(liquidado × interés ÷ total). Un movimiento que lleva lo liquidado de `antes` a `despues` toma la diferencia,
// así lo repartido de una cuota liquidada del todo suma exactamente su capital y su interés. El SQL gemelo es
// SQL_CAPITAL_PENDIENTE_CUOTA (migración libro-prestamos) y el reparto de libro_reconstruir(); centavos enteros.

export interface CuotaParaReparto {
  /** Centavos. */
  montoTotal: number;
  montoInteres: number;
  montoCapital: number;
}

/** Interés contenido en los primeros `liquidado` centavos de la cuota (mitades hacia arriba, como round de SQL). */
export function interesLiquidado(cuota: CuotaParaReparto, liquidado: number): number {
  if (cuota.montoTotal <= 0 || liquidado <= 0) return 0;
  // BigInt: liquidado × interés pasa de 2^53 con montos grandes.
  const total = BigInt(cuota.montoTotal);
  return Number((2n * BigInt(liquidado) * BigInt(cuota.montoInteres) + total) / (2n * total));
}

/** Interés de un movimiento que lleva lo liquidado de la cuota de `antes` a `despues` (en cualquier sentido). */
export function interesDelTramo(cuota: CuotaParaReparto, antes: number, despues: number): number {
  return Math.abs(interesLiquidado(cuota, despues) - interesLiquidado(cuota, antes));
}

/** Capital de lo que aún falta de la cuota cuando ya se liquidaron `liquidado` centavos. */
export function capitalPendienteCuota(cuota: CuotaParaReparto, liquidado: number): number {
  return cuota.montoCapital - (liquidado - interesLiquidado(cuota, liquidado));
}
