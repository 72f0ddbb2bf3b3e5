// Piezas de las consultas tipadas de los módulos (`<módulo>.consultas.ts`, docs/decisiones/acceso-tipado-a-datos.md)
// que cada uno escribía a su manera: la consulta sigue siendo de Kysely, con sus tipos; aquí sólo se lee su resultado.
import type { Compilable, InferResult } from 'kysely';

/**
 * Si la consulta (sin ejecutar) da al menos una fila: una existencia, una fila tomada con candado si estaba, un
 * insert `ON CONFLICT DO NOTHING … RETURNING` que insertó. La consulta elige qué selecciona; el valor no se usa.
 */
export async function hayFila(consulta: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await consulta.executeTakeFirst()) !== undefined;
}

/** El id de la fila que escribe la consulta (sin ejecutar): un insert con `.returning('id')`. */
export async function idInsertado<I>(consulta: { executeTakeFirstOrThrow(): Promise<{ id: I }> }): Promise<I> {
  return (await consulta.executeTakeFirstOrThrow()).id;
}

/** La fila de la consulta que arma `F` (una función que la devuelve sin ejecutar), como la infiere Kysely. */
export type FilaDe<F extends (...args: never[]) => Compilable<unknown>> = InferResult<ReturnType<F>>[number];
