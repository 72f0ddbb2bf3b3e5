// El contrato de /api/sistema/respaldos (docs/decisiones/respaldos.md, docs/decisiones/contrato-de-la-api.md): cada respaldo de la
// base, la lista con el último, la programación del diario y la rotación. La API los produce
// (api/src/sistema/respaldos.service.ts) y la tarjeta de respaldos de Configuración › Sistema los lee.

export const ORIGENES_RESPALDO = ['manual', 'programado', 'migracion'] as const;
export type OrigenRespaldo = (typeof ORIGENES_RESPALDO)[number];
export const RESULTADOS_RESPALDO = ['en_curso', 'exitoso', 'fallido'] as const;
export type ResultadoRespaldo = (typeof RESULTADOS_RESPALDO)[number];
/** 'fisico': copia de la carpeta de datos (la base embebida); 'pg_dump': volcado lógico de un servidor externo. */
export const METODOS_RESPALDO = ['fisico', 'pg_dump'] as const;
export type MetodoRespaldo = (typeof METODOS_RESPALDO)[number];

/**
 * De dónde sale la clave que cifra los respaldos: RESPALDOS_CLAVE ('entorno', obligatoria en producción) o el archivo
 * que Cartera generó en su primer arranque ('archivo': DATA_DIR/claves/respaldos.key).
 */
export const ORIGENES_CLAVE_RESPALDOS = ['entorno', 'archivo'] as const;
export type OrigenClaveRespaldos = (typeof ORIGENES_CLAVE_RESPALDOS)[number];
