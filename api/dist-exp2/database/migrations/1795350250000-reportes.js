"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Reportes1795350250000 = void 0;
/**
 * Índices de los reportes (docs/reportes.md): las sumas por día, por cobrador y por origen de los cobros de un rango
 * y las de los préstamos creados en un rango se leen sólo del índice (index-only scan), sin visitar cada fila de la
 * tabla (un mes son ~80.000 de 1.000.000 de cobros repartidos por toda la tabla).
 */
class Reportes1795350250000 {
    name = 'Reportes1795350250000';
    async up(queryRunner) {
        await queryRunner.query(`CREATE INDEX cobros_fecha_reporte_idx ON cobros (fecha) INCLUDE (monto, cobrador_id, origen)`);
        await queryRunner.query(`CREATE INDEX prestamos_fecha_reporte_idx ON prestamos (fecha)
       INCLUDE (estado, monto, monto_refinanciado, monto_total, saldo_pendiente)`);
    }
    async down(queryRunner) {
        await queryRunner.query(`DROP INDEX IF EXISTS prestamos_fecha_reporte_idx`);
        await queryRunner.query(`DROP INDEX IF EXISTS cobros_fecha_reporte_idx`);
    }
}
exports.Reportes1795350250000 = Reportes1795350250000;
//# sourceMappingURL=1795350250000-reportes.js.map