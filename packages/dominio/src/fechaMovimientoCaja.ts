// La ventana de fechas de un movimiento de Flujo de Caja (docs/decisiones/flujo-de-caja.md): la regla que el comando del
// mayor aplica antes de la ventana de la organización (api/src/mayor/movimientos-caja.comandos.ts).
import { formatearFecha } from './formato';
import { sumarDias } from './fechas';

/** Días hacia atrás que admite un movimiento de caja mientras la caja no tiene inicio (ni saldo inicial ni cobros). */
export const DIAS_ATRAS_SIN_INICIO_CAJA = 366;

export interface FechaMovimiento {
  fecha: string;
  hoy: string;
  /** Primer día del libro de caja: la fecha del saldo inicial o, sin ella, el primer día con cobros o desembolsos. */
  inicioCaja: string | null;
}

/**
 * La ventana de las fechas de negocio de la caja, la misma de los cobros (libro/fecha-cobro.rules.ts): nunca después
 * de hoy y nunca antes de que empiece el libro (un cobro no puede ser anterior al inicio de su préstamo). Sin inicio
 * conocido, hasta DIAS_ATRAS_SIN_INICIO_CAJA días atrás. Así no entran movimientos de 1900 ni de 2999 que descuadren
 * el saldo de todos los periodos.
 */
export function errorFechaMovimiento({ fecha, hoy, inicioCaja }: FechaMovimiento): string | null {
  if (fecha > hoy) return 'La fecha del movimiento no puede ser posterior a hoy';
  if (inicioCaja !== null && fecha < inicioCaja) {
    return `La fecha del movimiento no puede ser anterior al inicio de la caja (${formatearFecha(inicioCaja)})`;
  }
  if (inicioCaja === null && fecha < sumarDias(hoy, -DIAS_ATRAS_SIN_INICIO_CAJA)) {
    return `La fecha del movimiento no puede ser de hace más de ${DIAS_ATRAS_SIN_INICIO_CAJA} días`;
  }
  return null;
}
