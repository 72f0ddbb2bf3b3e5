// El plan de cuentas del libro mayor (docs/contabilidad.md), la forma de lo que responde /api/contabilidad y sus
// periodos y consultas. Las reglas que escriben los comprobantes están en contabilidad.ts (préstamos y mora) y
// contabilidadCaja.ts (caja, gastos y recaudos), sobre las líneas de lineasContables.ts.
import { ETIQUETAS_TIPO_MOVIMIENTO, TIPOS_MOVIMIENTO } from './libro';
import type { Fecha } from './tipos';
import { enumeracion } from './constantes';

// Las cuentas de orden (las de lo castigado, docs/decisiones/politicas-contables.md) no son del balance general ni del
// estado de resultados: las deudoras (8) y su contrapartida por contra (89) sólo se controlan entre sí.
export const { valores: CLASES_CUENTA, etiquetas: ETIQUETAS_CLASE_CUENTA } = enumeracion({
  activo: 'Activo',
  pasivo: 'Pasivo',
  patrimonio: 'Patrimonio',
  ingreso: 'Ingresos',
  gasto: 'Gastos',
  orden_deudora: 'Cuentas de orden deudoras',
  orden_por_contra: 'Cuentas de orden deudoras por contra',
});
export type ClaseCuenta = (typeof CLASES_CUENTA)[number];
export type NaturalezaCuenta = 'debito' | 'credito';

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
  // Los débitos del banco que muestran los extractos (docs/decisiones/conciliacion-bancaria.md): gastos bancarios, el
  // 4×1000 y lo que todavía no se sabe qué es. Las crea su migración (1795361700000-conciliacion-bancaria.ts).
  'gastos_bancarios',
  'gravamen_movimientos',
  'debitos_por_identificar',
  // Las cuentas recíprocas entre oficinas (docs/decisiones/libros-por-oficina.md): lo que una oficina mandó a otra y
  // lo que ésta le debe. Se eliminan en el consolidado. Las crea su migración (1795362600000-libros-por-oficina.ts).
  'por_cobrar_oficinas',
  'por_pagar_oficinas',
] as const;
export type ClaveCuenta = (typeof CLAVES_CUENTA)[number];

export interface CuentaBase {
  clave: ClaveCuenta;
  codigo: string;
  nombre: string;
  clase: ClaseCuenta;
}

const cuenta = (clave: ClaveCuenta, codigo: string, nombre: string, clase: ClaseCuenta): CuentaBase => ({
  clave,
  codigo,
  nombre,
  clase,
});

/**
 * El plan de cuentas con que nace una instalación, con códigos al estilo del PUC colombiano: clave, código, nombre y
 * clase de cada cuenta.
 */
export const CUENTAS_BASE: readonly CuentaBase[] = [
  cuenta('caja_oficina', '110505', 'Caja de la oficina', 'activo'),
  cuenta('efectivo_cobradores', '110510', 'Efectivo en poder de cobradores', 'activo'),
  cuenta('cartera_capital', '140505', 'Cartera de créditos — capital', 'activo'),
  cuenta('cartera_intereses', '140510', 'Cartera de créditos — intereses pactados', 'activo'),
  cuenta('cartera_mora', '140515', 'Cartera de créditos — intereses de mora', 'activo'),
  cuenta('faltantes_cobradores', '136530', 'Faltantes por cobrar a cobradores', 'activo'),
  cuenta('intereses_diferidos', '270505', 'Intereses pactados por cobrar (diferidos)', 'pasivo'),
  cuenta('mora_diferida', '270510', 'Intereses de mora por cobrar (diferidos)', 'pasivo'),
  cuenta('capital_inicial', '310505', 'Capital — saldo inicial de caja', 'patrimonio'),
  cuenta('ingresos_intereses', '415005', 'Ingresos por intereses de créditos', 'ingreso'),
  cuenta('ingresos_mora', '415020', 'Ingresos por intereses de mora', 'ingreso'),
  cuenta('comisiones_recibidas', '415010', 'Comisiones recibidas', 'ingreso'),
  cuenta('recuperaciones', '425035', 'Recuperaciones de cartera castigada', 'ingreso'),
  cuenta('sobrantes_caja', '429553', 'Sobrantes de caja de cobradores', 'ingreso'),
  cuenta('otros_ingresos', '429595', 'Otros ingresos', 'ingreso'),
  cuenta('descuentos_condonaciones', '530535', 'Descuentos y condonaciones de capital', 'gasto'),
  cuenta('castigos_cartera', '519910', 'Castigos de cartera', 'gasto'),
  cuenta('gastos_cobradores', '519530', 'Gastos de cobradores', 'gasto'),
  cuenta('gastos_generales', '519595', 'Gastos generales de la oficina', 'gasto'),
  cuenta('comisiones_pagadas', '530515', 'Comisiones pagadas', 'gasto'),
  cuenta('otros_egresos', '539595', 'Otros egresos', 'gasto'),
  cuenta('bancos', '111005', 'Bancos', 'activo'),
  cuenta('aportes_dueno', '310510', 'Capital — aportes y retiros del dueño', 'patrimonio'),
  cuenta('prestamos_recibidos', '219505', 'Préstamos recibidos de terceros', 'pasivo'),
  cuenta('saldos_iniciales', '370505', 'Saldos iniciales de la cartera importada', 'patrimonio'),
];

// ——— Lo que responde /api/contabilidad ———

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
  'debito_bancario',
  'reclasificacion_debito',
  'transferencia_oficinas',
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
  debito_bancario: 'Débito del banco',
  reclasificacion_debito: 'Reclasificación de un débito del banco',
  transferencia_oficinas: 'Efectivo enviado a otra oficina',
};

/** La fuente del comprobante: el registro del que salió. */
export const { valores: ORIGENES_ASIENTO, etiquetas: ETIQUETAS_ORIGEN_ASIENTO } = enumeracion({
  prestamo: 'Préstamo',
  gasto: 'Gasto de cobrador',
  entrega: 'Entrega de caja',
  movimiento_caja: 'Movimiento de caja',
  saldo_inicial: 'Saldo inicial',
  deterioro: 'Deterioro de la cartera',
  extracto: 'Línea de un extracto',
  transferencia_oficinas: 'Transferencia entre oficinas',
});
export type OrigenAsiento = (typeof ORIGENES_ASIENTO)[number];

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

/** Una fila de un estado financiero: la cuenta, lo del periodo (o a la fecha) y lo del anterior (EsquemaFilaEstadoFinanciero). */
export interface FilaEstadoFinanciero {
  codigo: string;
  nombre: string;
  monto: number;
  anterior: number;
}

/**
 * Lo que el interés diferido neto (balanceConInteresDiferidoNeto, causacion.ts) lee y cambia de un balance general
 * (BalanceGeneral, esquemas/mayor.ts).
 */
export interface CifrasBalance {
  activos: FilaEstadoFinanciero[];
  pasivos: FilaEstadoFinanciero[];
  totalActivos: number;
  totalPasivos: number;
  totalActivosAnterior: number;
  totalPasivosAnterior: number;
  interesDiferidoNeto: boolean;
}
