// Server calls of the backups card (Configuración → Sistema): GET/POST /api/sistema/respaldos, the download of one
// file and the confirmation that the key is kept elsewhere (admin only; see api/src/sistema/respaldos.controller.ts).
// The shapes are the API's, from @cartera/dominio.
import type { ClaveRespaldos, ListaRespaldos, Respaldo } from '@cartera/dominio';
import { api, descargarArchivo, type ArchivoDescargado } from '@cartera/plataforma';

export const respaldosApi = {
  listar: (): Promise<ListaRespaldos> => api.get<ListaRespaldos>('sistema/respaldos'),
  /** Answers when the backup is done (it can take a while on a big database). */
  crear: (): Promise<Respaldo> => api.post<Respaldo>('sistema/respaldos'),
  /** «Ya guardé la clave en otro lugar»: recorded with who and when; answers the key's state. */
  confirmarClave: (): Promise<ClaveRespaldos> => api.post<ClaveRespaldos>('sistema/respaldos/clave/guardada'),
  descargar: (respaldo: Respaldo): Promise<ArchivoDescargado> =>
    descargarArchivo(
      `sistema/respaldos/${encodeURIComponent(respaldo.id)}/archivo`,
      respaldo.archivo ?? 'respaldo.tar.gz',
      {},
      { tiempoMaximoMs: false },
    ),
};
