import type { DataSource } from 'typeorm';

/**
 * Lee `sql` con un cursor de servidor dentro de una transacción de sólo lectura (una foto coherente de la base) y
 * entrega las filas en lotes de `lote`: un exporte de cientos de miles de filas nunca las tiene todas en memoria. La
 * conexión se libera al terminar, si falla o si quien lee deja de pedir (el cliente cortó la descarga).
 */
export async function* leerConCursor<T>(
  dataSource: DataSource,
  sql: string,
  parametros: readonly unknown[],
  lote: number,
): AsyncGenerator<T[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  let abierta = false;
  try {
    await runner.query('START TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    abierta = true;
    await runner.query(`DECLARE exporte NO SCROLL CURSOR FOR ${sql}`, [...parametros]);
    for (;;) {
      const filas = (await runner.query(`FETCH ${lote} FROM exporte`)) as T[];
      if (filas.length > 0) yield filas;
      if (filas.length < lote) break;
    }
    await runner.query('COMMIT');
    abierta = false;
  } finally {
    if (abierta) await runner.query('ROLLBACK').catch(() => undefined);
    await runner.release();
  }
}
