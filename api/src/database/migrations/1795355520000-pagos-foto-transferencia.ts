import { MigrationInterface, QueryRunner } from 'typeorm';

/** La foto del comprobante de una transferencia registrada en Mi Ruta (opcional; docs/decisiones/pagos-por-transferencia.md). */
export class PagosFotoTransferencia1795355520000 implements MigrationInterface {
  name = 'PagosFotoTransferencia1795355520000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE pagos_transferencias
        ADD COLUMN foto bytea NULL,
        ADD COLUMN foto_mime text NULL,
        ADD CONSTRAINT pagos_transferencias_foto CHECK ((foto IS NULL) = (foto_mime IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE pagos_transferencias
        DROP CONSTRAINT pagos_transferencias_foto, DROP COLUMN foto_mime, DROP COLUMN foto`);
  }
}
