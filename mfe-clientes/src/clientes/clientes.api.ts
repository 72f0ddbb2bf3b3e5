// Every server call of the clients remote (spec §7 Clients). Screens never build URLs; the shapes are the API's,
// from @cartera/dominio.
import type {
  ClienteDetalle,
  ClienteResumen,
  ConsultaCedula,
  ConsultaClientes,
  DatosCliente,
  FotoCliente,
  RespuestaConsultaCedula,
} from '@cartera/dominio';
import { api, solicitar, type Lista } from '@cartera/plataforma';

const ruta = (id: string) => `clientes/${encodeURIComponent(id)}`;

export const clientesApi = {
  listar: (filtros: ConsultaClientes): Promise<Lista<ClienteResumen>> => api.lista<ClienteResumen>('clientes', { ...filtros }),
  obtener: (id: string): Promise<ClienteDetalle> => api.get<ClienteDetalle>(ruta(id)),
  /** The photo as a data URL, or null when the client has none. */
  foto: async (id: string): Promise<string | null> => (await api.get<FotoCliente>(`${ruta(id)}/foto`)).foto,
  /** `clave`: the form's Idempotency-Key (the API requires it: a retry after a lost answer creates one client). */
  crear: (datos: DatosCliente, clave: string): Promise<ClienteDetalle> =>
    api.post<ClienteDetalle>('clientes', datos, clave),
  actualizar: (id: string, datos: Partial<DatosCliente>): Promise<ClienteDetalle> => api.put<ClienteDetalle>(ruta(id), datos),
  eliminar: (id: string): Promise<unknown> => api.delete(ruta(id)),
  /** Database → cache → external registry; `persist` keeps an external answer in the server's cache. */
  consultarCedula: async (cedula: string, { refresh = false, persist = true } = {}): Promise<ConsultaCedula> => {
    const respuesta = await solicitar<RespuestaConsultaCedula>('get', `clientes/cedula/${encodeURIComponent(cedula)}`, {
      parametros: { refresh: refresh ? 1 : undefined, persist: persist ? 1 : undefined },
    });
    return { source: respuesta.source, data: respuesta.data };
  },
  limpiarCacheCedula: (cedula: string): Promise<unknown> => api.delete(`clientes/cedula/${encodeURIComponent(cedula)}/cache`),
};
