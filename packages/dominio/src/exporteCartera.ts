// El plan que el exporte de la cartera lleva de cada préstamo (docs/decisiones/importacion.md, «Ida y vuelta al peso»):
// cada cuota del plan como la deja el libro hoy, partida en lo que ya no se debe (pagado, y también lo condonado o
// refinanciado: la otra instalación lo recibe como pagado antes del corte) y lo que se debe, con el reparto de capital e
// interés del libro mayor en lo que se debe. La importación abre en 140505 y 140510 lo que las cuotas por cobrar dicen
// (carteraAlCorte): con este plan, el mismo capital y el mismo interés que tenía el mayor de origen. Puro; entra en
// centavos y sale en pesos enteros, como la hoja Cuotas.

/** Una cuota del plan de origen (centavos): su capital e interés pactados y lo que debe hoy. */
export interface CuotaParaExportar {
  numero: number;
  fecha: string;
  capital: number;
  interes: number;
  /** Lo que la cuota debe hoy: su total menos lo pagado, condonado y refinanciado. */
  abierto: number;
}

/** Una fila de la hoja Cuotas del exporte (pesos enteros). */
export interface FilaCuotaExportada {
  numero: number;
  fecha: string;
  capital: number;
  interes: number;
  pagado: number;
}

import { saldoDeCuotas } from './importacion';

const aPesosEnteros = (centavos: number) => Math.round(centavos / 100);

/** `total` repartido entre `pesos` en proporción, en enteros que suman `total` y ninguno pasa de su peso. */
function repartir(total: number, pesos: readonly number[]): number[] {
  const suma = pesos.reduce((s, p) => s + p, 0);
  if (suma === 0) return pesos.map(() => 0);
  const partes = pesos.map((p) => Math.floor((total * p) / suma));
  let resto = total - partes.reduce((s, p) => s + p, 0);
  for (let i = 0; resto > 0 && i < partes.length; i += 1) {
    const cabe = Math.min(resto, pesos[i] - partes[i]);
    partes[i] += cabe;
    resto -= cabe;
  }
  return partes;
}

/**
 * Las filas de Cuotas de un préstamo. `porCobrar`: el capital que el libro mayor tiene por cobrar del préstamo hoy
 * (140505, centavos); null, o uno que no cabe en lo que las cuotas deben, deja el reparto del plan. Si el plan tal como
 * está (lo que ya no se debe, pagado) ya abre ese capital, sale así. Si no, cada cuota sale entera si ya no se debe
 * nada o si no tiene nada pagado, y si no, en dos filas con su fecha: la parte que ya no se debe (pagada) y la que se
 * debe. Lo que se debe reparte el capital por cobrar en proporción a lo que debe cada cuota.
 *
 * `proporcional`: la importación reparte lo pagado de este préstamo en proporción a lo que falta por cobrar, no por
 * cuota (interés adelantado: un-reparto-para-el-prestamo-y-el-mayor.md). Entonces cada peso del plan lleva la misma
 * parte de capital, la del libro mayor (capital por cobrar ÷ lo que se debe), y lo que abre es esa parte de lo que se
 * debe.
 */
export function planExportado(
  cuotas: readonly CuotaParaExportar[],
  porCobrar: number | null,
  proporcional = false,
): FilaCuotaExportada[] {
  if (proporcional) return planProporcional(cuotas, porCobrar);
  const partes = partesDe(cuotas);
  // El plan tal como está, con lo que ya no se debe como pagado: si la importación abre con él el capital del mayor
  // (su reparto de lo pagado, saldoDeCuotas), sale así, al centavo y sin partir cuotas.
  const comoEsta = partes.map((p, i) => ({
    numero: i + 1,
    fecha: p.fecha,
    capital: p.capitalPlan,
    interes: p.total - p.capitalPlan,
    pagado: p.pagado,
  }));
  if (porCobrar !== null && Math.round(saldoDeCuotas(comoEsta).capital * 100) === porCobrar) return comoEsta;
  const debe = partes.reduce((s, p) => s + p.abierto, 0);
  const capital = porCobrar === null ? null : aPesosEnteros(porCobrar);
  const capitalAbierto =
    capital !== null && capital >= 0 && capital <= debe
      ? repartir(capital, partes.map((p) => p.abierto))
      : partes.map((p) => (p.total === 0 ? 0 : Math.round((p.abierto * p.capitalPlan) / p.total)));
  const filas: Omit<FilaCuotaExportada, 'numero'>[] = [];
  partes.forEach((p, i) => {
    if (p.pagado > 0 || p.total === 0) {
      const capitalPagado = p.total === 0 ? 0 : Math.round((p.pagado * p.capitalPlan) / p.total);
      filas.push({ fecha: p.fecha, capital: capitalPagado, interes: p.pagado - capitalPagado, pagado: p.pagado });
    }
    if (p.abierto > 0)
      filas.push({ fecha: p.fecha, capital: capitalAbierto[i], interes: p.abierto - capitalAbierto[i], pagado: 0 });
  });
  return filas.map((fila, i) => ({ numero: i + 1, ...fila }));
}

/** Cada cuota en pesos enteros: su total, lo que debe, lo que ya no debe y el capital de su plan. */
function partesDe(cuotas: readonly CuotaParaExportar[]) {
  return [...cuotas].sort((a, b) => a.numero - b.numero).map((c) => {
    const total = aPesosEnteros(c.capital + c.interes);
    const abierto = Math.max(0, Math.min(total, aPesosEnteros(c.abierto)));
    const capitalPlan = Math.min(total, aPesosEnteros(c.capital));
    return { fecha: c.fecha, total, abierto, pagado: total - abierto, capitalPlan };
  });
}

/**
 * El plan de un préstamo que se reparte en proporción: la parte de capital del libro mayor (`porCobrar` ÷ lo que se
 * debe) en cada fila, con el capital total redondeado al peso. Sin nada que se deba, o sin el capital del mayor, el
 * reparto del plan.
 */
function planProporcional(cuotas: readonly CuotaParaExportar[], porCobrar: number | null): FilaCuotaExportada[] {
  const partes = partesDe(cuotas);
  const pactado = partes.reduce((s, p) => s + p.total, 0);
  const debe = partes.reduce((s, p) => s + p.abierto, 0);
  const capitalTotal =
    porCobrar !== null && debe > 0 && porCobrar >= 0 && porCobrar <= debe * 100
      ? Math.round((porCobrar * pactado) / debe / 100)
      : partes.reduce((s, p) => s + p.capitalPlan, 0);
  const filas = partes.flatMap((p) => {
    const deCuota: Array<{ fecha: string; total: number; pagado: number }> = [];
    if (p.pagado > 0 || p.total === 0) deCuota.push({ fecha: p.fecha, total: p.pagado, pagado: p.pagado });
    if (p.abierto > 0) deCuota.push({ fecha: p.fecha, total: p.abierto, pagado: 0 });
    return deCuota;
  });
  const capital = repartir(Math.min(capitalTotal, pactado), filas.map((f) => f.total));
  return filas.map((f, i) => ({
    numero: i + 1,
    fecha: f.fecha,
    capital: capital[i],
    interes: f.total - capital[i],
    pagado: f.pagado,
  }));
}
