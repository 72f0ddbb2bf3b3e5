// Server calls of the reports screen (contract in docs/reportes.md). The JSON goes through the generated client
// (`clienteApi`, docs/decisiones/cliente-generado.md), typed by what each route declares; the exports are files.
import type { ConsultaReporte, Fecha, FiltrosReporte, FormatoReporte, TipoReporte } from '@cartera/dominio';
import { hoyBogota } from '@cartera/dominio';
import { clienteApi, descargarArchivo, type ArchivoDescargado } from '@cartera/plataforma';

export const reportesApi = {
  /** Payment promises per collector (Mi Ruta) whose promised date falls in the range. */
  promesas: (desde: Fecha, hasta: Fecha) =>
    clienteApi.get('/api/gestiones/promesas', { consulta: { desde, hasta } }),
  /** One report: summary and charts for the whole range, one page of detail rows with `meta`. */
  obtener: async (tipo: TipoReporte, consulta: ConsultaReporte) => {
    const { data, meta } = await clienteApi.conSobre.get('/api/reportes/{tipo}', {
      ruta: { tipo },
      consulta,
    });
    return { ...data, data: data.filas, meta };
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
  cartera: (fecha: Fecha) => clienteApi.get('/api/reportes/cartera', { consulta: { fecha } }),
  exportarCartera: (fecha: Fecha, formato: FormatoReporte): Promise<ArchivoDescargado> =>
    descargarArchivo(`reportes/cartera/export/${formato}`, `reporte-cartera-${fecha}.${formato}`, { fecha }),
  /** Open loans whose stored EA is above the usury rate of their type and date (admin and gerente). */
  usura: () => clienteApi.get('/api/reportes/usura'),
  exportarUsura: (): Promise<ArchivoDescargado> =>
    descargarArchivo('reportes/usura/export/csv', `prestamos-sobre-usura-${hoyBogota()}.csv`),
};
