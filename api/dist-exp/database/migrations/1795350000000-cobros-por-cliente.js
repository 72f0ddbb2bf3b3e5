"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CobrosPorCliente1795350000000 = void 0;
/**
 * Cuántos cobros tiene cada cliente, mantenido por disparadores de sentencia sobre `cobros`. El total de una búsqueda
 * de cobros por nombre (sin más filtros) es la suma de estas filas para los clientes que coinciden: un apellido común
 * son ≈ 3.000 clientes, no ≈ 60.000 cobros que contar uno por uno en cada página.
 */
class CobrosPorCliente1795350000000 {
    name = 'CobrosPorCliente1795350000000';
    async up(queryRunner) {
        await queryRunner.query(`
      CREATE TABLE clientes_cobros (
        cliente_id uuid PRIMARY KEY REFERENCES clientes (id) ON DELETE CASCADE,
        cantidad integer NOT NULL CHECK (cantidad >= 0)
      )
    `);
        // Un cobro nunca cambia de cliente (el préstamo de un cobro no se cambia), pero la regla se escribe completa: un
        // UPDATE resta del cliente viejo y suma al nuevo (sin lista de columnas: PostgreSQL no la admite con tablas de
        // transición; un UPDATE que no cambia el cliente suma cero y no escribe nada).
        // Lo que se resta va con UPDATE (la fila ya existe); lo que se suma, con INSERT … ON CONFLICT, porque el primer
        // cobro de un cliente crea su fila (un -1 propuesto a INSERT chocaría con el CHECK antes de llegar al conflicto).
        const ajustar = (filas) => `
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
        const funcion = (nombre, cuerpo) => `
      CREATE FUNCTION ${nombre}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${cuerpo};
        RETURN NULL;
      END
      $$`;
        await queryRunner.query(funcion('clientes_cobros_sumar', ajustar(nuevos)));
        await queryRunner.query(funcion('clientes_cobros_restar', ajustar(viejos)));
        await queryRunner.query(funcion('clientes_cobros_mover', ajustar(`${nuevos} UNION ALL ${viejos}`)));
        await queryRunner.query(funcion('clientes_cobros_vaciar', 'DELETE FROM clientes_cobros'));
        await queryRunner.query(`
      CREATE TRIGGER clientes_cobros_insert AFTER INSERT ON cobros
      REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION clientes_cobros_sumar()`);
        await queryRunner.query(`
      CREATE TRIGGER clientes_cobros_update AFTER UPDATE ON cobros
      REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION clientes_cobros_mover()`);
        await queryRunner.query(`
      CREATE TRIGGER clientes_cobros_delete AFTER DELETE ON cobros
      REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION clientes_cobros_restar()`);
        await queryRunner.query(`
      CREATE TRIGGER clientes_cobros_truncate AFTER TRUNCATE ON cobros
      FOR EACH STATEMENT EXECUTE FUNCTION clientes_cobros_vaciar()`);
        // Recuento desde cero: llena la tabla con los cobros que ya existen, y sirve a una carga masiva que corrió sin
        // disparadores (bench/).
        await queryRunner.query(`
      CREATE FUNCTION clientes_cobros_recontar() RETURNS void LANGUAGE sql AS $$
        DELETE FROM clientes_cobros;
        INSERT INTO clientes_cobros (cliente_id, cantidad) SELECT cliente_id, count(*) FROM cobros GROUP BY cliente_id;
      $$
    `);
        await queryRunner.query(`SELECT clientes_cobros_recontar()`);
    }
    async down(queryRunner) {
        await queryRunner.query(`DROP TRIGGER IF EXISTS clientes_cobros_truncate ON cobros`);
        await queryRunner.query(`DROP TRIGGER IF EXISTS clientes_cobros_delete ON cobros`);
        await queryRunner.query(`DROP TRIGGER IF EXISTS clientes_cobros_update ON cobros`);
        await queryRunner.query(`DROP TRIGGER IF EXISTS clientes_cobros_insert ON cobros`);
        await queryRunner.query(`DROP FUNCTION IF EXISTS clientes_cobros_recontar()`);
        await queryRunner.query(`DROP FUNCTION IF EXISTS clientes_cobros_vaciar()`);
        await queryRunner.query(`DROP FUNCTION IF EXISTS clientes_cobros_mover()`);
        await queryRunner.query(`DROP FUNCTION IF EXISTS clientes_cobros_restar()`);
        await queryRunner.query(`DROP FUNCTION IF EXISTS clientes_cobros_sumar()`);
        await queryRunner.query(`DROP TABLE IF EXISTS clientes_cobros`);
    }
}
exports.CobrosPorCliente1795350000000 = CobrosPorCliente1795350000000;
//# sourceMappingURL=1795350000000-cobros-por-cliente.js.map