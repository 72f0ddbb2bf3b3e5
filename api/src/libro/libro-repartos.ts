// El reparto de los cobros del libro del préstamo (docs/decisiones/un-reparto-dos-escritores.md): repartirEvento de
// @cartera/dominio sobre el saldo del libro mayor, cobro tras cobro, y la historia de un préstamo importado (su saldo
// antes de que el mayor lo tenga).
import {
  CAJA_OFICINA,
  carteraAlCorte,
  repartirEvento,
  saldoDespues,
  type CajaEfectivo,
  type CobroAnteriorAlCorte,
  type RepartoEvento,
  type SaldoContable,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { saldoContable, type PrestamoContableLeido } from '../mayor/contabilizar';
import { aCentavos } from '../common/dinero';
import { consultasLibro } from './libro.consultas';

/** La historia de un préstamo importado en su libro (centavos): su desembolso y sus cobros anteriores al corte. */
export async function leerHistoriaImportada(
  manager: EntityManager,
  prestamoId: string,
): Promise<{
  desembolso: { id: string; monto: number; interes: number; registradoPor: string | null } | null;
  cobros: CobroAnteriorAlCorte[];
}> {
  const filas = await consultasLibro.historiaImportada(manager, prestamoId);
  const desembolso = filas.find((f) => f.tipo === 'desembolso');
  return {
    desembolso: desembolso
      ? {
          id: desembolso.id,
          monto: aCentavos(Number(desembolso.monto)),
          interes: aCentavos(Number(desembolso.interes)),
          registradoPor: desembolso.registrado_por,
        }
      : null,
    cobros: filas
      .filter((f) => f.tipo === 'cobro')
      .map((f) => ({ monto: aCentavos(Number(f.monto)), interes: aCentavos(Number(f.interes)) })),
  };
}

/**
 * El saldo sobre el que se reparte la historia de un préstamo importado mientras se registra: su libro mayor todavía
 * no lo tiene (abre al corte con lo que queda, comprobanteAperturaImportada), así que sale de su libro.
 */
async function saldoDeLaHistoria(manager: EntityManager, prestamoId: string): Promise<SaldoContable> {
  const { desembolso, cobros } = await leerHistoriaImportada(manager, prestamoId);
  if (!desembolso) return { capital: 0, interes: 0 };
  return carteraAlCorte({ capital: desembolso.monto - desembolso.interes, pactado: desembolso.monto, cobros });
}

/** Un cobro como lo reparte el procesador: lo que va a las cuotas, su mora, su efectivo y el interés de sus cuotas. */
export interface CobroPorRepartir {
  tipo: 'cobro' | 'liquidacion';
  monto: number;
  mora: number;
  efectivo: number;
  interesPlan: number;
}

/**
 * EL reparto de cada cobro (docs/decisiones/un-reparto-dos-escritores.md): repartirEvento de @cartera/dominio sobre el
 * saldo del libro mayor, cobro tras cobro. El movimiento del préstamo y su comprobante se escriben con él. El de las
 * cuotas (`interesPlan`) manda mientras cabe en ese saldo; en interés adelantado y en un préstamo de un reenganche,
 * proporcional a lo que falta por cobrar; una liquidación paga primero capital y perdona el resto. La caja la dice
 * después quien escribe el cobro (quién quedó con el efectivo).
 */
export async function repartosContables(
  manager: EntityManager,
  prestamoId: string,
  cobros: readonly CobroPorRepartir[],
  leido?: PrestamoContableLeido,
  historiaImportada = false,
): Promise<RepartoEvento[]> {
  // Lo que el núcleo ya leyó (una copia del saldo); si no, de la base.
  if (leido) {
    const { tipo_amortizacion, prestamo_origen_id } = leido.prestamo;
    return repartirCobrosEnOrden({ ...leido.saldo }, tipo_amortizacion === 'interes_adelantado' || prestamo_origen_id !== null, cobros);
  }
  const proporcional = await consultasLibro.repartoProporcional(manager, prestamoId);
  const saldo = historiaImportada
    ? await saldoDeLaHistoria(manager, prestamoId)
    : await saldoContable(manager, prestamoId);
  return repartirCobrosEnOrden(saldo, proporcional, cobros);
}

/** Los repartos de los cobros en orden, cada uno sobre el saldo que dejó el anterior (`saldo` queda después del último). */
function repartirCobrosEnOrden(
  saldo: SaldoContable,
  proporcional: boolean,
  cobros: readonly CobroPorRepartir[],
  caja: CajaEfectivo = CAJA_OFICINA,
): RepartoEvento[] {
  return cobros.map((c) => {
    const reparto = repartirEvento(
      c.tipo === 'liquidacion'
        ? { tipo: 'liquidacion', monto: c.monto, mora: c.mora, efectivo: c.efectivo, caja }
        : {
            tipo: 'cobro',
            monto: c.monto,
            mora: c.mora,
            efectivo: c.efectivo,
            caja,
            interes: proporcional ? { tipo: 'proporcional' } : { tipo: 'plan', interesPlan: c.interesPlan },
          },
      saldo,
    );
    Object.assign(saldo, saldoDespues(saldo, reparto));
    return reparto;
  });
}

/** El interés del reparto de cada cobro, sin la base (la aplicación por lotes de una importación); mueve `saldo`. */
export function interesesDeCobros(
  saldo: SaldoContable,
  proporcional: boolean,
  cobros: ReadonlyArray<{ monto: number; interesPlan: number }>,
): number[] {
  return repartirCobrosEnOrden(
    saldo,
    proporcional,
    cobros.map((c) => ({ tipo: 'cobro', monto: c.monto, mora: 0, efectivo: c.monto, interesPlan: c.interesPlan })),
  ).map((r) => r.interes);
}
