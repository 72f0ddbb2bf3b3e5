// Server calls of the reports screen (contract in docs/reportes.md). The shapes are the API's, from @cartera/dominio.
import type {
  ConsultaReporte,
  Fecha,
  FilaReporte,
  FiltrosReporte,
  FormatoReporte,
  MetaPagina,
  PrestamoSobreUsura,
  PromesasCobradorJson,
  Reporte,
  ReporteCartera,
  TipoReporte,
} from '@cartera/dominio';
import { hoyBogota } from '@cartera/dominio';
import {
  api,
  descargarArchivo,
  solicitar,
  type ArchivoDescargado,
  type Lista,
  type ParametrosConsulta,
} from '@cartera/plataforma';

export const reportesApi = {
  /** Payment promises per collector (Mi Ruta) whose promised date falls in the range. */
  promesas: (desde: Fecha, hasta: Fecha): Promise<PromesasCobradorJson[]> =>
    api.get<PromesasCobradorJson[]>('gestiones/promesas', { desde, hasta }),
  /** One report: summary and charts for the whole range, one page of detail rows with `meta`. */
  obtener: async (tipo: TipoReporte, consulta: ConsultaReporte): Promise<Reporte & Lista<FilaReporte>> => {
    const respuesta = await solicitar<{ data: Reporte; meta: MetaPagina }>('get', `reportes/${tipo}`, {
      parametros: { ...consulta } as ParametrosConsulta,
    });
    return { ...respuesta.data, data: respuesta.data.filas, meta: respuesta.meta };
  },
  exportar: (
    tipo: TipoReporte,
    formato: FormatoReporte,
    filtros: FiltrosReporte,
  ): Promise<ArchivoDescargado> =>
    descargarArchivo(`reportes/${tipo}/export/${formato}`, `reporte-${tipo}.${formato}`, {
      desde: filtros.desde,
      hasta: filtros.hasta,
      cobradorId: filtros.cobradorId,
    }),
  /** The portfolio at a cut-off date (admin and gerente), from the loan journal. */
  cartera: (fecha: Fecha): Promise<ReporteCartera> => api.get<ReporteCartera>('reportes/cartera', { fecha }),
  exportarCartera: (fecha: Fecha, formato: FormatoReporte): Promise<ArchivoDescargado> =>
    descargarArchivo(`reportes/cartera/export/${formato}`, `reporte-cartera-${fecha}.${formato}`, { fecha }),
  /** Open loans whose stored EA is above the usury rate of their type and date (admin and gerente). */
  usura: (): Promise<PrestamoSobreUsura[]> => api.get<PrestamoSobreUsura[]>('reportes/usura'),
  exportarUsura: (): Promise<ArchivoDescargado> =>
    descargarArchivo('reportes/usura/export/csv', `prestamos-sobre-usura-${hoyBogota()}.csv`),
};
