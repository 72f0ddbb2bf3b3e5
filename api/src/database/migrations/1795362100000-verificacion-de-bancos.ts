import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * La verificación guarda cada cuenta de banco con sus dos lados (docs/decisiones/verificacion-de-cuentas.md):
 * `verificaciones_contables.bancos`, la lista que respondió (BancoVerificado[]); las guardadas antes, vacía.
 */
export class VerificacionDeBancos1795362100000 implements MigrationInterface {
  name = 'VerificacionDeBancos1795362100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE verificaciones_contables ADD COLUMN bancos jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE verificaciones_contables DROP COLUMN bancos`);
  }
}
