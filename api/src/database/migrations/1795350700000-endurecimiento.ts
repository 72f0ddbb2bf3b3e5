import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Endurecimiento (docs/decisiones/contrato-de-la-api.md):
 *
 * - `intentos_login`: cada intento de inicio de sesión se anota ANTES de comparar la contraseña, bajo un candado
 *   por cuenta e IP, así una ráfaga en paralelo no pasa del límite. Un intento exitoso borra su fila; las demás
 *   cuentan como fallos durante la ventana y se purgan al caducar.
 * - `bloqueos_login`: los intentos rechazados por el límite se agregan aquí (uno por cuenta e IP, con contador);
 *   la auditoría recibe un solo evento por ventana y nunca se actualiza.
 * - `usuarios_avisos`: avisos para el dueño de una cuenta (su contraseña o su email cambiaron).
 */
export class Endurecimiento1795350700000 implements MigrationInterface {
  name = 'Endurecimiento1795350700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(TABLA_INTENTOS_LOGIN);
    await queryRunner.query(`CREATE INDEX intentos_login_email_idx ON intentos_login (email, fecha)`);
    await queryRunner.query(`CREATE INDEX intentos_login_ip_idx ON intentos_login (ip, fecha)`);
    await queryRunner.query(`
      CREATE TABLE bloqueos_login (
        email varchar(255) NOT NULL,
        ip varchar(64) NOT NULL,
        desde timestamptz NOT NULL,
        ultimo timestamptz NOT NULL,
        cantidad integer NOT NULL CHECK (cantidad > 0),
        PRIMARY KEY (email, ip)
      )
    `);
    await queryRunner.query(`
      CREATE TABLE usuarios_avisos (
        id bigserial PRIMARY KEY,
        usuario_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        titulo varchar(120) NOT NULL,
        mensaje text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`CREATE INDEX usuarios_avisos_usuario_idx ON usuarios_avisos (usuario_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS usuarios_avisos`);
    await queryRunner.query(`DROP TABLE IF EXISTS bloqueos_login`);
    await queryRunner.query(`DROP TABLE IF EXISTS intentos_login`);
  }
}

/** La tabla `intentos_login`, como la crea `up`. */
const TABLA_INTENTOS_LOGIN = `
      CREATE TABLE intentos_login (
        id bigserial PRIMARY KEY,
        email varchar(255) NOT NULL,
        ip varchar(64) NOT NULL,
        fecha timestamptz NOT NULL DEFAULT now()
      )
    `;
