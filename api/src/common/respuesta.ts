import type { MetaPagina } from '@cartera/dominio';
import { SetMetadata } from '@nestjs/common';

export const MENSAJE_RESPUESTA = 'cartera:mensaje';

/** Mensaje de éxito de un endpoint; el interceptor lo pone en `message`. */
export const Mensaje = (mensaje: string) => SetMetadata(MENSAJE_RESPUESTA, mensaje);

/** Respuesta con mensaje propio y, si hace falta, campos extra en la raíz (p. ej. `token` en el inicio de sesión). */
export class Respuesta<T> {
  constructor(
    readonly data: T,
    readonly message?: string,
    readonly raiz: Record<string, unknown> = {},
  ) {}
}

/** Una página de una lista: sale como `data: [...]` con `meta` al lado. */
export class Pagina<T> {
  constructor(
    readonly items: T[],
    readonly meta: MetaPagina,
  ) {}

  /** La misma página anidada en `data.data` (cobradores y metas, especificación §7). */
  anidada(): { data: T[]; meta: MetaPagina } {
    return { data: this.items, meta: this.meta };
  }
}
