"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ProximaCuota1795350100000 = void 0;
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
class ProximaCuota1795350100000 {
    name = 'ProximaCuota1795350100000';
    async up(queryRunner) {
        await queryRunner.query(`ALTER TABLE prestamos ADD COLUMN proxima_fecha date NULL`);
        await queryRunner.query(`
      UPDATE prestamos p SET proxima_fecha = c.proxima
      FROM (
        SELECT prestamo_id, min(fecha_programada) AS proxima
        FROM cuotas WHERE estado IN ('pendiente', 'parcial')
        GROUP BY prestamo_id
      ) c
      WHERE c.prestamo_id = p.id AND p.estado NOT IN ('cancelado', 'reenganchado')
    `);
        await queryRunner.query(`CREATE INDEX prestamos_proxima_fecha_idx ON prestamos (proxima_fecha) WHERE proxima_fecha IS NOT NULL`);
        await queryRunner.query(`DROP INDEX cuotas_por_cobrar_idx`);
        await queryRunner.query(`
      CREATE INDEX cuotas_vencidas_idx ON cuotas (fecha_programada) INCLUDE (prestamo_id) WHERE estado = 'vencida'
    `);
    }
    async down(queryRunner) {
        await queryRunner.query(`DROP INDEX IF EXISTS cuotas_vencidas_idx`);
        await queryRunner.query(`
      CREATE INDEX cuotas_por_cobrar_idx ON cuotas (fecha_programada) INCLUDE (prestamo_id)
      WHERE estado IN ('pendiente', 'parcial', 'vencida')
    `);
        await queryRunner.query(`DROP INDEX IF EXISTS prestamos_proxima_fecha_idx`);
        await queryRunner.query(`ALTER TABLE prestamos DROP COLUMN IF EXISTS proxima_fecha`);
    }
}
exports.ProximaCuota1795350100000 = ProximaCuota1795350100000;
//# sourceMappingURL=1795350100000-proxima-cuota.js.map