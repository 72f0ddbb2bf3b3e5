#!/usr/bin/env node
// npm run bench:clientes — qué tan rápida es la lista de clientes con 100.000 clientes.
//
// 1. Arranca la API construida (api/dist/main.js, sirviendo dist/portal) sobre su propio PostgreSQL embebido en un
//    DATA_DIR desechable (.data/bench-clientes-<pid>, se borra al final) y puertos libres, con las cuentas de
//    demostración. Con BENCH_DATABASE_URL usa esa base (vacía y desechable).
// 2. Carga 100.000 clientes con un INSERT … SELECT generate_series y VACUUM ANALYZE.
// 3. Mide N=200 GET /api/clientes?page=1&limit=10 seguidos por caso (sin búsqueda; por nombre, cédula y teléfono)
//    e imprime p50/p95 contra el objetivo p95 ≤ 30 ms.
// 4. Abre /clientes en Chromium (playwright-core) y lee las medidas de la propia página: 'clientes:render', de la
//    llegada de la respuesta a la tabla pintada (objetivo ≤ 300 ms), y 'clientes:dom', hasta las filas en el DOM;
//    también el tiempo de la respuesta a las filas visto desde fuera (waitForResponse + waitForSelector).
// Requiere `npm run build` (api y portal). Imprime las cifras y reescribe sus filas de la tabla de
// docs/rendimiento.md (bench/cifras.mjs; BENCH_SIN_DOCS=1 no la toca).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { puertoLibre } from '../scripts/lib/puertos.mjs';
import { chromium } from 'playwright-core';
import { escribirCifras, filaP95, filaPeorP95 } from './cifras.mjs';
import { CHROMIUM } from './lib/chromium.mjs';
import { memoriaParaLaApi } from '../scripts/lib/memoria-api.mjs';
import { detenerAlTerminar } from './prestamos-comun.mjs';

/* global window, performance, URLSearchParams -- Node 20, y los de la página en lo que corre en el navegador */

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = path.join(RAIZ, 'api', 'dist', 'main.js');
const PORTAL_DIR = path.join(RAIZ, 'dist', 'portal');
const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 100_000);
const N = Number(process.env.BENCH_N ?? 200);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 15);
const OBJETIVO_API_MS = 30;
const OBJETIVO_RENDER_MS = 300;
const ADMIN = { email: 'admin@cartera.local', password: 'cartera123' };

function percentil(valores, p) {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)];
}

const ms = (valor) => `${valor.toFixed(1)} ms`;

async function esperarLista(url, api, limiteMs = 120_000) {
  const limite = Date.now() + limiteMs;
  while (Date.now() < limite) {
    if (api.exitCode !== null) throw new Error(`La API terminó al arrancar (código ${api.exitCode}); ver ${api.registro}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return;
    } catch {
      // Todavía no escucha.
    }
    await esperar(250);
  }
  throw new Error(`La API no estuvo lista en ${limiteMs / 1000} s; ver ${api.registro}`);
}

/** 100.000 clientes en una sentencia: nombres colombianos con tildes, cédulas de 11 dígitos, teléfonos de 10. */
const SQL_CARGA = `
WITH nombres AS (SELECT ARRAY['José','María','Luz Ángela','Andrés','Sofía','Martín','Ramón','Inés','Iván','Nicolás','Julián','Mónica',
                  'Verónica','Sebastián','Tomás','Héctor','Óscar','Jesús','Lucía','Camilo','Valentina','Daniela','Yesenia','Édgar',
                  'Gloria','Rubén','Ángela','Fabián','Nataly','Wílmar'] AS n,
                 ARRAY['Gómez','Rodríguez','Martínez','Hernández','López','García','Pérez','Sánchez','Ramírez','Díaz','Muñoz',
                  'Rojas','Vásquez','Castaño','Giraldo','Ospina','Zuluaga','Cárdenas','Peña','Ríos','Ávila','Álvarez','Suárez',
                  'Jiménez','Quintero','Cañas','Bermúdez','Aristizábal','Londoño','Restrepo','Orozco','Salazar','Mejía','Toro',
                  'Arango','Valencia','Correa','Betancur','Cifuentes','Durán'] AS a,
                 ARRAY['Bogotá','Medellín','Cali','Barranquilla','Cartagena','Bucaramanga','Pereira','Manizales'] AS c,
                 (SELECT array_agg(id ORDER BY email) FROM usuarios WHERE rol = 'cobrador') AS cob)
INSERT INTO clientes (cedula, nombre, telefono, direccion, barrio, ciudad, ocupacion, ingresos, estado, cobrador_id,
                      created_at, updated_at)
SELECT lpad((10000000000 + i::bigint * 7919)::text, 11, '0'),
       n[1 + i % 30] || ' ' || a[1 + (i / 30) % 40] || ' ' || a[1 + (i * 7 / 13) % 40],
       '3' || lpad(((i::bigint * 104729) % 999999999)::text, 9, '0'),
       'Calle ' || (1 + i % 120) || ' # ' || (1 + i % 90) || '-' || (1 + i % 80),
       'Barrio ' || (1 + i % 200),
       c[1 + i % 8],
       'Comerciante',
       (16 + i % 75) * 50000,
       CASE WHEN i % 12 = 0 THEN 'inactivo' ELSE 'activo' END,
       cob[1 + i % 4],
       now() - make_interval(mins => i),
       now() - make_interval(mins => i)
FROM nombres, generate_series(1, $1::int) AS i
ON CONFLICT (tipo_documento, cedula) DO NOTHING`;

async function cargarClientes(url) {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    const inicio = performance.now();
    const { rowCount } = await cliente.query(SQL_CARGA, [CLIENTES]);
    // Estado estable de una tabla en uso: VACUUM pasa la lista pendiente de los índices GIN (fastupdate) a su
    // estructura principal; sin él, las búsquedas justo después de la carga recorren esa lista entera.
    await cliente.query('VACUUM ANALYZE clientes');
    const [{ total }] = (await cliente.query('SELECT count(*)::int AS total FROM clientes')).rows;
    const muestra = (await cliente.query(`SELECT cedula, telefono FROM clientes ORDER BY random() LIMIT ${N}`)).rows;
    return { insertados: rowCount, total, segundos: (performance.now() - inicio) / 1000, muestra };
  } finally {
    await cliente.end();
  }
}

async function medirCaso(url, token, nombre, consultas) {
  const tiempos = [];
  let filas = 0;
  for (let i = 0; i < N; i += 1) {
    const consulta = new URLSearchParams({ page: '1', limit: '10', ...consultas(i) });
    const inicio = performance.now();
    const respuesta = await fetch(`${url}/api/clientes?${consulta}`, { headers: { authorization: `Bearer ${token}` } });
    const cuerpo = await respuesta.json();
    tiempos.push(performance.now() - inicio);
    if (!respuesta.ok) throw new Error(`${nombre}: ${respuesta.status} ${cuerpo.message}`);
    filas += cuerpo.data.length;
  }
  const p50 = percentil(tiempos, 50);
  const p95 = percentil(tiempos, 95);
  return { nombre, p50, p95, filasPromedio: filas / N, cumple: p95 <= OBJETIVO_API_MS };
}

async function medirNavegador(url, sesion) {
  const navegador = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const contexto = await navegador.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-CO' });
    await contexto.addInitScript(({ token, usuario }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('usuario', JSON.stringify(usuario));
      window.localStorage.setItem('diag', '0');
    }, sesion);
    const pagina = await contexto.newPage();
    const medidas = [];
    const enDom = [];
    const externas = [];
    for (let i = 0; i < RENDERS + 1; i += 1) {
      const respuesta = pagina.waitForResponse((r) => new URL(r.url()).pathname === '/api/clientes');
      await pagina.goto(`${url}/clientes`);
      await respuesta;
      const llegada = performance.now();
      await pagina.waitForSelector('.ant-table-tbody tr.ant-table-row');
      const externa = performance.now() - llegada;
      const medida = await pagina.waitForFunction(
        () => {
          const pintada = performance.getEntriesByName('clientes:render', 'measure').at(-1);
          const dom = performance.getEntriesByName('clientes:dom', 'measure').at(-1);
          return pintada && dom ? [pintada.duration, dom.duration] : null;
        },
        null,
        { polling: 50, timeout: 30_000 },
      );
      // La primera carga incluye descargar y compilar el shell y el remoto: no cuenta.
      if (i === 0) continue;
      const [pintada, dom] = await medida.jsonValue();
      medidas.push(pintada);
      enDom.push(dom);
      externas.push(externa);
    }
    return {
      p50: percentil(medidas, 50),
      p95: percentil(medidas, 95),
      domP50: percentil(enDom, 50),
      domP95: percentil(enDom, 95),
      externaP50: percentil(externas, 50),
      externaP95: percentil(externas, 95),
      cumple: percentil(medidas, 95) <= OBJETIVO_RENDER_MS,
    };
  } finally {
    await navegador.close();
  }
}

async function main() {
  for (const [archivo, como] of [
    [API_MAIN, 'npm run build'],
    [path.join(PORTAL_DIR, 'index.html'), 'npm run build'],
    [CHROMIUM, 'apt-get install -y chromium'],
  ]) {
    if (!fs.existsSync(archivo)) throw new Error(`Falta ${archivo}: ejecute ${como} antes del benchmark.`);
  }

  const dataDir = path.join(RAIZ, '.data', `bench-clientes-${process.pid}`);
  const puerto = await puertoLibre();
  const url = `http://127.0.0.1:${puerto}`;
  const externa = process.env.BENCH_DATABASE_URL;
  const env = { ...process.env };
  for (const variable of ['DATABASE_URL', 'NODE_ENV', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'CORS_ORIGINS', 'CEDULA_PROVIDER_URL']) delete env[variable];
  Object.assign(env, {
    PORT: String(puerto),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(await puertoLibre()),
    PORTAL_DIR,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    // Como la imagen de la API (infra/docker/api.Dockerfile): el tope del heap de V8 y las arenas de malloc.
    ...memoriaParaLaApi(process.env),
    ...(externa ? { DATABASE_URL: externa } : {}),
  });
  fs.mkdirSync(dataDir, { recursive: true });
  const registro = path.join(dataDir, 'api.log');
  const salida = fs.openSync(registro, 'w');
  const api = spawn(process.execPath, [API_MAIN], { cwd: RAIZ, env, stdio: ['ignore', salida, salida] });
  fs.closeSync(salida);
  api.registro = registro;

  const detener = detenerAlTerminar(api, dataDir);

  try {
    console.log(`API en ${url} (datos en ${path.relative(RAIZ, dataDir)}); esperando…`);
    await esperarLista(url, api);
    const urlBase =
      externa ??
      `postgres://postgres:${encodeURIComponent(fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim())}@127.0.0.1:${env.EMBEDDED_PG_PORT}/cartera`;

    console.log(`Cargando ${CLIENTES.toLocaleString('es-CO')} clientes…`);
    const carga = await cargarClientes(urlBase);
    console.log(`  ${carga.insertados.toLocaleString('es-CO')} insertados en ${carga.segundos.toFixed(1)} s; total en la tabla: ${carga.total.toLocaleString('es-CO')}`);

    const login = await (
      await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    ).json();
    const token = login.token ?? login.data?.token;
    if (!token) throw new Error(`No se pudo iniciar sesión: ${login.message}`);

    const nombres = ['gomez', 'josé martínez', 'ángela ríos', 'ramon', 'valentina arango', 'peña cañas', 'wilmar', 'ines toro'];
    // Referencia: lo que cuesta en este momento una petición sin base de datos ni sesión (GET /api/health).
    const piso = [];
    for (let i = 0; i < N; i += 1) {
      const inicio = performance.now();
      await (await fetch(`${url}/api/health`)).text();
      piso.push(performance.now() - inicio);
    }
    const casos = [
      ['sin búsqueda (createdAt_desc)', () => ({})],
      ['sin búsqueda, orden nombre_asc', () => ({ sort: 'nombre_asc' })],
      ['búsqueda por nombre', (i) => ({ search: nombres[i % nombres.length] })],
      ['búsqueda por cédula (7 dígitos)', (i) => ({ search: carga.muestra[i].cedula.slice(2, 9) })],
      ['búsqueda por teléfono (7 dígitos)', (i) => ({ search: carga.muestra[i].telefono.slice(3) })],
    ];
    // Calentamiento: la primera consulta de cada forma paga el plan y la caché.
    for (const [, consultas] of casos) {
      await fetch(`${url}/api/clientes?${new URLSearchParams({ limit: '10', ...consultas(0) })}`, { headers: { authorization: `Bearer ${token}` } });
    }
    console.log(`\nGET /api/clientes?page=1&limit=10, ${N} peticiones seguidas por caso (objetivo p95 ≤ ${OBJETIVO_API_MS} ms):`);
    console.log(`  ${'referencia: GET /api/health'.padEnd(36)} p50 ${ms(percentil(piso, 50)).padStart(9)}   p95 ${ms(percentil(piso, 95)).padStart(9)}`);
    const resultados = [];
    for (const [nombre, consultas] of casos) {
      const r = await medirCaso(url, token, nombre, consultas);
      resultados.push(r);
      console.log(`  ${nombre.padEnd(36)} p50 ${ms(r.p50).padStart(9)}   p95 ${ms(r.p95).padStart(9)}   ${r.cumple ? 'cumple' : 'NO CUMPLE'}`);
    }

    console.log(`\nNavegador: /clientes, ${RENDERS} cargas (objetivo ≤ ${OBJETIVO_RENDER_MS} ms desde la respuesta hasta la tabla pintada):`);
    const navegador = await medirNavegador(url, { token, usuario: login.usuario ?? login.data?.usuario });
    console.log(`  medida de la página 'clientes:render'     p50 ${ms(navegador.p50).padStart(9)}   p95 ${ms(navegador.p95).padStart(9)}   ${navegador.cumple ? 'cumple' : 'NO CUMPLE'}`);
    console.log(`  medida de la página 'clientes:dom' (filas en el DOM, antes de pintar)  p50 ${ms(navegador.domP50).padStart(9)}   p95 ${ms(navegador.domP95).padStart(9)}`);
    console.log(`  respuesta → filas en el DOM (desde fuera)  p50 ${ms(navegador.externaP50).padStart(9)}   p95 ${ms(navegador.externaP95).padStart(9)}`);

    console.log(`\nCarga de la máquina (loadavg 1/5/15 min, ${os.cpus().length} núcleos): ${os.loadavg().map((v) => v.toFixed(2)).join(' / ')}`);
    escribirCifras('bench:clientes', [
      filaPeorP95('clientes.lista', resultados, OBJETIVO_API_MS),
      filaP95('clientes.render', navegador, OBJETIVO_RENDER_MS),
    ]);
    const falla = resultados.some((r) => !r.cumple) || !navegador.cumple;
    process.exitCode = falla ? 1 : 0;
  } finally {
    await detener();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
