// Server calls of 'Rutas de Cobro' (spec §2, §3 "Generated route"): generate, saved routes of a date (cards only),
// one full route (stops and loans) and export. The shapes are the API's, from @cartera/dominio.
import type { DatosGenerarRutas, Fecha, FormatoRuta, Ruta, RutaCompleta } from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado } from '@cartera/plataforma';

export const rutasApi = {
  generar: (datos: DatosGenerarRutas): Promise<Ruta[]> => api.post<Ruta[]>('rutas/generar', datos),
  guardadas: (fecha: Fecha): Promise<Ruta[]> => api.get<Ruta[]>('rutas', { fecha }),
  /** One route with its stops (the detail and the exports read it). */
  detalle: (id: string): Promise<RutaCompleta> => api.get<RutaCompleta>(`rutas/${encodeURIComponent(id)}`),
  exportar: (id: string, formato: FormatoRuta): Promise<ArchivoDescargado> =>
    descargarArchivo(`rutas/${encodeURIComponent(id)}/export/${formato}`, `ruta-${id}.${formato}`),
};
