"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.opcionesDeSesion = opcionesDeSesion;
exports.opcionesBaseDatos = opcionesBaseDatos;
const pg_1 = require("pg");
const migrations_1 = require("./migrations");
// Las fechas de negocio (tipo date) viajan como texto 'YYYY-MM-DD': convertirlas a Date las correría de día
// según la zona horaria del servidor.
const OID_DATE = 1082;
pg_1.types.setTypeParser(OID_DATE, (valor) => valor);
/**
 * Opciones de arranque de cada conexión: PostgreSQL corta una consulta que tarda demasiado (57014), una espera
 * de candado (55P03) o una transacción abierta y ociosa (25P03) en vez de dejar colgadas las demás peticiones.
 */
function opcionesDeSesion(limites) {
    return [
        `-c statement_timeout=${limites.statementTimeoutMs}`,
        `-c lock_timeout=${limites.lockTimeoutMs}`,
        `-c idle_in_transaction_session_timeout=${limites.idleInTransactionTimeoutMs}`,
    ].join(' ');
}
/**
 * Opciones de TypeORM compartidas por la aplicación, las pruebas y la CLI. Sólo migraciones: el esquema nunca se
 * sincroniza desde las entidades.
 */
function opcionesBaseDatos({ url, registrarConsultas = false, maxConexiones = 10, limites, }) {
    return {
        type: 'postgres',
        url,
        synchronize: false,
        migrations: migrations_1.MIGRACIONES,
        migrationsRun: false, // las aplica ejecutarMigraciones (migrar.ts) con un candado entre réplicas
        migrationsTransactionMode: 'all',
        logging: registrarConsultas ? ['query', 'error', 'warn', 'migration'] : false,
        applicationName: 'cartera-api',
        extra: limites
            ? {
                max: maxConexiones,
                options: opcionesDeSesion(limites),
                // pg-pool: también es la espera máxima por una conexión libre cuando el pool está lleno.
                connectionTimeoutMillis: limites.esperaConexionMs,
            }
            : { max: maxConexiones },
    };
}
//# sourceMappingURL=data-source.js.map