import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * La liga de una línea del extracto con su cobro existe si y sólo si el cobro existe (docs/decisiones/
 * escritores-de-dinero.md, «Las ligas de los extractos»): `pagos_lineas_cobros.cobro_id` ya no admite NULL y, al borrar
 * el cobro (la corrección del núcleo de dinero), su liga se borra en la misma sentencia. Las ligas que quedaron sin
 * cobro (un cobro borrado antes de esta versión) no dicen dónde está ningún dinero: se borran.
 */
export class LigasDeCobrosVivos1795362200000 implements MigrationInterface {
  name = 'LigasDeCobrosVivos1795362200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM pagos_lineas_cobros WHERE cobro_id IS NULL`);
    await queryRunner.query(`ALTER TABLE pagos_lineas_cobros DROP CONSTRAINT pagos_lineas_cobros_cobro_id_fkey`);
    await queryRunner.query(`ALTER TABLE pagos_lineas_cobros ALTER COLUMN cobro_id SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE pagos_lineas_cobros ADD CONSTRAINT pagos_lineas_cobros_cobro_id_fkey
       FOREIGN KEY (cobro_id) REFERENCES cobros (id) ON DELETE CASCADE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE pagos_lineas_cobros DROP CONSTRAINT pagos_lineas_cobros_cobro_id_fkey`);
    await queryRunner.query(`ALTER TABLE pagos_lineas_cobros ALTER COLUMN cobro_id DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE pagos_lineas_cobros ADD CONSTRAINT pagos_lineas_cobros_cobro_id_fkey
       FOREIGN KEY (cobro_id) REFERENCES cobros (id) ON DELETE SET NULL`,
    );
  }
}
