import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Registro de los respaldos (issue 39): uno por intento, con su resultado. El archivo vive en DATA_DIR/respaldos con
 * el nombre `archivo`; uno fallido no tiene archivo y dice por qué en `error`.
 */
export class Respaldos1795352600000 implements MigrationInterface {
  name = 'Respaldos1795352600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE respaldos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        fecha timestamptz NOT NULL DEFAULT now(),
        origen text NOT NULL CHECK (origen IN ('manual', 'programado', 'migracion')),
        resultado text NOT NULL CHECK (resultado IN ('en_curso', 'exitoso', 'fallido')),
        metodo text NULL CHECK (metodo IN ('fisico', 'pg_dump')),
        archivo text NULL,
        tamano bigint NULL CHECK (tamano >= 0),
        sha256 char(64) NULL,
        cifrado boolean NOT NULL DEFAULT false,
        error text NULL,
        aviso text NULL,
        duracion_ms integer NULL,
        usuario_id uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        CHECK (resultado <> 'exitoso' OR (archivo IS NOT NULL AND sha256 IS NOT NULL AND tamano IS NOT NULL)),
        CHECK (resultado <> 'fallido' OR error IS NOT NULL)
      )
    `);
    await queryRunner.query(`CREATE INDEX respaldos_fecha_idx ON respaldos (fecha DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS respaldos`);
  }
}
