import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Gastos de cobradores bajo control (docs/decisiones/caja-de-cobradores.md, «Límites de los gastos»; issue 45):
 * - `caja_limites_gastos`, una sola fila: límite por gasto, límite por cobrador y día y el monto desde el que se exige
 *   la foto del recibo (pesos enteros; por defecto 50.000, 100.000 y 20.000, los de LIMITES_GASTOS_DEFECTO).
 * - `caja_gastos.estado` admite `pendiente`: el gasto que pasa un límite espera a un gerente o administrador y, como
 *   sólo `aceptado` cuenta en la caja, el flujo de caja y la verificación, no rebaja nada mientras tanto.
 *   `limite_pasado` dice qué límite pasó; `aprobado_por`/`aprobado_at`, quién lo aprobó y cuándo.
 */
export class LimitesGastos1795353710000 implements MigrationInterface {
  name = 'LimitesGastos1795353710000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const peso = (columna: string) => `${columna} numeric(14,0) NOT NULL CHECK (${columna} >= 0)`;
    await queryRunner.query(`
      CREATE TABLE caja_limites_gastos (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        ${peso('gasto_maximo')} DEFAULT 50000,
        ${peso('gastos_dia_maximo')} DEFAULT 100000,
        ${peso('foto_desde')} DEFAULT 20000,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT caja_limites_gastos_dia CHECK (gastos_dia_maximo >= gasto_maximo)
      )`);
    await queryRunner.query(`INSERT INTO caja_limites_gastos (id) VALUES (1)`);
    await queryRunner.query(`ALTER TABLE caja_gastos DROP CONSTRAINT caja_gastos_estado_check`);
    await queryRunner.query(`
      ALTER TABLE caja_gastos
        ADD CONSTRAINT caja_gastos_estado_check CHECK (estado IN ('pendiente', 'aceptado', 'rechazado')),
        ADD COLUMN limite_pasado text NULL CHECK (limite_pasado IN ('gasto', 'dia')),
        ADD COLUMN aprobado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        ADD COLUMN aprobado_at timestamptz NULL,
        -- Un gasto por aprobar nunca está en una entrega: la entrega sólo toma los aceptados.
        ADD CONSTRAINT caja_gastos_pendiente_sin_entrega CHECK (estado <> 'pendiente' OR entrega_id IS NULL)`);
    await queryRunner.query(`CREATE INDEX caja_gastos_pendientes_idx ON caja_gastos (created_at) WHERE estado = 'pendiente'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS caja_gastos_pendientes_idx`);
    // Lo que esperaba aprobación vuelve a ser lo que era antes de los límites: un gasto aceptado.
    await queryRunner.query(`UPDATE caja_gastos SET estado = 'aceptado' WHERE estado = 'pendiente'`);
    await queryRunner.query(`
      ALTER TABLE caja_gastos
        DROP CONSTRAINT caja_gastos_pendiente_sin_entrega,
        DROP COLUMN aprobado_at,
        DROP COLUMN aprobado_por,
        DROP COLUMN limite_pasado,
        DROP CONSTRAINT caja_gastos_estado_check`);
    await queryRunner.query(
      `ALTER TABLE caja_gastos ADD CONSTRAINT caja_gastos_estado_check CHECK (estado IN ('aceptado', 'rechazado'))`,
    );
    await queryRunner.query(`DROP TABLE IF EXISTS caja_limites_gastos`);
  }
}
