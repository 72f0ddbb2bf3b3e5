// Mi Ruta's connection to the API: the typed client generated from the OpenAPI (@cartera/plataforma/cliente-api,
// docs/decisiones/cliente-generado.md) over the platform's session fetch (sesionHttp.ts: the same token, renewal before
// expiry and after a 401, as the portal), with the one error type of the platform, `ErrorHttp`. No ky, no antd: the
// page stays within its weight budget (docs/decisiones/mi-ruta.md).
import { CODIGO_ERROR_RED, CODIGOS } from '@cartera/dominio';
import {
  crearClienteApi,
  crearTransporteFetch,
  ErrorHttp,
  esErrorHttp,
} from '@cartera/plataforma/cliente-api';
import {
  crearFetchConSesion,
  guardarSesion,
  leerSesionGuardada,
  leerTokenGuardado,
  type SesionGuardada,
} from '@cartera/plataforma/sesion-http';

export { ErrorHttp, esErrorHttp };

export type Sesion = SesionGuardada;

/** The session the portal's sign-in page stored (localStorage token + usuario), while it lasts. */
export const leerSesion = leerSesionGuardada;

/** `/api` of this page's origin, resolved as the browser would (Request rejects relative URLs outside a page). */
export const BASE_API = new URL('/api', document.baseURI).href;

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

/**
 * Every call of the page: `miRutaApi.get('/api/mi-ruta')`, path, body, Idempotency-Key and answer checked at compile
 * time. A failure is an `ErrorHttp`: status 0 and `SIN_SENAL` without signal, else the server's code with its first
 * field error (or its message) as the line the phone shows.
 */
export const miRutaApi = crearClienteApi(
  crearTransporteFetch({ base: BASE_API, enviar: enviarConSesion, mensajeSinRed: SIN_SENAL }),
);

/** A file of the API (the receipt's PDF), with the session. */
export async function descargar(ruta: string): Promise<Blob> {
  let respuesta: Response;
  try {
    respuesta = await enviarConSesion(new Request(`${BASE_API}/${ruta}`, { cache: 'no-store' }));
  } catch {
    throw new ErrorHttp(SIN_SENAL, 0, CODIGO_ERROR_RED);
  }
  if (!respuesta.ok)
    throw new ErrorHttp(`Error ${respuesta.status}`, respuesta.status, `HTTP_${respuesta.status}`);
  return respuesta.blob();
}

/**
 * The API moved the money of this key but its answer was lost (the replica died before saving it): the write is
 * applied, exactly once, and must never be reported as refused (api/src/common/idempotencia).
 */
export function esAplicadaSinRespuesta(error: unknown): boolean {
  return esErrorHttp(error) && error.code === CODIGOS.idempotenciaAplicada;
}
