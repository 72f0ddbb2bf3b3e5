// Every server call of the clients remote (spec §7 Clients). Screens never build URLs. Those of /api/clientes go
// through the generated client (`clienteApi`, docs/decisiones/cliente-generado.md: path, body, key and answer checked
// against the OpenAPI); the cédula lookup reads its `source` inside `data`, where the API also puts it.
import {
  ORDENES_CLIENTES,
  type ConsultaCedula,
  type ConsultaClientes,
  type DatosCliente,
} from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';

export const clientesApi = {
  /** A page of clients; a `sort` the API does not know is left out (the list's default order). */
  listar: ({ sort, ...consulta }: ConsultaClientes) =>
    clienteApi.get('/api/clientes', {
      consulta: { ...consulta, sort: ORDENES_CLIENTES.find((orden) => orden === sort) },
    }),
  obtener: (id: string) => clienteApi.get('/api/clientes/{id}', { ruta: { id } }),
  /** The photo as a data URL, or null when the client has none. */
  foto: async (id: string): Promise<string | null> =>
    (await clienteApi.get('/api/clientes/{id}/foto', { ruta: { id } })).foto,
  /** `clave`: the form's Idempotency-Key (the API requires it: a retry after a lost answer creates one client). */
  crear: (cuerpo: DatosCliente, clave: string) => clienteApi.post('/api/clientes', { cuerpo, clave }),
  actualizar: (id: string, cuerpo: Partial<DatosCliente>) =>
    clienteApi.put('/api/clientes/{id}', { ruta: { id }, cuerpo }),
  eliminar: (id: string) => clienteApi.delete('/api/clientes/{id}', { ruta: { id } }),
  /** Database → cache → external registry; `persist` keeps an external answer in the server's cache. */
  consultarCedula: async (cedula: string, { refresh = false, persist = true } = {}): Promise<ConsultaCedula> => {
    const data = await clienteApi.get('/api/clientes/cedula/{cedula}', {
      ruta: { cedula },
      consulta: { refresh: refresh || undefined, persist: persist || undefined },
    });
    return { source: data.source, data };
  },
  limpiarCacheCedula: (cedula: string) =>
    clienteApi.delete('/api/clientes/cedula/{cedula}/cache', { ruta: { cedula } }),
};
