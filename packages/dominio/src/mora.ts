// Interés moratorio (docs/decisiones/interes-de-mora.md): una tasa de la organización, nunca sobre la tasa de usura,
// que corre cada día sobre el capital vencido (nunca sobre intereses) pasados los días de gracia. El barrido de cada
// noche y cada cobro lo causan hasta su fecha; lo cobrado va primero a la mora, después a las cuotas. Puras y en
// centavos enteros.

import {
  CERO_CENTAVOS,
  centavos,
  mayorCentavos,
  menorCentavos,
  menosCentavos,
  type Centavos,
} from './centavos';
import type { Fecha } from './tipos';
import { diferenciaDias } from './fechas';
import { enumeracion } from './constantes';

export const { valores: PERIODICIDADES_MORA, etiquetas: ETIQUETAS_PERIODICIDAD_MORA } = enumeracion({
  anual: 'Efectiva anual (EA)',
  mensual: 'Mensual vencida',
});
export type PeriodicidadMora = (typeof PERIODICIDADES_MORA)[number];

/** Días de gracia: de 0 a 90. Tasa: mayor que 0, hasta 1.000 % con dos decimales. */
export const LIMITES_MORA = { diasGraciaMaximo: 90, tasaMaxima: 1000 } as const;

/** Los ajustes de la organización (parte de GET/PUT /api/configuracion/organizacion). */
export interface AjustesMora {
  moraActiva: boolean;
  /** Porcentaje en la periodicidad elegida; null mientras no se haya fijado. */
  moraTasa: number | null;
  moraPeriodicidad: PeriodicidadMora;
  moraDiasGracia: number;
}

export const MENSAJES_MORA = {
  tasaRequerida: 'Escriba la tasa de interés de mora para activarlo',
  tasaInvalida: `La tasa de mora debe ser mayor que 0 y de hasta ${LIMITES_MORA.tasaMaxima} %, con dos decimales como mucho`,
  periodicidadInvalida: `La periodicidad de la tasa de mora debe ser una de: ${PERIODICIDADES_MORA.join(', ')}`,
  diasGraciaInvalidos: `Los días de gracia deben ser un número entero de 0 a ${LIMITES_MORA.diasGraciaMaximo}`,
  sinTasaUsura: (tipo: string) =>
    `No hay tasa de usura certificada para hoy del tipo «${tipo}»: regístrela en Tasas de usura antes de activar el interés de mora (la mora nunca pasa la usura)`,
  sobreUsura: (tasaEA: string, usura: string) =>
    `La tasa de mora equivale a ${tasaEA} % efectivo anual y pasa la tasa de usura vigente (${usura} % EA): la ley no permite cobrar más (Código de Comercio, art. 884)`,
  moraEnReenganche: (pendiente: string) =>
    `El préstamo tiene ${pendiente} de interés de mora pendiente: cóbrelo o condónelo antes del reenganche (la mora no se refinancia: sería cobrar interés sobre interés)`,
} as const;

const esNumero = (valor: unknown): valor is number => typeof valor === 'number' && Number.isFinite(valor);

/** Mensaje de error de la tasa (mayor que 0, hasta LIMITES_MORA.tasaMaxima, dos decimales) o null. */
export function validarTasaMora(valor: unknown): string | null {
  if (!esNumero(valor) || valor <= 0 || valor > LIMITES_MORA.tasaMaxima) return MENSAJES_MORA.tasaInvalida;
  if (Math.abs(valor * 100 - Math.round(valor * 100)) >= 1e-6) return MENSAJES_MORA.tasaInvalida;
  return null;
}

export function validarDiasGraciaMora(valor: unknown): string | null {
  return esNumero(valor) && Number.isInteger(valor) && valor >= 0 && valor <= LIMITES_MORA.diasGraciaMaximo
    ? null
    : MENSAJES_MORA.diasGraciaInvalidos;
}

/** La tasa configurada como efectiva anual (porcentaje): la mensual vencida se compone doce veces. */
export function tasaMoraEfectivaAnual(tasa: number, periodicidad: PeriodicidadMora): number {
  if (periodicidad === 'anual') return tasa;
  return (Math.pow(1 + tasa / 100, 12) - 1) * 100;
}

/** La tasa diaria (fracción) equivalente a una efectiva anual en porcentaje, sobre años de 365 días. */
export function tasaDiariaDeEfectivaAnual(tasaEA: number): number {
  return Math.pow(1 + tasaEA / 100, 1 / 365) - 1;
}

/** La tasa que se causa: la de la organización, salvo que el tope de usura de ese día sea menor. */
export function tasaMoraAplicable(tasaEA: number, topeUsuraEA: number | null): number {
  return topeUsuraEA === null ? tasaEA : Math.min(tasaEA, topeUsuraEA);
}

/** Una cuota abierta vista por la causación: su vencimiento y el capital que aún debe (centavos). */
export interface CuotaParaMora {
  numero: number;
  fechaProgramada: Fecha;
  capitalPendiente: number;
}

export interface CausacionMoraCuota {
  numero: number;
  /** Días de mora causados en este tramo. */
  dias: number;
  capital: number;
  /** Centavos. */
  mora: number;
}

/** Una cuota abierta tal como la deja el libro: lo que aún debe y, con el reparto del plan, su capital (centavos). */
export interface CuotaAbiertaMora {
  numero: number;
  fechaProgramada: Fecha;
  /** Lo que aún se debe de la cuota (capital e interés pactado). */
  pendiente: number;
  /** El capital de lo que aún se debe según el reparto del plan (capital e interés de la cuota). */
  capitalPlan: number;
}

/**
 * Cómo separa el libro mayor capital e interés de un préstamo: con el reparto de sus cuotas (`plan`), o en proporción a
 * lo que tiene por cobrar (`proporcional`: interés adelantado y préstamos de un reenganche, cuyas cuotas llevan como
 * «capital» el interés retenido o el refinanciado).
 */
export type RepartoCartera = 'plan' | 'proporcional';

/**
 * El capital de cada cuota abierta sobre el que corre la mora: sólo el capital que el libro mayor tiene por cobrar
 * (`cartera`, la 140505 y la 140510 del préstamo), nunca interés pactado (Código de Comercio, art. 886). Con reparto
 * proporcional, lo que debe la cuota × capital ÷ (capital + interés), truncado al centavo; con el del plan, su capital.
 * Si la suma pasara el capital del libro (un préstamo condonado o liquidado en parte), se rebaja en proporción: la base
 * nunca pasa el capital que el libro tiene por cobrar.
 */
export function capitalesParaMora(
  cuotas: readonly CuotaAbiertaMora[],
  cartera: { capital: number; interes: number },
  reparto: RepartoCartera,
): CuotaParaMora[] {
  const capitalLibro = Math.max(0, cartera.capital);
  const totalLibro = capitalLibro + Math.max(0, cartera.interes);
  const bases = cuotas.map((c) => {
    const pendiente = Math.max(0, c.pendiente);
    const capital =
      reparto === 'proporcional'
        ? totalLibro === 0
          ? 0
          : Number((BigInt(pendiente) * BigInt(capitalLibro)) / BigInt(totalLibro))
        : Math.min(Math.max(0, c.capitalPlan), pendiente);
    return { numero: c.numero, fechaProgramada: c.fechaProgramada, capitalPendiente: capital };
  });
  const suma = bases.reduce((t, b) => t + b.capitalPendiente, 0);
  if (suma <= capitalLibro) return bases;
  return bases.map((b) => ({
    ...b,
    capitalPendiente: Number((BigInt(b.capitalPendiente) * BigInt(capitalLibro)) / BigInt(suma)),
  }));
}

/**
 * La mora de los días (desde, hasta] (desde excluido, hasta incluido): cada cuota con capital pendiente causa por cada
 * día posterior a su vencimiento más los días de gracia, sobre su capital, a la tasa diaria (interés simple: la mora
 * nunca causa mora). Nunca antes de que el préstamo existiera: una cuota fechada antes del desembolso (`desembolso`,
 * el día en que el libro lo asentó) cuenta desde el desembolso, con su gracia. Cada cuota se redondea al centavo
 * (mitades hacia arriba); el total es la suma de las cuotas.
 */
export function causarMora(p: {
  cuotas: readonly CuotaParaMora[];
  desde: Fecha;
  hasta: Fecha;
  diasGracia: number;
  tasaEA: number;
  /** El día del desembolso: ninguna cuota causa por días anteriores o iguales a él más la gracia. */
  desembolso?: Fecha | null;
}): { total: number; cuotas: CausacionMoraCuota[] } {
  const diaria = tasaDiariaDeEfectivaAnual(p.tasaEA);
  const cuotas: CausacionMoraCuota[] = [];
  for (const cuota of p.cuotas) {
    if (cuota.capitalPendiente <= 0) continue;
    // Exigible desde el más tardío de su vencimiento y el desembolso: antes el préstamo no existía.
    const exigible =
      p.desembolso && p.desembolso > cuota.fechaProgramada ? p.desembolso : cuota.fechaProgramada;
    // Primer día que causa: el siguiente al fin de la gracia. Días en (max(desde, fin de gracia), hasta].
    const finGracia = diferenciaDias(p.desde, exigible) + p.diasGracia;
    const dias = diferenciaDias(p.desde, p.hasta) - Math.max(0, finGracia);
    if (dias <= 0) continue;
    const mora = Math.round(cuota.capitalPendiente * dias * diaria);
    if (mora > 0) cuotas.push({ numero: cuota.numero, dias, capital: cuota.capitalPendiente, mora });
  }
  return { total: cuotas.reduce((t, c) => t + c.mora, 0), cuotas };
}

/**
 * Los pesos enteros que un préstamo causa en un tramo. Cada cuota acumula su mora exacta en centavos; el préstamo
 * cobra lo acumulado por sus cuotas truncado al peso (nunca más que la tasa), y la fracción pasa al tramo siguiente.
 * `cuotasAntes` y `prestamoAntes` son lo acumulado por las cuotas y lo causado por el préstamo antes del tramo.
 */
export function moraEnPesosEnteros(cuotasAntes: number, tramo: number, prestamoAntes: number): Centavos {
  return centavos(Math.floor((cuotasAntes + tramo) / 100) * 100 - prestamoAntes);
}

/** Lo recibido va primero a la mora pendiente (centavos): la parte de mora y la que queda para las cuotas. */
export function repartirMoraPrimero(
  monto: Centavos,
  moraPendiente: Centavos,
): { mora: Centavos; cuotas: Centavos } {
  const mora = menorCentavos(mayorCentavos(CERO_CENTAVOS, moraPendiente), monto);
  return { mora, cuotas: menosCentavos(monto, mora) };
}
