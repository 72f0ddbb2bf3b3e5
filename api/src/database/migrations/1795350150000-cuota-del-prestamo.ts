import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `prestamos.cuota_diaria` pasa a ser la cuota del préstamo (docs/decisiones/cuotas-cobros-y-estados.md): el total de la
 * primera cuota de su plan, que es el de todas menos, quizá, la última. Antes se guardaba `round(monto_total / cuotas)`,
 * que en capital_final ninguna cuota pide y en amortizable no coincidía con el plan.
 *
 * Las cuotas NO se tocan (un plan emitido es un contrato): un préstamo con plan toma como cuota el total de su cuota 1
 * tal como se emitió; uno sin plan, la cuota que le dará el motor al generarlo (amortizable e interes_adelantado:
 * ⌊monto_total / cuotas⌋; capital_final: ⌊interes_total / cuotas⌋, o todo con una sola cuota). Sólo se escriben las
 * filas que cambian; `cuota_diaria` no dispara el registro del resumen.
 */
export class CuotaDelPrestamo1795350150000 implements MigrationInterface {
  name = 'CuotaDelPrestamo1795350150000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE prestamos p SET cuota_diaria = c.monto_total
      FROM cuotas c
      WHERE c.prestamo_id = p.id AND c.numero = 1 AND p.plan_generado
        AND p.cuota_diaria IS DISTINCT FROM c.monto_total
    `);
    await queryRunner.query(`
      UPDATE prestamos p SET cuota_diaria = n.cuota
      FROM (
        SELECT id,
               CASE WHEN tipo_amortizacion <> 'capital_final' THEN floor(monto_total / cuotas)
                    WHEN cuotas = 1 THEN monto_total
                    ELSE floor(interes_total / cuotas) END AS cuota
        FROM prestamos WHERE NOT plan_generado
      ) n
      WHERE n.id = p.id AND p.cuota_diaria IS DISTINCT FROM n.cuota
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // La fórmula anterior: el promedio redondeado al peso.
    await queryRunner.query(`UPDATE prestamos SET cuota_diaria = round(monto_total / cuotas)`);
  }
}
