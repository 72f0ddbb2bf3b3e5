import { MigrationInterface, QueryRunner } from 'typeorm';
import { borrarTotalesPorSentencia } from '../congelado/disparadores';
import { crearTotalesDeCobros } from '../congelado/sql-comun';

/**
 * Cuántos cobros tiene cada cliente, mantenido por disparadores de sentencia sobre `cobros`. El total de una búsqueda
 * de cobros por nombre (sin más filtros) es la suma de estas filas para los clientes que coinciden: un apellido común
 * son ≈ 3.000 clientes, no ≈ 60.000 cobros que contar uno por uno en cada página.
 */
export class CobrosPorCliente1795350000000 implements MigrationInterface {
  name = 'CobrosPorCliente1795350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(TABLA_CLIENTES_COBROS);
    // Un cobro nunca cambia de cliente (el préstamo de un cobro no se cambia), pero la regla se escribe completa: un
    // UPDATE resta del cliente viejo y suma al nuevo (sin lista de columnas: PostgreSQL no la admite con tablas de
    // transición; un UPDATE que no cambia el cliente suma cero y no escribe nada).
    // Lo que se resta va con UPDATE (la fila ya existe); lo que se suma, con INSERT … ON CONFLICT, porque el primer
    // cobro de un cliente crea su fila (un -1 propuesto a INSERT chocaría con el CHECK antes de llegar al conflicto).
    const ajustar = (filas: string) => `
      WITH d AS (
        SELECT cliente_id, sum(delta)::int AS delta FROM (${filas}) AS x
        GROUP BY cliente_id HAVING sum(delta) <> 0
      ),
      restados AS (
        UPDATE clientes_cobros t SET cantidad = t.cantidad + d.delta
        FROM d WHERE t.cliente_id = d.cliente_id AND d.delta < 0
      )
      INSERT INTO clientes_cobros AS t (cliente_id, cantidad)
      SELECT cliente_id, delta FROM d WHERE delta > 0 ORDER BY cliente_id
      ON CONFLICT (cliente_id) DO UPDATE SET cantidad = t.cantidad + EXCLUDED.cantidad`;
    const nuevos = `SELECT cliente_id, 1 AS delta FROM nuevos`;
    const viejos = `SELECT cliente_id, -1 AS delta FROM viejos`;
    // El recuento desde cero llena la tabla con los cobros que ya existen, y sirve a una carga masiva que corrió sin
    // disparadores (bench/).
    const llenar = `INSERT INTO clientes_cobros (cliente_id, cantidad) SELECT cliente_id, count(*) FROM cobros GROUP BY cliente_id`;
    await crearTotalesDeCobros(queryRunner, 'clientes_cobros', { nuevos, viejos, ajustar }, llenar);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await borrarTotalesPorSentencia(queryRunner, 'clientes_cobros', 'cobros');
  }
}

/** La tabla `clientes_cobros`, como la crea `up`. */
const TABLA_CLIENTES_COBROS = `
      CREATE TABLE clientes_cobros (
        cliente_id uuid PRIMARY KEY REFERENCES clientes (id) ON DELETE CASCADE,
        cantidad integer NOT NULL CHECK (cantidad >= 0)
      )
    `;
