import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Entrega con arriendo por mensaje (docs/seguridad.md, «Envíos»): un trabajador toma cada destinatario hasta
 * `entregando_hasta` antes de enviarlo y guarda su resultado en cuanto el proveedor responde. Un trabajo que pg-boss
 * vuelve a entregar (caída del proceso, vencimiento) no repite lo ya enviado ni lo que otro tiene en curso.
 */
export class SeguridadNotificaciones1795352700000 implements MigrationInterface {
  name = 'SeguridadNotificaciones1795352700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notificaciones_destinatarios ADD COLUMN entregando_hasta timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notificaciones_destinatarios DROP COLUMN entregando_hasta`);
  }
}
