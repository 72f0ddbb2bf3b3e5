import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claves de idempotencia con varias réplicas que pueden morir a mitad de una solicitud (docs/decisiones/idempotencia.md):
 * `dueno` identifica el intento que tiene la clave (un reintento puede quedarse con
 * una clave abandonada y el intento anterior ya no puede confirmar su escritura), `aplicada` dice que la
 * escritura se confirmó en la misma transacción que el dinero aunque la respuesta no llegara a guardarse, y
 * `actualizada_en` desde cuándo la clave está en ese estado.
 */
export class IdempotenciaReplicas1795351200000 implements MigrationInterface {
  name = 'IdempotenciaReplicas1795351200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE claves_idempotencia ADD COLUMN dueno uuid NULL`);
    await queryRunner.query(`ALTER TABLE claves_idempotencia ADD COLUMN actualizada_en timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`ALTER TABLE claves_idempotencia DROP CONSTRAINT claves_idempotencia_estado_check`);
    await queryRunner.query(
      `ALTER TABLE claves_idempotencia ADD CONSTRAINT claves_idempotencia_estado_check
         CHECK (estado IN ('en_curso', 'aplicada', 'completada'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM claves_idempotencia WHERE estado = 'aplicada'`);
    await queryRunner.query(`ALTER TABLE claves_idempotencia DROP CONSTRAINT claves_idempotencia_estado_check`);
    await queryRunner.query(
      `ALTER TABLE claves_idempotencia ADD CONSTRAINT claves_idempotencia_estado_check
         CHECK (estado IN ('en_curso', 'completada'))`,
    );
    await queryRunner.query(`ALTER TABLE claves_idempotencia DROP COLUMN actualizada_en`);
    await queryRunner.query(`ALTER TABLE claves_idempotencia DROP COLUMN dueno`);
  }
}
