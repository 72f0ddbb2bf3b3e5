import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Importación de la cartera de un prestamista (docs/decisiones/importacion.md):
 * - `importaciones`: cada archivo revisado (simulación), con sus filas válidas, su resumen, sus errores y su estado;
 *   al aplicarlo, el avance (hechas de total) y las filas que no se pudieron aplicar (errores_aplicacion).
 * - `importacion_ids`: el idExterno de cada fila importada → la fila de Cartera, con la huella de lo importado; así
 *   importar el mismo archivo otra vez no cambia nada y un archivo corregido sabe qué actualiza.
 */
export class Importaciones1795355600000 implements MigrationInterface {
  name = 'Importaciones1795355600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE importaciones (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        estado text NOT NULL DEFAULT 'revisada'
          CHECK (estado IN ('revisada', 'aplicando', 'aplicada', 'cancelada', 'fallida', 'descartada')),
        nombre_archivo text NOT NULL,
        filas jsonb NOT NULL,
        resumen jsonb NOT NULL,
        errores jsonb NOT NULL,
        errores_aplicacion jsonb NOT NULL DEFAULT '[]'::jsonb,
        hechas integer NOT NULL DEFAULT 0 CHECK (hechas >= 0),
        total integer NOT NULL DEFAULT 0 CHECK (total >= 0),
        creada_por uuid REFERENCES usuarios(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE importacion_ids (
        hoja text NOT NULL CHECK (hoja IN ('Cobradores', 'Clientes', 'Prestamos', 'Cobros', 'Cuotas')),
        id_externo text NOT NULL,
        id_cartera uuid NOT NULL,
        huella text NOT NULL,
        importacion_id uuid NOT NULL REFERENCES importaciones(id),
        PRIMARY KEY (hoja, id_externo)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE importacion_ids`);
    await queryRunner.query(`DROP TABLE importaciones`);
  }
}
