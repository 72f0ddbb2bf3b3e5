import type { Cobrador, EstadoActivo, ListaPaginada } from '@cartera/dominio';
import { api, solicitar, type Lista } from '@cartera/plataforma';

export interface FiltrosCobradores {
  page: number;
  limit: number;
  search?: string;
  estado?: EstadoActivo;
  /** 'campo_asc' | 'campo_desc' */
  sort?: string;
}

export interface ResumenCobradores {
  total: number;
  activos: number;
  inactivos: number;
}

/** A collector's portfolio: clients assigned to them and their loans still open (activo, mora, vencido). */
export interface CarteraCobrador {
  clientes: number;
  prestamosActivos: number;
}

/** Body of POST/PUT /cobradores. The role is always cobrador (the API refuses any other). */
export interface DatosCobrador {
  nombre: string;
  email: string;
  /** Required on create; left out on edit when unchanged. */
  password?: string;
  rol: 'cobrador';
  telefono?: string | null;
  zona?: string | null;
  estado: EstadoActivo;
  /** Start point of his collection routes: both or neither. */
  latitud?: number | null;
  longitud?: number | null;
}

/** Spec §7 and §9: the collectors list comes in `data.data`; selectors load up to 500. */
const CARGA_SELECTOR = 500;

/**
 * Two one-row pages answer it: the clients filtered by collector (their total) and the loans filtered by
 * collector (their per-estado `resumen`, computed in the database).
 */
async function cartera(id: string): Promise<CarteraCobrador> {
  const [clientes, prestamos] = await Promise.all([
    api.lista<unknown>('clientes', { cobrador: id, limit: 1 }),
    solicitar<{ resumen?: Partial<Record<string, number>> }>('get', 'prestamos', { parametros: { cobrador: id, limit: 1 } }),
  ]);
  const resumen = prestamos.resumen ?? {};
  return {
    clientes: clientes.meta.total,
    prestamosActivos: (resumen.activo ?? 0) + (resumen.mora ?? 0) + (resumen.vencido ?? 0),
  };
}

async function listar(filtros: Partial<FiltrosCobradores>): Promise<Lista<Cobrador>> {
  const respuesta = await api.get<ListaPaginada<Cobrador>>('cobradores', { ...filtros });
  return { data: respuesta.data, meta: respuesta.meta };
}

/** How many collectors a filter matches, read from the paging metadata of a one-row page. */
async function contar(estado?: EstadoActivo): Promise<number> {
  return (await listar({ page: 1, limit: 1, estado })).meta.total;
}

export const cobradoresApi = {
  listar: (filtros: FiltrosCobradores): Promise<Lista<Cobrador>> => listar(filtros),
  /** Active collectors for a selector, by name. */
  opciones: async (): Promise<Cobrador[]> =>
    (await listar({ page: 1, limit: CARGA_SELECTOR, estado: 'activo', sort: 'nombre_asc' })).data,
  resumen: async (): Promise<ResumenCobradores> => {
    const [total, activos, inactivos] = await Promise.all([contar(), contar('activo'), contar('inactivo')]);
    return { total, activos, inactivos };
  },
  /** The portfolio of each collector on a page, keyed by `_id`. */
  carteras: async (ids: readonly string[]): Promise<Record<string, CarteraCobrador>> =>
    Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await cartera(id)] as const))),
  crear: (datos: DatosCobrador): Promise<Cobrador> => api.post<Cobrador>('cobradores', datos),
  actualizar: (id: string, datos: DatosCobrador): Promise<Cobrador> =>
    api.put<Cobrador>(`cobradores/${encodeURIComponent(id)}`, datos),
  eliminar: (id: string): Promise<unknown> => api.delete(`cobradores/${encodeURIComponent(id)}`),
};
