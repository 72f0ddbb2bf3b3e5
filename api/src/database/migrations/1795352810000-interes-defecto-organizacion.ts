import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Un solo interés por defecto: el de la organización (configuracion_organizacion.interes_defecto). Antes la pantalla
 * Configuración guardaba uno por navegador y mostraba 20 % mientras el formulario del préstamo proponía 10 %. Empieza
 * en el 10 % que el formulario proponía (especificación §9, valores del préstamo): los préstamos nuevos no cambian.
 */
export class InteresDefectoOrganizacion1795352810000 implements MigrationInterface {
  name = 'InteresDefectoOrganizacion1795352810000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        ADD COLUMN interes_defecto numeric(5,2) NOT NULL DEFAULT 10
          CHECK (interes_defecto >= 0 AND interes_defecto <= 100)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE configuracion_organizacion DROP COLUMN IF EXISTS interes_defecto`);
  }
}
