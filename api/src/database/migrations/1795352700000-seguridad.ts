import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Segunda pasada de seguridad (issue 38).
 *
 * Entrega con arriendo por mensaje (docs/seguridad.md, «Envíos»): un trabajador toma cada destinatario hasta
 * `entregando_hasta` antes de enviarlo y guarda su resultado en cuanto el proveedor responde. Un trabajo que pg-boss
 * vuelve a entregar (caída del proceso, vencimiento) no repite lo ya enviado ni lo que otro tiene en curso.
 *
 * Documentos: `purgado_en` marca los eliminados cuyos bytes ya se borraron tras la retención (PurgaDocumentosService);
 * la cuota de almacenamiento suma los que aún tienen bytes.
 */
export class Seguridad1795352700000 implements MigrationInterface {
  name = 'Seguridad1795352700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notificaciones_destinatarios ADD COLUMN entregando_hasta timestamptz NULL`);
    await queryRunner.query(`ALTER TABLE documentos ADD COLUMN purgado_en timestamptz NULL`);
    await queryRunner.query(
      `CREATE INDEX documentos_por_purgar_idx ON documentos (eliminado_en) WHERE eliminado_en IS NOT NULL AND purgado_en IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS documentos_por_purgar_idx`);
    await queryRunner.query(`ALTER TABLE documentos DROP COLUMN purgado_en`);
    await queryRunner.query(`ALTER TABLE notificaciones_destinatarios DROP COLUMN entregando_hasta`);
  }
}
