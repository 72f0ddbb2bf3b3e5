import { CompiledQuery, sql } from 'kysely';
import type { DataSource } from 'typeorm';
import { db } from '../database/kysely';

/**
 * Lee `consulta` con un cursor de servidor dentro de una transacción de sólo lectura (una foto coherente de la base) y
 * entrega las filas en lotes de `lote`: un exporte de cientos de miles de filas nunca las tiene todas en memoria. La
 * conexión se libera al terminar, si falla o si quien lee deja de pedir (el cliente cortó la descarga). La forma de
 * las filas es la de quien arma la consulta (`T`): el cursor sólo la recorre.
 */
export async function* leerConCursor<T>(
  dataSource: DataSource,
  consulta: string,
  parametros: readonly unknown[],
  lote: number,
): AsyncGenerator<T[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  // Por el manager del runner: todas las sentencias van por esta conexión y esta transacción.
  const base = db(runner.manager);
  let abierta = false;
  try {
    await sql`START TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY`.execute(base);
    abierta = true;
    await base.executeQuery(
      CompiledQuery.raw(`DECLARE exporte NO SCROLL CURSOR FOR ${consulta}`, [...parametros]),
    );
    for (;;) {
      // sql: FETCH de un cursor no tiene constructor en Kysely; las filas son las de la consulta que abrió el cursor
      const { rows: filas } = await sql<T>`FETCH ${sql.lit(lote)} FROM exporte`.execute(base);
      if (filas.length > 0) yield filas;
      if (filas.length < lote) break;
    }
    await sql`COMMIT`.execute(base);
    abierta = false;
  } finally {
    if (abierta) await sql`ROLLBACK`.execute(base).catch(() => undefined);
    await runner.release();
  }
}
