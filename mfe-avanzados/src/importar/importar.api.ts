// Every server call of the «Importar» screen (/api/importaciones, docs/decisiones/importacion.md). The shapes are the
// API's, from @cartera/dominio.
import type { Importacion, MapeoColumnas } from '@cartera/dominio';
import { api, descargarArchivo, solicitar, type ArchivoDescargado } from '@cartera/plataforma';

export const importarApi = {
  plantilla: (): Promise<ArchivoDescargado> =>
    descargarArchivo('importaciones/plantilla', 'plantilla-importacion.xlsx', { formato: 'xlsx' }),
  /** Cartera's own portfolio in the template's format (streamed by the server; big books take a while). */
  exporte: (): Promise<ArchivoDescargado> =>
    descargarArchivo('importaciones/exporte', 'cartera.xlsx', { formato: 'xlsx' }, { tiempoMaximoMs: false }),
  /** The organisation's remembered column mapping ({} when none). */
  columnas: (): Promise<MapeoColumnas> => api.get<MapeoColumnas>('importaciones/columnas'),
  /** Sends the file (multipart `archivo`, and the mapping as `columnas`): the server reviews it and writes nothing. */
  revisar: async (archivo: File, columnas?: MapeoColumnas): Promise<Importacion> => {
    const formulario = new FormData();
    if (columnas) formulario.append('columnas', JSON.stringify(columnas));
    formulario.append('archivo', archivo, archivo.name);
    return (await solicitar<{ data: Importacion }>('post', 'importaciones', { body: formulario })).data;
  },
  obtener: (id: string): Promise<Importacion> => api.get<Importacion>(`importaciones/${encodeURIComponent(id)}`),
  /** The review's row errors (and the apply's) as XLSX. */
  errores: (id: string): Promise<ArchivoDescargado> =>
    descargarArchivo(`importaciones/${encodeURIComponent(id)}/errores`, 'errores-importacion.xlsx', { formato: 'xlsx' }),
  aplicar: (id: string, claveIdempotencia: string): Promise<Importacion> =>
    api.post<Importacion>(`importaciones/${encodeURIComponent(id)}/aplicar`, undefined, claveIdempotencia),
  /** Discards a review, or cancels an apply in progress. */
  descartar: (id: string): Promise<Importacion> => api.delete<Importacion>(`importaciones/${encodeURIComponent(id)}`),
};
