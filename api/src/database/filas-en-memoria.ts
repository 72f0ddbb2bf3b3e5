// Filas en memoria como una tabla de la sentencia: lo usan los UPDATE e INSERT de varias filas del libro del préstamo,
// del libro mayor, de las notificaciones y de la importación. Vive abajo, en database/, para que nadie importe el libro
// del préstamo sólo por esto (docs/decisiones/un-reparto-dos-escritores.md).
import { sql } from 'kysely';

/** Los tipos de PostgreSQL de las columnas: una lista cerrada (un tipo no puede ser parámetro). */
export type TipoSql = 'uuid' | 'numeric' | 'text' | 'date' | 'int' | 'timestamptz' | 'jsonb';

/**
 * Filas en memoria como la tabla `v` de una sentencia (`unnest` de un arreglo por columna, con su tipo de PostgreSQL):
 * N filas en una sola sentencia y un parámetro por columna. Las columnas son las de `tipos`, en su orden.
 */
export function filasEnMemoria<F extends Record<string, string | number | null>>(
  filas: readonly F[],
  tipos: { [K in keyof F & string]: TipoSql },
) {
  const columnas: Array<[string, TipoSql]> = Object.entries(tipos);
  const arreglos = columnas.map(
    // raw: el tipo del arreglo es uno de la lista cerrada TipoSql (un tipo no puede ser parámetro)
    ([columna, tipo]) => sql`${filas.map((fila) => fila[columna])}::${sql.raw(tipo)}[]`,
  );
  // sql: unnest de varios arreglos como una tabla (las filas en memoria) no tiene constructor en Kysely
  return sql<F>`unnest(${sql.join(arreglos)})`.as<'v'>(sql`v(${sql.join(columnas.map(([c]) => sql.ref(c)))})`);
}
