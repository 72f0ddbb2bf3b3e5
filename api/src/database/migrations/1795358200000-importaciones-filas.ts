import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Importación (docs/decisiones/importacion.md, «Filas revisadas»): las filas válidas de una revisión, una por fila del
 * archivo (hoja y número de fila), en vez de un solo jsonb con todo el archivo. La revisión las escribe por tandas y la
 * aplicación las lee por páginas (las de una hoja en su orden; los cobros y las cuotas de una página de préstamos por
 * su `prestamo`, el idExterno del préstamo al que pertenecen, que en un préstamo es el suyo), así la memoria no crece con el archivo. Las revisiones que ya estaban pasan sus filas a la tabla y
 * `importaciones.filas` queda vacía.
 */
export class ImportacionesFilas1795358200000 implements MigrationInterface {
  name = 'ImportacionesFilas1795358200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(TABLA_IMPORTACIONES_FILAS);
    await queryRunner.query(
      `CREATE INDEX importaciones_filas_prestamo ON importaciones_filas (importacion_id, hoja, prestamo)
       WHERE prestamo IS NOT NULL`,
    );
    await queryRunner.query(`
      INSERT INTO importaciones_filas (importacion_id, hoja, numero, prestamo, fila)
      SELECT i.id, h.hoja, (i.filas->'numeros'->h.hoja->>(v.n - 1)::int)::int,
             CASE WHEN h.hoja = 'Prestamos' THEN v.fila->>'idExterno' ELSE v.fila->>'prestamo' END, v.fila
      FROM importaciones i
      CROSS JOIN LATERAL jsonb_object_keys(i.filas->'filas') AS h(hoja)
      CROSS JOIN LATERAL jsonb_array_elements(i.filas->'filas'->h.hoja) WITH ORDINALITY AS v(fila, n)
      WHERE i.filas ? 'filas'`);
    // `importaciones.filas` queda vacía ('{}'): nada la lee ya.
    await queryRunner.query(`UPDATE importaciones SET filas = '{}'::jsonb WHERE filas <> '{}'::jsonb`);
    await queryRunner.query(`ALTER TABLE importaciones ALTER COLUMN filas SET DEFAULT '{}'::jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE importaciones ALTER COLUMN filas DROP DEFAULT`);
    await queryRunner.query(`
      UPDATE importaciones i SET filas = jsonb_build_object(
        'filas', (SELECT jsonb_object_agg(hoja, filas) FROM (
                    SELECT hoja, jsonb_agg(fila ORDER BY numero) AS filas FROM importaciones_filas
                    WHERE importacion_id = i.id GROUP BY hoja) f),
        'numeros', (SELECT jsonb_object_agg(hoja, numeros) FROM (
                    SELECT hoja, jsonb_agg(numero ORDER BY numero) AS numeros FROM importaciones_filas
                    WHERE importacion_id = i.id GROUP BY hoja) n))
      WHERE EXISTS (SELECT 1 FROM importaciones_filas WHERE importacion_id = i.id)`);
    await queryRunner.query(`DROP TABLE importaciones_filas`);
  }
}

/** La tabla `importaciones_filas`, como la crea `up`. */
const TABLA_IMPORTACIONES_FILAS = `
      CREATE TABLE importaciones_filas (
        importacion_id uuid NOT NULL REFERENCES importaciones(id) ON DELETE CASCADE,
        hoja text NOT NULL,
        numero integer NOT NULL CHECK (numero > 0),
        prestamo text NULL,
        fila jsonb NOT NULL CHECK (jsonb_typeof(fila) = 'object'),
        PRIMARY KEY (importacion_id, hoja, numero)
      )`;
