import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * La ventana de fechas de negocio (docs/decisiones/ventana-de-fechas.md; issue 50): cuántos días atrás admite la
 * organización la fecha de un préstamo, su inicio, un cobro o un pago de cuota registrados por la oficina. Por defecto
 * 365 (registrar la cartera que ya corría); nunca en el futuro. Un cobrador sigue con COBRO_RETROACTIVO_DIAS.
 */
export class VentanaDeFechas1795354910000 implements MigrationInterface {
  name = 'VentanaDeFechas1795354910000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE configuracion_organizacion
       ADD COLUMN dias_atras_fechas integer NOT NULL DEFAULT 365 CHECK (dias_atras_fechas BETWEEN 0 AND 3650)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE configuracion_organizacion DROP COLUMN IF EXISTS dias_atras_fechas`);
  }
}
