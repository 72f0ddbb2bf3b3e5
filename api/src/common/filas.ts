// Piezas de las consultas tipadas de los módulos (`<módulo>.consultas.ts`, docs/decisiones/acceso-tipado-a-datos.md)
// que cada uno escribía a su manera: leer su resultado, una suma que vale 0 sin filas. La consulta sigue siendo de
// Kysely, con sus tipos.
import {
  sql,
  type Compilable,
  type ExpressionBuilder,
  type InferResult,
  type ReferenceExpression,
  type SelectQueryBuilder,
} from 'kysely';
import { contarFilas } from '../database/fragmentos';

/**
 * Si la consulta (sin ejecutar) da al menos una fila: una existencia, una fila tomada con candado si estaba, un
 * insert `ON CONFLICT DO NOTHING … RETURNING` que insertó. La consulta elige qué selecciona; el valor no se usa.
 */
export async function hayFila(consulta: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await consulta.executeTakeFirst()) !== undefined;
}

/**
 * Cuántas filas da la consulta (sin ejecutar), con sus tablas y condiciones y aún sin columnas: el total de una lista
 * paginada, con los mismos filtros que su página.
 */
export async function cuantasFilas<DB, TB extends keyof DB>(
  consulta: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  // $castTo: la selección es sólo `total` (count(*)::int), pero sobre tablas genéricas Kysely no sabe nombrarla.
  const contada = consulta.select(contarFilas().as('total')).$castTo<{ total: number }>();
  return (await contada.executeTakeFirstOrThrow()).total;
}

/**
 * Una página de la consulta (sin ejecutar, ya ordenada) con el total de la lista en la misma lectura: `count(*) over ()`
 * cuenta, antes de LIMIT y OFFSET, las filas que cumplen sus condiciones; cada fila sale por `deFila`. Una página vacía
 * da 0: quien pida una más allá del final y necesite el total lo cuenta aparte (`cuantasFilas`).
 */
export async function paginaConTotal<DB, TB extends keyof DB, O, F>(
  consulta: SelectQueryBuilder<DB, TB, O>,
  pagina: { limit: number; offset: number },
  deFila: (fila: O) => F,
): Promise<{ total: number; filas: F[] }> {
  const filas = await consulta
    .select((eb) => eb.fn.countAll<string>().over().as('conteo'))
    // $castTo: las columnas de la consulta más `conteo`; sobre tablas genéricas Kysely no sabe nombrarlas.
    .$castTo<O & { conteo: string }>()
    .limit(pagina.limit)
    .offset(pagina.offset)
    .execute();
  return { total: filas.length > 0 ? Number(filas[0].conteo) : 0, filas: filas.map(deFila) };
}

/** El id de la fila que escribe la consulta (sin ejecutar): un insert con `.returning('id')`. */
export async function idInsertado<I>(consulta: {
  executeTakeFirstOrThrow(): Promise<{ id: I }>;
}): Promise<I> {
  return (await consulta.executeTakeFirstOrThrow()).id;
}

/** La fila de la consulta que arma `F` (una función que la devuelve sin ejecutar), como la infiere Kysely. */
export type FilaDe<F extends (...args: never[]) => Compilable<unknown>> = InferResult<ReturnType<F>>[number];

/** La suma de `columna` como texto de numeric, '0' si no hay filas (`coalesce(sum(columna), '0')`). */
export function sumaOCero<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columna: ReferenceExpression<DB, TB>,
) {
  return eb.fn.coalesce(eb.fn.sum<string>(columna), sql.lit('0'));
}
