import type { DatosMeta, EstadoMeta, ListaPaginada, MetaCobrador } from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

export interface FiltrosMetas {
  page: number;
  limit: number;
  /** 'YYYY-MM'. */
  periodo?: string;
  cobradorId?: string;
  estado?: EstadoMeta;
}

export interface ResumenMetas {
  total: number;
  completadas: number;
  enProgreso: number;
  vencidas: number;
}

/** GET /metas-cobrador answers the list in `data.data` (spec §7): adapted here to the list kit's `Lista<T>`. */
async function listar(filtros: Partial<FiltrosMetas>): Promise<Lista<MetaCobrador>> {
  const respuesta = await api.get<ListaPaginada<MetaCobrador>>('metas-cobrador', { ...filtros });
  return { data: respuesta.data, meta: respuesta.meta };
}

/** How many goals match the filters with a given estado: the total of a one-row page, counted by the server. */
async function contar(filtros: Partial<FiltrosMetas>, estado?: EstadoMeta): Promise<number> {
  return (await listar({ ...filtros, page: 1, limit: 1, estado })).meta.total;
}

export const metasApi = {
  listar: (filtros: FiltrosMetas): Promise<Lista<MetaCobrador>> => listar(filtros),
  /** Summary cards: total, completed, in progress and overdue for the period and collector filters. */
  resumen: async (filtros: Pick<FiltrosMetas, 'periodo' | 'cobradorId'>): Promise<ResumenMetas> => {
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
