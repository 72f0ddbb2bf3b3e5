// npm run bench:api — how much of PostgreSQL's speed reaches the client: the same queries that GET /api/prestamos,
// /api/clientes, /api/cobros and /api/dashboard/resumen run, sent straight to PostgreSQL with `pg`, and then the
// endpoints through the API, each under 20 concurrent clients for a few seconds; it prints both rates and the ratio
// (issue 14: the API should reach ≥ 50 % of the raw SQL rate).
//
// 1. A throwaway embedded PostgreSQL; the built API (`npm run build` first) on it with LOG_LEVEL=verbose, so TypeORM
//    prints every query with its parameters; a portfolio loaded with generate_series (bench/prestamos-comun.mjs).
// 2. One call per endpoint: the queries it ran (session check included) are read back from the API's log.
// 3. The API again, quiet (LOG_LEVEL=warn, or whatever the environment says: DB_POOL_MAX, WEB_CONCURRENCY…), once
//    its start-up sweep (barrido) is over, and the two measures, each from its own process so neither load client
//    steals the event loop of the other: bench/carga-sql.mjs (one `pg` connection per client, the captured queries
//    as named prepared statements) and bench/carga-http.mjs (keep-alive HTTP). The API's CPU time per request is
//    printed too: on a shared 2-core machine it moves much less than the rates.
//    BENCH_COMPARAR=<otro api/dist/main.js> (y BENCH_COMPARAR_ENTORNO="DB_POOL_MAX=10 …") mide también esa API sobre
//    la misma base, alternada ronda a ronda con la de este árbol: el antes y el después con la misma carga de la
//    máquina. Variables: BENCH_CONCURRENCIA (20), BENCH_SEGUNDOS (8), BENCH_RONDAS (1: alternated rounds, the median is
//    kept), BENCH_SQL_SIN_PREPARAR=1 (raw SQL also without prepared statements), BENCH_CLIENTES, BENCH_PRESTAMOS,
//    BENCH_COBROS. BENCH_POLITICAS=alternar mide también, ronda a ronda, la misma API sobre la misma base con la
//    seguridad por filas apagada (ALTER TABLE … DISABLE ROW LEVEL SECURITY como dueño, y vuelta a prender): lo que
//    cuestan las políticas en PostgreSQL, con el mismo proceso y la misma carga (issue 68, ≤ 10 %).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import os from 'node:os';
import { spawn } from 'node:child_process';
import { ADMIN, RAIZ, arrancarApi, cargarCartera, esperarBarrido, iniciarSesion, miles, puertoLibre } from './prestamos-comun.mjs';
import { escribirCifras, numero } from './cifras.mjs';
import { interruptorDePoliticas } from './lib/politicas.mjs';

const CONCURRENCIA = Number(process.env.BENCH_CONCURRENCIA ?? 20);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 8);
const RONDAS = Number(process.env.BENCH_RONDAS ?? 1);
const SIN_PREPARAR = process.env.BENCH_SQL_SIN_PREPARAR === '1';
const TAMANO = {
  clientes: Number(process.env.BENCH_CLIENTES ?? 50_000),
  prestamos: Number(process.env.BENCH_PRESTAMOS ?? 100_000),
  conCuotas: false,
  cobros: Number(process.env.BENCH_COBROS ?? 300_000),
};
const ENDPOINTS = [
  '/prestamos?page=1&limit=10',
  '/clientes?page=1&limit=10',
  '/cobros?page=1&limit=10',
  '/dashboard/resumen',
];

/** TypeORM's query log: `query: <sql> -- PARAMETERS: [...]`, a statement may span lines. */
export function consultasDelRegistro(texto) {
  const consultas = [];
  for (const trozo of texto.split(/^query: /m).slice(1)) {
    const [sqlYParametros] = trozo.split(/\n(?=\S)/);
    const marca = sqlYParametros.lastIndexOf(' -- PARAMETERS: ');
    const sql = (marca === -1 ? sqlYParametros : sqlYParametros.slice(0, marca)).trim();
    const parametros = marca === -1 ? [] : JSON.parse(sqlYParametros.slice(marca + ' -- PARAMETERS: '.length));
    consultas.push({ sql, parametros });
  }
  return consultas;
}

/** Lo escrito en `archivo` desde el byte `desde` (el tamaño es en bytes: el registro tiene tildes). */
function leerDesde(archivo, desde) {
  return fs.readFileSync(archivo).subarray(desde).toString('utf8');
}

/** Ejecuta un script de bench/ en su propio proceso y devuelve el JSON que imprime. */
function hijo(script, argumentos, entrada) {
  return new Promise((resolver, rechazar) => {
    const proceso = spawn(process.execPath, [path.join(RAIZ, 'bench', script), ...argumentos], { stdio: ['pipe', 'pipe', 'inherit'] });
    let salida = '';
    proceso.stdout.on('data', (datos) => (salida += datos));
    proceso.on('error', rechazar);
    proceso.on('exit', (codigo) => {
      if (codigo !== 0) return rechazar(new Error(`${script} terminó con código ${codigo}`));
      resolver(JSON.parse(salida));
    });
    proceso.stdin.end(entrada ?? '');
  });
}

/** Tiempo de CPU (ms) del proceso `pid` y sus descendientes (los workers de WEB_CONCURRENCY). */
function cpuProcesos(pid) {
  const tic = 1000 / 100; // USER_HZ = 100 en Linux
  const hijos = new Map();
  const tiempos = new Map();
  for (const entrada of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entrada)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entrada}/stat`, 'utf8');
      const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const padre = Number(campos[1]);
      tiempos.set(Number(entrada), (Number(campos[11]) + Number(campos[12])) * tic);
      if (!hijos.has(padre)) hijos.set(padre, []);
      hijos.get(padre).push(Number(entrada));
    } catch {
      // Terminó mientras se leía.
    }
  }
  let total = 0;
  const pendientes = [pid];
  while (pendientes.length) {
    const actual = pendientes.pop();
    total += tiempos.get(actual) ?? 0;
    pendientes.push(...(hijos.get(actual) ?? []).filter((p) => p !== actual));
  }
  return total;
}

const mediana = (valores) => [...valores].sort((a, b) => a - b)[Math.floor(valores.length / 2)];
const carga = () => os.loadavg().map((v) => v.toFixed(2)).join(' / ');

async function main() {
  const require = createRequire(import.meta.url);
  const mainApi = path.join(RAIZ, 'api', 'dist', 'database', 'embedded.js');
  if (!fs.existsSync(mainApi)) throw new Error('Falta api/dist: ejecute npm run build antes del benchmark.');
  const { iniciarPostgresEmbebido } = require(mainApi);
  const dataDir = path.join(RAIZ, '.data', `bench-api-pg-${process.pid}`);
  const postgres = await iniciarPostgresEmbebido({ dataDir, puerto: await puertoLibre(), baseDatos: 'cartera', rapido: true, avisar: () => {} });
  try {
    // 1. API con registro de consultas y la carga.
    let api = await arrancarApi('bench-api-captura', { DATABASE_URL: postgres.url, LOG_LEVEL: 'verbose', WEB_CONCURRENCY: '1' });
    console.log('Carga (INSERT … SELECT generate_series):');
    const tamano = await cargarCartera(postgres.url, TAMANO);
    console.log(`Tamaño: ${miles(tamano.clientes)} clientes, ${miles(tamano.prestamos)} préstamos, ${miles(tamano.cobros)} cobros.`);
    await esperarBarrido(postgres.url);
    let token = await iniciarSesion(api.url, ADMIN);

    // 2. Las consultas de cada endpoint, leídas del registro de la API.
    const registro = path.join(api.dataDir, 'api.log');
    const consultas = {};
    for (const ruta of ENDPOINTS) {
      await fetch(`${api.url}/api${ruta}`, { headers: { authorization: `Bearer ${token}` } }); // caché del plan y de la sesión
      await esperar(200);
      const antes = fs.statSync(registro).size;
      const respuesta = await fetch(`${api.url}/api${ruta}`, { headers: { authorization: `Bearer ${token}` } });
      if (!respuesta.ok) throw new Error(`GET ${ruta}: ${respuesta.status}`);
      await esperar(300);
      consultas[ruta] = consultasDelRegistro(leerDesde(registro, antes));
      if (consultas[ruta].length === 0) throw new Error(`GET ${ruta}: no se leyó ninguna consulta del registro`);
    }
    await api.detener();

    // 3. La API callada, y las dos medidas.
    api = await arrancarApi('bench-api', { DATABASE_URL: postgres.url, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
    const variantes = [{ nombre: 'API', api }];
    if (process.env.BENCH_COMPARAR) {
      const entornoComparada = Object.fromEntries(
        (process.env.BENCH_COMPARAR_ENTORNO ?? '').split(/\s+/).filter(Boolean).map((par) => par.split('=')),
      );
      const comparada = await arrancarApi(
        'bench-api-comparada',
        { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn', ...entornoComparada },
        path.resolve(process.env.BENCH_COMPARAR),
      );
      variantes.push({ nombre: 'comparada', api: comparada });
      console.log(`\nComparada: ${process.env.BENCH_COMPARAR} ${process.env.BENCH_COMPARAR_ENTORNO ?? ''}`);
    }
    const politicas = process.env.BENCH_POLITICAS === 'alternar' ? await interruptorDePoliticas(postgres.url) : null;
    if (politicas) {
      variantes[0].antes = politicas.prender;
      variantes.push({ nombre: 'sin políticas', api, antes: politicas.apagar });
      console.log(`\nSin políticas: la misma API con la seguridad por filas apagada en ${politicas.tablas} tablas, ronda a ronda.`);
    }
    await esperarBarrido(postgres.url);
    for (const variante of variantes) variante.token = await iniciarSesion(variante.api.url, ADMIN);
    token = variantes[0].token;
    const entorno = ['DB_POOL_MAX', 'WEB_CONCURRENCY'].map((v) => `${v}=${process.env[v] ?? '(defecto)'}`).join(' ');
    console.log(`\nCarga de la máquina antes de medir (loadavg 1/5/15 min, ${os.cpus().length} núcleos): ${carga()}`);
    console.log(
      `${CONCURRENCIA} clientes concurrentes, ${SEGUNDOS} s por medida, ${RONDAS} ronda(s), API con ${entorno} (objetivo: la API ≥ 50 % de SQL directo):`,
    );
    console.log(
      `  endpoint                      consultas  SQL prep.${SIN_PREPARAR ? '  SQL s/prep' : ''}       API   API/SQL   CPU API/pet.`,
    );
    const filas = [];
    try {
      for (const ruta of ENDPOINTS) {
        const lista = consultas[ruta];
        const sql = [];
        const sinPreparar = [];
        const porApi = [];
        const cpu = [];
        let errores = 0;
        for (let ronda = 0; ronda < RONDAS; ronda += 1) {
          const entrada = (preparadas) =>
            JSON.stringify({ url: postgres.url, consultas: lista, concurrencia: CONCURRENCIA, segundos: SEGUNDOS, preparadas });
          const directo = await hijo('carga-sql.mjs', [], entrada(true));
          if (directo.errores) throw new Error(`SQL directo de ${ruta}: ${directo.primerError}`);
          sql.push(directo.porSegundo);
          if (SIN_PREPARAR) sinPreparar.push((await hijo('carga-sql.mjs', [], entrada(false))).porSegundo);
          for (const [i, { api: destino, token: sesion, antes }] of variantes.entries()) {
            await antes?.();
            const cpuAntes = cpuProcesos(destino.pid);
            const http = await hijo('carga-http.mjs', [`${destino.url}/api${ruta}`, sesion, String(CONCURRENCIA), String(SEGUNDOS)]);
            (cpu[i] ??= []).push((cpuProcesos(destino.pid) - cpuAntes) / Math.max(1, http.completadas));
            (porApi[i] ??= []).push(http.porSegundo);
            errores += http.errores;
          }
        }
        for (const [i, { nombre }] of variantes.entries()) {
          const fila = { ruta, variante: nombre, consultas: lista.length, sql: mediana(sql), api: mediana(porApi[i]), cpu: mediana(cpu[i]) };
          fila.razon = fila.api / fila.sql;
          filas.push(fila);
          console.log(
            `  ${(i === 0 ? ruta : `  └ ${nombre}`).padEnd(30)} ${String(lista.length).padStart(8)} ${fila.sql.toFixed(0).padStart(8)}/s${
              SIN_PREPARAR ? ` ${mediana(sinPreparar).toFixed(0).padStart(9)}/s` : ''
            } ${fila.api.toFixed(0).padStart(8)}/s ${(fila.razon * 100).toFixed(0).padStart(6)} %   ${fila.cpu.toFixed(2).padStart(6)} ms   ${
              fila.razon >= 0.5 ? 'cumple' : 'NO cumple'
            }${errores ? ` (${errores} errores)` : ''}`,
          );
        }
      }
      const salud = await hijo('carga-http.mjs', [`${api.url}/api/health`, '', String(CONCURRENCIA), '3']);
      console.log(`  referencia: GET /api/health sin base ni sesión ${salud.porSegundo.toFixed(0)}/s`);
      console.log(`\nConsultas por endpoint (de la API, con la de la sesión):`);
      for (const ruta of ENDPOINTS) for (const { sql } of consultas[ruta]) console.log(`  ${ruta.padEnd(28)} ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
      console.log(`\nCarga de la máquina al terminar: ${carga()}`);
      // This tree's API only (not the one of BENCH_COMPARAR): its id is the endpoint's first path segment.
      escribirCifras(
        'bench:api',
        filas
          .filter((f) => f.variante === variantes[0].nombre)
          .map((f) => ({
            id: `api.${f.ruta.split(/[/?]/)[1]}`,
            cifra: `${numero(f.razon * 100, 0)} % (SQL ${numero(f.sql, 0)}/s, API ${numero(f.api, 0)}/s; ${numero(f.cpu, 2)} ms de CPU por petición)`,
            cumple: f.razon >= 0.5,
          })),
      );
      if (process.env.BENCH_JSON) fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify({ carga: os.loadavg(), filas }, null, 2));
    } finally {
      await politicas?.prender();
      await politicas?.cerrar();
      for (const destino of new Set(variantes.map((v) => v.api))) await destino.detener();
    }
  } finally {
    await postgres.detener();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
