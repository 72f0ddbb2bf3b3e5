// Every server call of the audit screen (/api/auditoria). The shapes are the API's, from @cartera/dominio.
import type {
  ConsultaAuditoria,
  EventoAuditoria,
  FormatoExporteAuditoria,
  OpcionesAuditoria,
  ResumenAuditoria,
} from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado, type Lista, type ParametrosConsulta } from '@cartera/plataforma';

/** The filters without paging or order: what the summary and the exports take. */
export function soloFiltros({ page: _page, limit: _limit, sort: _sort, ...resto }: ConsultaAuditoria): ParametrosConsulta {
  return { ...resto };
}

export const auditoriaApi = {
  listar: (filtros: ConsultaAuditoria): Promise<Lista<EventoAuditoria>> =>
    api.lista<EventoAuditoria>('auditoria', { ...filtros }),
  resumen: (filtros: ConsultaAuditoria): Promise<ResumenAuditoria> =>
    api.get<ResumenAuditoria>('auditoria/resumen', soloFiltros(filtros)),
  opciones: (): Promise<OpcionesAuditoria> => api.get<OpcionesAuditoria>('auditoria/opciones'),

  /** The filtered events as a file generated (streamed) by the API. */
  exportar: (filtros: ConsultaAuditoria, formato: FormatoExporteAuditoria): Promise<ArchivoDescargado> =>
    // Streamed by the API, any size: no time limit.
    descargarArchivo(`auditoria/export/${formato}`, `auditoria.${formato}`, soloFiltros(filtros), { tiempoMaximoMs: false }),
};
