// A tiny in-test HTTP server for the component tests of every remote: the platform's real HTTP client (ky, the
// envelope, the error mapping) runs unchanged and only `fetch` answers from these handlers.
import { configurarHttp } from '@cartera/plataforma';

export interface Llamada {
  metodo: string;
  ruta: string;
  parametros: URLSearchParams;
  cuerpo: unknown;
  cabeceras: Headers;
}

export interface RespuestaPrueba {
  status?: number;
  cuerpo: unknown;
}

/** A handler answers with the JSON envelope, or with a whole `Response` (a file with its headers). */
type Manejador = (llamada: Llamada) => RespuestaPrueba | Response | Promise<RespuestaPrueba | Response>;

/** Handlers keyed by 'METODO /ruta' (without /api), e.g. 'GET /cobros' or 'DELETE /cobros/c1'. */
export function servirApi(manejadores: Record<string, Manejador>): Llamada[] {
  const llamadas: Llamada[] = [];
  configurarHttp({
    // A 503 is retried (http.ts): in tests, without the real waits.
    esperaReintentoMs: 1,
    fetch: async (entrada: RequestInfo | URL, opciones?: RequestInit) => {
      const solicitud = entrada instanceof Request ? entrada : new Request(entrada, opciones);
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
      const respuesta = manejador
        ? await manejador(llamada)
        : { status: 404, cuerpo: { success: false, message: `Sin ruta de prueba: ${llamada.metodo} ${llamada.ruta}`, code: 'NO_ENCONTRADO' } };
      if (respuesta instanceof Response) return respuesta;
      const { status = 200, cuerpo } = respuesta;
      return new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return llamadas;
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
