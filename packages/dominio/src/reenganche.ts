// El efectivo de un reenganche (docs/libro.md, «El efectivo de un reenganche»): el préstamo nuevo presta el saldo del
// anterior más el monto adicional; con interés adelantado retiene además su interés. Lo que sale de la caja es
//   efectivo = monto nuevo − interés retenido − saldo anterior cancelado,
// y nunca puede ser negativo: eso sería dinero que el cliente «paga» sin que nadie lo reciba.

import { calcularInteresTotal } from './amortizacion';
import { LIMITES, enumeracion, type TipoAmortizacion } from './constantes';
import { formatearCOP } from './formato';

/** Lo que define el efectivo de un reenganche (pesos enteros). */
export interface TerminosReenganche {
  /** Saldo pendiente del préstamo anterior, que el nuevo cancela. */
  saldoAnterior: number;
  montoAdicional: number;
  interes: number;
  tipoAmortizacion: TipoAmortizacion;
}

export interface EfectivoReenganche {
  /** Monto del préstamo nuevo: saldo anterior + monto adicional. */
  monto: number;
  /** Interés que el préstamo nuevo retiene al desembolsar (sólo con interés adelantado). */
  interesRetenido: number;
  /** Lo que sale de la caja (negativo: el reenganche no alcanza y se rechaza). */
  efectivo: number;
}

export function efectivoReenganche({
  saldoAnterior,
  montoAdicional,
  interes,
  tipoAmortizacion,
}: TerminosReenganche): EfectivoReenganche {
  const monto = saldoAnterior + montoAdicional;
  const interesRetenido =
    tipoAmortizacion === 'interes_adelantado' ? calcularInteresTotal(monto, interes) : 0;
  return { monto, interesRetenido, efectivo: monto - interesRetenido - saldoAnterior };
}

/**
 * El menor monto adicional (≥ el pedido) con el que el reenganche no entrega efectivo negativo, o null si ninguno
 * alcanza (un interés del 100 %). El efectivo nunca baja cuando sube el monto adicional (el interés crece a lo sumo un
 * peso por peso), así que basta una búsqueda binaria.
 */
export function montoAdicionalMinimo(terminos: TerminosReenganche): number | null {
  const alcanza = (montoAdicional: number) =>
    efectivoReenganche({ ...terminos, montoAdicional }).efectivo >= 0;
  if (alcanza(terminos.montoAdicional)) return terminos.montoAdicional;
  let bajo = terminos.montoAdicional;
  let alto = Math.max(0, LIMITES.montoMaximo - terminos.saldoAnterior);
  if (!alcanza(alto)) return null;
  while (alto - bajo > 1) {
    const medio = Math.floor((bajo + alto) / 2);
    if (alcanza(medio)) alto = medio;
    else bajo = medio;
  }
  return alto;
}

export const MENSAJES_REENGANCHE = {
  /**
   * El faltante es lo que el cliente paga primero (un cobro del préstamo anterior); después el mismo reenganche con el
   * faltante sumado al monto adicional da el mismo préstamo nuevo sin sacar efectivo.
   */
  efectivoNegativo: (calculo: EfectivoReenganche, terminos: TerminosReenganche, minimo: number | null) => {
    const faltante = -calculo.efectivo;
    const pagoPrevio =
      faltante < terminos.saldoAnterior
        ? ` Registre primero ese pago como cobro del préstamo anterior y haga después el reenganche con ` +
          `${formatearCOP(terminos.montoAdicional + faltante)} de monto adicional (el préstamo nuevo queda igual y no ` +
          `sale efectivo)${minimo === null ? '.' : `; o, sin ese pago, pida al menos ${formatearCOP(minimo)} de monto adicional.`}`
        : minimo === null
          ? ' Use otro tipo de amortización o un interés menor.'
          : ` Pida al menos ${formatearCOP(minimo)} de monto adicional.`;
    return (
      `El reenganche no alcanza para el interés adelantado: el préstamo nuevo de ${formatearCOP(calculo.monto)} retiene ` +
      `${formatearCOP(calculo.interesRetenido)} de interés y cancela ${formatearCOP(terminos.saldoAnterior)} del anterior, ` +
      `así que el cliente tendría que poner ${formatearCOP(faltante)}.${pagoPrevio}`
    );
  },
} as const;

/**
 * Qué pasa con el interés de las cuotas que aún no vencen del préstamo anterior: pasa al préstamo nuevo como interés
 * (se refinancia) o se perdona (se condona). El capital y el interés ya vencido siempre pasan.
 */
export const { valores: TRATAMIENTOS_INTERES_POR_VENCER, etiquetas: ETIQUETAS_INTERES_POR_VENCER } =
  enumeracion({
    refinanciar: 'Se refinancia en el préstamo nuevo',
    condonar: 'Se condona',
  });
export type TratamientoInteresPorVencer = (typeof TRATAMIENTOS_INTERES_POR_VENCER)[number];

/** Lo que pasa al préstamo nuevo según qué se haga con el interés por vencer. */
export function saldoARefinanciar(
  saldo: { total: number; interesPorVencer: number },
  tratamiento: TratamientoInteresPorVencer = 'refinanciar',
): number {
  const centavos = (v: number) => Math.round(v * 100);
  return (centavos(saldo.total) - (tratamiento === 'condonar' ? centavos(saldo.interesPorVencer) : 0)) / 100;
}
