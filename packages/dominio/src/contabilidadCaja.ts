// Las reglas del libro mayor de la caja (centavos): gastos y entregas de los cobradores, ingresos, egresos y fondeo
// de la oficina, saldo inicial y recaudos por transferencia. Las del préstamo están en contabilidad.ts.
import {
  esCategoriaFondeo,
  type CategoriaFondeo,
  type CategoriaMovimiento,
  type CategoriaResultado,
} from './flujoCaja';
import { CAJA_OFICINA, compactar, debe, efectivo, haber, type LineaRegla } from './lineasContables';
import type { ClaveCuenta } from './planDeCuentas';

/** Gasto aceptado de un cobrador: sale de su efectivo. */
export function reglaGasto(g: { cobradorId: string; monto: number }): LineaRegla[] {
  return compactar([
    debe('gastos_cobradores', g.monto, { cobradorId: g.cobradorId }),
    efectivo({ tipo: 'cobrador', cobradorId: g.cobradorId }, 0, g.monto),
  ]);
}

/**
 * Entrega confirmada: sale de la subcuenta del cobrador lo esperado, entra a la oficina lo recibido; la diferencia es
 * un faltante por cobrarle (136530, activo) o un sobrante. Un sobrante abona primero lo que el cobrador debe (`deuda`,
 * su saldo en 136530 antes de la entrega) y sólo el resto es ingreso (429553): así la deuda de la caja y el libro
 * siempre son la misma. El abono a un faltante (una entrega sin cobros: esperado 0) es el mismo caso.
 */
export function reglaEntrega(e: {
  cobradorId: string;
  esperado: number;
  recibido: number;
  /** Centavos que el cobrador debía en 136530 antes de esta entrega (0 si no debía). */
  deuda?: number;
}): LineaRegla[] {
  const { cobradorId } = e;
  const sobrante = Math.max(0, e.recibido - e.esperado);
  const abono = Math.min(sobrante, Math.max(0, e.deuda ?? 0));
  return compactar([
    debe(CAJA_OFICINA, e.recibido),
    efectivo({ tipo: 'cobrador', cobradorId }, 0, e.esperado),
    debe('faltantes_cobradores', Math.max(0, e.esperado - e.recibido), { cobradorId }),
    haber('faltantes_cobradores', abono, { cobradorId }),
    haber('sobrantes_caja', sobrante - abono, { cobradorId }),
  ]);
}

/** La deuda de un cobrador después de una entrega: la de antes más el faltante, menos el sobrante, nunca negativa. */
export function deudaDespuesDeEntrega(deuda: number, esperado: number, recibido: number): number {
  return Math.max(0, deuda + esperado - recibido);
}

const CUENTA_INGRESO: Readonly<Record<CategoriaResultado, ClaveCuenta>> = {
  gastos: 'otros_ingresos',
  comisiones: 'comisiones_recibidas',
  otros: 'otros_ingresos',
};
const CUENTA_EGRESO: Readonly<Record<CategoriaResultado, ClaveCuenta>> = {
  gastos: 'gastos_generales',
  comisiones: 'comisiones_pagadas',
  otros: 'otros_egresos',
};

/** Ingreso o egreso de la caja de la oficina, a la cuenta de su categoría (la del fondeo: reglaFondeoCaja). */
export function reglaMovimientoCaja(m: {
  tipo: 'ingreso' | 'egreso';
  categoria: CategoriaMovimiento;
  monto: number;
}): LineaRegla[] {
  if (esCategoriaFondeo(m.categoria)) return reglaFondeoCaja({ ...m, categoria: m.categoria });
  return m.tipo === 'ingreso'
    ? compactar([debe(CAJA_OFICINA, m.monto), haber(CUENTA_INGRESO[m.categoria], m.monto)])
    : compactar([debe(CUENTA_EGRESO[m.categoria], m.monto), haber(CAJA_OFICINA, m.monto)]);
}

const CUENTA_FONDEO: Readonly<Record<CategoriaFondeo, ClaveCuenta>> = {
  capital: 'aportes_dueno',
  banco: 'bancos',
  prestamo_recibido: 'prestamos_recibidos',
};

/**
 * Fondeo de la caja de la oficina (docs/decisiones/fondeo-de-la-caja.md): el aporte o retiro del dueño va contra el
 * patrimonio, el dinero entre la caja y el banco es un cambio entre dos activos y el préstamo recibido de un tercero
 * (o el abono a él) es un pasivo. Ninguna línea toca una cuenta de ingreso o de gasto: el fondeo nunca cambia la
 * utilidad.
 */
export function reglaFondeoCaja(f: {
  tipo: 'ingreso' | 'egreso';
  categoria: CategoriaFondeo;
  monto: number;
}): LineaRegla[] {
  const contrapartida = CUENTA_FONDEO[f.categoria];
  return f.tipo === 'ingreso'
    ? compactar([debe(CAJA_OFICINA, f.monto), haber(contrapartida, f.monto)])
    : compactar([debe(contrapartida, f.monto), haber(CAJA_OFICINA, f.monto)]);
}

/** Saldo inicial de caja: comprobante de apertura contra el capital. */
export function reglaSaldoInicial(monto: number): LineaRegla[] {
  return monto >= 0
    ? compactar([debe(CAJA_OFICINA, monto), haber('capital_inicial', monto)])
    : compactar([debe('capital_inicial', -monto), haber(CAJA_OFICINA, -monto)]);
}

/**
 * Un recaudo sin dueño conocido (una línea del extracto o un pago de la pasarela que no se cruzó con ningún préstamo):
 * el dinero ya está en el banco, la subcuenta de su cuenta de recaudo, y se le debe a alguien, «Recaudos por aplicar».
 */
export function reglaRecaudoPorAplicar(r: { cuentaPagoId: string; monto: number }): LineaRegla[] {
  return compactar([
    debe({ tipo: 'cuenta_pago', cuentaPagoId: r.cuentaPagoId }, r.monto),
    haber('recaudos_por_aplicar', r.monto),
  ]);
}

/**
 * Aplicar un recaudo por aplicar a los préstamos: su cobro por transferencia ya debitó la subcuenta del banco (con
 * reglaCobro, como cualquier cobro), pero ese dinero había entrado al banco con reglaRecaudoPorAplicar; este
 * comprobante lo saca de «Recaudos por aplicar» y deshace el segundo débito al banco. Juntos, el cobro y este
 * comprobante debitan 2805 en vez del banco.
 */
export function reglaAplicacionRecaudo(r: { cuentaPagoId: string; monto: number }): LineaRegla[] {
  return compactar([
    debe('recaudos_por_aplicar', r.monto),
    haber({ tipo: 'cuenta_pago', cuentaPagoId: r.cuentaPagoId }, r.monto),
  ]);
}

/**
 * Devolver un recaudo que no es nuestro a quien lo consignó: sale de «Recaudos por aplicar» y sale del banco (el débito
 * del extracto del día de la devolución).
 */
export function reglaDevolucionRecaudo(r: { cuentaPagoId: string; monto: number }): LineaRegla[] {
  return compactar([
    debe('recaudos_por_aplicar', r.monto),
    haber({ tipo: 'cuenta_pago', cuentaPagoId: r.cuentaPagoId }, r.monto),
  ]);
}
