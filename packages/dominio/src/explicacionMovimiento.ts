// Lo que el contrato y los libros dicen distinto de un movimiento del préstamo, en palabras
// (docs/decisiones/un-reparto-para-el-prestamo-y-el-mayor.md). El capital y el interés de cada movimiento son los de su
// comprobante del libro mayor; en dos casos el contrato los cuenta de otra manera y la página del préstamo lo dice:
// el interés retenido al desembolsar (interés adelantado) y el interés refinanciado en un reenganche.

import { formatearCOP } from './formato';
import type { TipoAmortizacion } from './constantes';
import type { TipoMovimiento } from './libro';

export interface PrestamoParaExplicar {
  tipoAmortizacion: TipoAmortizacion;
  /** El número del préstamo del que salió por reenganche; null si no salió de uno. */
  prestamoOrigenNumero: number | null;
  /** Pesos del saldo anterior que el reenganche pasó a este préstamo. */
  montoRefinanciado: number;
  /**
   * Si este préstamo se reenganchó: el número del préstamo nuevo y el interés (pesos) que, según el contrato, llevaban
   * las cuotas que pasaron a él (la mezcla de cada cuota).
   */
  reenganchadoEn?: { numero: number; interesContrato: number } | null;
}

export interface MovimientoParaExplicar {
  tipo: TipoMovimiento;
  /** Pesos. */
  monto: number;
  interes: number;
  /** Con signo: en un desembolso, lo entregado en negativo. */
  efectivo: number;
}

/** La frase que explica el movimiento, o null cuando el contrato y los libros dicen lo mismo. */
export function explicarMovimiento(m: MovimientoParaExplicar, prestamo: PrestamoParaExplicar): string | null {
  const adelantado = prestamo.tipoAmortizacion === 'interes_adelantado';
  const origen = prestamo.prestamoOrigenNumero;
  if (m.tipo === 'reenganche' && prestamo.reenganchadoEn) {
    const { numero, interesContrato } = prestamo.reenganchadoEn;
    return (
      `El saldo de ${formatearCOP(m.monto)} pasó al préstamo #${numero}. Según el contrato, las cuotas que pasaron ` +
      `llevaban ${formatearCOP(interesContrato)} de interés, que ahora es parte de las cuotas del préstamo #${numero}. ` +
      `En los libros, ${formatearCOP(m.interes)} de ese saldo son interés pactado aún sin cobrar: pasa al préstamo nuevo ` +
      'como interés diferido y se reconoce a medida que se cobre.'
    );
  }
  if (m.tipo === 'desembolso') {
    const entregado = Math.max(0, -m.efectivo);
    if (origen !== null) {
      return (
        `Reenganche del préstamo #${origen}: ${formatearCOP(prestamo.montoRefinanciado)} de su saldo pasan a este ` +
        `préstamo y ${formatearCOP(entregado)} se entregaron en efectivo. Según el contrato, el interés que ese saldo ` +
        'traía es parte de las cuotas nuevas; en los libros sigue siendo interés diferido hasta que se cobre.'
      );
    }
    if (adelantado && m.monto > entregado) {
      return (
        `Interés adelantado: de ${formatearCOP(m.monto)} pactados, el cliente recibió ${formatearCOP(entregado)} y ` +
        `${formatearCOP(m.monto - entregado)} de interés se retuvieron al desembolsar. Según el contrato ese interés ` +
        'ya se pagó; en los libros es interés diferido que se reconoce a medida que se cobra el préstamo.'
      );
    }
    return null;
  }
  if ((adelantado || origen !== null) && (m.tipo === 'cobro' || m.tipo === 'reversion' || m.tipo === 'liquidacion')) {
    const porque = adelantado
      ? 'las cuotas no separan el interés retenido al desembolsar'
      : `las cuotas no separan el interés refinanciado del préstamo #${origen}`;
    return (
      `En los libros, ${formatearCOP(m.interes)} de este pago son interés, en proporción a lo que falta por cobrar: ` +
      `${porque}.`
    );
  }
  return null;
}
