// Every server call of the «Importar» screen (/api/importaciones, docs/decisiones/importacion.md). The shapes are the
// API's, from @cartera/dominio.
import type { Importacion } from '@cartera/dominio';
import { api, descargarArchivo, solicitar, type ArchivoDescargado } from '@cartera/plataforma';

export const importarApi = {
  plantilla: (): Promise<ArchivoDescargado> =>
    descargarArchivo('importaciones/plantilla', 'plantilla-importacion.xlsx', { formato: 'xlsx' }),
  /** Sends the file (multipart `archivo`): the server reviews it and writes nothing of the business. */
  revisar: async (archivo: File): Promise<Importacion> => {
    const formulario = new FormData();
    formulario.append('archivo', archivo, archivo.name);
    return (await solicitar<{ data: Importacion }>('post', 'importaciones', { body: formulario })).data;
  },
  obtener: (id: string): Promise<Importacion> => api.get<Importacion>(`importaciones/${encodeURIComponent(id)}`),
  aplicar: (id: string, claveIdempotencia: string): Promise<Importacion> =>
    api.post<Importacion>(`importaciones/${encodeURIComponent(id)}/aplicar`, undefined, claveIdempotencia),
  /** Discards a review, or cancels an apply in progress. */
  descartar: (id: string): Promise<Importacion> => api.delete<Importacion>(`importaciones/${encodeURIComponent(id)}`),
};
