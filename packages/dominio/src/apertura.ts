// La apertura de los libros de una cartera importada (docs/decisiones/importacion.md, «Libros abiertos»): lo que un
// préstamo vivió antes de su fecha de corte — el desembolso y lo cobrado — no pasó por la caja de Cartera. Su
// contrapartida es «Saldos iniciales» (370505, patrimonio), nunca la caja ni los ingresos: el libro mayor abre con la
// cartera que el prestamista tiene de verdad y con su patrimonio, sin efectivo ni utilidad inventados. Puro, centavos.

import type { Static } from '@sinclair/typebox';
import { LIMITES } from './constantes';
import type { EsquemaAperturaImportacion, EsquemaCifraApertura } from './esquemas/importaciones';
import { compactar, type LineaRegla } from './contabilidad';
import { sumarDias } from './fechas';

/**
 * Desembolso de un préstamo importado: nace su cartera (capital y el interés pactado, diferido hasta cobrarse) contra
 * «Saldos iniciales». `pactado` es capital + interés de todas sus cuotas.
 */
export function reglaDesembolsoImportado(d: {
  prestamoId: string;
  capital: number;
  pactado: number;
}): LineaRegla[] {
  const { prestamoId } = d;
  const interes = d.pactado - d.capital;
  if (interes < 0) throw new Error('Un préstamo importado no pacta menos que su capital');
  return compactar([
    { cuenta: 'cartera_capital', debito: d.capital, credito: 0, prestamoId },
    { cuenta: 'cartera_intereses', debito: interes, credito: 0, prestamoId },
    { cuenta: 'saldos_iniciales', debito: 0, credito: d.capital },
    { cuenta: 'intereses_diferidos', debito: 0, credito: interes, prestamoId },
  ]);
}

/**
 * Un cobro anterior a la fecha de corte (la historia del archivo o lo pagado de un plan propio): baja la cartera y su
 * interés diferido; el capital devuelto sale de «Saldos iniciales». El interés que se cobró entonces fue utilidad de
 * los libros anteriores (ya está en el patrimonio con que abre la cartera): no es ingreso de Cartera.
 */
export function reglaCobroImportado(c: { prestamoId: string; monto: number; interes: number }): LineaRegla[] {
  const { prestamoId } = c;
  if (c.interes < 0 || c.interes > c.monto) throw new Error('El interés de un cobro va de cero a su monto');
  return compactar([
    { cuenta: 'saldos_iniciales', debito: c.monto - c.interes, credito: 0 },
    { cuenta: 'cartera_capital', debito: 0, credito: c.monto - c.interes, prestamoId },
    { cuenta: 'cartera_intereses', debito: 0, credito: c.interes, prestamoId },
    { cuenta: 'intereses_diferidos', debito: c.interes, credito: 0, prestamoId },
  ]);
}

/** Una cifra del archivo junto a la misma cifra en Cartera después de aplicarlo (pesos, o una cantidad). */
export type CifraApertura = Static<typeof EsquemaCifraApertura>;

/** GET /api/importaciones/:id → `apertura`: lo del archivo junto a lo de Cartera, y si todo coincide. */
export type AperturaImportacion = Static<typeof EsquemaAperturaImportacion>;

export const CONCEPTOS_APERTURA = {
  prestamos: 'Préstamos importados',
  capital: 'Capital prestado',
  cobrado: 'Cobrado antes del corte (historia y cuotas pagadas)',
  saldo: 'Saldo por cobrar, sin los castigados (préstamos y reporte de cartera)',
  saldoMayor: 'Cartera por cobrar en el libro mayor (140505 + 140510)',
  saldoCapital: 'Saldo de capital de los planes propios (140505)',
  saldoInteres: 'Interés por cobrar de los planes propios (140510)',
  interesDiferido: 'Interés diferido de los planes propios (270505)',
  verificacion: 'Descuadres de la verificación del libro en sus préstamos',
} as const;

/** Arma la comparación: coincide si cada cifra de Cartera es la del archivo. */
export function compararApertura(
  fechaCorte: string | null,
  cerradoHasta: string | null,
  cifras: readonly CifraApertura[],
): AperturaImportacion {
  return {
    fechaCorte,
    cerradoHasta,
    cifras: [...cifras],
    coincide: cifras.every((c) => Math.round(c.archivo * 100) === Math.round(c.cartera * 100)),
  };
}

/**
 * Hasta dónde cierra los libros una importación: el fin del mes anterior al de su fecha de corte (la historia queda en
 * meses cerrados), nunca el mes en curso (un cierre es de un mes terminado) ni antes de lo que ya estaba cerrado.
 */
export function cierreDeImportacion(
  fechaCorte: string,
  hoy: string,
  cerradoHasta: string | null,
): string | null {
  const antesDe = (fecha: string) => sumarDias(`${fecha.slice(0, 7)}-01`, -1);
  const cierre = fechaCorte < hoy ? antesDe(fechaCorte) : antesDe(hoy);
  if (cierre < LIMITES.fechaPrestamoMinima) return cerradoHasta;
  return cerradoHasta !== null && cerradoHasta >= cierre ? cerradoHasta : cierre;
}
