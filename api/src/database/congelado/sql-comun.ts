// Congelado (migraciones 1795353200000-horas-organizacion y siguientes): trozos de SQL que varias migraciones
// publicadas repiten, escritos una vez con el mismo texto, byte a byte, que cada una mandaba
// (congelado/sentencias.spec.ts lo comprueba). No cambia nunca (docs/decisiones/migraciones-congeladas.md): una
// migración nueva que necesite otro texto escribe el suyo.
import type { QueryRunner } from 'typeorm';
import type { RestriccionDeValores } from './restricciones';

/** El salto de línea con que se partía una lista de orígenes larga dentro de su CHECK. */
export const SALTO_ORIGENES = '\n                          ';

/**
 * Deja en `notificaciones_origen_check` los orígenes `origenes`, escritos como van dentro de `origen IN (…)` (con sus
 * comillas y, si la lista era larga, su SALTO_ORIGENES).
 */
export async function fijarOrigenesNotificacion(queryRunner: QueryRunner, origenes: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE notificaciones DROP CONSTRAINT notificaciones_origen_check`);
  await queryRunner.query(`
      ALTER TABLE notificaciones ADD CONSTRAINT notificaciones_origen_check
        CHECK (origen IN (${origenes}))
    `);
}

/** Deshace el origen `origen`: borra sus notificaciones y deja en la restricción los `anteriores`. */
export async function quitarOrigenNotificacion(
  queryRunner: QueryRunner,
  origen: string,
  anteriores: string,
): Promise<void> {
  await queryRunner.query(`DELETE FROM notificaciones WHERE origen = '${origen}'`);
  await fijarOrigenesNotificacion(queryRunner, anteriores);
}

/** La restricción `<tabla>_<columna>_check` (el nombre que PostgreSQL les dio) y los valores que se le agregan. */
export function valoresNuevos(tabla: string, columna: string, nuevos: string[]): RestriccionDeValores {
  return { tabla, nombre: `${tabla}_${columna}_check`, columna, nuevos };
}
