"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ejecutarMigraciones = ejecutarMigraciones;
const typeorm_1 = require("typeorm");
const candados_1 = require("./candados");
/**
 * Aplica las migraciones pendientes en una sola transacción. Un candado consultivo de sesión hace esperar a las
 * demás réplicas que arrancan a la vez, que luego no encuentran nada pendiente.
 */
async function ejecutarMigraciones(dataSource) {
    const queryRunner = dataSource.createQueryRunner();
    await queryRunner.connect();
    try {
        // Una migración sobre muchos datos puede tardar más que el statement_timeout de las peticiones, y las demás
        // réplicas esperan el candado lo que haga falta.
        await queryRunner.query('SET statement_timeout = 0');
        await queryRunner.query('SET lock_timeout = 0');
        await queryRunner.query('SET idle_in_transaction_session_timeout = 0');
        await queryRunner.query('SELECT pg_advisory_lock($1)', [candados_1.CANDADOS.migraciones]);
        try {
            const ejecutor = new typeorm_1.MigrationExecutor(dataSource, queryRunner);
            ejecutor.transaction = 'all';
            const aplicadas = await ejecutor.executePendingMigrations();
            return aplicadas.map((migracion) => migracion.name);
        }
        finally {
            await queryRunner.query('SELECT pg_advisory_unlock($1)', [candados_1.CANDADOS.migraciones]);
        }
    }
    finally {
        await queryRunner.query('RESET ALL').catch(() => undefined);
        await queryRunner.release();
    }
}
//# sourceMappingURL=migrar.js.map