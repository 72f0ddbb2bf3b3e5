// Server calls of the reports screen (contract in docs/reportes.md).
import type { Fecha, MetaPagina, PromesasCobradorJson, ReporteCartera } from '@cartera/dominio';
import {
  api,
  descargarArchivo,
  solicitar,
  type ArchivoDescargado,
  type Lista,
  type ParametrosConsulta,
} from '@cartera/plataforma';

export const TIPOS_REPORTE = ['general', 'prestamos', 'cobros', 'morosos'] as const;
export type TipoReporte = (typeof TIPOS_REPORTE)[number];
export type FormatoReporte = 'csv' | 'xlsx';

export interface PorCobrador {
  cobradorId: string | null;
  cobrador: string;
  cantidad: number;
  monto: number;
}
export interface PuntoDia {
  fecha: string;
  monto: number;
  cantidad: number;
}
export interface PorEstado {
  estado: string;
  etiqueta: string;
  cantidad: number;
  monto: number;
}
export interface BandaAging {
  clave: string;
  etiqueta: string;
  cuotas: number;
  prestamos: number;
  saldo: number;
}

export interface ResumenGeneral {
  montoPrestado: number;
  montoCobrado: number;
  porcentajeRecuperacion: number;
  clientesNuevos: number;
  prestamosNuevos: number;
  totalCobros: number;
  cobradoPorCobrador: PorCobrador[];
}
export interface ResumenPrestamos {
  cantidad: number;
  montoPrestado: number;
  montoTotal: number;
  saldoPendiente: number;
}
export interface ResumenCobros {
  cantidad: number;
  total: number;
  porCobrador: PorCobrador[];
  porOrigen: Array<{ origen: string; etiqueta: string; cantidad: number; monto: number }>;
}
export interface ResumenMorosos {
  cantidad: number;
  saldoEnMora: number;
  cuotasVencidas: number;
  saldoCartera: number;
  par30: number;
  par90: number;
  saldoPar30: number;
  saldoPar90: number;
}

export type FilaReporte = { _id: string } & Record<string, string | number | null>;

export interface Reporte {
  tipo: TipoReporte;
  filtros: { desde: string; hasta: string; cobradorId: string | null; hoy: string };
  resumen: Partial<ResumenGeneral & ResumenPrestamos & ResumenCobros & ResumenMorosos>;
  graficos: { cobradoPorDia?: PuntoDia[]; prestamosPorEstado?: PorEstado[]; aging?: BandaAging[] };
  filas: FilaReporte[];
}

export interface FiltrosReporte {
  page: number;
  limit: number;
  desde: string;
  hasta: string;
  cobradorId?: string;
}

export const reportesApi = {
  /** One report: summary and charts for the whole range, one page of detail rows with `meta`. */
  /** Payment promises per collector (Mi Ruta) whose promised date falls in the range. */
  promesas: (desde: string, hasta: string): Promise<PromesasCobradorJson[]> =>
    api.get<PromesasCobradorJson[]>('gestiones/promesas', { desde, hasta }),
  obtener: async (tipo: TipoReporte, filtros: FiltrosReporte): Promise<Reporte & Lista<FilaReporte>> => {
    const respuesta = await solicitar<{ data: Reporte; meta: MetaPagina }>('get', `reportes/${tipo}`, {
      parametros: { ...filtros } as ParametrosConsulta,
    });
    return { ...respuesta.data, data: respuesta.data.filas, meta: respuesta.meta };
  },
  exportar: (
    tipo: TipoReporte,
    formato: FormatoReporte,
    filtros: Omit<FiltrosReporte, 'page' | 'limit'>,
  ): Promise<ArchivoDescargado> => {
    return descargarArchivo(`reportes/${tipo}/export/${formato}`, `reporte-${tipo}.${formato}`, {
      desde: filtros.desde,
      hasta: filtros.hasta,
      cobradorId: filtros.cobradorId,
    });
  },
  /** The portfolio at a cut-off date (admin and gerente), from the loan journal (ReporteCartera of @cartera/dominio). */
  cartera: (fecha: Fecha): Promise<ReporteCartera> => api.get<ReporteCartera>('reportes/cartera', { fecha }),
  exportarCartera: (fecha: Fecha, formato: FormatoReporte): Promise<ArchivoDescargado> =>
    descargarArchivo(`reportes/cartera/export/${formato}`, `reporte-cartera-${fecha}.${formato}`, { fecha }),
};
