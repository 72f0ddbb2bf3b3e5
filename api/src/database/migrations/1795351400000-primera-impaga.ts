import { MigrationInterface, QueryRunner } from 'typeorm';
import { llenarConPrimeraCuota } from '../congelado/sql-comun';

/**
 * `prestamos.primera_impaga`: la fecha de la cuota impaga más antigua del préstamo (`min(fecha_programada)` de sus
 * cuotas pendiente, parcial o vencida; NULL si no debe ninguna, también los cancelados y reenganchados, cuyas cuotas
 * abiertas quedan anuladas o refinanciadas). El libro la deja exacta en cada recálculo (pagar, revertir, editar o
 * borrar un cobro, generar o rehacer el plan, reenganche), la cancelación la pone en NULL y el barrido la repasa.
 *
 * Para qué: el reporte de morosos (días de atraso = hoy − primera_impaga, aging por préstamo, PAR30/PAR90) lee sólo
 * préstamos por este índice parcial en vez de agrupar por préstamo todas las cuotas atrasadas de la cartera.
 * `proxima_fecha` no sirve para esto: es la primera cuota aún no marcada vencida (la que busca el barrido).
 *
 * El índice va en el orden de la lista de morosos (más días de atraso primero, después id) y lleva el saldo, así el
 * resumen y la página salen sólo del índice.
 */
export class PrimeraImpaga1795351400000 implements MigrationInterface {
  name = 'PrimeraImpaga1795351400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE prestamos ADD COLUMN primera_impaga date NULL`);
    await queryRunner.query(
      llenarConPrimeraCuota('primera_impaga', 'primera', `'pendiente', 'parcial', 'vencida'`),
    );
    await queryRunner.query(`
      CREATE INDEX prestamos_primera_impaga_idx ON prestamos (primera_impaga, id) INCLUDE (saldo_pendiente)
      WHERE primera_impaga IS NOT NULL AND estado IN ('activo', 'mora', 'vencido')
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS prestamos_primera_impaga_idx`);
    await queryRunner.query(`ALTER TABLE prestamos DROP COLUMN IF EXISTS primera_impaga`);
  }
}
