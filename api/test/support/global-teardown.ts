import { rm } from 'node:fs/promises';
import type { PostgresEmbebido } from '../../src/database/embedded';
import { CARPETA_PG_PRUEBAS, CLAVE_GLOBAL } from './entorno';

export default async function globalTeardown(): Promise<void> {
  const postgres = (globalThis as Record<string, unknown>)[CLAVE_GLOBAL] as PostgresEmbebido | undefined;
  if (!postgres) return;
  await postgres.detener();
  await rm(CARPETA_PG_PRUEBAS, { recursive: true, force: true });
}
