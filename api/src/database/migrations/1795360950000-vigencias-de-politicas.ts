import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * La base de los ingresos rige desde una fecha, con la suspensión de la causación por mora
 * (docs/decisiones/causacion-y-suspension.md).
 *
 * - `contabilidad_politicas_vigencias`: cada elección de la base (caja o causación) y de los días de atraso desde los
 *   que se suspende la causación, con el día desde el que rige; el barrido usa la de mayor `vigente_desde` que no pasa
 *   del día que barre. Sin ninguna, base de caja y 30 días. La base que una instalación tenía elegida pasa aquí: la
 *   causación, desde su primera causación (o desde hoy); la base de caja no deja fila (es la de siempre).
 * - `contabilidad_politicas.base_ingresos` desaparece: la base vive sólo en las vigencias.
 * - `contabilidad_causaciones.vigencia_id`: la vigencia con que se causó el préstamo ese día. Si la política del día
 *   cambia (otra vigencia), el barrido del mismo día vuelve a causarlo; con la misma, no.
 */
export class VigenciasDePoliticas1795360950000 implements MigrationInterface {
  name = 'VigenciasDePoliticas1795360950000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE contabilidad_politicas_vigencias (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        vigente_desde date NOT NULL UNIQUE,
        base_ingresos text NOT NULL CHECK (base_ingresos IN ('caja', 'causacion')),
        dias_suspension_causacion integer NOT NULL CHECK (dias_suspension_causacion BETWEEN 1 AND 360),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO contabilidad_politicas_vigencias (vigente_desde, base_ingresos, dias_suspension_causacion)
      SELECT coalesce((SELECT min(fecha) FROM contabilidad_causaciones), current_date), 'causacion', 30
      FROM contabilidad_politicas WHERE id = 1 AND base_ingresos = 'causacion'`);
    await queryRunner.query(`ALTER TABLE contabilidad_politicas DROP COLUMN base_ingresos`);
    await queryRunner.query(
      `ALTER TABLE contabilidad_causaciones ADD COLUMN vigencia_id bigint NOT NULL DEFAULT 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contabilidad_causaciones DROP COLUMN vigencia_id`);
    await queryRunner.query(`
      ALTER TABLE contabilidad_politicas ADD COLUMN base_ingresos text NOT NULL DEFAULT 'caja'
        CHECK (base_ingresos IN ('caja', 'causacion'))`);
    await queryRunner.query(`
      UPDATE contabilidad_politicas SET base_ingresos = coalesce((
        SELECT base_ingresos FROM contabilidad_politicas_vigencias
        WHERE vigente_desde <= current_date ORDER BY vigente_desde DESC LIMIT 1), 'caja')
      WHERE id = 1`);
    await queryRunner.query(`DROP TABLE contabilidad_politicas_vigencias`);
  }
}
