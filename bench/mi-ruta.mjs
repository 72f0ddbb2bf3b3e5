// npm run bench:mi-ruta — lo que /mi-ruta (issue 36, docs/decisiones/mi-ruta.md) le cuesta a un teléfono, contra su
// presupuesto:
// - el JavaScript de su ruta crítica (caché vacía, hasta que la primera parada está en pantalla), enviado (brotli, de
//   los .br del build) y decodificado — presupuesto ≤ 120 KB brotli;
// - Lighthouse con su perfil móvil (4G lento, CPU 4×): rendimiento ≥ 95, accesibilidad 100, buenas prácticas, e
//   interactiva en ≤ 2,5 s;
// - una visita repetida sin red (trabajador de servicio + IndexedDB), hasta la primera parada en pantalla: ≤ 1 s.
// Arranca la API construida con PORTAL_DIR=dist/portal sobre un PostgreSQL embebido desechable con un cobrador y 40
// paradas, y escribe sus filas `mi-ruta.*` de docs/rendimiento.md (bench/cifras.mjs). Necesita `npm run build` y el
// Chromium de Debian. Variables: BENCH_PARADAS (40), BENCH_LIGHTHOUSE_VECES (3, se imprime la mediana),
// BENCH_OFFLINE_VECES (5), CHROMIUM_PATH.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { randomInt } from 'node:crypto';
import lighthouse from 'lighthouse';
import { escribirCifras } from './cifras.mjs';
import { chromeParaLighthouse, lanzarChromium } from './lib/chromium.mjs';
import {
  ADMIN,
  COBRADOR,
  PORTAL_DIR,
  arrancarApi,
  esperarBarrido,
  hoyBogota,
  iniciarSesion,
  pedir,
  percentil,
} from './prestamos-comun.mjs';

/* global window, document, navigator, performance, requestAnimationFrame -- the page's own, in the browser callbacks */

const CARPETA = path.join(PORTAL_DIR, 'mf', 'mfe-cobros', 'mi-ruta');
const PARADAS = Number(process.env.BENCH_PARADAS ?? 40);
const VECES_LIGHTHOUSE = Number(process.env.BENCH_LIGHTHOUSE_VECES ?? 3);
const VECES_OFFLINE = Number(process.env.BENCH_OFFLINE_VECES ?? 5);
const OBJETIVOS = {
  kbBrotli: 120,
  performance: 95,
  accessibility: 100,
  interactivoMs: 2500,
  offlineMs: 1000,
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const cumple = (ok) => (ok ? 'cumple' : '**no cumple**');

/** A cobrador with PARADAS clients, each with a loan whose first weekly installment is due today. */
async function sembrar(url) {
  const admin = await iniciarSesion(url, ADMIN);
  const { data: cobrador } = await pedir(url, admin, 'POST', '/usuarios', {
    nombre: 'Cobrador de Benchmark',
    email: COBRADOR.email,
    password: COBRADOR.password,
    rol: 'cobrador',
  });
  const hoy = hoyBogota();
  const inicio = new Date(`${hoy}T12:00:00Z`);
  inicio.setUTCDate(inicio.getUTCDate() - 7);
  for (let i = 0; i < PARADAS; i++) {
    const { data: cliente } = await pedir(url, admin, 'POST', '/clientes', {
      nombre: `Cliente de ruta ${i + 1}`,
      cedula: `6${Array.from({ length: 10 }, () => randomInt(10)).join('')}`,
      telefono: `3${Array.from({ length: 9 }, () => randomInt(10)).join('')}`,
      direccion: `Calle ${i + 10} # ${i + 2}-30`,
      barrio: ['Chapinero', 'Suba', 'Kennedy', 'Bosa'][i % 4],
      ciudad: 'Bogotá',
      cobrador: cobrador._id,
      autorizacionDatos: { canal: 'presencial_firmado' },
    });
    await pedir(url, admin, 'POST', '/prestamos', {
      cliente: cliente._id,
      monto: 200000 + i * 10000,
      interes: 10,
      cuotas: 20,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      fechaInicio: inicio.toISOString().slice(0, 10),
      cobrador: cobrador._id,
    });
  }
  const token = await iniciarSesion(url, COBRADOR);
  // The stored session the sign-in page leaves (token + usuario): the user as the API describes it.
  const { data: usuario } = await pedir(url, token, 'GET', '/auth/profile');
  return { token, usuario };
}

async function ponerSesion(page, url, sesion) {
  await page.goto(`${url}/mi-ruta/manifest.webmanifest`);
  await page.evaluate((datos) => {
    window.localStorage.clear();
    window.localStorage.setItem('token', datos.token);
    window.localStorage.setItem('usuario', JSON.stringify(datos.usuario));
  }, sesion);
}

const PRIMERA_PARADA = '[data-prueba="parada"]';

/** Cold cache: the scripts requested until the first stop is on screen, as sent (.br on disk) and decoded. */
async function medirBytes(navegador, url, sesion) {
  const context = await navegador.newContext({
    viewport: { width: 412, height: 915 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await ponerSesion(page, url, sesion);
  const scripts = new Set();
  page.on('request', (solicitud) => {
    if (solicitud.resourceType() === 'script') scripts.add(new URL(solicitud.url()).pathname);
  });
  await page.goto(`${url}/mi-ruta`);
  await page.locator(PRIMERA_PARADA).first().waitFor({ timeout: 30_000 });
  let brotli = 0;
  let decodificado = 0;
  const detalle = [];
  for (const ruta of scripts) {
    const archivo = path.join(CARPETA, ruta.replace(/^\/mi-ruta\//, ''));
    const tamano = fs.statSync(archivo).size;
    const br = fs.existsSync(`${archivo}.br`) ? fs.statSync(`${archivo}.br`).size : tamano;
    brotli += br;
    decodificado += tamano;
    detalle.push(`${ruta} ${kb(br)} br / ${kb(tamano)}`);
  }
  const antd = [...scripts].some((s) => /antd|remoteEntry|mf-manifest/.test(s));
  await context.close();
  return { brotli, decodificado, detalle, antd, archivos: scripts.size };
}

/** Lighthouse's mobile profile on /mi-ruta with the cobrador's session; the run with the median performance. */
async function medirLighthouse(url, sesion) {
  const { chrome, navegador } = await chromeParaLighthouse();
  const corridas = [];
  try {
    for (let vez = 0; vez < VECES_LIGHTHOUSE; vez++) {
      const page = await navegador.newPage();
      await ponerSesion(page, url, sesion);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      // Every run a first visit: without this, the service worker (and the day in IndexedDB) the previous run left
      // would serve the page from the phone and runs 2 and 3 would measure a repeat visit.
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(url).origin,
        storageTypes: 'service_workers,cache_storage,indexeddb',
      });
      const { lhr } = await lighthouse(
        `${url}/mi-ruta`,
        {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
        },
        undefined,
        page,
      );
      const nota = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const fallas = Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0))
        .map((r) => lhr.audits[r.id])
        .filter(
          (a) =>
            a &&
            a.score !== null &&
            a.score < 1 &&
            !['informative', 'manual', 'metricSavings'].includes(a.scoreDisplayMode),
        )
        .filter((a) => !lhr.categories.performance.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id);
      corridas.push({
        performance: nota('performance'),
        accessibility: nota('accessibility'),
        practicas: nota('best-practices'),
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        interactivo:
          lhr.audits.interactive?.numericValue ?? lhr.audits['largest-contentful-paint'].numericValue,
        fallas,
        // Where the main thread went (simulated 4× CPU): by kind of work, and the longest tasks.
        hilo: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
          .slice(0, 4)
          .map((i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`)
          .join(', '),
        tareas: (lhr.audits['long-tasks']?.details?.items ?? [])
          .slice(0, 3)
          .map(
            (t) =>
              `${Math.round(t.duration)} ms (${String(t.url ?? '').replace(/^https?:\/\/[^/]+/, '') || 'sin script'})`,
          )
          .join(', '),
      });
      await page.close();
    }
  } finally {
    await navegador.disconnect();
    await chrome.kill();
  }
  const ordenadas = [...corridas].sort((a, b) => a.performance - b.performance);
  return { ...ordenadas[Math.floor((ordenadas.length - 1) / 2)], notas: corridas.map((c) => c.performance) };
}

/** A visit with the worker installed and no network: from navigation until the first stop is on screen. */
async function medirOffline(navegador, url, sesion) {
  const context = await navegador.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await ponerSesion(page, url, sesion);
  await page.goto(`${url}/mi-ruta`);
  await page.locator(PRIMERA_PARADA).first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 30_000,
  });
  await context.setOffline(true);
  const tiempos = [];
  for (let vez = 0; vez < VECES_OFFLINE; vez++) {
    await page.goto(`${url}/mi-ruta`);
    await page.locator(PRIMERA_PARADA).first().waitFor({ timeout: 10_000 });
    tiempos.push(
      await page.evaluate(
        (selector) =>
          new Promise((resolver) => {
            const mirar = () =>
              document.querySelector(selector) ? resolver(performance.now()) : requestAnimationFrame(mirar);
            mirar();
          }),
        PRIMERA_PARADA,
      ),
    );
  }
  await context.close();
  return tiempos;
}

async function main() {
  if (!fs.existsSync(path.join(CARPETA, 'index.html')))
    throw new Error(`Falta ${CARPETA}/index.html: ejecute npm run build antes del benchmark.`);
  const api = await arrancarApi('bench-mi-ruta', { PORTAL_DIR });
  try {
    await esperarBarrido(api.urlBase);
    console.log(`Sembrando un cobrador con ${PARADAS} paradas…`);
    const sesion = await sembrar(api.url);
    const navegador = await lanzarChromium();
    let bytes;
    let offline;
    try {
      bytes = await medirBytes(navegador, api.url, sesion);
      offline = await medirOffline(navegador, api.url, sesion);
    } finally {
      await navegador.close();
    }
    const lh = await medirLighthouse(api.url, sesion);
    const offlineP50 = percentil(offline, 50);
    const filas = [
      [
        'JS de la ruta crítica (brotli, enviado)',
        `≤ ${OBJETIVOS.kbBrotli} KB`,
        `${kb(bytes.brotli)} (${kb(bytes.decodificado)} decodificado, ${bytes.archivos} archivo(s))`,
        bytes.brotli <= OBJETIVOS.kbBrotli * 1024,
      ],
      ['antd, shell o federación en la ruta crítica', 'ninguno', bytes.antd ? 'sí' : 'ninguno', !bytes.antd],
      [
        'Lighthouse móvil: rendimiento',
        `≥ ${OBJETIVOS.performance}`,
        `${lh.performance} (corridas ${lh.notas.join(', ')})`,
        lh.performance >= OBJETIVOS.performance,
      ],
      [
        'Lighthouse móvil: accesibilidad',
        `${OBJETIVOS.accessibility}`,
        `${lh.accessibility}${lh.fallas.length ? ` (${lh.fallas.join(', ')})` : ''}`,
        lh.accessibility >= OBJETIVOS.accessibility,
      ],
      ['Lighthouse móvil: buenas prácticas', '—', `${lh.practicas}`, true],
      [
        'Lento 4G (Lighthouse): interactiva',
        `≤ ${OBJETIVOS.interactivoMs / 1000} s`,
        `${(lh.interactivo / 1000).toFixed(2)} s (FCP ${(lh.fcp / 1000).toFixed(2)} s · LCP ${(lh.lcp / 1000).toFixed(2)} s · TBT ${Math.round(lh.tbt)} ms · CLS ${lh.cls.toFixed(3)})`,
        lh.interactivo <= OBJETIVOS.interactivoMs,
      ],
      [
        'Visita repetida sin red, hasta la primera parada (p50)',
        `≤ ${OBJETIVOS.offlineMs / 1000} s`,
        `${Math.round(offlineP50)} ms (${offline.map((t) => Math.round(t)).join(', ')} ms)`,
        offlineP50 <= OBJETIVOS.offlineMs,
      ],
    ];
    console.log('\n| medida | objetivo | cifra | |\n|---|---|---|---|');
    for (const [medida, objetivo, cifra, ok] of filas)
      console.log(`| ${medida} | ${objetivo} | ${cifra} | ${cumple(ok)} |`);
    // Las filas `mi-ruta.*` de docs/rendimiento.md, en el orden de `filas`.
    const IDS = [
      'mi-ruta.js',
      null,
      'mi-ruta.lighthouse',
      'mi-ruta.accesibilidad',
      null,
      'mi-ruta.interactiva',
      'mi-ruta.sin-red',
    ];
    escribirCifras(
      'bench:mi-ruta',
      filas.flatMap(([, , cifra, ok], i) => (IDS[i] ? [{ id: IDS[i], cifra, cumple: ok }] : [])),
    );
    console.log(`\nScripts: ${bytes.detalle.join('; ')}`);
    console.log(`Hilo principal (Lighthouse, mediana): ${lh.hilo}; tareas largas: ${lh.tareas || 'ninguna'}`);
    console.log(
      `Carga de la máquina al terminar (1, 5, 15 min): ${os
        .loadavg()
        .map((c) => c.toFixed(1))
        .join(', ')} en ${os.cpus().length} núcleos`,
    );
  } finally {
    await api.detener();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
