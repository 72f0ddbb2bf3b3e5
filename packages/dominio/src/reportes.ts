// El contrato de /api/reportes/:tipo (docs/reportes.md, docs/decisiones/contrato-de-la-api.md): el resumen y los
// gráficos de cada reporte sobre todo el rango, una página de filas de detalle y la consulta. La API los produce
// (api/src/reportes) y la pantalla Reportes los lee: un cambio aquí rompe los dos. El reporte de cartera a una fecha
// de corte es otro recurso (reporteCartera.ts).

import type { Fecha } from './tipos';

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

/** Una fila de detalle: `_id` y sus columnas (las mismas claves que las columnas del exporte). */
export interface FilaReporteBase {
  _id: string;
  [campo: string]: string | number | null;
}
