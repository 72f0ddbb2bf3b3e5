// The user administration's server calls (/api/usuarios). The shapes are the API's, from @cartera/dominio.
import type { ConsultaUsuarios, DatosUsuario, ResumenUsuarios, Usuario } from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

export const usuariosApi = {
  listar: (filtros: ConsultaUsuarios): Promise<Lista<Usuario>> =>
    api.lista<Usuario>('usuarios', { ...filtros }),
  resumen: (): Promise<ResumenUsuarios> => api.get<ResumenUsuarios>('usuarios/stats/resumen'),
  crear: (datos: DatosUsuario): Promise<Usuario> => api.post<Usuario>('usuarios', datos),
  actualizar: (id: string, datos: DatosUsuario): Promise<Usuario> =>
    api.put<Usuario>(`usuarios/${encodeURIComponent(id)}`, datos),
  eliminar: (id: string): Promise<unknown> => api.delete(`usuarios/${encodeURIComponent(id)}`),
};
