import type { Usuario } from '@cartera/dominio';
import { ErrorHttp, solicitar } from './http';

interface RespuestaLogin {
  success: boolean;
  token?: string;
  usuario?: Usuario;
  message?: string;
  data?: { token?: string; usuario?: Usuario };
}

/** Spec §8: what an unsuccessful sign-in says when the server gave no message of its own. */
export const MENSAJE_CREDENCIALES_INCORRECTAS = 'Usuario o contraseña incorrectos';

export interface SesionIniciada {
  token: string;
  usuario: Usuario;
  message?: string;
}

/**
 * `POST /api/auth/login { email, password }`: the username typed in 'Usuario' travels as `email`.
 * Wrong credentials come back as an `ErrorHttp` carrying the server's message ('Usuario o contraseña
 * incorrectos'); an answer without token or user is treated the same way.
 */
export async function iniciarSesion(email: string, password: string): Promise<SesionIniciada> {
  const respuesta = await solicitar<RespuestaLogin>('post', 'auth/login', { json: { email, password } });
  const token = respuesta.token ?? respuesta.data?.token;
  const usuario = respuesta.usuario ?? respuesta.data?.usuario;
  if (!respuesta.success || !token || !usuario) {
    throw new ErrorHttp(respuesta.message || MENSAJE_CREDENCIALES_INCORRECTAS, 401, 'CREDENCIALES_INVALIDAS');
  }
  return { token, usuario, message: respuesta.message };
}
