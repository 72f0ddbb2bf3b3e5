import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * La política de `contabilidad_asientos` (1795362800000) deja ver un comprobante en la transacción que lo escribe
 * comparando con `pg_current_xact_id_if_assigned()`, que PostgreSQL marca PARALLEL UNSAFE: toda consulta que nombra
 * los comprobantes corría en un solo proceso, también la del administrador (`'todas'`) y la verificación del libro,
 * que lee millones de filas. La misma lectura pasa por `cartera_transaccion_propia()`, una función plpgsql (no se
 * expande en el plan) declarada PARALLEL SAFE: leer el id de la transacción no cambia nada, y un proceso paralelo
 * recibe el de la transacción de quien lo lanzó (docs/decisiones/rol-de-la-api-y-alcance.md).
 */
export class AsientosSinFrenoAlParalelo1795363500000 implements MigrationInterface {
  name = 'AsientosSinFrenoAlParalelo1795363500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION cartera_transaccion_propia() RETURNS xid8
      LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
      BEGIN
        RETURN pg_current_xact_id_if_assigned();
      END
    $$`);
    await queryRunner.query(politicaDeLosAsientos('(SELECT cartera_transaccion_propia())'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(politicaDeLosAsientos('(SELECT pg_current_xact_id_if_assigned())'));
    await queryRunner.query(`DROP FUNCTION cartera_transaccion_propia()`);
  }
}

/** La política de 1795362800000 con otra lectura de la transacción en curso. */
function politicaDeLosAsientos(transaccionEnCurso: string): string {
  return `ALTER POLICY por_oficina ON contabilidad_asientos USING (
    (SELECT current_setting('app.oficinas', true)) = 'todas'
    OR transaccion = ${transaccionEnCurso}
    OR EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.asiento_id = contabilidad_asientos.id)
  ) WITH CHECK ((SELECT current_setting('app.oficinas', true)) <> '')`;
}
