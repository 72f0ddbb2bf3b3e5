// npm run bench:portal — what the portal costs a browser: the JavaScript each screen downloads on a cold cache
// before it is usable (decoded, as sent, and as sent without the HTTP headers, brotli from the built .br files;
// what is drawn or fetched after it by design, the charts and the work done when the page rests, is reported apart;
// the CSS as sent beside it; docs/decisiones/capa-de-rendimiento-del-portal.md), Lighthouse
// scores with mobile emulation on /login, /dashboard and /prestamos, and how long a click in the menu takes to show a
// usable screen, the first time its remote loads (cold) and again (warm), and the time to a usable screen over a
// simulated mobile link (movil). Needs `npm run build` and Debian's Chromium.
//
// Starts the built API with PORTAL_DIR=dist/portal on a throwaway embedded PostgreSQL (bench/prestamos-comun.mjs)
// and drives real Chromium through playwright-core (bytes, clicks) and lighthouse 12 (the last that runs on Node
// 20). Variables: BENCH_CLICKS (5 warm clicks per screen), BENCH_PARTES (bytes,movil,lighthouse,clics: all by default;
// BENCH_LIGHTHOUSE=0 drops Lighthouse), BENCH_DETALLE (routes whose scripts are listed one by one, e.g.
// /login,/prestamos), BENCH_LIGHTHOUSE_DETALLE=1 (Lighthouse's main-thread diagnostics), BENCH_LIGHTHOUSE_RUTAS (/login,/dashboard,/prestamos), BENCH_LIGHTHOUSE_VECES (3 runs per route, the median printed), BENCH_MOVIL_VECES (3 cold
// loads per screen over the mobile link), BENCH_CLICS_RUTAS (only these screens' clicks, e.g. /flujo-caja,/prestamos),
// BENCH_PORTAL_DIR (dist/portal), BENCH_LIGHTHOUSE_JSON (a folder for each Lighthouse report, whole), CHROMIUM_PATH.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { createJiti } from 'jiti';
import { ADMIN, RAIZ, arrancarApi, iniciarSesion, percentil } from './prestamos-comun.mjs';
import { escribirCifras, numero } from './cifras.mjs';

/* global window, document, performance -- the page's own, in the browser callbacks */

/** BENCH_PORTAL_DIR: another built portal (a copy of dist/portal), to compare two builds one after the other. */
const PORTAL_DIR = path.resolve(process.env.BENCH_PORTAL_DIR ?? path.join(RAIZ, 'dist', 'portal'));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CLICKS = Number(process.env.BENCH_CLICKS ?? 5);
/** Issue 14: shell + first remote on the critical path of any screen (KB of JS as sent, gzip or better). */
const OBJETIVO_KB = 350;
const OBJETIVO_FRIO_MS = 400;
const OBJETIVO_TIBIO_MS = 150;
/** Issue 14: Lighthouse (mobile) minimums per category. */
const OBJETIVOS_LIGHTHOUSE = { performance: 90, accessibility: 95, 'best-practices': 95 };
const RUTAS_LIGHTHOUSE = (process.env.BENCH_LIGHTHOUSE_RUTAS ?? '/login,/dashboard,/prestamos').split(',');
/** The routes whose Lighthouse scores have a row in docs/rendimiento.md (portal.lighthouse-<route>). */
const RUTAS_LIGHTHOUSE_DE_LA_TABLA = ['/login', '/dashboard', '/prestamos'];
const PARTES = new Set(
  (process.env.BENCH_PARTES ?? 'bytes,movil,lighthouse,clics').split(',').map((p) => p.trim()),
);
if (process.env.BENCH_LIGHTHOUSE === '0') PARTES.delete('lighthouse');
/** BENCH_LIGHTHOUSE_DETALLE=1: where the main thread went (by kind of work, by script, the longest tasks). */
const DETALLE_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE_DETALLE === '1';
/** BENCH_LIGHTHOUSE_VECES: runs per route; the one with the median performance score is printed (3 by default). */
const VECES_LIGHTHOUSE = Number(process.env.BENCH_LIGHTHOUSE_VECES ?? 3);
/** BENCH_LIGHTHOUSE_JSON: a folder where each Lighthouse report is written whole (guardarInforme). */
const CARPETA_INFORMES_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE_JSON ?? '';
/** BENCH_DETALLE=/prestamos,/dashboard: also list each script of those screens (largest first). */
const DETALLE = new Set((process.env.BENCH_DETALLE ?? '').split(',').filter(Boolean));
const ARGUMENTOS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The admin's menu entries that open a screen of the portal, from the registry of screens
 * (packages/plataforma/src/pantallas.ts): [label, route]; the label is what a person clicks in the sidebar.
 */
const { menuPara } = await createJiti(import.meta.url).import('../packages/plataforma/src/pantallas.ts');
const PANTALLAS = menuPara('admin').flatMap((grupo) =>
  grupo.pantallas.flatMap((pantalla) => (pantalla.pagina ? [] : [[pantalla.menu.etiqueta, pantalla.ruta]])),
);

const kb = (bytes) => `${(bytes / 1024).toFixed(0).padStart(5)} KB`;

/**
 * A screen is usable when the portal has painted its title (not index.html's static first paint) and nothing in the
 * content area is still spinning, nor marked busy within the viewport. After a click in the menu (medirClic) it must
 * also be the new screen: the route's path, and a title other than the one shown before the click (react-router keeps
 * the previous screen on display while the next one loads). Resolves to the page's clock (performance.now) at the
 * first frame where all of it holds. With `sinPartesTrasElPintado`, a busy frame that the screen fills after its first
 * paint by design (the charts: `ZonaDiferida trasElPintado`, marked `data-tras-el-pintado`) does not hold it back: the
 * critical path of medirCarga ends before them, and their files are counted as requested afterwards.
 */
async function esperarUsable(page, ruta, { sinPartesTrasElPintado = false } = {}) {
  const listo = await page.waitForFunction(
    ({ rutaEsperada, sinTrasElPintado }) => {
      if (rutaEsperada && window.location.pathname !== rutaEsperada) return false;
      // The sign-in page is index.html's card: usable once /entrar.js has made its fields editable.
      if (window.location.pathname === '/login') {
        const campo = document.querySelector('#primer-pintado input');
        return campo && !campo.readOnly && campo.getBoundingClientRect().height > 0
          ? performance.now()
          : false;
      }
      const contenido = document.querySelector('main') ?? document.body;
      const titulo = contenido.querySelector('h1, h2, h3, h4');
      if (!titulo || titulo.getBoundingClientRect().height === 0) return false;
      // The signed-in frame that index.html paints before any script is not the portal yet.
      if (titulo.closest('#primer-pintado, #marco-pintado')) return false;
      if (rutaEsperada && titulo === window.tituloAntesDelClic) return false;
      if (contenido.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active').length > 0) return false;
      // A part still on its way where the person can see it (the frame of a deferred table or chart, a figure
      // waiting for its data) is not usable yet; one further down the page is, as the person has not got there.
      const alto = window.innerHeight;
      for (const ocupado of contenido.querySelectorAll('[aria-busy="true"]')) {
        if (sinTrasElPintado && ocupado.hasAttribute('data-tras-el-pintado')) continue;
        const { top, bottom, height } = ocupado.getBoundingClientRect();
        if (height > 0 && top < alto && bottom > 0) return false;
      }
      return performance.now();
    },
    { rutaEsperada: ruta, sinTrasElPintado: sinPartesTrasElPintado },
    { polling: 'raf', timeout: 30_000 },
  );
  return listo.jsonValue();
}

async function nuevoContexto(navegador, sesion) {
  const contexto = await navegador.newContext({ viewport: { width: 1366, height: 800 } });
  await contexto.addInitScript((datos) => {
    window.localStorage.setItem('diag', '0');
    if (datos) {
      window.localStorage.setItem('token', datos.token);
      window.localStorage.setItem('usuario', JSON.stringify(datos.usuario));
    }
  }, sesion);
  return contexto;
}

/** A new page for `ruta` (signed in unless it is /login) with the HTTP cache off and the CDP network domain on. */
async function paginaEnFrio(navegador, sesion, ruta) {
  const contexto = await nuevoContexto(navegador, ruta === '/login' ? null : sesion);
  const page = await contexto.newPage();
  const cdp = await contexto.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { contexto, page, cdp };
}

/**
 * Lighthouse's "slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), applied to the browser's own network:
 * the link of a collector on mobile data.
 */
const RED_MOVIL = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** One cold load of `ruta` over RED_MOVIL: ms from navigation to a usable screen (median of `veces`). */
async function medirMovil(navegador, sesion, ruta, url, veces) {
  const tiempos = [];
  for (let i = 0; i < veces; i += 1) {
    const { contexto, page, cdp } = await paginaEnFrio(navegador, sesion, ruta);
    await cdp.send('Network.emulateNetworkConditions', RED_MOVIL);
    const inicio = Date.now();
    await page.goto(`${url}${ruta}`, { waitUntil: 'domcontentloaded' });
    await esperarUsable(page);
    tiempos.push(Date.now() - inicio);
    await contexto.close();
  }
  return percentil(tiempos, 50);
}

/**
 * JavaScript downloaded by one cold page load: files, decoded bytes and bytes on the wire of every script requested
 * before the screen is usable (the critical path), and apart what is requested afterwards or by deferred work (the
 * charts, drawn after the screen's first paint; the date pickers and the menu's remotes, when the page rests).
 */
async function medirCarga(navegador, sesion, ruta, url) {
  const { contexto, page, cdp } = await paginaEnFrio(navegador, sesion, ruta);
  const scripts = new Map();
  /** Stylesheets (antd's static sheet): not JavaScript, but on the same critical path. */
  const hojas = new Map();
  let usable = false;
  const despues = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    if (usable) despues.add(requestId);
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Stylesheet')
      hojas.set(requestId, { url: response.url, enviado: 0, precarga: despues.has(requestId) });
    if (type === 'Script')
      scripts.set(requestId, {
        url: response.url,
        decodificado: 0,
        enviado: 0,
        codificacion: response.headers['content-encoding'] ?? '',
        // Bytes received with the response head (status line and headers): what is on the wire but is not JavaScript.
        cabeceras: response.encodedDataLength ?? 0,
        precarga: despues.has(requestId),
      });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.decodificado += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const recurso = scripts.get(requestId) ?? hojas.get(requestId);
    if (recurso) recurso.enviado = encodedDataLength;
  });
  await page.goto(`${url}${ruta}`);
  const momentoUsable = await esperarUsable(page, undefined, { sinPartesTrasElPintado: true });
  usable = true;
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  // When each file was requested, by the page's own clock (the one esperarUsable answers in). The flag above is set
  // when that answer reaches this process, a few ms after the usable frame: a request the page starts right after it
  // (Reportes asks for its charts once the table is painted) would count as before.
  const { pedidos, reposo } = await page.evaluate(() => ({
    pedidos: performance.getEntriesByType('resource').map((entrada) => [entrada.name, entrada.startTime]),
    // The first deferred task (cuandoLaPaginaDescanse, packages/plataforma/src/reposo.ts): the date pickers' code,
    // the menu's remotes. It may start between two slices of the last transition, before the usable frame.
    reposo: performance.getEntriesByName('cartera:reposo')[0]?.startTime ?? Infinity,
  }));
  const inicioPedido = new Map(pedidos);
  const finCritico = Math.min(momentoUsable, reposo);
  for (const recurso of [...scripts.values(), ...hojas.values()]) {
    const pedido = inicioPedido.get(recurso.url);
    if (pedido !== undefined) recurso.precarga = pedido > finCritico;
  }
  await contexto.close();
  const criticos = [...scripts.values()].filter((s) => !s.precarga);
  const precarga = [...scripts.values()].filter((s) => s.precarga);
  return {
    archivos: criticos.length,
    decodificado: criticos.reduce((suma, s) => suma + s.decodificado, 0),
    enviado: criticos.reduce((suma, s) => suma + s.enviado, 0),
    cuerpo: criticos.reduce((suma, s) => suma + Math.max(0, s.enviado - s.cabeceras), 0),
    codificaciones: [...new Set(criticos.map((s) => s.codificacion || 'ninguna'))].join(','),
    criticos,
    precargaArchivos: precarga.length,
    precargaEnviado: precarga.reduce((suma, s) => suma + s.enviado, 0),
    cssEnviado: [...hojas.values()].filter((h) => !h.precarga).reduce((suma, h) => suma + h.enviado, 0),
  };
}

/**
 * Lighthouse with its default mobile emulation (Moto G Power, 4× CPU, simulated slow 4G) on a cold cache. For a
 * screen behind the session, the token is put in localStorage first and Lighthouse is told not to reset storage
 * (the HTTP cache is cleared here instead).
 */
async function auditarLighthouse(url, sesion) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...ARGUMENTOS.filter((a) => a !== '--headless')],
  });
  const navegador = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const resultados = [];
  try {
    for (const ruta of RUTAS_LIGHTHOUSE) {
      const corridas = [];
      for (let vez = 0; vez < VECES_LIGHTHOUSE; vez += 1)
        corridas.push(await auditarRuta(chrome.port, navegador, url, sesion, ruta));
      // Lighthouse's own advice for a noisy machine: several runs, the one with the median performance score.
      const notas = corridas.map((c) => c.puntuaciones.performance).sort((a, b) => a - b);
      const mediana = notas[Math.floor((notas.length - 1) / 2)];
      const elegida = corridas.find((c) => c.puntuaciones.performance === mediana) ?? corridas[0];
      resultados.push({ ...elegida, notas });
    }
  } finally {
    await navegador.disconnect();
    await chrome.kill();
  }
  return resultados;
}

/** One Lighthouse run of one route, in a new tab of the Chromium that auditarLighthouse launched. */
async function auditarRuta(puerto, navegador, url, sesion, ruta) {
  const page = await navegador.newPage();
  await page.goto(`${url}/remotes.json`);
  await page.evaluate(
    (datos) => {
      window.localStorage.clear();
      window.localStorage.setItem('diag', '0');
      if (datos) {
        window.localStorage.setItem('token', datos.token);
        window.localStorage.setItem('usuario', JSON.stringify(datos.usuario));
      }
    },
    ruta === '/login' ? null : sesion,
  );
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  const { lhr } = await lighthouse(
    `${url}${ruta}`,
    {
      port: puerto,
      logLevel: 'error',
      output: 'json',
      onlyCategories: Object.keys(OBJETIVOS_LIGHTHOUSE),
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  const puntuaciones = Object.fromEntries(
    Object.keys(OBJETIVOS_LIGHTHOUSE).map((categoria) => [
      categoria,
      Math.round((lhr.categories[categoria]?.score ?? 0) * 100),
    ]),
  );
  const fallas = Object.values(lhr.categories)
    .filter((categoria) => categoria.id !== 'performance')
    .flatMap((categoria) => categoria.auditRefs.filter((ref) => ref.weight > 0))
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (auditoria) =>
        auditoria &&
        auditoria.score !== null &&
        auditoria.score < 1 &&
        auditoria.scoreDisplayMode !== 'informative' &&
        auditoria.scoreDisplayMode !== 'manual',
    )
    .map((auditoria) => {
      const nodos = (auditoria.details?.items ?? [])
        .slice(0, 4)
        .map((item) => item.node?.selector ?? item.node?.snippet ?? '')
        .filter(Boolean);
      return nodos.length > 0 ? `${auditoria.id} (${nodos.join(' | ')})` : auditoria.id;
    });
  const metricas = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]
    .map(
      (id) =>
        `${id
          .split('-')
          .map((p) => p[0])
          .join('')
          .toUpperCase()} ${lhr.audits[id]?.displayValue ?? '?'}`,
    )
    .join(' · ');
  const detalle = DETALLE_LIGHTHOUSE ? detalleLighthouse(lhr) : [];
  if (CARPETA_INFORMES_LIGHTHOUSE) guardarInforme(lhr, ruta);
  await page.close();
  const indice = lhr.environment.benchmarkIndex;
  return { ruta, puntuaciones, fallas, metricas, detalle, indice, avisos: lhr.runWarnings };
}

/**
 * BENCH_LIGHTHOUSE_JSON=<carpeta>: each run's whole report (the network waterfall, the LCP's phases, the simulated and
 * observed metrics), one file per run, to read what the printed summary leaves out.
 */
function guardarInforme(lhr, ruta) {
  fs.mkdirSync(CARPETA_INFORMES_LIGHTHOUSE, { recursive: true });
  const nombre = `${ruta.replace(/\W+/g, '') || 'raiz'}-${Date.now()}.json`;
  fs.writeFileSync(path.join(CARPETA_INFORMES_LIGHTHOUSE, nombre), JSON.stringify(lhr));
}

/** Lines of Lighthouse's diagnostics: main-thread work by kind, script time by file, the longest tasks (ms, 4× CPU). */
function detalleLighthouse(lhr) {
  const ms = (n) => `${Math.round(n)} ms`;
  const archivo = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : String(url));
  const grupos = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
    .slice(0, 6)
    .map((item) => `${item.groupLabel ?? item.group} ${ms(item.duration)}`);
  const scripts = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 8)
    .map(
      (item) =>
        `${archivo(item.url)} ${ms(item.total)} (script ${ms(item.scripting)}, parse ${ms(item.scriptParseCompile)})`,
    );
  const tareas = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 8)
    .map((item) => `${archivo(item.url)} +${ms(item.startTime)} ${ms(item.duration)}`);
  // LH 12: a list whose first table holds the element (its node: selector and HTML).
  const nodoLcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return [
    `hilo principal: ${grupos.join(' · ')}`,
    `elemento LCP: ${nodoLcp ? `${nodoLcp.selector} ${String(nodoLcp.snippet).slice(0, 90)}` : '(ninguno)'}`,
    ...scripts.map((linea) => `script: ${linea}`),
    ...tareas.map((linea) => `tarea larga: ${linea}`),
  ];
}

/**
 * Click in the menu → usable screen, in ms of the page's own clock: from the click event the browser dispatches to the
 * first frame that shows the new screen usable (what the person sees; the time Playwright takes to find the link and
 * to poll the page is not counted).
 */
async function medirClic(page, etiqueta, ruta) {
  await page.evaluate(() => {
    window.tituloAntesDelClic = (document.querySelector('main') ?? document.body).querySelector(
      'h1, h2, h3, h4',
    );
    window.momentoDelClic = undefined;
    document.addEventListener(
      'click',
      (evento) => {
        window.momentoDelClic = evento.timeStamp;
      },
      { capture: true, once: true },
    );
  });
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: etiqueta, exact: true })
    .click();
  const usable = await esperarUsable(page, ruta);
  return usable - (await page.evaluate(() => window.momentoDelClic));
}

async function main() {
  for (const [archivo, como] of [
    [path.join(PORTAL_DIR, 'index.html'), 'npm run build'],
    [CHROMIUM, 'apt-get install -y chromium'],
  ]) {
    if (!fs.existsSync(archivo)) throw new Error(`Falta ${archivo}: ejecute ${como} antes del benchmark.`);
  }
  const api = await arrancarApi('bench-portal', { PORTAL_DIR });
  const navegador = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGUMENTOS });
  try {
    const token = await iniciarSesion(api.url, ADMIN);
    const perfil = await (
      await fetch(`${api.url}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const sesion = { token, usuario: perfil.data };
    // The rows of docs/rendimiento.md this run rewrites (bench/cifras.mjs), one per part measured.
    const cifrasDocs = [];

    const pesos = [];
    if (PARTES.has('bytes')) {
      console.log(
        `JavaScript de cada pantalla hasta que es usable, caché vacía (objetivo ≤ ${OBJETIVO_KB} KB enviados):`,
      );
      console.log(
        '  ruta                  archivos   decodificado      enviado   (JS sin cabeceras)   codificación          pedido después (gráficos, precarga)    CSS enviado',
      );
      for (const ruta of ['/login', ...PANTALLAS.map(([, r]) => r)]) {
        const carga = await medirCarga(navegador, sesion, ruta, api.url);
        pesos.push({ ruta, kb: carga.enviado / 1024 });
        const cumple = carga.enviado / 1024 <= OBJETIVO_KB ? 'cumple' : 'NO cumple';
        console.log(
          `  ${ruta.padEnd(20)} ${String(carga.archivos).padStart(8)}   ${kb(carga.decodificado)}   ${kb(carga.enviado)}   (${kb(carga.cuerpo)})           ${carga.codificaciones.padEnd(10)} ${cumple.padEnd(10)} ${String(carga.precargaArchivos).padStart(3)} archivos ${kb(carga.precargaEnviado)}   ${kb(carga.cssEnviado)}`,
        );
        if (DETALLE.has(ruta)) {
          for (const s of [...carga.criticos].sort((a, b) => b.enviado - a.enviado))
            console.log(`      ${kb(s.decodificado)} ${kb(s.enviado)}  ${new URL(s.url).pathname}`);
          console.log('');
        }
      }
    }

    if (PARTES.has('bytes')) {
      const peor = pesos.reduce((a, b) => (b.kb > a.kb ? b : a));
      cifrasDocs.push({
        id: 'portal.js',
        cifra: `máx. ${numero(peor.kb, 0)} KB (${peor.ruta}), ${pesos.length} pantallas`,
        cumple: pesos.every((p) => p.kb <= OBJETIVO_KB),
      });
    }

    if (PARTES.has('movil')) {
      const esperas = [];
      const veces = Number(process.env.BENCH_MOVIL_VECES ?? 3);
      console.log(
        `\nRed móvil simulada (150 ms de ida y vuelta, 1,6 Mbit/s), caché vacía: navegación → pantalla usable, mediana de ${veces}:`,
      );
      for (const ruta of ['/login', ...PANTALLAS.map(([, r]) => r)]) {
        const ms = await medirMovil(navegador, sesion, ruta, api.url, veces);
        esperas.push({ ruta, ms });
        console.log(`  ${ruta.padEnd(20)} ${(ms / 1000).toFixed(1).padStart(5)} s`);
      }
      const menor = esperas.reduce((a, b) => (b.ms < a.ms ? b : a));
      const mayor = esperas.reduce((a, b) => (b.ms > a.ms ? b : a));
      cifrasDocs.push({
        id: 'portal.movil',
        cifra: `${numero(menor.ms / 1000)}–${numero(mayor.ms / 1000)} s (máx. ${mayor.ruta})`,
        cumple: null,
      });
    }

    if (PARTES.has('lighthouse')) {
      const objetivos = Object.entries(OBJETIVOS_LIGHTHOUSE)
        .map(([c, v]) => `${c} ≥ ${v}`)
        .join(', ');
      console.log(`\nLighthouse 12, emulación móvil, caché vacía (objetivo ${objetivos}):`);
      for (const { ruta, puntuaciones, fallas, metricas, detalle, notas, indice, avisos } of await auditarLighthouse(
        api.url,
        sesion,
      )) {
        const cumple = Object.entries(OBJETIVOS_LIGHTHOUSE).every(([c, v]) => puntuaciones[c] >= v)
          ? 'cumple'
          : 'NO cumple';
        const cifras = Object.entries(puntuaciones)
          .map(([c, v]) => `${c} ${String(v).padStart(3)}`)
          .join('  ');
        const rango = notas.length > 1 ? `   (mediana de ${notas.length}: ${notas.join(', ')})` : '';
        console.log(`  ${ruta.padEnd(12)} ${cifras}   ${cumple}${rango}`);
        const idLighthouse = `portal.lighthouse-${ruta.replace(/^\//, '')}`;
        if (RUTAS_LIGHTHOUSE_DE_LA_TABLA.includes(ruta)) {
          cifrasDocs.push({
            id: idLighthouse,
            cifra: `${Object.keys(OBJETIVOS_LIGHTHOUSE).map((c) => puntuaciones[c]).join(' / ')} (${metricas})`,
            cumple: cumple === 'cumple',
          });
        }
        // Lighthouse's measure of this machine's CPU: its 4× slowdown stands for a mid-tier phone when it is ≥ 1000.
        console.log(`  ${''.padEnd(12)} ${metricas} · índice de CPU ${Math.round(indice)}`);
        if (fallas.length > 0) console.log(`  ${''.padEnd(12)} auditorías que fallan: ${fallas.join(', ')}`);
        for (const linea of detalle) console.log(`  ${''.padEnd(12)} ${linea}`);
        if (avisos.length > 0) console.log(`  ${''.padEnd(12)} avisos de Lighthouse: ${avisos.join(' | ')}`);
      }
    }

    if (PARTES.has('clics')) {
      console.log(
        `\nClic en el menú → pantalla usable (frío: primera visita; tibio: p50/p95 de ${CLICKS} visitas más):`,
      );
      const contexto = await nuevoContexto(navegador, sesion);
      const page = await contexto.newPage();
      await page.goto(`${api.url}/dashboard`);
      await esperarUsable(page);
      // A person reads the dashboard before the first click: the shell prefetches the menu's remotes meanwhile.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(2000);
      const soloEstas = (process.env.BENCH_CLICS_RUTAS ?? '').split(',').filter(Boolean);
      const clics = [];
      for (const [etiqueta, ruta] of PANTALLAS.slice(1)) {
        if (soloEstas.length > 0 && !soloEstas.includes(ruta)) continue;
        const frio = await medirClic(page, etiqueta, ruta);
        const tibios = [];
        for (let i = 0; i < CLICKS; i += 1) {
          await medirClic(page, 'Dashboard', '/dashboard');
          tibios.push(await medirClic(page, etiqueta, ruta));
        }
        await medirClic(page, 'Dashboard', '/dashboard');
        const p50 = percentil(tibios, 50);
        const p95 = percentil(tibios, 95);
        clics.push({ ruta, frio, p95 });
        const cumple = frio <= OBJETIVO_FRIO_MS && p95 <= OBJETIVO_TIBIO_MS ? 'cumple' : 'NO cumple';
        console.log(
          `  ${ruta.padEnd(20)} frío ${frio.toFixed(0).padStart(5)} ms   tibio p50 ${p50.toFixed(0).padStart(4)} ms  p95 ${p95.toFixed(0).padStart(4)} ms   ${cumple}`,
        );
      }
      await contexto.close();
      if (clics.length > 0) {
        const frio = clics.reduce((a, b) => (b.frio > a.frio ? b : a));
        const tibio = clics.reduce((a, b) => (b.p95 > a.p95 ? b : a));
        cifrasDocs.push(
          {
            id: 'portal.clic-frio',
            cifra: `máx. ${numero(frio.frio, 0)} ms (${frio.ruta}), ${clics.length} pantallas`,
            cumple: clics.every((c) => c.frio <= OBJETIVO_FRIO_MS),
          },
          {
            id: 'portal.clic-tibio',
            cifra: `p95 máx. ${numero(tibio.p95, 0)} ms (${tibio.ruta}), ${clics.length} pantallas`,
            cumple: clics.every((c) => c.p95 <= OBJETIVO_TIBIO_MS),
          },
        );
      }
    }
    console.log(
      `\nObjetivos: frío ≤ ${OBJETIVO_FRIO_MS} ms, tibio ≤ ${OBJETIVO_TIBIO_MS} ms. Carga de la máquina (1/5/15 min): ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ')}`,
    );
    escribirCifras('bench:portal', cifrasDocs);
  } finally {
    await navegador.close();
    await api.detener();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
