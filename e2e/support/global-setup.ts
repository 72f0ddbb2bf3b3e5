// Starts the real portal once for all browser tests: `node api/dist/main.js` serving dist/portal, on a fresh
// embedded PostgreSQL (DATA_DIR wiped, so the demo data is loaded again), and waits until it is ready. Meanwhile it
// launches the run's Chromium, which every test file connects to (navegador.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import type { BrowserServer } from 'playwright-core';
import {
  API_MAIN,
  ARCHIVO_PID,
  ARTEFACTOS,
  DATA_DIR,
  entornoDeApi,
  PORTAL_DIR,
  PUERTO,
  PUERTO_POSTGRES,
  RAIZ,
  REGISTRO_API,
  URL_BASE,
} from './entorno';
import { lanzarChromiumCompartido, VARIABLE_CHROMIUM } from './navegador';

const ESPERA_MAXIMA_MS = 120_000;

declare global {
  var __carteraE2eApi: ChildProcess | undefined;
  var __carteraE2eChromium: BrowserServer | undefined;
}

function procesoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function esperarFin(pid: number, ms: number): Promise<boolean> {
  const limite = Date.now() + ms;
  while (Date.now() < limite) {
    if (!procesoVivo(pid)) return true;
    await esperar(200);
  }
  return !procesoVivo(pid);
}

/** A previous run that died before its teardown may have left its API (and that API's postgres) running. */
async function detenerRestos(): Promise<void> {
  const pidApi = Number(fs.existsSync(ARCHIVO_PID) ? fs.readFileSync(ARCHIVO_PID, 'utf8') : NaN);
  if (Number.isInteger(pidApi) && pidApi > 0 && procesoVivo(pidApi)) {
    const comando = fs.existsSync(`/proc/${pidApi}/cmdline`)
      ? fs.readFileSync(`/proc/${pidApi}/cmdline`, 'utf8')
      : '';
    if (comando.includes(API_MAIN)) {
      process.kill(pidApi, 'SIGTERM');
      if (!(await esperarFin(pidApi, 20_000))) process.kill(pidApi, 'SIGKILL');
    }
  }
  fs.rmSync(ARCHIVO_PID, { force: true });

  const pidFile = path.join(DATA_DIR, 'postgres', 'postmaster.pid');
  const pidPostgres = Number(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n')[0] : NaN);
  if (Number.isInteger(pidPostgres) && pidPostgres > 0 && procesoVivo(pidPostgres)) {
    process.kill(pidPostgres, 'SIGINT'); // fast shutdown
    if (!(await esperarFin(pidPostgres, 15_000))) process.kill(pidPostgres, 'SIGKILL');
  }
}

function puertoLibre(puerto: number): Promise<boolean> {
  return new Promise((resolve) => {
    const servidor = net.createServer();
    servidor.once('error', () => resolve(false));
    servidor.listen(puerto, '127.0.0.1', () => servidor.close(() => resolve(true)));
  });
}

function ultimasLineas(archivo: string, cantidad = 40): string {
  if (!fs.existsSync(archivo)) return '(sin salida)';
  return fs.readFileSync(archivo, 'utf8').trimEnd().split('\n').slice(-cantidad).join('\n');
}

export default async function globalSetup(): Promise<void> {
  for (const [archivo, como] of [
    [API_MAIN, 'npm run build'],
    [path.join(PORTAL_DIR, 'index.html'), 'npm run build'],
    ['/usr/bin/chromium', 'apt-get install -y chromium (npm test lo instala)'],
  ]) {
    if (!fs.existsSync(archivo))
      throw new Error(`Falta ${archivo}: ejecute ${como} antes de las pruebas de navegador.`);
  }

  await detenerRestos();
  for (const puerto of [PUERTO, PUERTO_POSTGRES]) {
    if (!(await puertoLibre(puerto))) {
      throw new Error(`El puerto ${puerto} está ocupado: las pruebas de navegador lo necesitan libre.`);
    }
  }

  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(ARTEFACTOS, { recursive: true });
  const registro = fs.openSync(REGISTRO_API, 'w');

  const env = entornoDeApi({
    PORT: String(PUERTO),
    EMBEDDED_PG_PORT: String(PUERTO_POSTGRES),
    DATA_DIR,
  });
  const api = spawn(process.execPath, [API_MAIN], { cwd: RAIZ, env, stdio: ['ignore', registro, registro] });
  fs.closeSync(registro);
  globalThis.__carteraE2eApi = api;
  fs.mkdirSync(path.dirname(ARCHIVO_PID), { recursive: true });
  fs.writeFileSync(ARCHIVO_PID, String(api.pid));

  let salida: string | null = null;
  api.once('exit', (codigo, senal) => {
    salida = senal ?? `código ${codigo}`;
  });

  // Chromium starts while the API does; global-teardown.ts closes it.
  const chromium = await lanzarChromiumCompartido();
  globalThis.__carteraE2eChromium = chromium;
  process.env[VARIABLE_CHROMIUM] = chromium.wsEndpoint();

  const limite = Date.now() + ESPERA_MAXIMA_MS;
  while (Date.now() < limite) {
    if (salida !== null) {
      throw new Error(
        `La API terminó al arrancar (${salida}). Últimas líneas de ${REGISTRO_API}:\n${ultimasLineas(REGISTRO_API)}`,
      );
    }
    try {
      const respuesta = await fetch(`${URL_BASE}/api/health/ready`);
      if (respuesta.ok) return;
    } catch {
      // Not listening yet.
    }
    await esperar(250);
  }
  api.kill('SIGTERM');
  throw new Error(
    `La API no estuvo lista en ${ESPERA_MAXIMA_MS / 1000} s (${URL_BASE}/api/health/ready). ` +
      `Últimas líneas de ${REGISTRO_API}:\n${ultimasLineas(REGISTRO_API)}`,
  );
}
