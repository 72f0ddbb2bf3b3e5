import type { Cobrador, CobradorConCartera, EstadoActivo, ListaPaginada } from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

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

async function listar(filtros: Partial<FiltrosCobradores> & { cartera?: boolean }): Promise<Lista<CobradorConCartera>> {
  const respuesta = await api.get<ListaPaginada<CobradorConCartera>>('cobradores', { ...filtros });
  return { data: respuesta.data, meta: respuesta.meta };
}

/** How many collectors a filter matches, read from the paging metadata of a one-row page. */
async function contar(estado?: EstadoActivo): Promise<number> {
  return (await listar({ page: 1, limit: 1, estado })).meta.total;
}

export const cobradoresApi = {
  /** A page of collectors; with `cartera`, each with their portfolio in the same answer (one query on the server). */
  listar: (filtros: FiltrosCobradores, cartera = false): Promise<Lista<CobradorConCartera>> =>
    listar(cartera ? { ...filtros, cartera } : filtros),
  resumen: async (): Promise<ResumenCobradores> => {
    const [total, activos, inactivos] = await Promise.all([contar(), contar('activo'), contar('inactivo')]);
    return { total, activos, inactivos };
  },
  crear: (datos: DatosCobrador): Promise<Cobrador> => api.post<Cobrador>('cobradores', datos),
  actualizar: (id: string, datos: DatosCobrador): Promise<Cobrador> =>
    api.put<Cobrador>(`cobradores/${encodeURIComponent(id)}`, datos),
  eliminar: (id: string): Promise<unknown> => api.delete(`cobradores/${encodeURIComponent(id)}`),
};
