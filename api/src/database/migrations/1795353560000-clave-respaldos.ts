import { MigrationInterface, QueryRunner } from 'typeorm';
import { fijarOrigenesNotificacion, quitarOrigenNotificacion } from '../congelado/sql-comun';

/**
 * Respaldos cifrados por defecto (docs/decisiones/respaldos.md, «Cifrados por defecto»; issue 45):
 * - `respaldos_claves_guardadas`: un admin confirmó «Ya guardé la clave en otro lugar» para la clave de huella
 *   `huella` (scrypt de la clave, nunca la clave): quién (su nombre queda aunque la cuenta se borre) y cuándo. Una
 *   clave nueva (otra huella) vuelve a pedir la confirmación.
 * - Las notificaciones admiten el origen `clave_respaldos`: el aviso a los admins de dónde quedó la clave generada
 *   (uno por clave, por su clave de origen).
 */
export class ClaveRespaldos1795353560000 implements MigrationInterface {
  name = 'ClaveRespaldos1795353560000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE respaldos_claves_guardadas (
        huella char(64) PRIMARY KEY CHECK (huella ~ '^[0-9a-f]{64}$'),
        usuario_id uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        usuario_nombre text NOT NULL,
        guardada_en timestamptz NOT NULL DEFAULT now()
      )
    `);
    await fijarOrigenesNotificacion(
      queryRunner,
      `'manual', 'recordatorio_cuota', 'aviso_mora', 'recibo_cobro', 'entrega_caja', 'clave_respaldos'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarOrigenNotificacion(
      queryRunner,
      'clave_respaldos',
      `'manual', 'recordatorio_cuota', 'aviso_mora', 'recibo_cobro', 'entrega_caja'`,
    );
    await queryRunner.query(`DROP TABLE IF EXISTS respaldos_claves_guardadas`);
  }
}
