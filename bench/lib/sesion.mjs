// The benches' sessions. An access token lives 15 minutes (JWT_ACCESS_EXPIRES_IN, no more): a bench that runs longer
// (the import's application polls for minutes) renewed nothing and died with «401 Sesión expirada o inválida». Each
// token handed out by `iniciarSesion` is remembered with its credentials; `tokenVigente` gives the one to send now,
// signing in again once it is older than BENCH_RENOVAR_SESION_MS (10 min by default, well inside the 15).
import process from 'node:process';

const RENOVAR_MS = Number(process.env.BENCH_RENOVAR_SESION_MS ?? 10 * 60 * 1000);

/** The first token of each session → where and as whom it signed in, the token to send now and when it was issued. */
const sesiones = new Map();

async function entrar(url, credenciales) {
  const respuesta = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credenciales),
  });
  const json = await respuesta.json();
  const token = json.token ?? json.data?.token;
  if (!token) throw new Error(`No se pudo iniciar sesión como ${credenciales.email}: ${json.message}`);
  return token;
}

/** Signs in; the token it returns stays usable for the whole bench through `tokenVigente` (and `pedir`). */
export async function iniciarSesion(url, credenciales) {
  const token = await entrar(url, credenciales);
  sesiones.set(token, { url, credenciales, token, emitido: Date.now() });
  return token;
}

/** The token to send now for the session that `token` started: renewed by signing in again when it is old. */
export async function tokenVigente(token) {
  const sesion = sesiones.get(token);
  if (!sesion) return token;
  if (Date.now() - sesion.emitido >= RENOVAR_MS) {
    sesion.token = await entrar(sesion.url, sesion.credenciales);
    sesion.emitido = Date.now();
  }
  return sesion.token;
}
