import { CODIGOS, type Usuario } from '@cartera/dominio';
import { clienteApi } from './clienteApi';
import { ErrorHttp, solicitar } from './http';
import { ESPERA_CIERRE_SERVIDOR_MS } from './sesionHttp';

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
  const respuesta = await clienteApi.conSobre.post('/api/auth/login', { cuerpo: { email, password } });
  const { token, usuario } = respuesta.data;
  if (!token || !usuario) {
    throw new ErrorHttp(
      respuesta.message || MENSAJE_CREDENCIALES_INCORRECTAS,
      401,
      CODIGOS.credencialesInvalidas,
    );
  }
  return { token, usuario, message: respuesta.message };
}

export { ESPERA_CIERRE_SERVIDOR_MS };

/**
 * `POST /api/auth/logout` with the renewal cookie and the token (even expired): the server revokes the session and
 * clears the cookie, so neither a copy of the token (another tab, a stolen one) nor the cookie works any more. Never fails and never waits long: the caller clears the local session afterwards
 * whatever the server said.
 */
export async function cerrarSesionEnServidor(esperaMs: number = ESPERA_CIERRE_SERVIDOR_MS): Promise<void> {
  let temporizador: ReturnType<typeof setTimeout> | undefined;
  const limite = new Promise<void>((resolver) => {
    temporizador = setTimeout(resolver, esperaMs);
  });
  try {
    await Promise.race([solicitar('post', 'auth/logout').then(() => undefined), limite]);
  } catch {
    // Already expired or revoked, or the API is unreachable: the local session ends all the same.
  } finally {
    clearTimeout(temporizador);
  }
}
