import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cuatro ojos (docs/decisiones/cuatro-ojos.md; issue 45):
 * - `aprobaciones_umbrales`, una sola fila: desde qué monto (pesos enteros) el préstamo que crea un gerente, su
 *   condonación y su castigo esperan a un administrador. NULL o 0: no esperan. Por defecto 5.000.000, 500.000 y
 *   200.000, los de UMBRALES_APROBACION_DEFECTO.
 * - `aprobaciones`: la condonación o el castigo que pidió un gerente y espera a un administrador, con lo necesario para
 *   ejecutarlo tal como se pidió (`monto`, `motivo`, `datos.aplicarA`), quién lo pidió, quién lo resolvió y cuándo.
 *   Una solicitud de préstamo no vive aquí: es el préstamo en estado `solicitado` (`solicitado_por`).
 */
export class Aprobaciones1795354300000 implements MigrationInterface {
  name = 'Aprobaciones1795354300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const umbral = (columna: string) => `${columna} numeric(14,0) NULL CHECK (${columna} >= 0)`;
    await queryRunner.query(`
      CREATE TABLE aprobaciones_umbrales (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        ${umbral('prestamo_gerente')} DEFAULT 5000000,
        ${umbral('condonacion')} DEFAULT 500000,
        ${umbral('castigo')} DEFAULT 200000,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO aprobaciones_umbrales (id) VALUES (1)`);
    await queryRunner.query(`
      CREATE TABLE aprobaciones (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        tipo text NOT NULL CHECK (tipo IN ('condonacion', 'castigo')),
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE CASCADE,
        monto numeric(14,2) NOT NULL CHECK (monto > 0),
        motivo text NOT NULL CHECK (length(motivo) > 0),
        datos jsonb NOT NULL DEFAULT '{}'::jsonb,
        estado text NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'aprobada', 'rechazada')),
        solicitado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        resuelto_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        motivo_rechazo text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        resuelto_at timestamptz NULL,
        CONSTRAINT aprobaciones_resuelta CHECK ((estado = 'pendiente') = (resuelto_at IS NULL)),
        CONSTRAINT aprobaciones_rechazo_con_motivo CHECK (estado <> 'rechazada' OR motivo_rechazo IS NOT NULL)
      )`);
    // Lo que espera, del más antiguo al más nuevo; y una sola condonación (o un castigo) por aprobar por préstamo.
    await queryRunner.query(
      `CREATE INDEX aprobaciones_pendientes_idx ON aprobaciones (created_at, id) WHERE estado = 'pendiente'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX aprobaciones_una_pendiente_key ON aprobaciones (prestamo_id, tipo) WHERE estado = 'pendiente'`,
    );
    await queryRunner.query(
      `CREATE INDEX aprobaciones_estado_idx ON aprobaciones (estado, created_at DESC, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS aprobaciones`);
    await queryRunner.query(`DROP TABLE IF EXISTS aprobaciones_umbrales`);
  }
}
