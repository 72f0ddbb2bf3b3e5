// Piezas compartidas por bench/prestamos.mjs y bench/cobros.mjs: arrancar la API construida sobre un PostgreSQL
// embebido desechable, cargar una cartera grande con INSERT … SELECT generate_series y medir p50/p95.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { memoriaParaLaApi } from '../scripts/lib/memoria-api.mjs';
import { puertoLibre } from '../scripts/lib/puertos.mjs';
import { iniciarSesion, tokenVigente } from './lib/sesion.mjs';

export { iniciarSesion, tokenVigente };

export { puertoLibre };

/* global performance -- Node 20 */

export const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** El portal construido que sirve la API de los benches del navegador (BENCH_PORTAL_DIR: otro). */
export const PORTAL_DIR = path.resolve(process.env.BENCH_PORTAL_DIR ?? path.join(RAIZ, 'dist', 'portal'));
// BENCH_API_MAIN: otro main.js compilado (p. ej. una copia que otra compilación no borre a mitad de la medida).
const API_MAIN = process.env.BENCH_API_MAIN ?? path.join(RAIZ, 'api', 'dist', 'main.js');
export const ADMIN = { email: 'bench.admin@cartera.local', password: 'clave-de-benchmark-123' };
export const COBRADOR = { email: 'bench.cobrador@cartera.local', password: 'clave-de-benchmark-123' };
/** Cobradores de la carga: 50.000 clientes entre 100 cobradores son 500 clientes cada uno (BENCH_COBRADORES). */
export const COBRADORES = Number(process.env.BENCH_COBRADORES ?? 100);

/**
 * Los tamaños de una corrida: BENCH_CLIENTES, BENCH_PRESTAMOS, BENCH_COBROS y BENCH_N, o los de cada benchmark
 * (`porDefecto`), o los de la cartera de referencia (50.000 clientes, 300.000 préstamos, 1.000.000 de cobros, 100
 * peticiones por caso).
 */
export function tamanosDeLaCorrida(porDefecto = {}) {
  const tamano = (variable, clave, referencia) => Number(process.env[variable] ?? porDefecto[clave] ?? referencia);
  return {
    CLIENTES: tamano('BENCH_CLIENTES', 'clientes', 50_000),
    PRESTAMOS: tamano('BENCH_PRESTAMOS', 'prestamos', 300_000),
    COBROS: tamano('BENCH_COBROS', 'cobros', 1_000_000),
    N: tamano('BENCH_N', 'n', 100),
  };
}

/** Corre el benchmark `principal`: un error se dice en una línea y la salida es 1 (sin cortar lo que falte cerrar). */
export function correr(principal) {
  principal().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

export function percentil(valores, p) {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)];
}

export const ms = (valor) => `${valor.toFixed(1)} ms`;
export const miles = (valor) => Number(valor).toLocaleString('es-CO');

/** Hoy en Bogotá, 'YYYY-MM-DD'. */
export function hoyBogota() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
}

/**
 * La API barre la cartera al arrancar (barrido/barrido.service.ts, por lotes, con un candado consultivo): medir
 * mientras barre mediría el barrido. Espera a que el candado se suelte y la API no tenga consultas en curso.
 */
export async function esperarBarrido(url) {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const limite = Date.now() + 180_000;
    let quietas = 0;
    while (quietas < 3) {
      const { rows } = await cliente.query(
        `SELECT (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND classid = 25185 AND objid = 1919052143)::int
              + (SELECT count(*) FROM pg_stat_activity WHERE application_name = 'cartera-api' AND state = 'active')::int AS ocupadas`,
      );
      quietas = rows[0].ocupadas === 0 ? quietas + 1 : 0;
      if (Date.now() > limite) throw new Error('El barrido de arranque no terminó en 180 s.');
      await esperar(300);
    }
  } finally {
    await cliente.end();
  }
}

/**
 * Cómo se detiene la API que arrancó un benchmark: SIGTERM (SIGKILL si en 30 s no terminó) y su DATA_DIR se borra.
 * También con Ctrl-C, que termina el benchmark con 130.
 */
export function detenerAlTerminar(api, dataDir) {
  const detener = async () => {
    if (api.exitCode === null && api.signalCode === null) {
      const fin = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await Promise.race([fin, esperar(30_000).then(() => api.kill('SIGKILL'))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void detener().then(() => process.exit(130)));
  return detener;
}

/**
 * Arranca `node api/dist/main.js` en un DATA_DIR propio (.data/<nombre>-<pid>, se borra al terminar) y puertos
 * libres, sin datos de demostración y con un admin de ADMIN_EMAIL/ADMIN_PASSWORD. Con BENCH_DATABASE_URL usa esa
 * base (vacía y desechable), y con la memoria de la imagen de la API (MALLOC_ARENA_MAX y el tope del heap de V8 en
 * NODE_OPTIONS, scripts/lib/memoria-api.mjs). `entorno` añade o cambia variables (p. ej. PORTAL_DIR para servir el
 * portal).
 */
export async function arrancarApi(nombre, entorno = {}, principal = API_MAIN) {
  if (!fs.existsSync(principal)) throw new Error(`Falta ${principal}: ejecute npm run build antes del benchmark.`);
  const dataDir = path.join(RAIZ, '.data', `${nombre}-${process.pid}`);
  const puerto = await puertoLibre();
  const url = `http://127.0.0.1:${puerto}`;
  const externa = entorno.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
  const env = { ...process.env };
  for (const variable of ['DATABASE_URL', 'NODE_ENV', 'CORS_ORIGINS', 'PORTAL_DIR']) delete env[variable];
  Object.assign(env, {
    PORT: String(puerto),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await puertoLibre()),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DEMO_DATA: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // Como la imagen de la API (infra/docker/api.Dockerfile): la memoria que se mide es la de producción.
    ...memoriaParaLaApi(process.env),
    ...(externa ? { DATABASE_URL: externa } : {}),
    ...entorno,
  });
  fs.mkdirSync(dataDir, { recursive: true });
  const registro = path.join(dataDir, 'api.log');
  const salida = fs.openSync(registro, 'w');
  const api = spawn(process.execPath, [principal], { cwd: RAIZ, env, stdio: ['ignore', salida, salida] });
  fs.closeSync(salida);

  const detener = detenerAlTerminar(api, dataDir);

  const limite = Date.now() + 120_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`La API terminó al arrancar (código ${api.exitCode}); ver ${registro}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // Todavía no escucha.
    }
    if (Date.now() > limite) throw new Error(`La API no estuvo lista en 120 s; ver ${registro}`);
    await esperar(250);
  }
  const urlBase =
    externa ??
    `postgres://postgres:${encodeURIComponent(fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim())}@127.0.0.1:${env.EMBEDDED_PG_PORT}/cartera`;
  return { url, urlBase, detener, dataDir, pid: api.pid };
}

/**
 * Una petición a la API con sesión (renovada cuando el token pasa de 10 minutos: lib/sesion.mjs); lanza si no es 2xx.
 * Cada escritura lleva una Idempotency-Key nueva, como las del portal: las de dinero la exigen.
 */
export async function pedir(url, token, metodo, ruta, cuerpo) {
  const respuesta = await fetch(`${url}/api${ruta}`, {
    method: metodo,
    headers: {
      authorization: `Bearer ${await tokenVigente(token)}`,
      ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }),
      ...(metodo === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
    },
    body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
  });
  const json = await respuesta.json();
  if (!respuesta.ok) throw new Error(`${metodo} ${ruta}: ${respuesta.status} ${json.message}`);
  return json;
}


/** Mide `n` ejecuciones seguidas de `fn(i)` (tras `calentar` ejecuciones que no cuentan). */
export async function medir(n, fn, calentar = 3) {
  for (let i = 0; i < calentar; i += 1) await fn(i);
  const tiempos = [];
  for (let i = 0; i < n; i += 1) {
    const inicio = performance.now();
    await fn(i);
    tiempos.push(performance.now() - inicio);
  }
  return { p50: percentil(tiempos, 50), p95: percentil(tiempos, 95) };
}

/**
 * Lo que cuesta cualquier petición en este momento (GET /api/health, sin base ni sesión) y la carga de la máquina:
 * con 2 núcleos compartidos, las cifras sólo se comparan con esta referencia al lado.
 */
export async function referencia(url) {
  const { p50, p95 } = await medir(100, () => fetch(`${url}/api/health`).then((r) => r.json()));
  console.log(`  ${'referencia: GET /api/health'.padEnd(46)} p50 ${ms(p50).padStart(9)}   p95 ${ms(p95).padStart(9)}`);
}

export function cargaMaquina() {
  const [uno, cinco, quince] = os.loadavg();
  console.log(`\nCarga de la máquina (loadavg 1/5/15 min, ${os.cpus().length} núcleos): ${uno.toFixed(2)} / ${cinco.toFixed(2)} / ${quince.toFixed(2)}`);
}

export function imprimir(nombre, { p50, p95 }, objetivo) {
  const cumple = p95 <= objetivo;
  console.log(`  ${nombre.padEnd(46)} p50 ${ms(p50).padStart(9)}   p95 ${ms(p95).padStart(9)}   ${cumple ? 'cumple' : 'NO CUMPLE'} (≤ ${objetivo} ms)`);
  return cumple;
}

// La carga de una cartera grande y del libro mayor, y las muestras de ella: lib/carga-cartera.mjs.
export { cargarCartera, muestras, crearCobradorConCartera, cargarLibroMayor } from './lib/carga-cartera.mjs';
