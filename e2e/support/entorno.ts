// Where the portal under test runs: its own port, database port and data folder, so the browser tests never
// touch the data of `npm start` (3000, 54329, .data/) nor the API tests' database.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export const RAIZ = path.resolve(__dirname, '..', '..');
/** 3100 and 54331 unless E2E_PORT / E2E_PG_PORT say otherwise (two checkouts testing side by side). */
export const PUERTO = Number(process.env.E2E_PORT || 3100);
export const PUERTO_POSTGRES = Number(process.env.E2E_PG_PORT || 54331);
export const URL_BASE = `http://127.0.0.1:${PUERTO}`;
/** With E2E_PORT, a run of its own beside another (npm test runs Mi Ruta's working day apart): its own data and pid. */
const SUFIJO = process.env.E2E_PORT ? `-${PUERTO}` : '';
export const DATA_DIR = path.join(RAIZ, '.data', `e2e${SUFIJO}`);
export const PORTAL_DIR = path.join(RAIZ, 'dist', 'portal');
export const API_MAIN = path.join(RAIZ, 'api', 'dist', 'main.js');
export const ARTEFACTOS = path.join(RAIZ, 'e2e', 'artifacts');
/** The API's output during the run, kept for when something fails. */
export const REGISTRO_API = path.join(ARTEFACTOS, `api${SUFIJO}.log`);
/** Pid of the API started by the global setup, so a run that died half-way can be cleaned up by the next one. */
export const ARCHIVO_PID = path.join(RAIZ, '.data', `e2e${SUFIJO}.pid`);

export interface Cuenta {
  email: string;
  password: string;
}

/** Demo accounts loaded into an empty database (docs/decisiones/datos-de-demostracion.md). */
export const CUENTAS: Readonly<Record<'admin' | 'gerente' | 'cobrador', Cuenta>> = {
  admin: { email: 'admin@cartera.local', password: 'cartera123' },
  gerente: { email: 'gerente@cartera.local', password: 'cartera123' },
  cobrador: { email: 'cobrador1@cartera.local', password: 'cartera123' },
};

/**
 * The environment of an API the browser tests start: the same start as `npm start`, on the tests' own ports and data,
 * never an external database unless `propio` names one, and no scheduled task of pg-boss (a backup or a cash reminder
 * would mix with what the tests check). `propio` adds or replaces variables.
 */
export function entornoDeApi(propio: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const variable of [
    'DATABASE_URL',
    'DATABASE_URL_API',
    'NODE_ENV',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'DEMO_DATA',
    'CORS_ORIGINS',
    'PUBLIC_URL',
    'JWT_EXPIRES_IN',
  ]) {
    delete env[variable];
  }
  return {
    ...env,
    HOST: '127.0.0.1',
    PORTAL_DIR,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    LOG_LEVEL: 'warn',
    TAREAS_PROGRAMADAS: '0',
    ...propio,
  };
}
