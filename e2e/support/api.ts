// Direct calls to the API under test, for what a test prepares or changes behind the browser's back.
import { randomUUID } from 'node:crypto';
import { URL_BASE, type Cuenta } from './entorno';

/** Where the calls go: the global setup's portal unless a file points them elsewhere. */
let urlApi = URL_BASE;

/** Sends every call of these helpers to another portal (e2e/tests/topologia.test.ts: the topology's ingress). */
export function apuntarApiA(url: string): void {
  urlApi = url;
}

interface Sobre<T> {
  success: boolean;
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
  token?: string;
}

/** One call to /api, with the session token if there is one: the whole envelope, or an error naming the call. */
async function llamar<T>(metodo: string, ruta: string, token: string | null, cuerpo?: unknown): Promise<Sobre<T>> {
  const respuesta = await fetch(`${urlApi}/api/${ruta}`, {
    method: metodo,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(cuerpo === undefined ? {} : { 'Content-Type': 'application/json' }),
      // Every write with a fresh key, as the portal sends: the money writes require one.
      ...(metodo === 'GET' ? {} : { 'Idempotency-Key': randomUUID() }),
    },
    body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
  });
  const json = (await respuesta.json().catch(() => ({}))) as Sobre<T>;
  if (!respuesta.ok) {
    const errores = json.errors ? ` ${JSON.stringify(json.errors)}` : '';
    throw new Error(`${metodo} /api/${ruta} respondió ${respuesta.status}: ${json.message ?? ''}${errores}`);
  }
  return json;
}

/** One call to /api with the session token; the envelope's `data`. */
export async function llamarApi<T>(metodo: string, ruta: string, token: string, cuerpo?: unknown): Promise<T> {
  return (await llamar<T>(metodo, ruta, token, cuerpo)).data;
}

/** The demo office a test's new client or account belongs to (docs/decisiones/oficinas.md). */
export const OFICINA_DE_PRUEBA = 'Oficina Centro';
const oficinasPorToken = new Map<string, Promise<string>>();

/**
 * The id of the office a test writes into: «Oficina Centro» (the demo gerente's, cobrador1's and cobrador3's) when
 * `token` sees it, else the first office it sees. With two offices the API asks the admin to choose one.
 */
export function oficinaDePrueba(token: string): Promise<string> {
  let oficina = oficinasPorToken.get(token);
  if (!oficina) {
    oficina = llamarApi<{ _id: string; nombre: string }[]>('GET', 'oficinas', token).then((oficinas) => {
      const elegida = oficinas.find((o) => o.nombre === OFICINA_DE_PRUEBA) ?? oficinas[0];
      if (!elegida) throw new Error('GET /api/oficinas no devolvió ninguna oficina');
      return elegida._id;
    });
    oficinasPorToken.set(token, oficina);
  }
  return oficina;
}

/**
 * POST /api/clientes with `datos`: in the office of its `cobrador` when it names one (a client's collector is of the
 * client's office: docs/decisiones/oficinas.md), else in the test's office (`oficinaDePrueba`), unless `datos` names one.
 */
export async function crearClienteEnApi<T>(token: string, datos: Record<string, unknown>): Promise<T> {
  const oficina =
    typeof datos.cobrador === 'string'
      ? (await llamarApi<{ oficinas?: { _id: string }[] }>('GET', `cobradores/${datos.cobrador}`, token)).oficinas?.[0]?._id
      : undefined;
  return llamarApi<T>('POST', 'clientes', token, { oficina: oficina ?? (await oficinaDePrueba(token)), ...datos });
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
  const oficinas = datos.rol === 'admin' ? [] : [await oficinaDePrueba(token)];
  return (await llamar<UsuarioCreado>('POST', 'usuarios', token, { oficinas, ...datos })).data;
}

/** PUT /api/usuarios/{id}/password: also revokes every token the user had (docs/decisiones/acceso-y-contrasenas.md). */
export async function cambiarPassword(token: string, id: string, password: string): Promise<void> {
  await llamar('PUT', `usuarios/${id}/password`, token, { password });
}
