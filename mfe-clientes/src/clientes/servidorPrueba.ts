// A fake API for component tests, plugged in through the platform's own HTTP client (configurarHttp).
import { CODIGOS } from '@cartera/dominio';
import { configurarHttp, useToasts } from '@cartera/plataforma';

export interface PeticionRecibida {
  metodo: string;
  ruta: string;
  parametros: URLSearchParams;
  cuerpo: unknown;
}

export type Manejador = (peticion: PeticionRecibida) => { status?: number; cuerpo: unknown } | undefined;

/** Answers each call with the first handler that returns something (404 otherwise) and records every call. */
export function servidorPrueba(...manejadores: Manejador[]) {
  const recibidas: PeticionRecibida[] = [];
  configurarHttp({
    prefixUrl: 'http://cartera.test/api',
    fetch: async (entrada: RequestInfo | URL, opciones?: RequestInit) => {
      const solicitud = new Request(entrada, opciones);
      const url = new URL(solicitud.url);
      const texto = await solicitud.text();
      const peticion: PeticionRecibida = {
        metodo: solicitud.method,
        ruta: url.pathname.replace(/^\/api\//, ''),
        parametros: url.searchParams,
        cuerpo: texto ? JSON.parse(texto) : undefined,
      };
      recibidas.push(peticion);
      const respuesta = manejadores.map((manejador) => manejador(peticion)).find(Boolean) ?? {
        status: 404,
        cuerpo: { success: false, message: 'Recurso no encontrado', code: CODIGOS.noEncontrado },
      };
      return new Response(JSON.stringify(respuesta.cuerpo), {
        status: respuesta.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return { recibidas };
}

/** Every toast message shown from now on (toasts close by themselves, faster than a slow test looks at them). */
export function escucharToasts(): { mensajes: string[]; dejar: () => void } {
  const mensajes: string[] = [];
  const dejar = useToasts.subscribe((estado) => {
    for (const toast of estado.toasts) if (!mensajes.includes(toast.mensaje)) mensajes.push(toast.mensaje);
  });
  return { mensajes, dejar };
}
