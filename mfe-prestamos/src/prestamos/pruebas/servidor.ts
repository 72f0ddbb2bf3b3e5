// Component tests only: an in-memory HTTP endpoint behind the platform's client (configurarHttp) and the
// global fetch (file downloads), so screens run their real API module, envelopes and error mapping.
import type { Rol } from '@cartera/dominio';
import { configurarHttp, useSesion, useToasts } from '@cartera/plataforma';

export interface Llamada {
  metodo: string;
  /** Path under /api, without the leading slash: 'prestamos/p1/cancelar'. */
  ruta: string;
  parametros: URLSearchParams;
  cuerpo: unknown;
  cabeceras: Headers;
}

export interface RespuestaPrueba {
  status?: number;
  cuerpo?: unknown;
  /** Raw body (files). */
  binario?: BodyInit;
  headers?: Record<string, string>;
  /** Never answers: the request fails like a dropped connection. */
  sinRed?: boolean;
}

export type Manejador = RespuestaPrueba | ((llamada: Llamada) => RespuestaPrueba | Promise<RespuestaPrueba>);

/** `{ success: true, data, message }`, plus extra root fields such as `meta` and `resumen`. */
export function ok(data: unknown, extra: Record<string, unknown> = {}): RespuestaPrueba {
  return { cuerpo: { success: true, data, message: 'OK', ...extra } };
}

export function fallo(
  status: number,
  message: string,
  code = `HTTP_${status}`,
  errors?: Record<string, string[]>,
): RespuestaPrueba {
  return { status, cuerpo: { success: false, message, code, ...(errors ? { errors } : {}) } };
}

/**
 * Routes are 'METHOD path' ('GET prestamos', 'PATCH prestamos/p1/cancelar'). A request nobody answers is a 500,
 * so a screen calling something unexpected shows up in the test.
 */
export function crearServidor(rutas: Record<string, Manejador>) {
  const llamadas: Llamada[] = [];

  const atender = async (entrada: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const solicitud = entrada instanceof Request ? entrada : new Request(String(entrada), init);
    const url = new URL(solicitud.url);
    const texto = await solicitud.text();
    const llamada: Llamada = {
      metodo: solicitud.method,
      ruta: url.pathname.replace(/^\/api\//, ''),
      parametros: url.searchParams,
      cuerpo: texto ? JSON.parse(texto) : undefined,
      cabeceras: solicitud.headers,
    };
    llamadas.push(llamada);
    const manejador = rutas[`${llamada.metodo} ${llamada.ruta}`];
    const respuesta: RespuestaPrueba = manejador
      ? typeof manejador === 'function'
        ? await manejador(llamada)
        : manejador
      : fallo(500, `Sin respuesta de prueba para ${llamada.metodo} ${llamada.ruta}`);
    if (respuesta.sinRed) throw new TypeError('Failed to fetch');
    if (respuesta.binario !== undefined) {
      return new Response(respuesta.binario, { status: respuesta.status ?? 200, headers: respuesta.headers });
    }
    return new Response(JSON.stringify(respuesta.cuerpo ?? {}), {
      status: respuesta.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...respuesta.headers },
    });
  };

  configurarHttp({ fetch: atender as typeof fetch });
  const fetchGlobal = jest.spyOn(globalThis, 'fetch').mockImplementation(atender);

  return {
    llamadas,
    /** The calls made to one 'METHOD path'. */
    de: (clave: string) => llamadas.filter((llamada) => `${llamada.metodo} ${llamada.ruta}` === clave),
    restaurar: () => fetchGlobal.mockRestore(),
  };
}

function base64Url(texto: string): string {
  return btoa(texto).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Signs in a user of this role (the browser only reads the token's `exp`). */
export function iniciarSesionComo(rol: Rol): void {
  const token = `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }))}.firma`;
  useSesion.getState().iniciar(token, {
    _id: '00000000-0000-4000-8000-000000000001',
    nombre: rol === 'cobrador' ? 'Carlos Cobrador' : 'Ana Admin',
    email: `${rol}@cartera.local`,
    rol,
    estado: 'activo',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
}

// Every toast shown since the last `limpiarToasts()`, also those already gone (success toasts last 2 s).
const toastsVistos = new Map<number, string>();
useToasts.subscribe((estado) => estado.toasts.forEach((toast) => toastsVistos.set(toast.id, toast.mensaje)));

export const mensajesToast = () => [...toastsVistos.values()];

export function limpiarToasts(): void {
  useToasts.getState().limpiar();
  toastsVistos.clear();
}
