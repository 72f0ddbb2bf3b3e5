import { types } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import { PG_CON_ALCANCE } from './cliente-con-alcance';
import { MIGRACIONES } from './migrations';

// Las fechas de negocio (tipo date) viajan como texto 'YYYY-MM-DD': convertirlas a Date las correría de día
// según la zona horaria del servidor.
const OID_DATE = 1082;
types.setTypeParser(OID_DATE, (valor: string) => valor);

export interface OpcionesConexion {
  url: string;
  /** Registra cada consulta SQL (LOG_LEVEL=debug). */
  registrarConsultas?: boolean;
  /** Conexiones máximas del pool. */
  maxConexiones?: number;
  /** Límites por conexión (ms; 0 = sin límite) y espera máxima por una conexión libre del pool. */
  limites?: LimitesConexion;
  /**
   * La conexión con la que atiende la API: cada transacción lleva el alcance de quien la abre (cliente-con-alcance.ts).
   * Sin esto (el dueño que migra, las plantillas de las pruebas), `pg` tal cual.
   */
  conAlcance?: boolean;
}

export interface LimitesConexion {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  esperaConexionMs: number;
}

/**
 * Opciones de arranque de cada conexión: PostgreSQL corta una consulta que tarda demasiado (57014), una espera
 * de candado (55P03) o una transacción abierta y ociosa (25P03) en vez de dejar colgadas las demás peticiones.
 */
export function opcionesDeSesion(limites: LimitesConexion): string {
  return [
    `-c statement_timeout=${limites.statementTimeoutMs}`,
    `-c lock_timeout=${limites.lockTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${limites.idleInTransactionTimeoutMs}`,
  ].join(' ');
}

/**
 * TCP keepalive en cada conexión: una conexión a un líder que se perdió sin cerrar su socket (la máquina apagada, la
 * red cortada) se descubre muerta a los segundos de quedar ociosa, en vez de a las 2 h del sistema, y el pool la
 * descarta y abre otra hacia el líder nuevo (docs/decisiones/alta-disponibilidad.md).
 */
export const KEEPALIVE = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 } as const;

/**
 * Opciones de TypeORM compartidas por la aplicación, las pruebas y la CLI. Sólo migraciones: el esquema nunca se
 * sincroniza desde las entidades.
 */
export function opcionesBaseDatos({
  url,
  registrarConsultas = false,
  maxConexiones = 10,
  limites,
  conAlcance = false,
}: OpcionesConexion) {
  return {
    type: 'postgres',
    url,
    // La API no instala extensiones (las migraciones, con el dueño, sí): TypeORM ni lo intenta.
    ...(conAlcance ? { driver: PG_CON_ALCANCE, installExtensions: false } : {}),
    synchronize: false,
    migrations: MIGRACIONES,
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
          ...KEEPALIVE,
        }
      : { max: maxConexiones, ...KEEPALIVE },
  } satisfies DataSourceOptions;
}
