// A transport of the typed client (cliente.ts) over a plain `fetch` with the session (sesionHttp.ts): Mi Ruta's, which
// cannot carry ky within its weight budget (docs/decisiones/mi-ruta.md). The portal's transport is `solicitar` (http.ts).
import { CODIGO_ERROR_RED } from '@cartera/dominio';
import type { Transporte, ValorConsulta } from './cliente';
import { ErrorHttp, errorDesdeCuerpo } from './errorHttp';

export interface OpcionesTransporteFetch {
  /** Base of the API (`/api` resolved against the page). */
  base: string;
  /** The session's fetch (`crearFetchConSesion`): token, renewal and end of the session. */
  enviar: (solicitud: Request) => Promise<Response>;
  /** The message of a call that got no answer (no signal). */
  mensajeSinRed: string;
}

function consulta(parametros: Record<string, ValorConsulta> = {}): string {
  const pares = new URLSearchParams();
  for (const [clave, valor] of Object.entries(parametros)) {
    if (valor !== undefined && valor !== null && valor !== '') pares.append(clave, String(valor));
  }
  const texto = pares.toString();
  return texto.length > 0 ? `?${texto}` : '';
}

/**
 * Each call as one `Request` (JSON, `Idempotency-Key` when given, never from the HTTP cache). A failure is an
 * `ErrorHttp`: status 0 and `mensajeSinRed` when nothing came back; otherwise the server's code and field errors, and
 * as message the first field error (the phone shows one line, no form to map fields onto) or the server's message.
 */
export function crearTransporteFetch({ base, enviar, mensajeSinRed }: OpcionesTransporteFetch): Transporte {
  const raiz = base.replace(/\/+$/, '');
  return async (metodo, ruta, { parametros, json, body, claveIdempotencia, signal }) => {
    const cabeceras: Record<string, string> = { Accept: 'application/json' };
    if (json !== undefined) cabeceras['Content-Type'] = 'application/json';
    if (claveIdempotencia) cabeceras['Idempotency-Key'] = claveIdempotencia;
    let respuesta: Response;
    try {
      respuesta = await enviar(
        new Request(`${raiz}/${ruta}${consulta(parametros)}`, {
          method: metodo.toUpperCase(),
          headers: cabeceras,
          body: json === undefined ? body : JSON.stringify(json),
          cache: 'no-store',
          signal,
        }),
      );
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ErrorHttp(mensajeSinRed, 0, CODIGO_ERROR_RED);
    }
    const cuerpo: unknown = await respuesta.json().catch(() => null);
    if (respuesta.ok) return cuerpo;
    const fallo = errorDesdeCuerpo(cuerpo, respuesta.status);
    const detalle = fallo.errors ? Object.values(fallo.errors).flat()[0] : undefined;
    const mensaje = detalle ?? (fallo.message || `Error ${respuesta.status}`);
    throw new ErrorHttp(mensaje, fallo.status, fallo.code, fallo.errors);
  };
}
