// A second API beside the global setup's, on the same database, with other settings (e2e/tests/mi-ruta-dia.test.ts:
// access tokens of 60 s). It serves the same built portal; what one writes the other reads.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import { API_MAIN, ARTEFACTOS, DATA_DIR, entornoDeApi, PUERTO_POSTGRES, RAIZ } from './entorno';

export interface OtraApi {
  url: string;
  detener(): Promise<void>;
}

/** The global setup's embedded PostgreSQL, as a DATABASE_URL (its password is in its data folder). */
function urlBaseCompartida(): string {
  const clave = fs.readFileSync(path.join(DATA_DIR, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(clave)}@127.0.0.1:${PUERTO_POSTGRES}/cartera`;
}

export async function arrancarOtraApi(puerto: number, entorno: Record<string, string>): Promise<OtraApi> {
  const nombre = `api-${puerto}`;
  const dataDir = path.join(RAIZ, '.data', `e2e-${puerto}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(ARTEFACTOS, { recursive: true });
  const registro = path.join(ARTEFACTOS, `${nombre}.log`);
  const salida = fs.openSync(registro, 'w');
  const env = entornoDeApi({
    PORT: String(puerto),
    DATABASE_URL: urlBaseCompartida(),
    DATA_DIR: dataDir,
    ...entorno,
  });
  const api: ChildProcess = spawn(process.execPath, [API_MAIN], {
    cwd: RAIZ,
    env,
    stdio: ['ignore', salida, salida],
  });
  fs.closeSync(salida);
  let fin: string | null = null;
  api.once('exit', (codigo, senal) => {
    fin = senal ?? `código ${codigo}`;
  });
  const url = `http://127.0.0.1:${puerto}`;
  const detener = async () => {
    if (fin !== null) return;
    api.kill('SIGTERM');
    for (let i = 0; i < 100 && fin === null; i++) await esperar(100);
    if (fin === null) api.kill('SIGKILL');
  };
  const limite = Date.now() + 90_000;
  while (Date.now() < limite) {
    if (fin !== null)
      throw new Error(
        `La API ${nombre} terminó al arrancar (${fin}): ${fs.readFileSync(registro, 'utf8').slice(-2000)}`,
      );
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return { url, detener };
    } catch {
      // Not listening yet.
    }
    await esperar(250);
  }
  await detener();
  throw new Error(`La API ${nombre} no estuvo lista en 90 s (${registro})`);
}
