import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documentos en partes (docs/decisiones/garantias-y-documentos.md, «Subidas en flujo»; issue 38).
 *
 * Los bytes de un documento se guardan en partes de 256 KB (`documentos_archivos.parte` 0, 1, 2…): la subida escribe
 * una parte a la vez y la descarga lee una a la vez, así ningún archivo entero pasa por la memoria de la API (ni su
 * copia en hexadecimal, que es como viaja un `bytea`). Los archivos ya guardados quedan como su parte 0.
 */
export class DocumentosEnPartes1795353400000 implements MigrationInterface {
  name = 'DocumentosEnPartes1795353400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE documentos_archivos ADD COLUMN parte integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE documentos_archivos ALTER COLUMN parte DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE documentos_archivos ADD CONSTRAINT documentos_archivos_parte_check CHECK (parte >= 0)`,
    );
    await queryRunner.query(`ALTER TABLE documentos_archivos DROP CONSTRAINT documentos_archivos_pkey`);
    await queryRunner.query(`ALTER TABLE documentos_archivos ADD PRIMARY KEY (documento_id, parte)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Vuelve a una fila por documento juntando sus partes en orden.
    await queryRunner.query(`
      CREATE TEMP TABLE documentos_juntos ON COMMIT DROP AS
        SELECT documento_id, string_agg(contenido, ''::bytea ORDER BY parte) AS contenido
        FROM documentos_archivos GROUP BY documento_id`);
    await queryRunner.query(`DELETE FROM documentos_archivos`);
    await queryRunner.query(`ALTER TABLE documentos_archivos DROP CONSTRAINT documentos_archivos_pkey`);
    await queryRunner.query(`ALTER TABLE documentos_archivos DROP COLUMN parte`);
    await queryRunner.query(`ALTER TABLE documentos_archivos ADD PRIMARY KEY (documento_id)`);
    await queryRunner.query(
      `INSERT INTO documentos_archivos (documento_id, contenido) SELECT documento_id, contenido FROM documentos_juntos`,
    );
  }
}
