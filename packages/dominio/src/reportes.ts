// El contrato de /api/reportes/:tipo (docs/reportes.md, docs/decisiones/contrato-de-la-api.md): el resumen y los
// gráficos de cada reporte sobre todo el rango, una página de filas de detalle y la consulta. La API los produce
// (api/src/reportes) y la pantalla Reportes los lee: un cambio aquí rompe los dos. El reporte de cartera a una fecha
// de corte es otro recurso (reporteCartera.ts).

import type { Static } from '@sinclair/typebox';
import type { TipoReporte } from './constantes';
import type {
  EsquemaBandaAging,
  EsquemaCobradoPorCobrador,
  EsquemaCobradoPorDia,
  EsquemaCobradoPorOrigen,
  EsquemaFilaReporteCobros,
  EsquemaFilaReporteGeneral,
  EsquemaFilaReporteMorosos,
  EsquemaFilaReportePrestamos,
  EsquemaFiltrosAplicadosReporte,
  EsquemaPrestamosPorEstado,
  EsquemaReporteCobros,
  EsquemaReporteGeneral,
  EsquemaReporteMorosos,
  EsquemaReportePrestamos,
  EsquemaResumenReporteCobros,
  EsquemaResumenReporteGeneral,
  EsquemaResumenReporteMorosos,
  EsquemaResumenReportePrestamos,
} from './esquemas/reportes';
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
export type FiltrosAplicadosReporte = Static<typeof EsquemaFiltrosAplicadosReporte>;

/** Lo cobrado por un cobrador en el rango (`cobradorId` null: los cobros sin cobrador, 'Sistema'). */
export type CobradoPorCobrador = Static<typeof EsquemaCobradoPorCobrador>;
export type CobradoPorDia = Static<typeof EsquemaCobradoPorDia>;
export type CobradoPorOrigen = Static<typeof EsquemaCobradoPorOrigen>;
export type PrestamosPorEstado = Static<typeof EsquemaPrestamosPorEstado>;
/** Una banda de días de atraso (RANGOS_MORA): cuotas atrasadas, préstamos y su saldo. */
export type BandaAging = Static<typeof EsquemaBandaAging>;

export type ResumenReporteGeneral = Static<typeof EsquemaResumenReporteGeneral>;
export type ResumenReportePrestamos = Static<typeof EsquemaResumenReportePrestamos>;
/** Reportes › Cobros: cobros y recuperaciones del rango (docs/reportes.md; los campos, en el esquema). */
export type ResumenReporteCobros = Static<typeof EsquemaResumenReporteCobros>;
/** PARn: saldo de los préstamos con más de n días de atraso ÷ saldo de la cartera abierta, en %. */
export type ResumenReporteMorosos = Static<typeof EsquemaResumenReporteMorosos>;

/** Una fila de detalle: `_id` y sus columnas (las mismas claves que las columnas del exporte). */
export interface FilaReporteBase {
  _id: string;
  [campo: string]: string | number | null;
}

/** Reporte general: un renglón por día del rango, del más reciente al más antiguo. */
export type FilaReporteGeneral = Static<typeof EsquemaFilaReporteGeneral> & FilaReporteBase;
export type FilaReportePrestamos = Static<typeof EsquemaFilaReportePrestamos> & FilaReporteBase;
export type FilaReporteCobros = Static<typeof EsquemaFilaReporteCobros> & FilaReporteBase;
export type FilaReporteMorosos = Static<typeof EsquemaFilaReporteMorosos> & FilaReporteBase;

export type ReporteGeneral = Static<typeof EsquemaReporteGeneral>;
export type ReportePrestamos = Static<typeof EsquemaReportePrestamos>;
export type ReporteCobros = Static<typeof EsquemaReporteCobros>;
export type ReporteMorosos = Static<typeof EsquemaReporteMorosos>;

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
