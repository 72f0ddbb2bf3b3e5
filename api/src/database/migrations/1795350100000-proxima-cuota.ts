import { MigrationInterface, QueryRunner } from 'typeorm';
import { llenarConPrimeraCuota } from '../congelado/sql-comun';

/**
 * Las cuotas por vencer ya no van en un índice por fecha. `cuotas_por_cobrar_idx` tenía cada cuota pendiente: generar
 * un plan de 1.000 cuotas diarias escribía 1.000 entradas en 1.000 hojas distintas de un índice de millones (y, tras
 * cada checkpoint, una página completa al WAL por hoja). Ahora:
 *
 * - `cuotas_vencidas_idx` sólo tiene las cuotas `vencida` (el aging y el barrido las cuentan por fecha);
 * - `prestamos.proxima_fecha` es la fecha de la primera cuota que se debe y aún no está marcada vencida (pendiente o
 *   parcial); el recálculo del libro y el barrido la mantienen. Un préstamo con `proxima_fecha < hoy` tiene cuotas
 *   que vencieron desde el último recálculo: el barrido las encuentra por `prestamos_proxima_fecha_idx`, y el aging
 *   las cuenta aunque el barrido todavía no haya pasado.
 */
export class ProximaCuota1795350100000 implements MigrationInterface {
  name = 'ProximaCuota1795350100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE prestamos ADD COLUMN proxima_fecha date NULL`);
    await queryRunner.query(
      llenarConPrimeraCuota(
        'proxima_fecha',
        'proxima',
        `'pendiente', 'parcial'`,
        ` AND p.estado NOT IN ('cancelado', 'reenganchado')`,
      ),
    );
    await queryRunner.query(
      `CREATE INDEX prestamos_proxima_fecha_idx ON prestamos (proxima_fecha) WHERE proxima_fecha IS NOT NULL`,
    );
    await queryRunner.query(`DROP INDEX cuotas_por_cobrar_idx`);
    await queryRunner.query(`
      CREATE INDEX cuotas_vencidas_idx ON cuotas (fecha_programada) INCLUDE (prestamo_id) WHERE estado = 'vencida'
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS cuotas_vencidas_idx`);
    await queryRunner.query(`
      CREATE INDEX cuotas_por_cobrar_idx ON cuotas (fecha_programada) INCLUDE (prestamo_id)
      WHERE estado IN ('pendiente', 'parcial', 'vencida')
    `);
    await queryRunner.query(`DROP INDEX IF EXISTS prestamos_proxima_fecha_idx`);
    await queryRunner.query(`ALTER TABLE prestamos DROP COLUMN IF EXISTS proxima_fecha`);
  }
}
