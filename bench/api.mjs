// npm run bench:api — how much of PostgreSQL's speed reaches the client: the same queries that GET /api/prestamos,
// /api/clientes, /api/cobros and /api/dashboard/resumen run, sent straight to PostgreSQL with `pg`, and then the
// endpoints through the API, each under 20 concurrent clients for a few seconds; it prints both rates and the ratio
// (issue 14: the API should reach ≥ 50 % of the raw SQL rate).
//
// 1. A throwaway embedded PostgreSQL; the built API (`npm run build` first) on it with LOG_LEVEL=verbose, so TypeORM
//    prints every query with its parameters; a portfolio loaded with generate_series (bench/prestamos-comun.mjs).
// 2. One call per endpoint: the queries it ran (session check included) are read back from the API's log.
// 3. The API again, quiet (LOG_LEVEL=warn), and the two measures. Variables: BENCH_CONCURRENCIA (20),
//    BENCH_SEGUNDOS (8), BENCH_CLIENTES, BENCH_PRESTAMOS, BENCH_COBROS.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import pg from 'pg';
import { ADMIN, RAIZ, arrancarApi, cargaMaquina, cargarCartera, iniciarSesion, miles, puertoLibre } from './prestamos-comun.mjs';

/* global performance -- Node 20 */

const CONCURRENCIA = Number(process.env.BENCH_CONCURRENCIA ?? 20);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 8);
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
function consultasDelRegistro(texto) {
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

/** `trabajo()` en bucle desde `concurrencia` tareas durante `segundos`: completadas por segundo. */
async function tasa(concurrencia, segundos, trabajo) {
  const fin = performance.now() + segundos * 1000;
  let completadas = 0;
  let errores = 0;
  await Promise.all(
    Array.from({ length: concurrencia }, async () => {
      while (performance.now() < fin) {
        try {
          await trabajo();
          completadas += 1;
        } catch {
          errores += 1;
        }
      }
    }),
  );
  return { porSegundo: completadas / segundos, errores };
}

async function main() {
  const require = createRequire(import.meta.url);
  const mainApi = path.join(RAIZ, 'api', 'dist', 'database', 'embedded.js');
  if (!fs.existsSync(mainApi)) throw new Error('Falta api/dist: ejecute npm run build antes del benchmark.');
  const { iniciarPostgresEmbebido } = require(mainApi);
  const dataDir = path.join(RAIZ, '.data', `bench-api-pg-${process.pid}`);
  const postgres = await iniciarPostgresEmbebido({ dataDir, puerto: await puertoLibre(), baseDatos: 'cartera', rapido: true, avisar: () => {} });
  try {
    // 1. API con registro de consultas y la carga.
    let api = await arrancarApi('bench-api-captura', { DATABASE_URL: postgres.url, LOG_LEVEL: 'verbose' });
    console.log('Carga (INSERT … SELECT generate_series):');
    const tamano = await cargarCartera(postgres.url, TAMANO);
    console.log(`Tamaño: ${miles(tamano.clientes)} clientes, ${miles(tamano.prestamos)} préstamos, ${miles(tamano.cobros)} cobros.`);
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
      const nuevo = fs.readFileSync(registro, 'utf8').slice(antes);
      consultas[ruta] = consultasDelRegistro(nuevo);
    }
    await api.detener();

    // 3. La API callada, y las dos medidas.
    api = await arrancarApi('bench-api', { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' });
    token = await iniciarSesion(api.url, ADMIN);
    const pool = new pg.Pool({ connectionString: postgres.url, max: CONCURRENCIA });
    console.log(`\n${CONCURRENCIA} clientes concurrentes, ${SEGUNDOS} s por medida (objetivo: la API ≥ 50 % de SQL directo):`);
    console.log('  endpoint                         consultas   SQL directo        API     API/SQL');
    try {
      for (const ruta of ENDPOINTS) {
        const lista = consultas[ruta];
        const directo = await tasa(CONCURRENCIA, SEGUNDOS, async () => {
          const cliente = await pool.connect();
          try {
            for (const { sql, parametros } of lista) await cliente.query(sql, parametros);
          } finally {
            cliente.release();
          }
        });
        const porApi = await tasa(CONCURRENCIA, SEGUNDOS, async () => {
          const respuesta = await fetch(`${api.url}/api${ruta}`, { headers: { authorization: `Bearer ${token}` } });
          await respuesta.arrayBuffer();
          if (!respuesta.ok) throw new Error(String(respuesta.status));
        });
        const razon = porApi.porSegundo / directo.porSegundo;
        console.log(
          `  ${ruta.padEnd(32)} ${String(lista.length).padStart(9)} ${directo.porSegundo.toFixed(0).padStart(9)}/s ${porApi.porSegundo
            .toFixed(0)
            .padStart(8)}/s ${(razon * 100).toFixed(0).padStart(6)} %   ${razon >= 0.5 ? 'cumple' : 'NO cumple'}${porApi.errores ? ` (${porApi.errores} errores)` : ''}`,
        );
      }
      const salud = await tasa(CONCURRENCIA, 3, async () => (await fetch(`${api.url}/api/health`)).arrayBuffer());
      console.log(`  referencia: GET /api/health sin base ni sesión ${salud.porSegundo.toFixed(0)}/s`);
      console.log(`\nConsultas por endpoint (de la API, con la de la sesión):`);
      for (const ruta of ENDPOINTS) for (const { sql } of consultas[ruta]) console.log(`  ${ruta.padEnd(28)} ${sql.replace(/\s+/g, ' ').slice(0, 110)}`);
      cargaMaquina();
    } finally {
      await pool.end();
      await api.detener();
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
