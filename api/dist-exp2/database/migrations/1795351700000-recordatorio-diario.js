"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RecordatorioDiario1795351700000 = void 0;
/**
 * El recordatorio diario de cuotas es **un mensaje por corrida** con un destinatario por cuota (antes, un mensaje por
 * cuota: 100.000 filas de historial por día que tapaban los demás mensajes y costaban la mitad del encolado). Lo que
 * impide recordar dos veces la misma cuota pasa del mensaje al destinatario: `clave_origen` (`recordatorio:<cuota>`)
 * con un índice único parcial.
 */
class RecordatorioDiario1795351700000 {
    name = 'RecordatorioDiario1795351700000';
    async up(queryRunner) {
        await queryRunner.query(`ALTER TABLE notificaciones_destinatarios ADD COLUMN clave_origen text NULL`);
        // Los recordatorios ya encolados (un mensaje por cuota) conservan su clave en el destinatario.
        await queryRunner.query(`
      UPDATE notificaciones_destinatarios d SET clave_origen = n.clave_origen
      FROM notificaciones n
      WHERE n.id = d.notificacion_id AND n.origen = 'recordatorio_cuota' AND n.clave_origen IS NOT NULL
    `);
        await queryRunner.query(`
      CREATE UNIQUE INDEX notificaciones_destinatarios_clave_origen_key ON notificaciones_destinatarios (clave_origen)
      WHERE clave_origen IS NOT NULL
    `);
    }
    async down(queryRunner) {
        await queryRunner.query(`DROP INDEX IF EXISTS notificaciones_destinatarios_clave_origen_key`);
        await queryRunner.query(`ALTER TABLE notificaciones_destinatarios DROP COLUMN IF EXISTS clave_origen`);
    }
}
exports.RecordatorioDiario1795351700000 = RecordatorioDiario1795351700000;
//# sourceMappingURL=1795351700000-recordatorio-diario.js.map