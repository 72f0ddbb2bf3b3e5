// The one error type of every call to the API, from the portal (http.ts, over ky) and from Mi Ruta (its plain fetch):
// no ky, no React, so Mi Ruta's page can carry it within its weight budget.
import type { ErrorApi } from '@cartera/dominio';

/**
 * What every failed call throws: the server's Spanish `message`, its `code`, the per-field `errors` of a
 * 400 and the HTTP `status` (0 when the server could not be reached).
 */
export class ErrorHttp extends Error implements ErrorApi {
  readonly success = false as const;
  readonly status: number;
  readonly code: string;
  readonly errors?: Record<string, string[]>;

  constructor(message: string, status: number, code: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ErrorHttp';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export function esErrorHttp(error: unknown): error is ErrorHttp {
  return error instanceof ErrorHttp;
}

/** The per-field `errors` of an error body, each field with its list of messages (a lone string becomes a list). */
export function normalizarErrores(valor: unknown): Record<string, string[]> | undefined {
  if (typeof valor !== 'object' || valor === null) return undefined;
  const errores: Record<string, string[]> = {};
  for (const [campo, mensajes] of Object.entries(valor)) {
    if (Array.isArray(mensajes)) errores[campo] = mensajes.map(String);
    else if (typeof mensajes === 'string') errores[campo] = [mensajes];
  }
  return Object.keys(errores).length > 0 ? errores : undefined;
}

/** The `ErrorHttp` of an error body (`{ success: false, message, code, errors? }`) answered with `status`. */
export function errorDesdeCuerpo(cuerpo: unknown, status: number): ErrorHttp {
  const leer = (clave: keyof ErrorApi): unknown =>
    typeof cuerpo === 'object' && cuerpo !== null && clave in cuerpo ? Reflect.get(cuerpo, clave) : undefined;
  const message = leer('message');
  const code = leer('code');
  const mensaje = typeof message === 'string' && message.length > 0 ? message : '';
  const codigo = typeof code === 'string' ? code : `HTTP_${status}`;
  return new ErrorHttp(mensaje, status, codigo, normalizarErrores(leer('errors')));
}
