import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarCoordenadas } from '../congelado/sql-comun';

/**
 * Rutas de cobro (especificación §2): ubicación opcional de clientes y cobradores (punto de partida) para ordenar las
 * paradas, y las rutas guardadas por fecha y cobrador (una por día y cobrador; volver a generarla la reemplaza).
 */
export class RutasCobro1795350300000 implements MigrationInterface {
  name = 'RutasCobro1795350300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const tabla of ['clientes', 'usuarios']) {
      await queryRunner.query(`${agregarCoordenadas(tabla)}
          ADD CONSTRAINT ${tabla}_coordenadas_check CHECK ((latitud IS NULL) = (longitud IS NULL))
      `);
    }
    await queryRunner.query(`
      CREATE TABLE rutas (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        fecha date NOT NULL,
        cobrador_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        tipo text NOT NULL CHECK (tipo IN ('vencidos', 'todos', 'zona')),
        zona text NULL,
        generada_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        datos jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT rutas_fecha_cobrador_key UNIQUE (fecha, cobrador_id)
      )
    `);
    await queryRunner.query(`CREATE INDEX rutas_cobrador_fecha_idx ON rutas (cobrador_id, fecha)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS rutas`);
    for (const tabla of ['usuarios', 'clientes']) {
      await queryRunner.query(`
        ALTER TABLE ${tabla}
          DROP CONSTRAINT IF EXISTS ${tabla}_coordenadas_check,
          DROP COLUMN IF EXISTS latitud,
          DROP COLUMN IF EXISTS longitud
      `);
    }
  }
}
