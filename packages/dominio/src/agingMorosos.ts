// La foto de la mora del reporte «Morosos» (docs/reportes.md): la base cuenta los préstamos en mora y las cuotas
// atrasadas por días de atraso, y aquí se reparten en las bandas de RANGOS_MORA y en los umbrales del PAR (más de 30 y
// de 90 días). Una sola regla para las bandas: `bandaDiasMora`, la del aging de préstamos.
import { bandaDiasMora, porRangoMora, type ClaveRangoMora } from './constantes';

/** Préstamos en mora con los mismos días de atraso: cuántos y su saldo pendiente en centavos. */
export interface MorososPorDias {
  dias: number;
  prestamos: number;
  saldoCentavos: number;
}

export interface ResumenAgingMorosos {
  prestamos: number;
  saldoCentavos: number;
  /** Saldo de los préstamos con más de 30 días de atraso (numerador del PAR30). */
  saldo30Centavos: number;
  /** Saldo de los préstamos con más de 90 días de atraso (numerador del PAR90). */
  saldo90Centavos: number;
  porBanda: Record<ClaveRangoMora, { prestamos: number; saldoCentavos: number }>;
}

/** Totales, PAR y bandas de los préstamos en mora (días de atraso ≤ 0 no son mora y no cuentan en ninguna banda). */
export function agingMorosos(grupos: readonly MorososPorDias[]): ResumenAgingMorosos {
  const resumen: ResumenAgingMorosos = {
    prestamos: 0,
    saldoCentavos: 0,
    saldo30Centavos: 0,
    saldo90Centavos: 0,
    porBanda: porRangoMora(() => ({ prestamos: 0, saldoCentavos: 0 })),
  };
  for (const grupo of grupos) {
    resumen.prestamos += grupo.prestamos;
    resumen.saldoCentavos += grupo.saldoCentavos;
    if (grupo.dias > 30) resumen.saldo30Centavos += grupo.saldoCentavos;
    if (grupo.dias > 90) resumen.saldo90Centavos += grupo.saldoCentavos;
    const banda = bandaDiasMora(grupo.dias);
    if (banda) {
      resumen.porBanda[banda.clave].prestamos += grupo.prestamos;
      resumen.porBanda[banda.clave].saldoCentavos += grupo.saldoCentavos;
    }
  }
  return resumen;
}

/** Cuotas atrasadas con los mismos días de atraso. */
export interface CuotasPorDias {
  dias: number;
  cuotas: number;
}

/** Cuotas atrasadas en total y por banda de días de atraso (como el aging del tablero). */
export function agingCuotas(grupos: readonly CuotasPorDias[]): {
  cuotas: number;
  porBanda: Record<ClaveRangoMora, number>;
} {
  const porBanda = porRangoMora(() => 0);
  let cuotas = 0;
  for (const grupo of grupos) {
    cuotas += grupo.cuotas;
    const banda = bandaDiasMora(grupo.dias);
    if (banda) porBanda[banda.clave] += grupo.cuotas;
  }
  return { cuotas, porBanda };
}
