// Dónde está el PostgreSQL de las pruebas y cómo se llama la base plantilla. global-setup lo escribe; cada
// archivo de pruebas lo lee para crear su propia base a partir de la plantilla.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { puertoLibre as puertoDeLosScripts } from '../../../scripts/lib/puertos.mjs';

export const RAIZ_REPOSITORIO = path.resolve(__dirname, '..', '..', '..');
// Carpeta y puerto propios de cada corrida: varias corridas a la vez (dos terminales, CI y desarrollo) no se pisan.
export const PREFIJO_PG_PRUEBAS = 'test-pg-';
export const CARPETA_PG_PRUEBAS = path.join(RAIZ_REPOSITORIO, '.data', `${PREFIJO_PG_PRUEBAS}${process.pid}`);
/** Puerto preferido del PostgreSQL de pruebas; si está ocupado (otra corrida a la vez), uno libre cualquiera. */
export const PUERTO_PG_PRUEBAS = 54330;
export const BASE_PLANTILLA = 'cartera_plantilla_pruebas';
export const ARCHIVO_CONEXION = path.join(CARPETA_PG_PRUEBAS, 'conexion.json');
export const VARIABLE_CONEXION = 'CARTERA_PRUEBAS_CONEXION';
/** Donde global-setup deja la instancia embebida para que global-teardown la detenga (mismo proceso). */
export const CLAVE_GLOBAL = '__carteraPostgresPruebas';

export interface ConexionPruebas {
  /** Base desde la que se crean y borran las demás. */
  urlMantenimiento: string;
  plantilla: string;
  /** La carpeta de la corrida (se borra al terminar): lo que los archivos de pruebas comparten, p. ej. openapi.json. */
  carpeta?: string;
}

export function leerConexionPruebas(): ConexionPruebas {
  const texto = process.env[VARIABLE_CONEXION] ?? readFileSync(ARCHIVO_CONEXION, 'utf8');
  return JSON.parse(texto) as ConexionPruebas;
}

/** La misma URL apuntando a otra base. */
export function urlDeBase(url: string, base: string): string {
  const destino = new URL(url);
  destino.pathname = `/${encodeURIComponent(base)}`;
  return destino.toString();
}

/** `preferido` si está libre en 127.0.0.1; si no (o sin preferencia), uno libre fuera del rango efímero. */
export async function puertoLibre(preferido = 0): Promise<number> {
  if (preferido) {
    try {
      return await puertoDeLosScripts(preferido);
    } catch {
      // Ocupado (otra corrida a la vez): cualquiera libre.
    }
  }
  return puertoDeLosScripts();
}

/** Una consulta en una sesión propia sobre la base de `url` (crear o borrar bases, leer lo que dejó otro proceso). */
export async function consultarBase<T>(url: string, sql: string): Promise<T[]> {
  const cliente = new Client({ connectionString: url });
  await cliente.connect();
  try {
    return (await cliente.query(sql)).rows as T[];
  } finally {
    await cliente.end();
  }
}
