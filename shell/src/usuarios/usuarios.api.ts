import type { EstadoActivo, Rol, Usuario } from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

export interface FiltrosUsuarios {
  page: number;
  limit: number;
  search?: string;
  rol?: Rol;
  estado?: EstadoActivo;
  /** 'campo_asc' | 'campo_desc' */
  sort?: string;
}

export interface ResumenUsuarios {
  total: number;
  activos: number;
  inactivos: number;
  porRol: Record<Rol, number>;
}

export interface DatosUsuario {
  nombre: string;
  email: string;
  /** Required on create; left out on edit when unchanged. */
  password?: string;
  /** Own account only: the current password, to change one's own password or email. */
  passwordActual?: string;
  rol: Rol;
  telefono?: string | null;
  zona?: string | null;
  estado: EstadoActivo;
}

export const usuariosApi = {
  listar: (filtros: FiltrosUsuarios): Promise<Lista<Usuario>> =>
    api.lista<Usuario>('usuarios', { ...filtros }),
  resumen: (): Promise<ResumenUsuarios> => api.get<ResumenUsuarios>('usuarios/stats/resumen'),
  crear: (datos: DatosUsuario): Promise<Usuario> => api.post<Usuario>('usuarios', datos),
  actualizar: (id: string, datos: DatosUsuario): Promise<Usuario> =>
    api.put<Usuario>(`usuarios/${encodeURIComponent(id)}`, datos),
  eliminar: (id: string): Promise<unknown> => api.delete(`usuarios/${encodeURIComponent(id)}`),
};
