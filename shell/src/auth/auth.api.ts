import type { Usuario } from '@cartera/dominio';
import { api } from '@cartera/plataforma';

/** `GET /api/auth/profile`: the signed-in user as the server sees it now. */
export function obtenerPerfil(): Promise<Usuario> {
  return api.get<Usuario>('auth/profile');
}
