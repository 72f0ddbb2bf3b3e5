import { MigrationInterface, QueryRunner } from 'typeorm';
import { crearRutasParadas } from '../congelado/rutas-paradas';

/**
 * Las paradas de una ruta pasan de una fila por cliente (`rutas_paradas`, con una copia de los datos del cliente y
 * de sus préstamos) a dos arreglos en la fila de la ruta: `cliente_ids`, los clientes en orden de visita, y
 * `prestamo_ids`, los préstamos a cobrar. Generar las rutas de 100 cobradores escribía y borraba 10.000 filas de
 * paradas por vez (≈ 300–450 ms de los ≈ 950 ms de p95, docs/rendimiento.md); ahora escribe 100 filas. Al abrir una
 * ruta, el contacto del cliente, el saldo y los días vencidos se leen de `clientes` y `prestamos`
 * (docs/decisiones/rutas-de-cobro.md).
 */
export class RutasParadasEnArreglos1795352200000 implements MigrationInterface {
  name = 'RutasParadasEnArreglos1795352200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rutas ADD COLUMN cliente_ids uuid[] NOT NULL DEFAULT '{}', ADD COLUMN prestamo_ids uuid[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`
      UPDATE rutas r SET cliente_ids = x.clientes, prestamo_ids = x.prestamos
      FROM (
        SELECT s.ruta_id, array_agg(s.cliente_id ORDER BY s.orden) AS clientes,
               (SELECT array_agg(u.id) FROM rutas_paradas s2 CROSS JOIN LATERAL unnest(s2.prestamo_ids) AS u(id)
                WHERE s2.ruta_id = s.ruta_id) AS prestamos
        FROM rutas_paradas s GROUP BY s.ruta_id
      ) x
      WHERE x.ruta_id = r.id
    `);
    // Una ruta guardada sin paradas (o con paradas incompletas) no se puede abrir bien: se corrige su resumen.
    await queryRunner.query(`
      UPDATE rutas SET cantidad_clientes = cardinality(cliente_ids), cantidad_prestamos = cardinality(prestamo_ids)
      WHERE cantidad_clientes <> cardinality(cliente_ids) OR cantidad_prestamos <> cardinality(prestamo_ids)
    `);
    await queryRunner.query(`ALTER TABLE rutas ALTER COLUMN cliente_ids DROP DEFAULT, ALTER COLUMN prestamo_ids DROP DEFAULT`);
    await queryRunner.query(`
      ALTER TABLE rutas ADD CONSTRAINT rutas_paradas_cantidades_check
        CHECK (cardinality(cliente_ids) = cantidad_clientes AND cardinality(prestamo_ids) = cantidad_prestamos)
    `);
    await queryRunner.query(`DROP TRIGGER rutas_paradas_borrar ON rutas`);
    await queryRunner.query(`DROP FUNCTION rutas_paradas_borrar()`);
    await queryRunner.query(`DROP TABLE rutas_paradas`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await crearRutasParadas(queryRunner);
    // Las paradas se vuelven a armar con los datos de hoy de los clientes y de los préstamos de cada ruta.
    await queryRunner.query(`
      INSERT INTO rutas_paradas (ruta_id, orden, cliente_id, nombre, telefono, direccion, barrio, ciudad, latitud, longitud,
                                 saldo_pendiente, dias_vencido, prestamo_ids, prestamo_numeros, prestamo_estados,
                                 prestamo_dias, prestamo_saldos)
      SELECT r.id, k.orden, c.id, c.nombre, c.telefono, c.direccion, c.barrio, c.ciudad, c.latitud, c.longitud,
             l.saldo, l.dias_max, l.ids, l.numeros, l.estados, l.dias, l.saldos
      FROM rutas r
      CROSS JOIN LATERAL unnest(r.cliente_ids) WITH ORDINALITY AS k(cliente_id, orden)
      JOIN clientes c ON c.id = k.cliente_id
      CROSS JOIN LATERAL (
        SELECT array_agg(p.id ORDER BY d.dias DESC, p.numero) AS ids, array_agg(p.numero ORDER BY d.dias DESC, p.numero) AS numeros,
               array_agg(p.estado ORDER BY d.dias DESC, p.numero) AS estados,
               array_agg(d.dias ORDER BY d.dias DESC, p.numero) AS dias,
               array_agg(p.saldo_pendiente ORDER BY d.dias DESC, p.numero) AS saldos,
               sum(p.saldo_pendiente) AS saldo, max(d.dias) AS dias_max
        FROM prestamos p
        CROSS JOIN LATERAL (SELECT CASE WHEN p.primera_impaga < r.fecha THEN r.fecha - p.primera_impaga ELSE 0 END AS dias) d
        WHERE p.id = ANY (r.prestamo_ids) AND p.cliente_id = c.id
      ) l
      WHERE l.ids IS NOT NULL
    `);
    await queryRunner.query(`ALTER TABLE rutas DROP CONSTRAINT rutas_paradas_cantidades_check`);
    await queryRunner.query(`ALTER TABLE rutas DROP COLUMN cliente_ids, DROP COLUMN prestamo_ids`);
  }
}
