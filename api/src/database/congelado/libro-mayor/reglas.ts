// Congelado: las reglas de causación y el plan de cuentas con que la migración 1795354100000-libro-mayor pasó los
// datos existentes al libro mayor, copiados de @cartera/dominio (contabilidad.ts) tal como se publicaron con ella.
// No cambian nunca: una regla de hoy distinta va en @cartera/dominio y, si debe rehacer datos, en una migración nueva
// (docs/decisiones/migraciones-congeladas.md).

export const CLAVES_CUENTA = [
  'caja_oficina',
  'efectivo_cobradores',
  'cartera_capital',
  'cartera_intereses',
  'faltantes_cobradores',
  'intereses_diferidos',
  'capital_inicial',
  'ingresos_intereses',
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
] as const;
export type ClaveCuenta = (typeof CLAVES_CUENTA)[number];
type ClaseCuenta = 'activo' | 'pasivo' | 'patrimonio' | 'ingreso' | 'gasto';

export const NATURALEZA_CLASE: Readonly<Record<ClaseCuenta, 'debito' | 'credito'>> = {
  activo: 'debito',
  pasivo: 'credito',
  patrimonio: 'credito',
  ingreso: 'credito',
  gasto: 'debito',
};

/** El plan de cuentas con que nació el libro mayor (las cuentas posteriores las crean sus migraciones). */
export const CUENTAS_BASE: ReadonlyArray<{
  clave: ClaveCuenta;
  codigo: string;
  nombre: string;
  clase: ClaseCuenta;
}> = [
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
];

export const TIPOS_MOVIMIENTO = [
  'desembolso',
  'cobro',
  'reversion',
  'condonacion',
  'liquidacion',
  'castigo',
  'recuperacion',
  'anulacion',
  'reenganche',
] as const;
export type TipoMovimiento = (typeof TIPOS_MOVIMIENTO)[number];

export const CATEGORIAS_MOVIMIENTO = ['gastos', 'comisiones', 'otros'] as const;
type CategoriaMovimiento = (typeof CATEGORIAS_MOVIMIENTO)[number];

/** El primer día que Cartera admitía: la fecha del saldo inicial de caja que no tenía una. */
export const FECHA_MINIMA = '2000-01-01';

export function aCentavos(valor: number): number {
  return Math.round(valor * 100);
}

export function aPesos(centavos: number): number {
  return centavos / 100;
}

// ——— Reglas de causación (centavos) ———

export type CajaEfectivo = { tipo: 'oficina' } | { tipo: 'cobrador'; cobradorId: string };
export const CAJA_OFICINA: CajaEfectivo = { tipo: 'oficina' };

export interface LineaRegla {
  cuenta: ClaveCuenta | CajaEfectivo;
  debito: number;
  credito: number;
  prestamoId?: string;
  cobradorId?: string;
}

export interface SaldoContable {
  capital: number;
  interes: number;
}

type Extra = Omit<LineaRegla, 'cuenta' | 'debito' | 'credito'>;

function debe(cuenta: LineaRegla['cuenta'], monto: number, extra: Extra = {}): LineaRegla {
  return { cuenta, debito: monto, credito: 0, ...extra };
}

function haber(cuenta: LineaRegla['cuenta'], monto: number, extra: Extra = {}): LineaRegla {
  return { cuenta, debito: 0, credito: monto, ...extra };
}

function efectivo(caja: CajaEfectivo, debito: number, credito: number): LineaRegla {
  return caja.tipo === 'oficina'
    ? { cuenta: caja, debito, credito }
    : { cuenta: caja, debito, credito, cobradorId: caja.cobradorId };
}

function compactar(lineas: readonly LineaRegla[]): LineaRegla[] {
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
    const cuenta = typeof linea.cuenta === 'string' ? linea.cuenta : linea.cuenta.tipo;
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

export function cuadra(lineas: readonly LineaRegla[]): boolean {
  const debitos = lineas.reduce((t, l) => t + l.debito, 0);
  const creditos = lineas.reduce((t, l) => t + l.credito, 0);
  return lineas.length >= 2 && debitos === creditos;
}

export function invertir(lineas: readonly LineaRegla[]): LineaRegla[] {
  return lineas.map((l) => ({ ...l, debito: l.credito, credito: l.debito }));
}

/** a × b ÷ c redondeado al centavo más cercano (mitades hacia arriba), exacto con enteros grandes. */
export function proporcion(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  return Number((BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (BigInt(c) * 2n));
}

export function interesDeUnPago(
  monto: number,
  saldo: SaldoContable,
  reparto: { tipo: 'plan'; interesPlan: number } | { tipo: 'proporcional' },
): number {
  const total = saldo.capital + saldo.interes;
  if (monto > total) throw new Error(`El pago (${monto}) supera el saldo contable (${total})`);
  if (monto === total) return saldo.interes;
  const deseado = reparto.tipo === 'plan' ? reparto.interesPlan : proporcion(monto, saldo.interes, total);
  return Math.min(Math.max(deseado, Math.max(0, monto - saldo.capital)), Math.min(monto, saldo.interes));
}

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
  const capitalRecibido = Math.min(l.recibido, saldo.capital);
  const interesRecibido = l.recibido - capitalRecibido;
  return compactar([
    efectivo(l.caja, l.recibido, 0),
    haber('cartera_capital', capitalRecibido, { prestamoId }),
    haber('cartera_intereses', interesRecibido, { prestamoId }),
    debe('intereses_diferidos', interesRecibido, { prestamoId }),
    haber('ingresos_intereses', interesRecibido, { prestamoId }),
    ...reglaPerdon(prestamoId, saldo.capital - capitalRecibido, saldo.interes - interesRecibido),
  ]);
}

function reglaPerdon(prestamoId: string, capital: number, interes: number): LineaRegla[] {
  return [
    debe('intereses_diferidos', interes, { prestamoId }),
    haber('cartera_intereses', interes, { prestamoId }),
    debe('descuentos_condonaciones', capital, { prestamoId }),
    haber('cartera_capital', capital, { prestamoId }),
  ];
}

export function reglaCondonacion(c: {
  prestamoId: string;
  monto: number;
  saldo: SaldoContable;
  capitalPrimero?: boolean;
}): LineaRegla[] {
  const { saldo } = c;
  if (c.monto > saldo.capital + saldo.interes) throw new Error('La condonación supera el saldo contable');
  const capital = c.capitalPrimero
    ? Math.min(c.monto, saldo.capital)
    : c.monto - Math.min(c.monto, saldo.interes);
  return compactar(reglaPerdon(c.prestamoId, capital, c.monto - capital));
}

export function reglaCastigo(c: { prestamoId: string; saldo: SaldoContable }): LineaRegla[] {
  const { prestamoId, saldo } = c;
  return compactar([
    debe('intereses_diferidos', saldo.interes, { prestamoId }),
    haber('cartera_intereses', saldo.interes, { prestamoId }),
    debe('castigos_cartera', saldo.capital, { prestamoId }),
    haber('cartera_capital', saldo.capital, { prestamoId }),
  ]);
}

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

export function reglaReenganche(r: {
  anterior: { prestamoId: string; saldo: SaldoContable };
  nuevo: { prestamoId: string; pactado: number };
  efectivo: number;
}): LineaRegla[] {
  const { anterior, nuevo } = r;
  const saldoAnterior = anterior.saldo.capital + anterior.saldo.interes;
  const interesNuevo = nuevo.pactado - r.efectivo - saldoAnterior;
  if (r.efectivo < 0 || interesNuevo < 0) throw new Error('Reenganche con efectivo o interés negativo');
  return compactar([
    haber('cartera_capital', anterior.saldo.capital, { prestamoId: anterior.prestamoId }),
    haber('cartera_intereses', anterior.saldo.interes, { prestamoId: anterior.prestamoId }),
    debe('cartera_capital', anterior.saldo.capital + r.efectivo, { prestamoId: nuevo.prestamoId }),
    debe('cartera_intereses', anterior.saldo.interes + interesNuevo, { prestamoId: nuevo.prestamoId }),
    haber(CAJA_OFICINA, r.efectivo),
    haber('intereses_diferidos', interesNuevo, { prestamoId: nuevo.prestamoId }),
  ]);
}

export function reglaGasto(g: { cobradorId: string; monto: number }): LineaRegla[] {
  return compactar([
    debe('gastos_cobradores', g.monto, { cobradorId: g.cobradorId }),
    efectivo({ tipo: 'cobrador', cobradorId: g.cobradorId }, 0, g.monto),
  ]);
}

export function reglaEntrega(e: { cobradorId: string; esperado: number; recibido: number }): LineaRegla[] {
  const { cobradorId } = e;
  return compactar([
    debe(CAJA_OFICINA, e.recibido),
    efectivo({ tipo: 'cobrador', cobradorId }, 0, e.esperado),
    debe('faltantes_cobradores', Math.max(0, e.esperado - e.recibido), { cobradorId }),
    haber('sobrantes_caja', Math.max(0, e.recibido - e.esperado), { cobradorId }),
  ]);
}

const CUENTA_INGRESO: Readonly<Record<CategoriaMovimiento, ClaveCuenta>> = {
  gastos: 'otros_ingresos',
  comisiones: 'comisiones_recibidas',
  otros: 'otros_ingresos',
};
const CUENTA_EGRESO: Readonly<Record<CategoriaMovimiento, ClaveCuenta>> = {
  gastos: 'gastos_generales',
  comisiones: 'comisiones_pagadas',
  otros: 'otros_egresos',
};

export function reglaMovimientoCaja(m: {
  tipo: 'ingreso' | 'egreso';
  categoria: CategoriaMovimiento;
  monto: number;
}): LineaRegla[] {
  return m.tipo === 'ingreso'
    ? compactar([debe(CAJA_OFICINA, m.monto), haber(CUENTA_INGRESO[m.categoria], m.monto)])
    : compactar([debe(CUENTA_EGRESO[m.categoria], m.monto), haber(CAJA_OFICINA, m.monto)]);
}

export function reglaSaldoInicial(monto: number): LineaRegla[] {
  return monto >= 0
    ? compactar([debe(CAJA_OFICINA, monto), haber('capital_inicial', monto)])
    : compactar([debe('capital_inicial', -monto), haber(CAJA_OFICINA, -monto)]);
}

/** El valor de una columna de texto que un CHECK restringe a `lista`. */
export function uno<const L extends readonly string[]>(lista: L, valor: string, columna: string): L[number] {
  const encontrado = lista.find((v) => v === valor);
  if (encontrado === undefined) throw new Error(`${columna}: valor desconocido en la base (${valor})`);
  return encontrado;
}
