import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Importación (docs/decisiones/importacion.md):
 * - `configuracion_organizacion.columnas_importacion`: el último mapeo de columnas que la oficina usó (su encabezado →
 *   columna de la plantilla, general o por hoja); la pantalla «Importar» lo trae puesto la próxima vez.
 * - `importaciones.aplicacion_iniciada_at`: cuándo empezó (o se retomó) la aplicación, para estimar el tiempo que
 *   le queda al ritmo que lleva.
 */
export class ImportacionColumnasAvance1795356300000 implements MigrationInterface {
  name = 'ImportacionColumnasAvance1795356300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE configuracion_organizacion
         ADD COLUMN columnas_importacion jsonb NOT NULL DEFAULT '{}'::jsonb
           CHECK (jsonb_typeof(columnas_importacion) = 'object')`,
    );
    await queryRunner.query(`ALTER TABLE importaciones ADD COLUMN aplicacion_iniciada_at timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE importaciones DROP COLUMN aplicacion_iniciada_at`);
    await queryRunner.query(`ALTER TABLE configuracion_organizacion DROP COLUMN columnas_importacion`);
  }
}
