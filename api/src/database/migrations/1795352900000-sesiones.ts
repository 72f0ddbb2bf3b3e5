import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sesiones del lado del servidor (issue 38, «Sesiones»; docs/seguridad.md).
 *
 * Cada token emitido lleva un `jti` que es el id de una fila de `sesiones`; la estrategia JWT sólo acepta el token
 * si su fila existe, no está revocada y no venció. «Salir» revoca la fila (el token deja de valer al instante, no
 * 12 h después) y «Cerrar las demás sesiones» revoca las demás del usuario. Las filas vencidas de un usuario se
 * borran cuando ese usuario vuelve a entrar: la tabla no crece más que las sesiones vivas.
 */
export class Sesiones1795352900000 implements MigrationInterface {
  name = 'Sesiones1795352900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(TABLA_SESIONES);
    await queryRunner.query(`CREATE INDEX sesiones_usuario_idx ON sesiones (usuario_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sesiones`);
  }
}

/** La tabla `sesiones`, como la crea `up`. */
const TABLA_SESIONES = `
      CREATE TABLE sesiones (
        id uuid PRIMARY KEY,
        usuario_id uuid NOT NULL REFERENCES usuarios(id) ON DELETE CASCADE,
        creada_en timestamptz NOT NULL DEFAULT now(),
        expira_en timestamptz NOT NULL,
        revocada_en timestamptz NULL,
        ip varchar(64) NULL,
        agente varchar(255) NULL
      )`;
