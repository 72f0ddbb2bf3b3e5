import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarCoordenadas } from '../congelado/sql-comun';

/**
 * Dónde se hizo cada cobro y cada visita (docs/decisiones/ubicacion-de-los-cobros.md; issue 45, punto 3):
 * - `cobros` y `gestiones`: la ubicación que envió el teléfono (latitud y longitud con 6 decimales, ≈ 11 cm; la
 *   precisión en metros enteros) y la distancia en metros a las coordenadas que el cliente tenía al registrarse (null
 *   si no tenía). Las tres de la ubicación van juntas o ninguna; sin ubicación no hay distancia.
 * - `configuracion_organizacion.distancia_fuera_de_sitio_metros`: a partir de cuántos metros un cobro está «fuera de
 *   sitio» (300 por defecto, DISTANCIA_FUERA_DE_SITIO_DEFECTO). Se aplica al leer: cambiarla reclasifica lo anterior.
 * Las columnas nuevas son NULL: agregarlas no reescribe las tablas.
 */
export class UbicacionCobros1795354400000 implements MigrationInterface {
  name = 'UbicacionCobros1795354400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const tabla of ['cobros', 'gestiones']) {
      await queryRunner.query(`${agregarCoordenadas(tabla)}
          ADD COLUMN precision_metros integer NULL
            CONSTRAINT ${tabla}_precision_check CHECK (precision_metros BETWEEN 0 AND 100000),
          ADD COLUMN distancia_metros integer NULL CONSTRAINT ${tabla}_distancia_check CHECK (distancia_metros >= 0),
          ADD CONSTRAINT ${tabla}_ubicacion_completa CHECK (
            (latitud IS NULL) = (longitud IS NULL) AND (latitud IS NULL) = (precision_metros IS NULL)
            AND (distancia_metros IS NULL OR latitud IS NOT NULL))`);
    }
    await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        ADD COLUMN distancia_fuera_de_sitio_metros integer NOT NULL DEFAULT 300
          CONSTRAINT configuracion_distancia_fuera_de_sitio_check CHECK (distancia_fuera_de_sitio_metros BETWEEN 20 AND 50000)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE configuracion_organizacion DROP COLUMN IF EXISTS distancia_fuera_de_sitio_metros`,
    );
    for (const tabla of ['gestiones', 'cobros']) {
      await queryRunner.query(`
        ALTER TABLE ${tabla}
          DROP CONSTRAINT IF EXISTS ${tabla}_ubicacion_completa,
          DROP COLUMN IF EXISTS distancia_metros,
          DROP COLUMN IF EXISTS precision_metros,
          DROP COLUMN IF EXISTS longitud,
          DROP COLUMN IF EXISTS latitud`);
    }
  }
}
