// El libro mayor de partida doble (docs/contabilidad.md): el plan de cuentas, la forma de lo que responde
// /api/contabilidad y las reglas de causación, una por evento de dinero. Las reglas son puras y trabajan en centavos
// enteros: reciben lo que pasó y devuelven las líneas del comprobante, cuyos débitos siempre igualan los créditos.
// Base: los intereses se reconocen como ingreso cuando se cobran (docs/decisiones/libro-mayor.md); la causación por día,
// si el prestamista la elige, es un ajuste aparte del barrido (causacion.ts, docs/decisiones/politicas-contables.md).

import { esCategoriaFondeo, type CategoriaFondeo, type CategoriaMovimiento, type CategoriaResultado } from './flujoCaja';
import { ETIQUETAS_TIPO_MOVIMIENTO, TIPOS_MOVIMIENTO } from './libro';
import type { Static } from '@sinclair/typebox';
import type {
  EsquemaAsientoContable,
  EsquemaBalanceGeneral,
  EsquemaBalancePrueba,
  EsquemaCuentaContable,
  EsquemaEstadoResultados,
  EsquemaFilaBalancePrueba,
  EsquemaFilaEstadoFinanciero,
  EsquemaLineaAsientoContable,
  EsquemaTerceroContable,
} from './esquemas/mayor';
import type { Fecha } from './tipos';

// Las cuentas de orden (las de lo castigado, docs/decisiones/politicas-contables.md) no son del balance general ni del
// estado de resultados: las deudoras (8) y su contrapartida por contra (89) sólo se controlan entre sí.
export const CLASES_CUENTA = ['activo', 'pasivo', 'patrimonio', 'ingreso', 'gasto', 'orden_deudora', 'orden_por_contra'] as const;
export type ClaseCuenta = (typeof CLASES_CUENTA)[number];
export type NaturalezaCuenta = 'debito' | 'credito';

export const ETIQUETAS_CLASE_CUENTA: Readonly<Record<ClaseCuenta, string>> = {
  activo: 'Activo',
  pasivo: 'Pasivo',
  patrimonio: 'Patrimonio',
  ingreso: 'Ingresos',
  gasto: 'Gastos',
  orden_deudora: 'Cuentas de orden deudoras',
  orden_por_contra: 'Cuentas de orden deudoras por contra',
};

/** La naturaleza de cada clase: del lado en que crece su saldo. */
export const NATURALEZA_CLASE: Readonly<Record<ClaseCuenta, NaturalezaCuenta>> = {
  activo: 'debito',
  pasivo: 'credito',
  patrimonio: 'credito',
  ingreso: 'credito',
  gasto: 'debito',
  orden_deudora: 'debito',
  orden_por_contra: 'credito',
};

/**
 * El papel de cada cuenta en las reglas de causación. El código y el nombre los puede cambiar el contador; el papel
 * no. `efectivo_cobradores` es la cuenta mayor de las subcuentas de cada cobrador.
 */
export const CLAVES_CUENTA = [
  'caja_oficina',
  'efectivo_cobradores',
  'cartera_capital',
  'cartera_intereses',
  'cartera_mora',
  'faltantes_cobradores',
  'intereses_diferidos',
  'mora_diferida',
  'capital_inicial',
  'ingresos_intereses',
  'ingresos_mora',
  'comisiones_recibidas',
  'recuperaciones',
  'sobrantes_caja',
  'otros_ingresos',
  'descuentos_condonaciones',
  'castigos_cartera',
  'gastos_cobradores',
  'gastos_generales',
  'comisiones_pagadas',
  'otros_egresos',
  // Las políticas contables (causacion.ts): deterioro de la cartera y cuentas de orden de lo castigado; las crea su
  // migración (1795355400000-politicas-contables.ts), no CUENTAS_BASE.
  'deterioro_cartera',
  'gasto_deterioro',
  'castigados_orden',
  'castigados_orden_contra',
  // El fondeo de la caja (reglaFondeoCaja): ni ingreso ni gasto.
  'bancos',
  'aportes_dueno',
  'prestamos_recibidos',
  // Los saldos con que se abren los libros de una cartera importada (apertura.ts): patrimonio, contrapartida de la
  // cartera y de lo cobrado antes de la fecha de corte. Lo crea su migración (1795356200000-prestamos-importados.ts).
  'saldos_iniciales',
  // Lo que llegó a una cuenta de recaudo sin saber de quién es (docs/decisiones/pagos-por-transferencia.md): un pasivo
  // hasta que se aplica a un préstamo o se devuelve. Lo crea su migración (1795356000000-extractos-suspenso.ts).
  'recaudos_por_aplicar',
] as const;
export type ClaveCuenta = (typeof CLAVES_CUENTA)[number];

export interface CuentaBase {
  clave: ClaveCuenta;
  codigo: string;
  nombre: string;
  clase: ClaseCuenta;
}

/** El plan de cuentas con que nace una instalación, con códigos al estilo del PUC colombiano. */
export const CUENTAS_BASE: readonly CuentaBase[] = [
  { clave: 'caja_oficina', codigo: '110505', nombre: 'Caja de la oficina', clase: 'activo' },
  {
    clave: 'efectivo_cobradores',
    codigo: '110510',
    nombre: 'Efectivo en poder de cobradores',
    clase: 'activo',
  },
  { clave: 'cartera_capital', codigo: '140505', nombre: 'Cartera de créditos — capital', clase: 'activo' },
  {
    clave: 'cartera_intereses',
    codigo: '140510',
    nombre: 'Cartera de créditos — intereses pactados',
    clase: 'activo',
  },
  {
    clave: 'cartera_mora',
    codigo: '140515',
    nombre: 'Cartera de créditos — intereses de mora',
    clase: 'activo',
  },
  {
    clave: 'faltantes_cobradores',
    codigo: '136530',
    nombre: 'Faltantes por cobrar a cobradores',
    clase: 'activo',
  },
  {
    clave: 'intereses_diferidos',
    codigo: '270505',
    nombre: 'Intereses pactados por cobrar (diferidos)',
    clase: 'pasivo',
  },
  {
    clave: 'mora_diferida',
    codigo: '270510',
    nombre: 'Intereses de mora por cobrar (diferidos)',
    clase: 'pasivo',
  },
  {
    clave: 'capital_inicial',
    codigo: '310505',
    nombre: 'Capital — saldo inicial de caja',
    clase: 'patrimonio',
  },
  {
    clave: 'ingresos_intereses',
    codigo: '415005',
    nombre: 'Ingresos por intereses de créditos',
    clase: 'ingreso',
  },
  { clave: 'ingresos_mora', codigo: '415020', nombre: 'Ingresos por intereses de mora', clase: 'ingreso' },
  { clave: 'comisiones_recibidas', codigo: '415010', nombre: 'Comisiones recibidas', clase: 'ingreso' },
  {
    clave: 'recuperaciones',
    codigo: '425035',
    nombre: 'Recuperaciones de cartera castigada',
    clase: 'ingreso',
  },
  { clave: 'sobrantes_caja', codigo: '429553', nombre: 'Sobrantes de caja de cobradores', clase: 'ingreso' },
  { clave: 'otros_ingresos', codigo: '429595', nombre: 'Otros ingresos', clase: 'ingreso' },
  {
    clave: 'descuentos_condonaciones',
    codigo: '530535',
    nombre: 'Descuentos y condonaciones de capital',
    clase: 'gasto',
  },
  { clave: 'castigos_cartera', codigo: '519910', nombre: 'Castigos de cartera', clase: 'gasto' },
  { clave: 'gastos_cobradores', codigo: '519530', nombre: 'Gastos de cobradores', clase: 'gasto' },
  { clave: 'gastos_generales', codigo: '519595', nombre: 'Gastos generales de la oficina', clase: 'gasto' },
  { clave: 'comisiones_pagadas', codigo: '530515', nombre: 'Comisiones pagadas', clase: 'gasto' },
  { clave: 'otros_egresos', codigo: '539595', nombre: 'Otros egresos', clase: 'gasto' },
  { clave: 'bancos', codigo: '111005', nombre: 'Bancos', clase: 'activo' },
  {
    clave: 'aportes_dueno',
    codigo: '310510',
    nombre: 'Capital — aportes y retiros del dueño',
    clase: 'patrimonio',
  },
  {
    clave: 'prestamos_recibidos',
    codigo: '219505',
    nombre: 'Préstamos recibidos de terceros',
    clase: 'pasivo',
  },
  { clave: 'saldos_iniciales', codigo: '370505', nombre: 'Saldos iniciales de la cartera importada', clase: 'patrimonio' },
];

// ——— Lo que responde /api/contabilidad ———

export type CuentaContable = Static<typeof EsquemaCuentaContable>;

/**
 * De qué evento salió el comprobante. `reverso` es la corrección de otro comprobante (lo invierte línea por línea):
 * un comprobante nunca se cambia ni se borra.
 */
export const TIPOS_ASIENTO_CONTABLE = [
  ...TIPOS_MOVIMIENTO,
  'gasto',
  'entrega',
  'movimiento_caja',
  'saldo_inicial',
  'reverso',
  'causacion',
  'deterioro',
  'recaudo_por_aplicar',
  'aplicacion_recaudo',
  'devolucion_recaudo',
] as const;
export type TipoAsientoContable = (typeof TIPOS_ASIENTO_CONTABLE)[number];

export const ETIQUETAS_TIPO_ASIENTO: Readonly<Record<TipoAsientoContable, string>> = {
  ...ETIQUETAS_TIPO_MOVIMIENTO,
  reversion: 'Reversión de cobro',
  gasto: 'Gasto de cobrador',
  entrega: 'Entrega de caja',
  movimiento_caja: 'Movimiento de caja',
  saldo_inicial: 'Saldo inicial',
  reverso: 'Reverso',
  causacion: 'Causación de intereses',
  deterioro: 'Deterioro de la cartera',
  recaudo_por_aplicar: 'Recaudo por aplicar',
  aplicacion_recaudo: 'Aplicación de un recaudo',
  devolucion_recaudo: 'Devolución de un recaudo que no es nuestro',
};

/** La fuente del comprobante: el registro del que salió. */
export const ORIGENES_ASIENTO = ['prestamo', 'gasto', 'entrega', 'movimiento_caja', 'saldo_inicial', 'deterioro', 'extracto'] as const;
export type OrigenAsiento = (typeof ORIGENES_ASIENTO)[number];

export const ETIQUETAS_ORIGEN_ASIENTO: Readonly<Record<OrigenAsiento, string>> = {
  prestamo: 'Préstamo',
  gasto: 'Gasto de cobrador',
  entrega: 'Entrega de caja',
  movimiento_caja: 'Movimiento de caja',
  saldo_inicial: 'Saldo inicial',
  deterioro: 'Deterioro de la cartera',
  extracto: 'Línea de un extracto',
};

/** El tercero de una línea: el cliente del préstamo o el cobrador de la caja (esquemas/mayor.ts). */
export type TerceroContable = Static<typeof EsquemaTerceroContable>;

export type LineaAsientoContable = Static<typeof EsquemaLineaAsientoContable>;

export type AsientoContable = Static<typeof EsquemaAsientoContable>;

export type FilaBalancePrueba = Static<typeof EsquemaFilaBalancePrueba>;

export type BalancePrueba = Static<typeof EsquemaBalancePrueba>;

export type FilaEstadoFinanciero = Static<typeof EsquemaFilaEstadoFinanciero>;

export type EstadoResultados = Static<typeof EsquemaEstadoResultados>;

export type BalanceGeneral = Static<typeof EsquemaBalanceGeneral>;

// ——— Reglas de causación (centavos) ———

/**
 * Dónde está un dinero recibido: la caja de la oficina, lo que tiene un cobrador o una cuenta de recaudo (un banco, una
 * llave Bre-B, Nequi o Daviplata: su subcuenta de Bancos, 1110; docs/decisiones/pagos-por-transferencia.md).
 */
export type CajaEfectivo =
  | { tipo: 'oficina' }
  | { tipo: 'cobrador'; cobradorId: string }
  | { tipo: 'cuenta_pago'; cuentaPagoId: string };
export const CAJA_OFICINA: CajaEfectivo = { tipo: 'oficina' };

/**
 * Dónde entró el dinero de un cobro: una transferencia, en su cuenta de recaudo (nunca en poder de un cobrador); el
 * efectivo, con el cobrador que lo tiene mientras no lo entregue; si no, en la oficina.
 */
export function cajaDeCobro(c: { cuentaPagoId: string | null; enPoderDe: string | null; entregado: boolean }): CajaEfectivo {
  if (c.cuentaPagoId) return { tipo: 'cuenta_pago', cuentaPagoId: c.cuentaPagoId };
  return c.enPoderDe && !c.entregado ? { tipo: 'cobrador', cobradorId: c.enPoderDe } : CAJA_OFICINA;
}

/** Una línea de un comprobante según la regla: la cuenta por su papel (o la caja), el préstamo y el cobrador. */
export interface LineaRegla {
  cuenta: ClaveCuenta | CajaEfectivo;
  debito: number;
  credito: number;
  prestamoId?: string;
  /** El cobrador como tercero (faltantes, gastos) o dueño de la subcuenta de efectivo. */
  cobradorId?: string;
}

/** Lo que el libro mayor tiene de un préstamo: capital e interés pactado por cobrar (centavos). */
export interface SaldoContable {
  capital: number;
  interes: number;
}

function debe(
  cuenta: LineaRegla['cuenta'],
  monto: number,
  extra: Omit<LineaRegla, 'cuenta' | 'debito' | 'credito'> = {},
): LineaRegla {
  return { cuenta, debito: monto, credito: 0, ...extra };
}

function haber(
  cuenta: LineaRegla['cuenta'],
  monto: number,
  extra: Omit<LineaRegla, 'cuenta' | 'debito' | 'credito'> = {},
): LineaRegla {
  return { cuenta, debito: 0, credito: monto, ...extra };
}

/** Una línea de efectivo: la de la subcuenta de un cobrador lleva su id. */
function efectivo(caja: CajaEfectivo, debito: number, credito: number): LineaRegla {
  return caja.tipo === 'cobrador'
    ? { cuenta: caja, debito, credito, cobradorId: caja.cobradorId }
    : { cuenta: caja, debito, credito };
}

/** Quita las líneas en cero y junta las de la misma cuenta, préstamo, cobrador y lado. */
export function compactar(lineas: readonly LineaRegla[]): LineaRegla[] {
  const juntas = new Map<string, LineaRegla>();
  for (const linea of lineas) {
    if (
      linea.debito < 0 ||
      linea.credito < 0 ||
      !Number.isInteger(linea.debito) ||
      !Number.isInteger(linea.credito)
    ) {
      throw new Error(`Línea contable inválida: ${JSON.stringify(linea)}`);
    }
    if (linea.debito === 0 && linea.credito === 0) continue;
    const cuenta =
      typeof linea.cuenta === 'string'
        ? linea.cuenta
        : linea.cuenta.tipo === 'cuenta_pago'
          ? `cuenta_pago:${linea.cuenta.cuentaPagoId}`
          : linea.cuenta.tipo;
    const lado = linea.debito > 0 ? 'd' : 'c';
    const clave = [cuenta, linea.prestamoId ?? '', linea.cobradorId ?? '', lado].join('|');
    const previa = juntas.get(clave);
    if (previa) {
      previa.debito += linea.debito;
      previa.credito += linea.credito;
    } else juntas.set(clave, { ...linea });
  }
  return [...juntas.values()];
}

export function totalDebitos(lineas: readonly LineaRegla[]): number {
  return lineas.reduce((t, l) => t + l.debito, 0);
}

export function totalCreditos(lineas: readonly LineaRegla[]): number {
  return lineas.reduce((t, l) => t + l.credito, 0);
}

/** Un comprobante cuadra: débitos = créditos y al menos dos líneas. */
export function cuadra(lineas: readonly LineaRegla[]): boolean {
  return lineas.length >= 2 && totalDebitos(lineas) === totalCreditos(lineas);
}

/** El reverso de un comprobante: las mismas líneas con débito y crédito cambiados. */
export function invertir(lineas: readonly LineaRegla[]): LineaRegla[] {
  return lineas.map((l) => ({ ...l, debito: l.credito, credito: l.debito }));
}

function limitar(valor: number, minimo: number, maximo: number): number {
  return Math.min(Math.max(valor, minimo), maximo);
}

/** a × b ÷ c redondeado al centavo más cercano (mitades hacia arriba), exacto con enteros grandes. */
function proporcion(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const num = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(num / (BigInt(c) * 2n));
}

/**
 * La parte de interés de `monto` que reduce el saldo de un préstamo. Con el reparto del plan (`interesPlan`, lo que
 * las cuotas tocadas llevan de interés) si el préstamo lleva su interés en las cuotas; proporcional a lo que queda
 * por cobrar si no (interés adelantado y préstamos de un reenganche, cuyas cuotas no separan el interés retenido ni
 * el refinanciado). Nunca deja capital ni interés negativos en el libro mayor.
 */
export function interesDeUnPago(
  monto: number,
  saldo: SaldoContable,
  reparto: { tipo: 'plan'; interesPlan: number } | { tipo: 'proporcional' },
): number {
  const total = saldo.capital + saldo.interes;
  if (monto > total) throw new Error(`El pago (${monto}) supera el saldo contable (${total})`);
  if (monto === total) return saldo.interes;
  const deseado = reparto.tipo === 'plan' ? reparto.interesPlan : proporcion(monto, saldo.interes, total);
  return limitar(deseado, Math.max(0, monto - saldo.capital), Math.min(monto, saldo.interes));
}

/**
 * El interés que devuelve la reversión de `monto` centavos de un cobro al que le quedan `resto` (efectivo e interés
 * reconocido netos en el libro mayor): todo su interés si se revierte entero; si no, el deseado (el de las cuotas, o
 * proporcional a lo que queda) sin devolver más interés ni más capital del que el cobro llevó. Lo usan el comprobante
 * de la reversión y el movimiento del préstamo (docs/decisiones/un-reparto-para-el-prestamo-y-el-mayor.md).
 */
export function interesDeUnaReversion(
  monto: number,
  resto: { monto: number; interes: number },
  deseado: number | 'proporcional',
): number {
  if (monto >= resto.monto) return resto.interes;
  const objetivo = deseado === 'proporcional' ? proporcion(monto, resto.interes, resto.monto) : deseado;
  return Math.min(Math.max(objetivo, monto - (resto.monto - resto.interes)), monto, resto.interes);
}

/**
 * Desembolso: nace la cartera (el capital es el efectivo que salió de la oficina; el resto de lo pactado es interés,
 * diferido hasta cobrarse). En interés adelantado lo retenido es interés pactado, no capital.
 */
export function reglaDesembolso(d: { prestamoId: string; efectivo: number; pactado: number }): LineaRegla[] {
  const { prestamoId } = d;
  const interes = d.pactado - d.efectivo;
  if (interes < 0) throw new Error('Un desembolso no entrega más de lo pactado');
  return compactar([
    debe('cartera_capital', d.efectivo, { prestamoId }),
    debe('cartera_intereses', interes, { prestamoId }),
    haber(CAJA_OFICINA, d.efectivo),
    haber('intereses_diferidos', interes, { prestamoId }),
  ]);
}

/** Cobro: entra el efectivo a quien lo recibió; baja la cartera; el interés cobrado pasa de diferido a ingreso. */
export function reglaCobro(c: {
  prestamoId: string;
  monto: number;
  interes: number;
  caja: CajaEfectivo;
}): LineaRegla[] {
  const { prestamoId } = c;
  return compactar([
    efectivo(c.caja, c.monto, 0),
    haber('cartera_capital', c.monto - c.interes, { prestamoId }),
    haber('cartera_intereses', c.interes, { prestamoId }),
    debe('intereses_diferidos', c.interes, { prestamoId }),
    haber('ingresos_intereses', c.interes, { prestamoId }),
  ]);
}

/** Capital e interés de un movimiento del préstamo (centavos): lo que baja de cada uno. */
export interface RepartoMovimiento {
  capital: number;
  interes: number;
}

/**
 * El reparto de una liquidación (docs/decisiones/un-reparto-para-el-prestamo-y-el-mayor.md): lo recibido paga primero
 * el capital; lo que se perdona es primero el interés pactado que no se cobró y sólo después capital. Lo usan la regla
 * del comprobante (reglaLiquidacion) y los movimientos del préstamo (la liquidación y la condonación de su resto).
 */
export function repartirLiquidacion(
  recibido: number,
  saldo: SaldoContable,
): { recibido: RepartoMovimiento; perdonado: RepartoMovimiento } {
  if (recibido < 0 || recibido > saldo.capital + saldo.interes) {
    throw new Error(`Lo recibido (${recibido}) no cabe en el saldo contable (${saldo.capital + saldo.interes})`);
  }
  const capital = Math.min(recibido, saldo.capital);
  const interes = recibido - capital;
  return {
    recibido: { capital, interes },
    perdonado: { capital: saldo.capital - capital, interes: saldo.interes - interes },
  };
}

/** El reparto de una condonación: primero el interés pactado por cobrar, salvo que se pida capital primero. */
export function repartirCondonacion(monto: number, saldo: SaldoContable, capitalPrimero = false): RepartoMovimiento {
  if (monto < 0 || monto > saldo.capital + saldo.interes) throw new Error('La condonación supera el saldo contable');
  const capital = capitalPrimero ? Math.min(monto, saldo.capital) : monto - Math.min(monto, saldo.interes);
  return { capital, interes: monto - capital };
}

/**
 * Liquidación: lo recibido paga primero el capital; el descuento perdona primero el interés pactado que no se cobró
 * y sólo después capital (un gasto). Un comprobante para todo el acto, con el reparto de repartirLiquidacion.
 */
export function reglaLiquidacion(l: {
  prestamoId: string;
  recibido: number;
  descuento: number;
  saldo: SaldoContable;
  caja: CajaEfectivo;
}): LineaRegla[] {
  const { prestamoId, saldo } = l;
  if (l.recibido + l.descuento !== saldo.capital + saldo.interes) {
    throw new Error('Una liquidación cierra todo el saldo contable del préstamo');
  }
  const reparto = repartirLiquidacion(l.recibido, saldo);
  const capitalRecibido = reparto.recibido.capital;
  const interesRecibido = reparto.recibido.interes;
  const interesPerdonado = reparto.perdonado.interes;
  const capitalPerdonado = reparto.perdonado.capital;
  return compactar([
    efectivo(l.caja, l.recibido, 0),
    haber('cartera_capital', capitalRecibido, { prestamoId }),
    haber('cartera_intereses', interesRecibido, { prestamoId }),
    debe('intereses_diferidos', interesRecibido, { prestamoId }),
    haber('ingresos_intereses', interesRecibido, { prestamoId }),
    ...reglaPerdon(prestamoId, capitalPerdonado, interesPerdonado),
  ]);
}

/** Perdonar interés pactado no cobrado no es gasto (nunca fue ingreso); perdonar capital sí. */
function reglaPerdon(prestamoId: string, capital: number, interes: number): LineaRegla[] {
  return [
    debe('intereses_diferidos', interes, { prestamoId }),
    haber('cartera_intereses', interes, { prestamoId }),
    debe('descuentos_condonaciones', capital, { prestamoId }),
    haber('cartera_capital', capital, { prestamoId }),
  ];
}

/** Condonación: primero el interés pactado por cobrar, salvo que se pida capital primero. */
export function reglaCondonacion(c: {
  prestamoId: string;
  monto: number;
  saldo: SaldoContable;
  capitalPrimero?: boolean;
}): LineaRegla[] {
  const { capital, interes } = repartirCondonacion(c.monto, c.saldo, c.capitalPrimero);
  return compactar(reglaPerdon(c.prestamoId, capital, interes));
}

/** Castigo: el capital se da por perdido (gasto); el interés pactado por cobrar se cancela contra su diferido. */
export function reglaCastigo(c: { prestamoId: string; saldo: SaldoContable }): LineaRegla[] {
  const { prestamoId, saldo } = c;
  return compactar([
    debe('intereses_diferidos', saldo.interes, { prestamoId }),
    haber('cartera_intereses', saldo.interes, { prestamoId }),
    debe('castigos_cartera', saldo.capital, { prestamoId }),
    haber('cartera_capital', saldo.capital, { prestamoId }),
  ]);
}

/** Recuperación de un castigado: efectivo e ingreso aparte; lo castigado no cambia. */
export function reglaRecuperacion(r: {
  prestamoId: string;
  monto: number;
  caja: CajaEfectivo;
}): LineaRegla[] {
  return compactar([
    efectivo(r.caja, r.monto, 0),
    haber('recuperaciones', r.monto, { prestamoId: r.prestamoId }),
  ]);
}

/**
 * Reenganche: el saldo del préstamo anterior (capital e interés pactado aún sin cobrar) pasa al nuevo. El capital del
 * nuevo es el capital anterior más el efectivo entregado; su interés pactado, el anterior no cobrado más el interés
 * nuevo (pactado − efectivo − saldo anterior). Así la cartera de capital sólo crece por efectivo que salió, y el
 * interés refinanciado sigue diferido hasta que se cobre.
 */
export function reglaReenganche(r: {
  anterior: { prestamoId: string; saldo: SaldoContable };
  nuevo: { prestamoId: string; pactado: number };
  efectivo: number;
}): LineaRegla[] {
  const { anterior, nuevo, efectivo } = r;
  const saldoAnterior = anterior.saldo.capital + anterior.saldo.interes;
  const interesNuevo = nuevo.pactado - efectivo - saldoAnterior;
  if (efectivo < 0 || interesNuevo < 0) throw new Error('Reenganche con efectivo o interés negativo');
  return compactar([
    haber('cartera_capital', anterior.saldo.capital, { prestamoId: anterior.prestamoId }),
    haber('cartera_intereses', anterior.saldo.interes, { prestamoId: anterior.prestamoId }),
    debe('cartera_capital', anterior.saldo.capital + efectivo, { prestamoId: nuevo.prestamoId }),
    debe('cartera_intereses', anterior.saldo.interes + interesNuevo, { prestamoId: nuevo.prestamoId }),
    haber(CAJA_OFICINA, efectivo),
    haber('intereses_diferidos', interesNuevo, { prestamoId: nuevo.prestamoId }),
  ]);
}

/**
 * El interés de mora (docs/decisiones/interes-de-mora.md), con la misma base que el pactado: causado es cartera contra
 * un diferido; cobrado es efectivo e ingreso propio; perdonado (condonación, castigo, anulación, resto de una
 * liquidación) cancela cartera contra diferido sin gasto, porque nunca fue ingreso.
 */
export type EventoMora = 'causacion' | 'cobro' | 'reversion' | 'perdon';

export function reglaMora(m: {
  evento: EventoMora;
  prestamoId: string;
  monto: number;
  caja?: CajaEfectivo;
}): LineaRegla[] {
  const { prestamoId, monto } = m;
  const caja = m.caja ?? CAJA_OFICINA;
  switch (m.evento) {
    case 'causacion':
      return compactar([
        debe('cartera_mora', monto, { prestamoId }),
        haber('mora_diferida', monto, { prestamoId }),
      ]);
    case 'perdon':
      return compactar([
        debe('mora_diferida', monto, { prestamoId }),
        haber('cartera_mora', monto, { prestamoId }),
      ]);
    case 'cobro':
    case 'reversion': {
      const cobro = compactar([
        efectivo(caja, monto, 0),
        haber('cartera_mora', monto, { prestamoId }),
        debe('mora_diferida', monto, { prestamoId }),
        haber('ingresos_mora', monto, { prestamoId }),
      ]);
      return m.evento === 'cobro' ? cobro : invertir(cobro);
    }
  }
}

/** Qué hace con la mora cada asiento del libro de un préstamo que la lleva (null: el tipo no toca la mora). */
export function eventoMoraDe(tipo: (typeof TIPOS_MOVIMIENTO)[number]): EventoMora | null {
  switch (tipo) {
    case 'mora':
      return 'causacion';
    case 'cobro':
    case 'liquidacion':
      return 'cobro';
    case 'reversion':
      return 'reversion';
    case 'condonacion':
    case 'castigo':
    case 'anulacion':
      return 'perdon';
    default:
      return null;
  }
}

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
  return compactar([debe({ tipo: 'cuenta_pago', cuentaPagoId: r.cuentaPagoId }, r.monto), haber('recaudos_por_aplicar', r.monto)]);
}

/**
 * Aplicar un recaudo por aplicar a los préstamos: su cobro por transferencia ya debitó la subcuenta del banco (con
 * reglaCobro, como cualquier cobro), pero ese dinero había entrado al banco con reglaRecaudoPorAplicar; este
 * comprobante lo saca de «Recaudos por aplicar» y deshace el segundo débito al banco. Juntos, el cobro y este
 * comprobante debitan 2805 en vez del banco.
 */
export function reglaAplicacionRecaudo(r: { cuentaPagoId: string; monto: number }): LineaRegla[] {
  return compactar([debe('recaudos_por_aplicar', r.monto), haber({ tipo: 'cuenta_pago', cuentaPagoId: r.cuentaPagoId }, r.monto)]);
}

/**
 * Devolver un recaudo que no es nuestro a quien lo consignó: sale de «Recaudos por aplicar» y sale del banco (el débito
 * del extracto del día de la devolución).
 */
export function reglaDevolucionRecaudo(r: { cuentaPagoId: string; monto: number }): LineaRegla[] {
  return compactar([debe('recaudos_por_aplicar', r.monto), haber({ tipo: 'cuenta_pago', cuentaPagoId: r.cuentaPagoId }, r.monto)]);
}

// ——— Periodos de los estados financieros ———

function ultimoDiaDelMes(anio: number, mes: number): number {
  return new Date(Date.UTC(anio, mes, 0)).getUTCDate();
}

function fecha(anio: number, mes: number, dia: number): Fecha {
  return `${String(anio).padStart(4, '0')}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
}

/** El último día del mes anterior al de `dia`. */
export function finDelMesAnterior(dia: Fecha): Fecha {
  const [anio, mes] = dia.split('-').map(Number);
  const [a, m] = mes === 1 ? [anio - 1, 12] : [anio, mes - 1];
  return fecha(a, m, ultimoDiaDelMes(a, m));
}

/**
 * El periodo con que se compara [desde, hasta]: el mes anterior si es un mes calendario entero, si no los mismos
 * días justo antes.
 */
export function periodoAnterior(desde: Fecha, hasta: Fecha): { desde: Fecha; hasta: Fecha } {
  const [a1, m1, d1] = desde.split('-').map(Number);
  const [a2, m2, d2] = hasta.split('-').map(Number);
  if (d1 === 1 && a1 === a2 && m1 === m2 && d2 === ultimoDiaDelMes(a2, m2)) {
    const fin = finDelMesAnterior(desde);
    return { desde: `${fin.slice(0, 8)}01`, hasta: fin };
  }
  const dias = Math.round((Date.UTC(a2, m2 - 1, d2) - Date.UTC(a1, m1 - 1, d1)) / 86_400_000) + 1;
  const fin = new Date(Date.UTC(a1, m1 - 1, d1 - 1));
  const inicio = new Date(Date.UTC(a1, m1 - 1, d1 - dias));
  return { desde: inicio.toISOString().slice(0, 10), hasta: fin.toISOString().slice(0, 10) };
}

// ——— Consultas ———

/** GET /api/contabilidad/balance-prueba y estado-resultados. Sin fechas: el mes en curso. */
export interface RangoContable {
  desde?: Fecha;
  hasta?: Fecha;
}

/** GET /api/contabilidad/diario. `cuenta` es un código (incluye sus subcuentas); `tercero`, nombre o cédula. */
export interface ConsultaDiarioContable extends RangoContable {
  cuenta?: string;
  origen?: OrigenAsiento;
  tercero?: string;
  page?: number;
  limit?: number;
}

export const FORMATOS_EXPORTE_CONTABLE = ['csv', 'xlsx'] as const;
export type FormatoExporteContable = (typeof FORMATOS_EXPORTE_CONTABLE)[number];

/** Días máximos del libro diario exportado de una vez (un año y un día). */
export const DIAS_MAXIMOS_DIARIO = 366;

export const MENSAJES_CONTABILIDAD = {
  rangoInvertido: 'La fecha final no puede ser anterior a la inicial',
  rangoLargo: `El periodo no puede pasar de ${DIAS_MAXIMOS_DIARIO} días: expórtelo por partes`,
  cuentaInvalida: 'La cuenta debe ser un código numérico de hasta 16 cifras',
  origenInvalido: `El origen debe ser uno de: ${ORIGENES_ASIENTO.join(', ')}`,
  formatoInvalido: 'El formato debe ser csv o xlsx',
  terceroLargo: 'El tercero no puede superar 100 caracteres',
  nombreCuentaInvalido: 'El nombre de la cuenta debe tener entre 1 y 120 caracteres',
  codigoCuentaInvalido: 'El código de la cuenta debe ser numérico, de 1 a 16 cifras',
  codigoCuentaRepetido: 'Ya hay otra cuenta con ese código',
  cuentaNoEncontrada: 'Cuenta contable no encontrada',
} as const;

/** Datos editables de una cuenta (PUT /api/contabilidad/cuentas/:id): el papel en las reglas no cambia. */
export interface DatosCuentaContable {
  codigo?: string;
  nombre?: string;
}
