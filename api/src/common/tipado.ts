// Comprobaciones de tipo para lo que llega sin tipo (`unknown`): errores de bibliotecas y de Node, JSON. Estrechan el tipo comprobando el valor, en vez de afirmarlo con `as`
// (docs/decisiones/acceso-tipado-a-datos.md, «Aserciones justificadas»). Un valor de una lista: `esValorDe`
// (@cartera/dominio).

import { propiedad } from '@cartera/dominio';

/**
 * La propiedad `nombre` de un valor cualquiera y si un valor es un objeto por leer: viven en @cartera/dominio, que los
 * usa con el JSON de Wompi y que comparte el portal.
 */
export { esObjeto, propiedad } from '@cartera/dominio';

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
