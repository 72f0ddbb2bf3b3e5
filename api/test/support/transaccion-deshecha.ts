// Las pruebas de una migración la deshacen y la rehacen sobre los datos del archivo: en una transacción de la conexión
// del dueño (la de DDL) que se deshace al terminar, pase o falle la prueba.
import type { QueryRunner } from 'typeorm';
import type { AppPrueba } from './app-prueba';

/** Corre `cuerpo` en una transacción de la conexión del dueño y la deshace al terminar: nada de lo hecho queda. */
export async function enTransaccionDeshecha<T>(prueba: AppPrueba, cuerpo: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = prueba.dueno.createQueryRunner();
  try {
    await runner.startTransaction();
    return await cuerpo(runner);
  } finally {
    await runner.rollbackTransaction();
    await runner.release();
  }
}
