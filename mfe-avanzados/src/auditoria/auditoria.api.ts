import type {
  EventoAuditoria,
  Fecha,
  ModuloAuditoria,
  OpcionesAuditoria,
  ResultadoAuditoria,
  ResumenAuditoria,
  TipoEventoAuditoria,
} from '@cartera/dominio';
import { api, crearClienteHttp, ErrorHttp, MENSAJE_ERROR_RED, type Lista, type ParametrosConsulta } from '@cartera/plataforma';

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

export interface ArchivoAuditoria {
  blob: Blob;
  nombre: string;
}

/** The filters without paging or order: what the summary and the exports take. */
export function soloFiltros({ page: _page, limit: _limit, sort: _sort, ...resto }: FiltrosAuditoria): ParametrosConsulta {
  return { ...resto };
}

/** `filename*=UTF-8''…` first, then the plain `filename="…"`. */
function nombreDesdeDisposicion(disposicion: string | null): string | null {
  if (!disposicion) return null;
  const utf8 = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposicion);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      // Badly encoded: the plain name follows.
    }
  }
  const simple = /filename\s*=\s*"?([^";]+)"?/i.exec(disposicion);
  return simple ? simple[1].trim() : null;
}

export const auditoriaApi = {
  listar: (filtros: FiltrosAuditoria): Promise<Lista<EventoAuditoria>> =>
    api.lista<EventoAuditoria>('auditoria', { ...filtros }),
  resumen: (filtros: FiltrosAuditoria): Promise<ResumenAuditoria> =>
    api.get<ResumenAuditoria>('auditoria/resumen', soloFiltros(filtros)),
  opciones: (): Promise<OpcionesAuditoria> => api.get<OpcionesAuditoria>('auditoria/opciones'),

  /** The filtered events as a file generated (streamed) by the API. */
  exportar: async (filtros: FiltrosAuditoria, formato: FormatoExporteAuditoria): Promise<ArchivoAuditoria> => {
    const parametros: Record<string, string> = {};
    for (const [clave, valor] of Object.entries(soloFiltros(filtros))) {
      if (valor !== undefined && valor !== null && valor !== '') parametros[clave] = String(valor);
    }
    let respuesta: Response;
    try {
      respuesta = await crearClienteHttp()(`auditoria/export/${formato}`, {
        searchParams: parametros,
        throwHttpErrors: false,
        timeout: false,
      });
    } catch {
      throw new ErrorHttp(MENSAJE_ERROR_RED, 0, 'ERROR_RED');
    }
    if (!respuesta.ok) {
      let cuerpo: { message?: unknown; code?: unknown } = {};
      try {
        cuerpo = (await respuesta.json()) as typeof cuerpo;
      } catch {
        // Not JSON: only the status is known.
      }
      throw new ErrorHttp(
        typeof cuerpo.message === 'string' ? cuerpo.message : '',
        respuesta.status,
        typeof cuerpo.code === 'string' ? cuerpo.code : `HTTP_${respuesta.status}`,
      );
    }
    return {
      blob: await respuesta.blob(),
      nombre: nombreDesdeDisposicion(respuesta.headers.get('Content-Disposition')) ?? `auditoria.${formato}`,
    };
  },
};
