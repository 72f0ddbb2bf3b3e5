// A tiny in-test HTTP server for the component tests of every remote: the platform's real HTTP client (ky, the
// envelope, the error mapping) runs unchanged and only `fetch` answers from these handlers.
import { configurarHttp, useToasts } from '@cartera/plataforma';

export interface Llamada {
  metodo: string;
  ruta: string;
  parametros: URLSearchParams;
  cuerpo: unknown;
  cabeceras: Headers;
}

export interface RespuestaPrueba {
  status?: number;
  cuerpo?: unknown;
  /** A raw body (a file) instead of the JSON envelope. */
  binario?: BodyInit;
  headers?: Record<string, string>;
  /** Never answers: the request fails like a dropped connection. */
  sinRed?: boolean;
}

/** A fixed answer, or a function of the call that answers (also with a whole `Response`, or later). */
export type Manejador =
  | RespuestaPrueba
  | ((llamada: Llamada) => RespuestaPrueba | Response | Promise<RespuestaPrueba | Response>);

type Atender = (entrada: RequestInfo | URL, opciones?: RequestInit) => Promise<Response>;

/** The fetch of the fake API: records each call and answers from its handler (404 when none). */
function atenderCon(manejadores: Record<string, Manejador>, llamadas: Llamada[]): Atender {
  return async (entrada, opciones) => {
    const solicitud = entrada instanceof Request ? entrada : new Request(String(entrada), opciones);
    const url = new URL(solicitud.url);
    const texto = await solicitud.text();
    const llamada: Llamada = {
      metodo: solicitud.method,
      ruta: url.pathname.replace(/^\/api/, ''),
      parametros: url.searchParams,
      cuerpo: texto ? JSON.parse(texto) : undefined,
      cabeceras: solicitud.headers,
    };
    llamadas.push(llamada);
    const manejador = manejadores[`${llamada.metodo} ${llamada.ruta}`];
    const respuesta =
      manejador === undefined
        ? { status: 404, cuerpo: { success: false, message: `Sin ruta de prueba: ${llamada.metodo} ${llamada.ruta}`, code: 'NO_ENCONTRADO' } }
        : typeof manejador === 'function'
          ? await manejador(llamada)
          : manejador;
    if (respuesta instanceof Response) return respuesta;
    if (respuesta.sinRed) throw new TypeError('Failed to fetch');
    const status = respuesta.status ?? 200;
    if (respuesta.binario !== undefined) return new Response(respuesta.binario, { status, headers: respuesta.headers });
    return new Response(JSON.stringify(respuesta.cuerpo ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json', ...respuesta.headers },
    });
  };
}

/** Handlers keyed by 'METODO /ruta' (without /api), e.g. 'GET /cobros' or 'DELETE /cobros/c1'; returns the calls. */
export function servirApi(manejadores: Record<string, Manejador>): Llamada[] {
  const llamadas: Llamada[] = [];
  // A 503 is retried (http.ts): in tests, without the real waits.
  configurarHttp({ esperaReintentoMs: 1, fetch: atenderCon(manejadores, llamadas) });
  return llamadas;
}

/**
 * `servirApi` that also answers the global `fetch` (downloads that bypass the HTTP client), with a lookup of the calls
 * to one 'METODO /ruta'. `restaurar()` gives the global `fetch` back.
 */
export function crearServidor(manejadores: Record<string, Manejador>) {
  const llamadas: Llamada[] = [];
  const atender = atenderCon(manejadores, llamadas);
  configurarHttp({ esperaReintentoMs: 1, fetch: atender });
  const fetchGlobal = jest.spyOn(globalThis, 'fetch').mockImplementation(atender);
  return {
    llamadas,
    de: (clave: string) => llamadas.filter((llamada) => `${llamada.metodo} ${llamada.ruta}` === clave),
    restaurar: () => fetchGlobal.mockRestore(),
  };
}

/** `{ success: true, data, message }`, plus anything beside data (`meta`). */
export function exito<T>(data: T, extra: Record<string, unknown> = {}): RespuestaPrueba {
  return { cuerpo: { success: true, data, message: 'OK', ...extra } };
}

export function fallo(status: number, message: string, errors?: Record<string, string[]>): RespuestaPrueba {
  return { status, cuerpo: { success: false, message, code: `HTTP_${status}`, ...(errors ? { errors } : {}) } };
}

export function pagina<T>(data: T[], total = data.length, page = 1, limit = 10): RespuestaPrueba {
  return exito(data, { meta: { total, page, limit, totalPages: Math.ceil(total / limit) } });
}

/**
 * Every toast message shown from now on (toasts close by themselves, faster than a slow test looks at them). A toast
 * already open when it starts listening (the previous test's, still waiting for its timer) is not counted: otherwise
 * any later change of the store (another toast closing) would report it, or not, depending on the machine's timing.
 */
export function escucharToasts(): { mensajes: string[]; dejar: () => void } {
  const mensajes: string[] = [];
  const yaAbiertos = new Set(useToasts.getState().toasts.map((toast) => toast.id));
  const dejar = useToasts.subscribe((estado) => {
    for (const toast of estado.toasts)
      if (!yaAbiertos.has(toast.id) && !mensajes.includes(toast.mensaje)) mensajes.push(toast.mensaje);
  });
  return { mensajes, dejar };
}
