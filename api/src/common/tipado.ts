// Comprobaciones de tipo para lo que llega sin tipo (`unknown`): errores de bibliotecas y de Node, JSON. Estrechan el tipo comprobando el valor, en vez de afirmarlo con `as`
// (docs/decisiones/acceso-tipado-a-datos.md, «Aserciones justificadas»). Un valor de una lista: `esValorDe`
// (@cartera/dominio).

/**
 * La propiedad `nombre` de un valor cualquiera, si un valor es un objeto por leer, el código y el mensaje de un error:
 * viven en @cartera/dominio (el portal los comparte; config/ y database/, debajo de common/, los importan de allí:
 * docs/decisiones/imports-hacia-abajo.md).
 */
export { codigoDe, esObjeto, mensajeDe, propiedad } from '@cartera/dominio';
