import { MigrationInterface, QueryRunner } from 'typeorm';
import { borrarTotalesPorSentencia } from '../congelado/disparadores';
import { crearTotalesDeCobros } from '../congelado/sql-comun';

/**
 * Metas de cobradores (una por cobrador y mes) y el avance de cada cobrador por mes, mantenido por disparadores de
 * sentencia sobre `cobros` (el mismo esquema que `clientes_cobros`). El avance de una meta es la fila
 * (cobrador_id, mes) de `cobros_cobrador_mes`: leer una lista de metas cuesta una búsqueda por clave primaria por
 * meta, aunque haya millones de cobros. Un cobro borrado se resta; uno editado (monto, fecha o cobrador) se mueve.
 */
export class MetasCobrador1795350400000 implements MigrationInterface {
  name = 'MetasCobrador1795350400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE metas_cobrador (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        cobrador_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        -- Primer día del mes de la meta ('YYYY-MM' en la API).
        periodo date NOT NULL CHECK (periodo = date_trunc('month', periodo)::date),
        meta_monto numeric(14,2) NOT NULL CHECK (meta_monto >= 0),
        meta_cobros integer NOT NULL CHECK (meta_cobros >= 0),
        fecha_vencimiento date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT metas_cobrador_cobrador_periodo_key UNIQUE (cobrador_id, periodo)
      )
    `);
    await queryRunner.query(`CREATE INDEX metas_cobrador_periodo_idx ON metas_cobrador (periodo DESC, cobrador_id)`);

    await queryRunner.query(`
      CREATE TABLE cobros_cobrador_mes (
        cobrador_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        mes date NOT NULL,
        cantidad integer NOT NULL CHECK (cantidad >= 0),
        monto numeric(16,2) NOT NULL,
        PRIMARY KEY (cobrador_id, mes)
      )
    `);
    // Lo que baja o sólo cambia de monto va con UPDATE (la fila ya existe); lo que suma cobros, con INSERT … ON
    // CONFLICT (el primer cobro del mes crea la fila). Los cobros sin cobrador no cuentan para ninguna meta.
    const ajustar = (filas: string) => `
      WITH d AS (
        SELECT cobrador_id, mes, sum(dc)::int AS dc, sum(dm) AS dm FROM (${filas}) AS x
        WHERE cobrador_id IS NOT NULL
        GROUP BY cobrador_id, mes HAVING sum(dc) <> 0 OR sum(dm) <> 0
      ),
      restados AS (
        UPDATE cobros_cobrador_mes t SET cantidad = t.cantidad + d.dc, monto = t.monto + d.dm
        FROM d WHERE t.cobrador_id = d.cobrador_id AND t.mes = d.mes AND d.dc <= 0
      )
      INSERT INTO cobros_cobrador_mes AS t (cobrador_id, mes, cantidad, monto)
      SELECT cobrador_id, mes, dc, dm FROM d WHERE dc > 0 ORDER BY cobrador_id, mes
      ON CONFLICT (cobrador_id, mes) DO UPDATE SET cantidad = t.cantidad + EXCLUDED.cantidad, monto = t.monto + EXCLUDED.monto`;
    const nuevos = `SELECT cobrador_id, date_trunc('month', fecha)::date AS mes, 1 AS dc, monto AS dm FROM nuevos`;
    const viejos = `SELECT cobrador_id, date_trunc('month', fecha)::date AS mes, -1 AS dc, -monto AS dm FROM viejos`;
    // El recuento desde cero llena la tabla con los cobros existentes y sirve a una carga masiva sin disparadores.
    const llenar = `INSERT INTO cobros_cobrador_mes (cobrador_id, mes, cantidad, monto)
        SELECT cobrador_id, date_trunc('month', fecha)::date, count(*), sum(monto)
        FROM cobros WHERE cobrador_id IS NOT NULL GROUP BY 1, 2`;
    await crearTotalesDeCobros(queryRunner, 'cobros_cobrador_mes', { nuevos, viejos, ajustar }, llenar);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await borrarTotalesPorSentencia(queryRunner, 'cobros_cobrador_mes', 'cobros');
    await queryRunner.query(`DROP TABLE IF EXISTS metas_cobrador`);
  }
}
