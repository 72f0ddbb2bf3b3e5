import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Los pasos de demostración que ya corrieron en esta base (DemoService): cada uno corre una sola vez. Así un paso
 * nuevo llega a una base de demostración existente, y lo que la persona borró (las garantías o los gastos de
 * ejemplo) no vuelve en el siguiente arranque.
 */
export class SemillasDemo1795352400000 implements MigrationInterface {
  name = 'SemillasDemo1795352400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(TABLA_SEMILLAS_DEMO);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS semillas_demo`);
  }
}

/** La tabla `semillas_demo`, como la crea `up`. */
const TABLA_SEMILLAS_DEMO = `
      CREATE TABLE semillas_demo (
        nombre text PRIMARY KEY,
        aplicada_en timestamptz NOT NULL DEFAULT now()
      )
    `;
