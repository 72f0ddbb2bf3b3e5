// Every call to the API with the session, for the portal (http.ts, through ky) and for Mi Ruta (its plain fetch):
// the Bearer token, its renewal through the HttpOnly cookie before it expires and after a 401 (one renewal for all
// the calls waiting on it), and the end of the session when the renewal session itself is over. One implementation
// for both clients (docs/decisiones/sesiones-en-el-navegador.md). Pure: no React, no store, no ky.
import { propiedad } from '@cartera/dominio';
import { esUsuarioValido, cargaDeToken, type SesionGuardada } from './sesionGuardada';
import { registrarReinicio } from './reinicios';

export {
  borrarSesionGuardada,
  cargaDeToken,
  CLAVE_TOKEN,
  CLAVE_USUARIO,
  esTokenVigente,
  esUsuarioValido,
  guardarSesion,
  leerSesionGuardada,
  leerTokenGuardado,
  type SesionGuardada,
} from './sesionGuardada';

/** What a renewal ended in: a new access token, a session that is over, or a server that could not answer. */
export type ResultadoRenovacion = 'renovada' | 'vencida' | 'sin-servicio';

export const RUTA_LOGIN = 'auth/login';
export const RUTA_RENOVAR = 'auth/renovar';
export const RUTA_LOGOUT = 'auth/logout';

/** At most this long before a token expires, the next call renews it first (s). */
export const MARGEN_RENOVACION_MAXIMO_S = 60;
/** …and never earlier than this part of the token's life before its end: a 60 s token renews in its last 12 s. */
export const PARTE_DE_VIDA_PARA_RENOVAR = 0.2;

/**
 * The phone's clock against the server's (ms), learnt from the `iat` of each renewed token: a phone whose clock runs
 * minutes ahead would otherwise see every new token as about to expire and renew before each call.
 */
let desfaseMs = 0;

/** Whether `token` should be renewed before it is sent: it expires within its margin (or has expired). */
export function debeRenovarse(token: string, ahora: number = Date.now() + desfaseMs): boolean {
  const carga = cargaDeToken(token);
  if (!carga?.exp) return false;
  const vida =
    carga.iat !== undefined ? carga.exp - carga.iat : MARGEN_RENOVACION_MAXIMO_S / PARTE_DE_VIDA_PARA_RENOVAR;
  const margen = Math.min(MARGEN_RENOVACION_MAXIMO_S, vida * PARTE_DE_VIDA_PARA_RENOVAR);
  return (carga.exp - margen) * 1000 <= ahora;
}

/** Where a client keeps its session: the portal's store, or Mi Ruta's localStorage. */
export interface AlmacenDeSesion {
  /** The access token to send now, if any. */
  token(): string | null;
  /** Keeps the token (and user) of a renewal. */
  renovada(sesion: SesionGuardada): void;
  /** The renewal session is over (12 h, signed out elsewhere, password changed, closed by the office). */
  terminada(): void;
}

/** The renewal in course: every call that needs one meanwhile waits for this one instead of sending its own. */
let renovacionEnCurso: Promise<ResultadoRenovacion> | null = null;
// As on a fresh page load: the server's clock not learnt yet, no renewal in course (estadosIniciales.ts).
registrarReinicio(() => {
  desfaseMs = 0;
  renovacionEnCurso = null;
});

async function leerJson(respuesta: Response): Promise<unknown> {
  try {
    return JSON.parse(await respuesta.text());
  } catch {
    return null;
  }
}

/**
 * `POST /api/auth/renovar` with the HttpOnly renewal cookie (the page's script never sees it): a new access token
 * while the session lasts. One at a time: a call made while a renewal is on its way gets that renewal's result.
 */
export function renovarSesion(
  url: string,
  almacen: Pick<AlmacenDeSesion, 'renovada'>,
  fetchPropio: typeof fetch = fetch,
): Promise<ResultadoRenovacion> {
  renovacionEnCurso ??= (async (): Promise<ResultadoRenovacion> => {
    try {
      const respuesta = await fetchPropio(new Request(url, { method: 'POST', credentials: 'same-origin' }));
      if (respuesta.status === 401 || respuesta.status === 403) return 'vencida';
      if (!respuesta.ok) return 'sin-servicio';
      const data = propiedad(await leerJson(respuesta), 'data');
      const token = propiedad(data, 'token');
      const usuario = propiedad(data, 'usuario');
      if (typeof token !== 'string' || !esUsuarioValido(usuario)) return 'vencida';
      const emitido = cargaDeToken(token)?.iat;
      if (emitido !== undefined) desfaseMs = emitido * 1000 - Date.now();
      almacen.renovada({ token, usuario });
      return 'renovada';
    } catch {
      return 'sin-servicio';
    } finally {
      renovacionEnCurso = null;
    }
  })();
  return renovacionEnCurso;
}

function rutaDe(url: string): string {
  return new URL(url, 'http://cartera.invalid').pathname;
}

/** Sign-in, renewal and sign-out carry no renewal logic: their 401 is their answer. */
function esLlamadaDeSesion(url: string): boolean {
  const ruta = rutaDe(url);
  return [RUTA_LOGIN, RUTA_RENOVAR, RUTA_LOGOUT].some((propia) => ruta.endsWith(`/${propia}`));
}

function conToken(solicitud: Request, token: string | null): Request {
  if (token === null) return solicitud;
  const otra = new Request(solicitud, { headers: new Headers(solicitud.headers) });
  otra.headers.set('Authorization', `Bearer ${token}`);
  return otra;
}

export interface OpcionesFetchConSesion {
  /** Base of the API (`/api` resolved against the page): the renewal is `<base>/auth/renovar`. */
  base: string;
  almacen: AlmacenDeSesion;
  /** The network (tests pass their own). */
  fetch?: typeof fetch;
}

/**
 * A `fetch` that sends each call with the session's token: a token about to expire is renewed first (no call is ever
 * refused for an expired token while there is signal); a 401 renews once and sends the call again with the new token.
 * When the renewal says the session is over, or the repeated call is refused again, `almacen.terminada()`. A renewal
 * that cannot reach the server leaves the session as it is and the call goes out as it was.
 */
export function crearFetchConSesion({ base, almacen, fetch: fetchPropio }: OpcionesFetchConSesion) {
  const red: typeof fetch = fetchPropio ?? ((entrada, init) => fetch(entrada, init));
  const urlRenovar = `${base.replace(/\/+$/, '')}/${RUTA_RENOVAR}`;
  return async function fetchConSesion(solicitud: Request): Promise<Response> {
    if (esLlamadaDeSesion(solicitud.url)) return red(conToken(solicitud, almacen.token()));
    const actual = almacen.token();
    if (actual !== null && debeRenovarse(actual)) await renovarSesion(urlRenovar, almacen, red);
    // The body can be read once: the copy is for the second try after a 401.
    const copia = solicitud.clone();
    const primera = await red(conToken(solicitud, almacen.token()));
    if (primera.status !== 401) return primera;
    const resultado = await renovarSesion(urlRenovar, almacen, red);
    if (resultado === 'sin-servicio') return primera;
    if (resultado === 'vencida') {
      almacen.terminada();
      return primera;
    }
    const segunda = await red(conToken(copia, almacen.token()));
    if (segunda.status === 401) almacen.terminada();
    return segunda;
  };
}

/** How long «Salir» waits for the server before ending the local session anyway (no signal, API down). */
export const ESPERA_CIERRE_SERVIDOR_MS = 3_000;

/**
 * «Salir»: `POST /api/auth/logout` with the renewal cookie (and the token, if any, even expired): the server revokes
 * the session and clears the cookie, so whoever picks up the device next can renew nothing. Never fails and never
 * waits long: the caller wipes the local session afterwards whatever the server said.
 */
export async function pedirCierreDeSesion(
  base: string,
  token: string | null,
  {
    fetch: fetchPropio,
    esperaMs = ESPERA_CIERRE_SERVIDOR_MS,
  }: { fetch?: typeof fetch; esperaMs?: number } = {},
): Promise<void> {
  const red: typeof fetch = fetchPropio ?? ((entrada, init) => fetch(entrada, init));
  const control = new AbortController();
  let temporizador: ReturnType<typeof setTimeout> | undefined;
  const limite = new Promise<void>((resolver) => {
    temporizador = setTimeout(() => {
      control.abort();
      resolver();
    }, esperaMs);
  });
  const solicitud = new Request(`${base.replace(/\/+$/, '')}/${RUTA_LOGOUT}`, {
    method: 'POST',
    credentials: 'same-origin',
    signal: control.signal,
  });
  try {
    await Promise.race([red(conToken(solicitud, token)).then(() => undefined), limite]);
  } catch {
    // Without signal or server: the local session ends all the same.
  } finally {
    clearTimeout(temporizador);
  }
}
