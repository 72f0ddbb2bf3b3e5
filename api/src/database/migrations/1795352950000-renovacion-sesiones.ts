import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tokens de acceso cortos con cookie de renovación (docs/seguridad.md, «Sesiones»).
 *
 * Cada sesión guarda el SHA-256 del secreto de su cookie de renovación (HttpOnly, SameSite=Strict): con ella, y sólo
 * mientras la sesión no se revocó ni venció, `POST /api/auth/renovar` entrega un token de acceso nuevo. El secreto en
 * claro sólo existe en la cookie. La sesión guarda también la versión de credenciales con que se abrió: si cambia
 * (contraseña nueva, desactivación), la cookie ya no renueva. Las sesiones abiertas antes de esta migración no tienen
 * secreto: su token sigue valiendo hasta que caduca y después se vuelve a entrar.
 */
export class RenovacionSesiones1795352950000 implements MigrationInterface {
  name = 'RenovacionSesiones1795352950000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE sesiones ADD COLUMN renovacion_hash bytea NULL, ADD COLUMN credenciales_version integer NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sesiones DROP COLUMN renovacion_hash, DROP COLUMN credenciales_version`);
  }
}
