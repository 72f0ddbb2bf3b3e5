import type {
  EventoAuditoria,
  Fecha,
  ModuloAuditoria,
  OpcionesAuditoria,
  ResultadoAuditoria,
  ResumenAuditoria,
  TipoEventoAuditoria,
} from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado, type Lista, type ParametrosConsulta } from '@cartera/plataforma';

export type { EventoAuditoria, OpcionesAuditoria, ResumenAuditoria };

/** Filters of GET /auditoria, /auditoria/resumen and /auditoria/export/{formato}: all applied by the server. */
export interface FiltrosAuditoria {
  page: number;
  limit: number;
  sort?: string;
  fechaDesde?: Fecha;
  fechaHasta?: Fecha;
  usuario?: string;
  /** One of MODULOS_AUDITORIA, or a module the server reports in /auditoria/opciones. */
  modulo?: ModuloAuditoria | string;
  tipo?: TipoEventoAuditoria;
  resultado?: ResultadoAuditoria;
  /** Free text over user, action and details. */
  search?: string;
}

export type FormatoExporteAuditoria = 'csv' | 'xlsx';

/** The filters without paging or order: what the summary and the exports take. */
export function soloFiltros({ page: _page, limit: _limit, sort: _sort, ...resto }: FiltrosAuditoria): ParametrosConsulta {
  return { ...resto };
}


export const auditoriaApi = {
  listar: (filtros: FiltrosAuditoria): Promise<Lista<EventoAuditoria>> =>
    api.lista<EventoAuditoria>('auditoria', { ...filtros }),
  resumen: (filtros: FiltrosAuditoria): Promise<ResumenAuditoria> =>
    api.get<ResumenAuditoria>('auditoria/resumen', soloFiltros(filtros)),
  opciones: (): Promise<OpcionesAuditoria> => api.get<OpcionesAuditoria>('auditoria/opciones'),

  /** The filtered events as a file generated (streamed) by the API. */
  exportar: (filtros: FiltrosAuditoria, formato: FormatoExporteAuditoria): Promise<ArchivoDescargado> =>
    // Streamed by the API, any size: no time limit.
    descargarArchivo(`auditoria/export/${formato}`, `auditoria.${formato}`, soloFiltros(filtros), { tiempoMaximoMs: false }),

};
