// Direct calls to the API under test, for what a test prepares or changes behind the browser's back.
import { randomUUID } from 'node:crypto';
import { URL_BASE, type Cuenta } from './entorno';

interface Respuesta<T> {
  success: boolean;
  data: T;
  message?: string;
  token?: string;
}

async function llamar<T>(
  metodo: string,
  ruta: string,
  token: string | null,
  cuerpo?: unknown,
): Promise<Respuesta<T>> {
  const respuesta = await fetch(`${URL_BASE}/api/${ruta}`, {
    method: metodo,
    headers: {
      ...(cuerpo === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      // Every write with a fresh key, as the portal sends: the money writes require one.
      ...(metodo === 'GET' ? {} : { 'Idempotency-Key': randomUUID() }),
    },
    body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
  });
  const json = (await respuesta.json().catch(() => ({}))) as Respuesta<T>;
  if (!respuesta.ok)
    throw new Error(`${metodo} /api/${ruta} respondió ${respuesta.status}: ${json.message ?? ''}`);
  return json;
}

/** POST /api/auth/login → the session token. */
export async function obtenerToken(cuenta: Pick<Cuenta, 'email' | 'password'>): Promise<string> {
  const respuesta = await llamar<{ token?: string }>('POST', 'auth/login', null, cuenta);
  const token = respuesta.token ?? respuesta.data?.token;
  if (!token) throw new Error('El inicio de sesión no devolvió token');
  return token;
}

export interface UsuarioCreado {
  _id: string;
  nombre: string;
  email: string;
}

export async function crearUsuario(
  token: string,
  datos: { nombre: string; email: string; password: string; rol: 'admin' | 'gerente' | 'cobrador' },
): Promise<UsuarioCreado> {
  return (await llamar<UsuarioCreado>('POST', 'usuarios', token, datos)).data;
}

/** PUT /api/usuarios/{id}/password: also revokes every token the user had (docs/decisiones/acceso-y-contrasenas.md). */
export async function cambiarPassword(token: string, id: string, password: string): Promise<void> {
  await llamar('PUT', `usuarios/${id}/password`, token, { password });
}
