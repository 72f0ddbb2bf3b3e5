import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Importación (docs/decisiones/importacion.md): los ids importados de una fila de Cartera (`id_cartera`, por hoja) se
 * buscan por índice. Un archivo corregido lee los de cada préstamo que cambia, y el exporte los de cada página de
 * cobradores, clientes y préstamos; con un millón de cobros importados, sin índice cada búsqueda recorría la tabla.
 */
export class ImportacionIdsPorCartera1795358210000 implements MigrationInterface {
  name = 'ImportacionIdsPorCartera1795358210000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX importacion_ids_cartera ON importacion_ids (id_cartera, hoja)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX importacion_ids_cartera`);
  }
}
