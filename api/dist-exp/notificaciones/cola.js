"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ESQUEMA_COLA = exports.COLA_RECORDATORIOS = exports.COLA_ENVIOS = void 0;
exports.dbDeTransaccion = dbDeTransaccion;
/** Cola de entregas: un trabajo por destinatario, con el id del destinatario como id del trabajo. */
exports.COLA_ENVIOS = 'notificaciones-envios';
/** Trabajo diario (cron de pg-boss) que encola los recordatorios de las cuotas que vencen mañana. */
exports.COLA_RECORDATORIOS = 'notificaciones-recordatorios';
exports.ESQUEMA_COLA = 'pgboss';
/**
 * pg-boss sobre la conexión de la transacción de TypeORM: lo que pg-boss escriba (los trabajos) se confirma o se
 * deshace junto con la escritura de negocio. Así un mensaje se encola exactamente una vez.
 */
async function dbDeTransaccion(manager) {
    const queryRunner = manager.queryRunner;
    if (!queryRunner?.isTransactionActive)
        throw new Error('Encolar notificaciones exige una transacción abierta');
    const cliente = (await queryRunner.connect());
    return { executeSql: async (text, values) => ({ rows: (await cliente.query(text, values)).rows }) };
}
//# sourceMappingURL=cola.js.map