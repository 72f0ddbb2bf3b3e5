// Comprobaciones de tipo para lo que llega sin tipo (`unknown`): errores de bibliotecas y de Node, JSON. Estrechan el tipo comprobando el valor, en vez de afirmarlo con `as`
// (docs/decisiones/acceso-tipado-a-datos.md, «Aserciones justificadas»). Un valor de una lista: `esValorDe`
// (@cartera/dominio).

import { propiedad } from '@cartera/dominio';

/** La propiedad `nombre` de un valor cualquiera (la regla vive en @cartera/dominio, que la usa con el JSON de Wompi). */
export { propiedad };

/** Un objeto de JSON o de una biblioteca, con sus propiedades por leer (no `null` ni una lista). */
export function esObjeto(valor: unknown): valor is Record<string, unknown> {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

/**
 * El código de un error (`code` de Node, de PostgreSQL, de Fastify) si es texto. No `instanceof Error`: los errores de
 * red de Node pueden venir de otro reino (vm, jest).
 */
export function codigoDe(error: unknown): string | undefined {
  const codigo = propiedad(error, 'code');
  return typeof codigo === 'string' ? codigo : undefined;
}

/** El mensaje de algo lanzado, sea un `Error` o no. */
export function mensajeDe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
