import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Los días atrás que admite la fecha de envío de un aviso previo al reporte negativo, ajuste de la organización
 * (docs/decisiones/datos-personales.md; issue 54): 5 por defecto, de 0 a 30. Un aviso fechado atrás acorta los 20 días
 * que la ley (Ley 1266 art. 12, Ley 2157) da al titular antes del reporte.
 */
export class DiasAtrasAvisoPrevio1795355700000 implements MigrationInterface {
  name = 'DiasAtrasAvisoPrevio1795355700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE configuracion_organizacion
       ADD COLUMN dias_atras_aviso_previo integer NOT NULL DEFAULT 5
         CHECK (dias_atras_aviso_previo BETWEEN 0 AND 30)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE configuracion_organizacion DROP COLUMN IF EXISTS dias_atras_aviso_previo`);
  }
}
