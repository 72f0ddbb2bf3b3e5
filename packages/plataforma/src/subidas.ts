// A multipart upload with progress (a guarantee's document): XMLHttpRequest, because fetch reports no upload progress.
// The path and the answer are the generated client's (docs/decisiones/cliente-generado.md): `'/api/documentos/upload'`
// resolves to the `data` the route declares. Same base URL and bearer token as every call; failures become `ErrorHttp`
// with the server's Spanish message. An upload without progress goes through `clienteApi.post` with a `FormData`.
import { CODIGO_ERROR_RED } from '@cartera/dominio';
import type { Operacion, RespuestaDe, RutasDe } from './api/cliente';
import { normalizarErrores } from './api/errorHttp';
import { ErrorHttp, MENSAJE_ERROR_RED, PREFIJO_API } from './http';
import { useSesion } from './sesion';

export interface OpcionesSubida {
  /** The percentage sent (0–100), each time the browser reports progress. */
  alProgresar?: (porcentaje: number) => void;
}

type Sobre = { success?: unknown; data?: unknown; message?: unknown; code?: unknown; errors?: unknown };

function leerSobre(texto: string): Sobre {
  try {
    const cuerpo: unknown = JSON.parse(texto);
    return typeof cuerpo === 'object' && cuerpo !== null ? cuerpo : {};
  } catch {
    return {}; // Not JSON: only the status is known.
  }
}

/** POSTs `formulario` to `ruta` (a path without parameters) and resolves to the envelope's `data`. */
export function subirConAvance<R extends RutasDe<'post'>>(
  ruta: R,
  formulario: FormData,
  { alProgresar }: OpcionesSubida = {},
): Promise<RespuestaDe<Operacion<R, 'post'>>> {
  return new Promise((resolver, rechazar) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${PREFIJO_API}${ruta.slice('/api'.length)}`);
    const token = useSesion.getState().token;
    if (token !== null) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (evento) => {
      if (evento.lengthComputable && alProgresar)
        alProgresar(Math.round((evento.loaded / evento.total) * 100));
    };
    xhr.onerror = () => rechazar(new ErrorHttp(MENSAJE_ERROR_RED, 0, CODIGO_ERROR_RED));
    xhr.onload = () => {
      const sobre = leerSobre(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && sobre.success !== false && sobre.data !== undefined) {
        // as: the server's answer to the route R, whose shape the API's tests check against the same OpenAPI
        resolver(sobre.data as RespuestaDe<Operacion<R, 'post'>>);
        return;
      }
      rechazar(
        new ErrorHttp(
          typeof sobre.message === 'string' ? sobre.message : '',
          xhr.status,
          typeof sobre.code === 'string' ? sobre.code : `HTTP_${xhr.status}`,
          normalizarErrores(sobre.errors),
        ),
      );
    };
    xhr.send(formulario);
  });
}
