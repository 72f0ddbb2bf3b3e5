// Mi Ruta's calls to the API: the platform's session fetch (packages/plataforma/src/sesionHttp.ts: the same token,
// renewal before expiry and after a 401, as the portal), the API envelope and its Spanish errors. No ky, no antd: the
// page stays within its weight budget (docs/decisiones/mi-ruta.md).
import { CODIGOS } from '@cartera/dominio';
import {
  crearFetchConSesion,
  guardarSesion,
  leerSesionGuardada,
  leerTokenGuardado,
  type SesionGuardada,
} from '@cartera/plataforma/sesion-http';

export type Sesion = SesionGuardada;

/** The session the portal's sign-in page stored (localStorage token + usuario), while it lasts. */
export const leerSesion = leerSesionGuardada;

/** `/api` of this page's origin, resolved as the browser would (Request rejects relative URLs outside a page). */
export const BASE_API = new URL('/api', document.baseURI).href;

/** A failed call: status 0 means the server could not be reached (no signal). */
export class ErrorApi extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export const SIN_SENAL = 'Sin señal: se guardó en el teléfono y se enviará al volver la conexión';

/** What the page does when the renewal session is over (sign in again; the queue stays on the phone). */
let alTerminar: () => void = () => undefined;

export function alTerminarLaSesion(accion: () => void): void {
  alTerminar = accion;
}

const enviarConSesion = crearFetchConSesion({
  base: BASE_API,
  almacen: {
    token: leerTokenGuardado,
    renovada: ({ token, usuario }) => guardarSesion(token, usuario),
    terminada: () => alTerminar(),
  },
});

async function enviar(
  metodo: 'GET' | 'POST',
  ruta: string,
  cuerpo?: unknown,
  clave?: string,
): Promise<Response> {
  const cabeceras: Record<string, string> = { Accept: 'application/json' };
  if (cuerpo !== undefined) cabeceras['Content-Type'] = 'application/json';
  if (clave) cabeceras['Idempotency-Key'] = clave;
  try {
    return await enviarConSesion(
      new Request(`${BASE_API}/${ruta}`, {
        method: metodo,
        headers: cabeceras,
        body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
        cache: 'no-store',
      }),
    );
  } catch {
    throw new ErrorApi(SIN_SENAL, 0, null);
  }
}

/** One call: the envelope's `data`, or an `ErrorApi` with the server's Spanish message (the first field error). */
export async function llamar<T>(
  metodo: 'GET' | 'POST',
  ruta: string,
  cuerpo?: unknown,
  clave?: string,
): Promise<T> {
  const respuesta = await enviar(metodo, ruta, cuerpo, clave);
  const json = (await respuesta.json().catch(() => null)) as {
    data?: T;
    message?: string;
    code?: string;
    errors?: Record<string, string[]>;
  } | null;
  if (!respuesta.ok) {
    const detalle = json?.errors ? Object.values(json.errors).flat()[0] : undefined;
    throw new ErrorApi(
      detalle ?? json?.message ?? `Error ${respuesta.status}`,
      respuesta.status,
      json?.code ?? null,
    );
  }
  return json?.data as T;
}

/** A file of the API (the receipt's PDF), with the session. */
export async function descargar(ruta: string): Promise<Blob> {
  const respuesta = await enviar('GET', ruta);
  if (!respuesta.ok) throw new ErrorApi(`Error ${respuesta.status}`, respuesta.status, null);
  return respuesta.blob();
}

/**
 * The API moved the money of this key but its answer was lost (the replica died before saving it): the write is
 * applied, exactly once, and must never be reported as refused (api/src/common/idempotencia).
 */
export function esAplicadaSinRespuesta(error: unknown): boolean {
  return error instanceof ErrorApi && error.code === CODIGOS.idempotenciaAplicada;
}
