import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Inicio de sesión que un atacante no puede atascar (docs/seguridad.md, «Límite de intentos de inicio de sesión»):
 * - `accesos_conocidos`: desde dónde entró bien cada usuario. `clave` es `dispositivo:<sha256 del secreto de la
 *   cookie cartera_dispositivo>` o `ip:<dirección>`; `ultimo`, el último inicio exitoso con ella. Una cuenta que
 *   entra desde un dispositivo o una dirección conocidos no espera por los fallos de otras cuentas.
 * - `intentos_login.dispositivo`: el dispositivo conocido desde el que se intentó (null si no lo era); sus fallos se
 *   cuentan aparte, por cuenta y dispositivo.
 */
export class AccesosConocidos1795354800000 implements MigrationInterface {
  name = 'AccesosConocidos1795354800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(TABLA_ACCESOS_CONOCIDOS);
    await queryRunner.query(`ALTER TABLE intentos_login ADD COLUMN dispositivo varchar(100)`);
    await queryRunner.query(
      `CREATE INDEX intentos_login_dispositivo_idx ON intentos_login (email, dispositivo, fecha) WHERE dispositivo IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS intentos_login_dispositivo_idx`);
    await queryRunner.query(`ALTER TABLE intentos_login DROP COLUMN IF EXISTS dispositivo`);
    await queryRunner.query(`DROP TABLE IF EXISTS accesos_conocidos`);
  }
}

/** La tabla `accesos_conocidos`, como la crea `up`. */
const TABLA_ACCESOS_CONOCIDOS = `
      CREATE TABLE accesos_conocidos (
        usuario_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        clave varchar(100) NOT NULL,
        ultimo timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (usuario_id, clave)
      )
    `;
