// El contrato de /api/reportes/:tipo (docs/reportes.md, docs/decisiones/contrato-de-la-api.md): el resumen y los
// gráficos de cada reporte sobre todo el rango, una página de filas de detalle y la consulta. La API los produce
// (api/src/reportes) y la pantalla Reportes los lee: un cambio aquí rompe los dos. El reporte de cartera a una fecha
// de corte es otro recurso (reporteCartera.ts).

import type { ClaveRangoMora, EstadoPrestamo, Modalidad, TipoReporte } from './constantes';
import type { OrigenCobro } from './cobros';
import type { Fecha } from './tipos';

export const FORMATOS_REPORTE = ['csv', 'xlsx'] as const;
export type FormatoReporte = (typeof FORMATOS_REPORTE)[number];

/** Filtros de un reporte y de su exporte: rango de Bogotá inclusivo (por omisión los últimos 30 días) y cobrador. */
export interface FiltrosReporte {
  desde?: Fecha;
  hasta?: Fecha;
  /** Cartera de un cobrador (un cobrador siempre ve la suya, pida lo que pida). */
  cobradorId?: string;
}

/** Consulta de GET /api/reportes/:tipo: los filtros y la página de la lista de detalle (20 filas por omisión). */
export interface ConsultaReporte extends FiltrosReporte {
  page?: number;
  limit?: number;
}

/** Los filtros que aplicó la API (rango resuelto, cartera y el día de hoy en Bogotá). */
export interface FiltrosAplicadosReporte {
  desde: Fecha;
  hasta: Fecha;
  cobradorId: string | null;
  hoy: Fecha;
}

/** Lo cobrado por un cobrador en el rango (`cobradorId` null: los cobros sin cobrador, 'Sistema'). */
export interface CobradoPorCobrador {
  cobradorId: string | null;
  cobrador: string;
  cantidad: number;
  monto: number;
}

export interface CobradoPorDia {
  fecha: Fecha;
  monto: number;
  cantidad: number;
}

export interface CobradoPorOrigen {
  origen: OrigenCobro;
  etiqueta: string;
  cantidad: number;
  monto: number;
}

export interface PrestamosPorEstado {
  estado: EstadoPrestamo;
  etiqueta: string;
  cantidad: number;
  monto: number;
}

/** Una banda de días de atraso (RANGOS_MORA): cuotas atrasadas, préstamos y su saldo. */
export interface BandaAging {
  clave: ClaveRangoMora;
  etiqueta: string;
  cuotas: number;
  prestamos: number;
  saldo: number;
}

export interface ResumenReporteGeneral {
  montoPrestado: number;
  montoCobrado: number;
  porcentajeRecuperacion: number;
  clientesNuevos: number;
  prestamosNuevos: number;
  totalCobros: number;
  cobradoPorCobrador: CobradoPorCobrador[];
}

export interface ResumenReportePrestamos {
  cantidad: number;
  montoPrestado: number;
  montoTotal: number;
  saldoPendiente: number;
}

/**
 * Reportes › Cobros: las filas son todo lo recibido en el rango, cobros y recuperaciones (docs/reportes.md). Lo
 * cobrado (`cantidad`, `total`, `porCobrador` y el gráfico por día) es el del tablero y del reporte general, sin las
 * recuperaciones; éstas van aparte. Siempre: total + recuperado = totalRecibido = Σ filas, y cantidad + recuperaciones
 * = número de filas (`meta.total`).
 */
export interface ResumenReporteCobros {
  /** Cobros sin las recuperaciones. */
  cantidad: number;
  /** Lo cobrado, sin las recuperaciones. */
  total: number;
  /** Recuperaciones de préstamos castigados: cuántas y cuánto. */
  recuperaciones: number;
  recuperado: number;
  /** total + recuperado: la suma de las filas. */
  totalRecibido: number;
  porCobrador: CobradoPorCobrador[];
  /** Por origen de cada fila, la recuperación incluida (su suma es `totalRecibido`). */
  porOrigen: CobradoPorOrigen[];
}

/** PARn: saldo de los préstamos con más de n días de atraso ÷ saldo de la cartera abierta, en %. */
export interface ResumenReporteMorosos {
  cantidad: number;
  saldoEnMora: number;
  cuotasVencidas: number;
  saldoCartera: number;
  par30: number;
  par90: number;
  saldoPar30: number;
  saldoPar90: number;
}

/** Una fila de detalle: `_id` y sus columnas (las mismas claves que las columnas del exporte). */
export interface FilaReporteBase {
  _id: string;
  [campo: string]: string | number | null;
}

/** Reporte general: un renglón por día del rango, del más reciente al más antiguo. */
export interface FilaReporteGeneral extends FilaReporteBase {
  fecha: Fecha;
  prestamos: number;
  prestado: number;
  cobros: number;
  cobrado: number;
}

export interface FilaReportePrestamos extends FilaReporteBase {
  numero: number;
  fecha: Fecha;
  cliente: string;
  cedula: string | null;
  cobrador: string;
  monto: number;
  montoRefinanciado: number;
  montoTotal: number;
  saldoPendiente: number;
  cuotas: number;
  modalidad: Modalidad;
  estado: EstadoPrestamo;
}

export interface FilaReporteCobros extends FilaReporteBase {
  fecha: Fecha;
  numero: number;
  cliente: string;
  cobrador: string;
  monto: number;
  /** La etiqueta del origen (ETIQUETAS_ORIGEN_COBRO). */
  origen: string;
}

export interface FilaReporteMorosos extends FilaReporteBase {
  numero: number;
  cliente: string;
  telefono: string | null;
  cobrador: string;
  estado: EstadoPrestamo;
  diasAtraso: number;
  cuotasVencidas: number;
  saldoPendiente: number;
}

interface ReporteDe<T extends TipoReporte, R, G, F extends FilaReporteBase> {
  tipo: T;
  filtros: FiltrosAplicadosReporte;
  resumen: R;
  graficos: G;
  /** La página pedida de la lista de detalle; su `meta` va al lado de `data` en el sobre. */
  filas: F[];
}

export type ReporteGeneral = ReporteDe<
  'general',
  ResumenReporteGeneral,
  { cobradoPorDia: CobradoPorDia[]; prestamosPorEstado: PrestamosPorEstado[] },
  FilaReporteGeneral
>;
export type ReportePrestamos = ReporteDe<
  'prestamos',
  ResumenReportePrestamos,
  { prestamosPorEstado: PrestamosPorEstado[] },
  FilaReportePrestamos
>;
export type ReporteCobros = ReporteDe<
  'cobros',
  ResumenReporteCobros,
  { cobradoPorDia: CobradoPorDia[] },
  FilaReporteCobros
>;
export type ReporteMorosos = ReporteDe<
  'morosos',
  ResumenReporteMorosos,
  { aging: BandaAging[] },
  FilaReporteMorosos
>;

/** `data` de GET /api/reportes/:tipo, por tipo: lo que la API arma. */
export type ReportePorTipo = {
  general: ReporteGeneral;
  prestamos: ReportePrestamos;
  cobros: ReporteCobros;
  morosos: ReporteMorosos;
};

export type FilaReporte = FilaReporteGeneral | FilaReportePrestamos | FilaReporteCobros | FilaReporteMorosos;

/**
 * Cualquier reporte, leído sin saber su tipo (la pantalla muestra el resumen y los gráficos que trae): cada campo de
 * cada tipo, opcional. Cada `ReportePorTipo[T]` lo cumple; cambiar o quitar un campo allí lo cambia aquí.
 */
export interface Reporte {
  tipo: TipoReporte;
  filtros: FiltrosAplicadosReporte;
  resumen: Partial<
    ResumenReporteGeneral & ResumenReportePrestamos & ResumenReporteCobros & ResumenReporteMorosos
  >;
  graficos: Partial<
    ReporteGeneral['graficos'] &
      ReportePrestamos['graficos'] &
      ReporteCobros['graficos'] &
      ReporteMorosos['graficos']
  >;
  filas: FilaReporte[];
}
