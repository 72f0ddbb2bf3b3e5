import { types } from 'pg';
import type { DataSourceOptions } from 'typeorm';
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
}

/**
 * Opciones de TypeORM compartidas por la aplicación, las pruebas y la CLI. Sólo migraciones: el esquema nunca se
 * sincroniza desde las entidades.
 */
export function opcionesBaseDatos({ url, registrarConsultas = false, maxConexiones = 10 }: OpcionesConexion) {
  return {
    type: 'postgres',
    url,
    synchronize: false,
    migrations: MIGRACIONES,
    migrationsRun: false, // las aplica ejecutarMigraciones (migrar.ts) con un candado entre réplicas
    migrationsTransactionMode: 'all',
    logging: registrarConsultas ? ['query', 'error', 'warn', 'migration'] : false,
    applicationName: 'cartera-api',
    extra: { max: maxConexiones },
  } satisfies DataSourceOptions;
}
