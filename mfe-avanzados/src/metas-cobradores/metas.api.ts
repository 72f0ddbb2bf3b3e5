// Every server call of the collectors' goals screen (/api/metas-cobrador). The shapes are the API's, from
// @cartera/dominio.
import type { ConsultaMetas, DatosMeta, EstadoMeta, ListaPaginada, MetaCobrador } from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

/** GET /metas-cobrador answers the list in `data.data` (spec §7): adapted here to the list kit's `Lista<T>`. */
async function listar(filtros: ConsultaMetas): Promise<Lista<MetaCobrador>> {
  const respuesta = await api.get<ListaPaginada<MetaCobrador>>('metas-cobrador', { ...filtros });
  return { data: respuesta.data, meta: respuesta.meta };
}

/** How many goals match the filters with a given estado: the total of a one-row page, counted by the server. */
async function contar(filtros: ConsultaMetas, estado?: EstadoMeta): Promise<number> {
  return (await listar({ ...filtros, page: 1, limit: 1, estado })).meta.total;
}

export const metasApi = {
  listar: (filtros: ConsultaMetas): Promise<Lista<MetaCobrador>> => listar(filtros),
  /**
   * Summary cards: total, completed, in progress and overdue for the period and collector filters, each the total of
   * a one-row page counted by the server (no endpoint of its own).
   */
  resumen: async (
    filtros: Pick<ConsultaMetas, 'periodo' | 'cobradorId'>,
  ): Promise<{ total: number; completadas: number; enProgreso: number; vencidas: number }> => {
    const [total, completadas, enProgreso, vencidas] = await Promise.all([
      contar(filtros),
      contar(filtros, 'completada'),
      contar(filtros, 'en_progreso'),
      contar(filtros, 'vencida'),
    ]);
    return { total, completadas, enProgreso, vencidas };
  },
  crear: (datos: DatosMeta): Promise<MetaCobrador> => api.post<MetaCobrador>('metas-cobrador', datos),
  actualizar: (id: string, datos: DatosMeta): Promise<MetaCobrador> =>
    api.put<MetaCobrador>(`metas-cobrador/${encodeURIComponent(id)}`, datos),
  eliminar: (id: string): Promise<unknown> => api.delete(`metas-cobrador/${encodeURIComponent(id)}`),
};
