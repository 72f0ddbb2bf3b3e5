import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Claves de idempotencia de las escrituras que mueven dinero (cabecera Idempotency-Key): una por usuario y clave,
 * con la huella de la solicitud y la respuesta que se repite. Vencen a las 24 h: cada reserva de clave borra las
 * vencidas.
 */
export class Idempotencia1795350800000 implements MigrationInterface {
  name = 'Idempotencia1795350800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE claves_idempotencia (
        usuario_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        clave text NOT NULL CONSTRAINT claves_idempotencia_clave_check CHECK (length(clave) BETWEEN 1 AND 255),
        huella text NOT NULL,
        estado text NOT NULL CONSTRAINT claves_idempotencia_estado_check CHECK (estado IN ('en_curso', 'completada')),
        respuesta jsonb NULL,
        creada_en timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (usuario_id, clave)
      )
    `);
    await queryRunner.query(`CREATE INDEX claves_idempotencia_creada_idx ON claves_idempotencia (creada_en)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE claves_idempotencia`);
  }
}
