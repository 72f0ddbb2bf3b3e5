// Every server call of the collectors screen (/api/cobradores, spec §7; the list comes in `data.data`). The shapes are
// the API's, from @cartera/dominio.
import type {
  Cobrador,
  CobradorConCartera,
  ConsultaCobradores,
  ConteoCuentas,
  DatosCobrador,
  EstadoActivo,
  ListaPaginada,
} from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

async function listar(consulta: ConsultaCobradores): Promise<Lista<CobradorConCartera>> {
  const respuesta = await api.get<ListaPaginada<CobradorConCartera>>('cobradores', { ...consulta });
  return { data: respuesta.data, meta: respuesta.meta };
}

/** How many collectors a filter matches, read from the paging metadata of a one-row page. */
async function contar(estado?: EstadoActivo): Promise<number> {
  return (await listar({ page: 1, limit: 1, estado })).meta.total;
}

export const cobradoresApi = {
  /** A page of collectors; with `cartera`, each with their portfolio in the same answer (one query on the server). */
  listar: (consulta: ConsultaCobradores, cartera = false): Promise<Lista<CobradorConCartera>> =>
    listar(cartera ? { ...consulta, cartera } : consulta),
  resumen: async (): Promise<ConteoCuentas> => {
    const [total, activos, inactivos] = await Promise.all([contar(), contar('activo'), contar('inactivo')]);
    return { total, activos, inactivos };
  },
  crear: (datos: DatosCobrador): Promise<Cobrador> => api.post<Cobrador>('cobradores', datos),
  actualizar: (id: string, datos: DatosCobrador): Promise<Cobrador> =>
    api.put<Cobrador>(`cobradores/${encodeURIComponent(id)}`, datos),
  eliminar: (id: string): Promise<unknown> => api.delete(`cobradores/${encodeURIComponent(id)}`),
};
