import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { CODIGO_ERROR_RED, propiedad, type MetaPagina } from '@cartera/dominio';
import { ErrorHttp, errorDesdeCuerpo, esErrorHttp } from './api/errorHttp';
import { olvidarConsultasGuardadas } from './consultasGuardadas';
import { registrarDiagnostico } from './diagnostico';
import { empezarPedido } from './pedidosEnCurso';
import { useSesion } from './sesion';
import { crearFetchConSesion, type AlmacenDeSesion } from './sesionHttp';
import { useToasts } from './toasts';

/** Base of every API path. Paths are written without a leading slash: `http.get('usuarios')`. */
export const PREFIJO_API = '/api';
export const MENSAJE_ERROR_RED = 'Error de red';

export { ErrorHttp, esErrorHttp };

/** The message to show for a failed call: the server's own words when it sent some, else `porDefecto`. */
export function mensajeDeError(error: unknown, porDefecto: string): string {
  if (esErrorHttp(error) && error.message.length > 0) return error.message;
  return porDefecto;
}

type Navegar = (ruta: string) => void;
let navegar: Navegar = (ruta) => window.location.assign(ruta);

/** Set once the sign-in page is on its way: the page that asked is about to go. */
let yendoAlInicio = false;

/** Replaces the page load of `irAlInicioDeSesion` (tests, which have no page to load). */
export function configurarNavegacion(nuevoNavegar: Navegar): void {
  navegar = nuevoNavegar;
  yendoAlInicio = false;
}

/** sessionStorage key of the page the sign-in takes the user back to (read by shell/public/entrar.js). */
export const CLAVE_VOLVER = 'volver';

/**
 * To the sign-in page. It is a page load, not a route of the portal: /login works without the portal
 * (shell/public/entrar.js, docs/decisiones/capa-de-rendimiento-del-portal.md), and nothing of the previous session stays in memory.
 * `volverAqui` (all but «Salir»): after the sign-in, back to the page that asked for it.
 */
export function irAlInicioDeSesion({ volverAqui = true }: { volverAqui?: boolean } = {}): void {
  // A 401 and the guard that then finds no session both ask: a second load would abort the first.
  if (yendoAlInicio) return;
  yendoAlInicio = true;
  const { pathname, search } = window.location;
  try {
    // On /login the page that sent the user there already said where to go back.
    if (!volverAqui) sessionStorage.removeItem(CLAVE_VOLVER);
    else if (!pathname.startsWith('/login')) sessionStorage.setItem(CLAVE_VOLVER, pathname + search);
  } catch {
    // Without storage, the sign-in goes to the dashboard.
  }
  navegar('/login');
}

/**
 * What Mi Ruta kept on this device of the signed-in user goes (packages/plataforma/src/miRutaEnElTelefono.ts, loaded
 * only now: the portal's first load never carries it). Call it before closing the session; it never fails.
 */
export async function olvidarMiRutaDeLaSesion(): Promise<void> {
  const usuarioId = useSesion.getState().usuario?._id;
  if (!usuarioId) return;
  await import('./miRutaEnElTelefono')
    .then(({ olvidarMiRutaAlSalir }) => olvidarMiRutaAlSalir(usuarioId))
    .catch(() => undefined);
}

/**
 * Spec §7: a 401 the renewal could not cure (the session is over) ends the session and goes to /login. What Mi Ruta
 * kept of the user on this device goes first, as when Mi Ruta's own session ends (his unsent writes stay for him).
 */
async function cerrarSesionPorNoAutorizado(): Promise<void> {
  // Before closing the session: the screens' guard goes to /login as soon as it is closed, and a page load would cut
  // the forgetting short.
  await olvidarMiRutaDeLaSesion();
  useSesion.getState().cerrar();
  if (!window.location.pathname.startsWith('/login')) irAlInicioDeSesion();
}

/** The portal keeps its session in the store (and through it in localStorage, for the other tabs and Mi Ruta). */
const almacenDelPortal: AlmacenDeSesion = {
  token: () => useSesion.getState().token,
  renovada: ({ token, usuario }) => useSesion.getState().iniciar(token, usuario),
  terminada: () => void cerrarSesionPorNoAutorizado(),
};

async function leerCuerpo(respuesta: Response): Promise<unknown> {
  const texto = await respuesta.text();
  if (texto.length === 0) return null;
  try {
    return JSON.parse(texto);
  } catch {
    return null;
  }
}

export interface OpcionesCliente {
  prefixUrl?: string;
  fetch?: typeof fetch;
  /** First wait before retrying a 503 (ms); it doubles on every try up to 8×. Tests make it tiny. */
  esperaReintentoMs?: number;
}

/**
 * A 503 is an outage, not an error of the call (the database is down or restarting; the API says
 * SERVICIO_NO_DISPONIBLE): the session stays, a toast says the portal is retrying, and reads and idempotent writes
 * (their `Idempotency-Key` makes a second try the same request) are sent again with a growing wait: 1, 2, 4, 8, 8,
 * 8 s by default, about half a minute, then the 503 reaches the screen like any other error.
 */
export const REINTENTOS_SIN_SERVICIO = 6;
export const MENSAJE_SIN_SERVICIO = 'Servicio no disponible, reintentando en unos segundos…';
export const MENSAJE_SERVICIO_RESTABLECIDO = 'Servicio restablecido';
const ESPERA_REINTENTO_MS = 1000;
let esperaReintentoMs = ESPERA_REINTENTO_MS;
/** The toast of the outage in course, so many calls failing at once show one. */
let avisoSinServicio: number | null = null;

function avisarSinServicio(): void {
  const toasts = useToasts.getState();
  if (avisoSinServicio !== null && toasts.toasts.some((toast) => toast.id === avisoSinServicio)) return;
  avisoSinServicio = toasts.mostrar('advertencia', MENSAJE_SIN_SERVICIO, 60_000);
}

function avisarServicioRestablecido(): void {
  if (avisoSinServicio === null) return;
  const toasts = useToasts.getState();
  toasts.cerrar(avisoSinServicio);
  avisoSinServicio = null;
  toasts.mostrar('info', MENSAJE_SERVICIO_RESTABLECIDO);
}

function esperar(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolver, rechazar) => {
    if (signal?.aborted) return rechazar(signal.reason);
    const temporizador = setTimeout(() => {
      signal?.removeEventListener('abort', abortar);
      resolver();
    }, ms);
    const abortar = () => {
      clearTimeout(temporizador);
      rechazar(signal?.reason);
    };
    signal?.addEventListener('abort', abortar, { once: true });
  });
}

/** Builds the portal's ky instance. `http` below is the one everybody uses; tests build their own. */
export function crearClienteHttp({
  prefixUrl = PREFIJO_API,
  fetch: fetchPropio,
  esperaReintentoMs: espera = ESPERA_REINTENTO_MS,
}: OpcionesCliente = {}): KyInstance {
  esperaReintentoMs = espera;
  // Resolved against the page, as a browser would; also works where Request rejects relative URLs.
  const base = typeof document === 'undefined' ? prefixUrl : new URL(prefixUrl, document.baseURI).href;
  // The session's token, its renewal before it expires and after a 401, and the end of the session: the same
  // implementation as Mi Ruta's (sesionHttp.ts). The sign-in's own 401 is its answer, not an expired session.
  const fetchConSesion = crearFetchConSesion({ base, almacen: almacenDelPortal, fetch: fetchPropio });
  return ky.create({
    prefixUrl: base,
    retry: 0,
    timeout: 30_000,
    fetch: (entrada, init) =>
      fetchConSesion(entrada instanceof Request ? entrada : new Request(entrada, init)),
  });
}

let clienteActual = crearClienteHttp();

/** Replaces the client (tests; a future runtime base URL). */
export function configurarHttp(opciones: OpcionesCliente): void {
  clienteActual = crearClienteHttp(opciones);
}

/** The client in use (downloads that need the raw response). */
export function clienteHttp(): KyInstance {
  return clienteActual;
}

function quitarBarraInicial(ruta: string): string {
  return ruta.replace(/^\/+/, '');
}

export type ParametrosConsulta = Record<string, string | number | boolean | undefined | null>;

function limpiarParametros(
  parametros?: ParametrosConsulta,
): Record<string, string | number | boolean> | undefined {
  if (!parametros) return undefined;
  const limpios: Record<string, string | number | boolean> = {};
  for (const [clave, valor] of Object.entries(parametros)) {
    if (valor !== undefined && valor !== null && valor !== '') limpios[clave] = valor;
  }
  return limpios;
}

type Metodo = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpcionesSolicitud {
  json?: unknown;
  parametros?: ParametrosConsulta;
  body?: BodyInit;
  signal?: AbortSignal;
  /**
   * `Idempotency-Key`: the same key on a retry makes the server replay the first answer. Required by the money
   * writes (the API's @Idempotente routes): without it they answer 400 IDEMPOTENCIA_REQUERIDA.
   */
  claveIdempotencia?: string;
}

/**
 * Sends one call and returns the parsed JSON body. Any failure becomes an `ErrorHttp`: an HTTP error with
 * the server's envelope, `{ success: false }` on a 2xx, or 'Error de red' when nothing came back.
 */
export async function solicitar(
  metodo: Metodo,
  ruta: string,
  opciones: OpcionesSolicitud = {},
): Promise<unknown> {
  const destino = quitarBarraInicial(ruta);
  const kyOpciones: Options = { method: metodo, signal: opciones.signal };
  if (opciones.claveIdempotencia) kyOpciones.headers = { 'Idempotency-Key': opciones.claveIdempotencia };
  if (opciones.json !== undefined) kyOpciones.json = opciones.json;
  if (opciones.body !== undefined) kyOpciones.body = opciones.body;
  const parametros = limpiarParametros(opciones.parametros);
  if (parametros) kyOpciones.searchParams = parametros;

  // A write makes every kept answer old (consultasGuardadas.ts): forgotten when it leaves and again when it ends.
  const escribe = metodo !== 'get';
  const reintentable = !escribe || opciones.claveIdempotencia !== undefined;
  if (escribe) olvidarConsultasGuardadas();
  const terminar = empezarPedido();
  let cuerpo: unknown;
  try {
    for (let intento = 0; ; intento++) {
      try {
        cuerpo = await enviar(metodo, destino, kyOpciones);
        if (intento > 0) avisarServicioRestablecido();
        break;
      } catch (error) {
        if (!(
          esErrorHttp(error) &&
          error.status === 503 &&
          reintentable &&
          intento < REINTENTOS_SIN_SERVICIO
        ))
          throw error;
        avisarSinServicio();
        await esperar(esperaReintentoMs * 2 ** Math.min(intento, 3), opciones.signal);
      }
    }
  } finally {
    if (escribe) olvidarConsultasGuardadas();
    terminar();
  }
  if (propiedad(cuerpo, 'success') === false) {
    const fallo = errorDesdeCuerpo(cuerpo, 200);
    registrarDiagnostico(
      'error',
      'http',
      `${metodo.toUpperCase()} /${destino} → ${fallo.code} ${fallo.message}`,
    );
    throw fallo;
  }
  return cuerpo;
}

/** One try of a call: the parsed body, or an `ErrorHttp` ('Error de red' when nothing came back). */
async function enviar(metodo: Metodo, destino: string, kyOpciones: Options): Promise<unknown> {
  try {
    const respuesta = await clienteActual(destino, kyOpciones);
    return await leerCuerpo(respuesta);
  } catch (error) {
    if (error instanceof HTTPError) {
      const fallo = errorDesdeCuerpo(await leerCuerpo(error.response), error.response.status);
      registrarDiagnostico(
        'error',
        'http',
        `${metodo.toUpperCase()} /${destino} → ${fallo.status} ${fallo.code} ${fallo.message}`,
      );
      throw fallo;
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const motivo =
      error instanceof TimeoutError
        ? 'tiempo agotado'
        : error instanceof Error
          ? error.message
          : String(error);
    registrarDiagnostico('error', 'http', `${metodo.toUpperCase()} /${destino} → sin respuesta (${motivo})`);
    throw new ErrorHttp(MENSAJE_ERROR_RED, 0, CODIGO_ERROR_RED);
  }
}

export interface Lista<T> {
  data: T[];
  meta: MetaPagina;
}

/**
 * A fresh `Idempotency-Key` (UUID v4). A form keeps one for as long as it is open, so a double click or a retry
 * after a lost answer is the same request to the server and money never moves twice; a one-click action (approve,
 * cancel, delete after its confirmation) makes one per click. `crypto.getRandomValues` works on plain http too (a
 * LAN address), where `crypto.randomUUID` does not exist.
 */
export function nuevaClaveIdempotencia(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
