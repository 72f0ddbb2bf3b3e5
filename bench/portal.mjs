// npm run bench:portal — lo que el portal le cuesta a un navegador: el JavaScript que cada pantalla descarga con la
// caché vacía antes de ser usable (decodificado, enviado, y enviado sin las cabeceras HTTP, brotli de los .br
// construidos; lo que por diseño se dibuja o se pide después, los gráficos y lo que se hace cuando la página descansa,
// va aparte; el CSS enviado al lado; docs/decisiones/capa-de-rendimiento-del-portal.md), las puntuaciones de
// Lighthouse con emulación móvil y con el preset de escritorio en /login, cada pantalla del menú y /cobros/caja, cuánto tarda un clic en el menú en mostrar una pantalla usable, la primera vez que carga su remoto (frío) y
// las siguientes (tibio), y el tiempo hasta una pantalla usable por una red móvil simulada (movil). Necesita
// `npm run build` y el Chromium de Debian.
//
// Arranca la API construida con PORTAL_DIR=dist/portal sobre un PostgreSQL embebido desechable
// (bench/prestamos-comun.mjs) y maneja un Chromium real con playwright-core (bytes, clics) y lighthouse 12 (el último
// que corre en Node 20). Variables: BENCH_CLICKS (5 clics tibios por pantalla), BENCH_PARTES
// (bytes,movil,lighthouse,clics: todas por defecto; BENCH_LIGHTHOUSE=0 quita Lighthouse), BENCH_DETALLE (rutas cuyos
// scripts se listan uno por uno, p. ej. /login,/prestamos), BENCH_LIGHTHOUSE_DETALLE=1 (los diagnósticos del hilo
// principal de Lighthouse), BENCH_LIGHTHOUSE_FORMATO (movil,escritorio: los dos por defecto), BENCH_LIGHTHOUSE_RUTAS
// (las rutas de los dos formatos, o `menu` para cada pantalla del menú; por defecto /login, el menú y /cobros/caja en
// los dos, las filas de docs/rendimiento.md), BENCH_LIGHTHOUSE_VECES (3 corridas por ruta
// y formato, se imprime la mediana), BENCH_MOVIL_VECES (3 cargas en frío por pantalla por la red móvil),
// BENCH_CLICS_RUTAS (sólo los clics de esas pantallas, p. ej. /flujo-caja,/prestamos), BENCH_PORTAL_DIR
// (dist/portal), BENCH_LIGHTHOUSE_JSON (una carpeta para cada informe de Lighthouse, entero), CHROMIUM_PATH.
//
// Lighthouse imprime, por ruta y formato, las cuatro puntuaciones, el CLS, cada auditoría de accesibilidad y de buenas
// prácticas que falla con los elementos que nombra (en una falla de contraste, los colores y la razón) y los
// desplazamientos con el elemento que más se movió: qué arreglar, no sólo que algo falla.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import lighthouse, { desktopConfig } from 'lighthouse';
import { createJiti } from 'jiti';
import { ADMIN, PORTAL_DIR, arrancarApi, iniciarSesion, percentil } from './prestamos-comun.mjs';
import { escribirCifras, numero } from './cifras.mjs';
import { CHROMIUM, chromeParaLighthouse, lanzarChromium } from './lib/chromium.mjs';

/* global window, document, performance -- los de la página, en las funciones que corren en el navegador */

/** BENCH_PORTAL_DIR: otro portal construido (una copia de dist/portal), para comparar dos construcciones seguidas. */
const CLICKS = Number(process.env.BENCH_CLICKS ?? 5);
/** Issue 14: shell + primer remoto en la ruta crítica de cualquier pantalla (KB de JS enviados, gzip o mejor). */
const OBJETIVO_KB = 350;
const OBJETIVO_FRIO_MS = 400;
const OBJETIVO_TIBIO_MS = 150;
/** Las categorías de Lighthouse, en el orden del informe: las cuatro puntuaciones que se imprimen por ruta y formato. */
const CATEGORIAS_LIGHTHOUSE = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * Los dos formatos que mide Lighthouse: su emulación móvil por defecto (Moto G Power, CPU ×4, 4G lento simulado) y su
 * preset de escritorio (1350 × 940, sin frenar la CPU, 4G denso simulado). Mínimos de issue 70 para cada pantalla del
 * back office: rendimiento ≥ 95 en el teléfono y 100 en el escritorio (la mediana de las corridas), accesibilidad 100 y
 * CLS ≤ 0,02 en los dos (la peor corrida); buenas prácticas ≥ 95 en el teléfono (issue 14).
 * `rutas`: las que se miden si BENCH_LIGHTHOUSE_RUTAS no dice otras; cada una tiene su fila en docs/rendimiento.md.
 */
const RUTAS_BACK_OFFICE = ['/login', 'menu', '/cobros/caja'];
const FORMATOS_LIGHTHOUSE = {
  movil: {
    nombre: 'emulación móvil',
    config: undefined,
    objetivos: { performance: 95, accessibility: 100, 'best-practices': 95 },
    clsMaximo: 0.02,
    rutas: RUTAS_BACK_OFFICE,
  },
  escritorio: {
    nombre: 'preset de escritorio',
    config: desktopConfig,
    objetivos: { performance: 100, accessibility: 100 },
    clsMaximo: 0.02,
    rutas: RUTAS_BACK_OFFICE,
  },
};
/** Una corrida de Lighthouse que no pudo registrar la carga de la página se repite hasta estas veces. */
const REINTENTOS_LIGHTHOUSE = 2;
/** BENCH_LIGHTHOUSE_FORMATO=movil,escritorio: los formatos que se miden (los dos por defecto). */
const FORMATOS = (process.env.BENCH_LIGHTHOUSE_FORMATO || 'movil,escritorio').split(',').map((f) => f.trim());
for (const formato of FORMATOS) {
  if (!FORMATOS_LIGHTHOUSE[formato])
    throw new Error(`BENCH_LIGHTHOUSE_FORMATO: «${formato}» no es movil ni escritorio.`);
}
const PARTES = new Set(
  (process.env.BENCH_PARTES ?? 'bytes,movil,lighthouse,clics').split(',').map((p) => p.trim()),
);
if (process.env.BENCH_LIGHTHOUSE === '0') PARTES.delete('lighthouse');
/** BENCH_LIGHTHOUSE_DETALLE=1: en qué se fue el hilo principal (por tipo de trabajo, por script, las tareas más largas). */
const DETALLE_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE_DETALLE === '1';
/** BENCH_LIGHTHOUSE_VECES: corridas por ruta y formato; se imprime la de rendimiento mediano (3 por defecto). */
const VECES_LIGHTHOUSE = Number(process.env.BENCH_LIGHTHOUSE_VECES ?? 3);
/** BENCH_LIGHTHOUSE_JSON: una carpeta donde se escribe entero cada informe de Lighthouse (guardarInforme). */
const CARPETA_INFORMES_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE_JSON ?? '';
/** BENCH_DETALLE=/prestamos,/dashboard: lista además cada script de esas pantallas (el mayor primero). */
const DETALLE = new Set((process.env.BENCH_DETALLE ?? '').split(',').filter(Boolean));

/**
 * Las entradas del menú del admin que abren una pantalla del portal, del registro de pantallas
 * (packages/plataforma/src/pantallas.ts): [etiqueta, ruta]; la etiqueta es lo que una persona pulsa en el menú.
 */
const { menuPara } = await createJiti(import.meta.url).import('../packages/plataforma/src/pantallas.ts');
const PANTALLAS = menuPara('admin').flatMap((grupo) =>
  grupo.pantallas.flatMap((pantalla) => (pantalla.pagina ? [] : [[pantalla.menu.etiqueta, pantalla.ruta]])),
);

/**
 * Las rutas que Lighthouse mide con `formato`: BENCH_LIGHTHOUSE_RUTAS, o las del formato; `menu` vale por cada
 * pantalla del menú de arriba.
 */
function rutasLighthouse(formato, pedidas = process.env.BENCH_LIGHTHOUSE_RUTAS || FORMATOS_LIGHTHOUSE[formato].rutas.join(',')) {
  const rutas = pedidas
    .split(',')
    .map((ruta) => ruta.trim())
    .filter(Boolean)
    .flatMap((ruta) => (ruta === 'menu' ? PANTALLAS.map(([, r]) => r) : [ruta]));
  return [...new Set(rutas)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0).padStart(5)} KB`;

/**
 * Una pantalla es usable cuando el portal pintó su título (no el primer pintado estático de index.html) y nada del
 * área de contenido sigue girando ni está marcado como ocupado dentro de la ventana. Tras un clic en el menú
 * (medirClic) además debe ser la pantalla nueva: la ruta, y un título distinto del que había antes del clic
 * (react-router deja la pantalla anterior a la vista mientras carga la siguiente). Resuelve al reloj de la página
 * (performance.now) en el primer cuadro en que todo eso se cumple. Con `sinPartesTrasElPintado`, un marco ocupado que
 * la pantalla llena por diseño después de su primer pintado (los gráficos: `ZonaDiferida trasElPintado`, marcado
 * `data-tras-el-pintado`) no la retiene: la ruta crítica de medirCarga termina antes, y sus archivos cuentan como
 * pedidos después.
 */
async function esperarUsable(page, ruta, { sinPartesTrasElPintado = false } = {}) {
  const listo = await page.waitForFunction(
    ({ rutaEsperada, sinTrasElPintado }) => {
      if (rutaEsperada && window.location.pathname !== rutaEsperada) return false;
      // La página de entrada es la tarjeta de index.html: usable cuando /entrar.js dejó editar sus campos.
      if (window.location.pathname === '/login') {
        const campo = document.querySelector('#primer-pintado input');
        return campo && !campo.readOnly && campo.getBoundingClientRect().height > 0
          ? performance.now()
          : false;
      }
      const contenido = document.querySelector('main') ?? document.body;
      const titulo = contenido.querySelector('h1, h2, h3, h4');
      if (!titulo || titulo.getBoundingClientRect().height === 0) return false;
      // El marco con sesión que index.html pinta antes de cualquier script todavía no es el portal.
      if (titulo.closest('#primer-pintado, #marco-pintado')) return false;
      if (rutaEsperada && titulo === window.tituloAntesDelClic) return false;
      if (contenido.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active').length > 0) return false;
      // Una parte que aún viene donde la persona la ve (el marco de una tabla o un gráfico diferido, una cifra que
      // espera sus datos) no es usable todavía; una más abajo en la página sí, porque la persona no llegó ahí.
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

/** Una página nueva para `ruta` (con sesión salvo en /login), sin caché HTTP y con el dominio de red de CDP activo. */
async function paginaEnFrio(navegador, sesion, ruta) {
  const contexto = await nuevoContexto(navegador, ruta === '/login' ? null : sesion);
  const page = await contexto.newPage();
  const cdp = await contexto.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { contexto, page, cdp };
}

/**
 * El «4G lento» de Lighthouse (150 ms de ida y vuelta, 1,6 Mbit/s de bajada, 750 kbit/s de subida), aplicado a la red
 * del propio navegador: el enlace de un cobrador con datos móviles.
 */
const RED_MOVIL = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Una carga en frío de `ruta` por RED_MOVIL: ms de la navegación a una pantalla usable (mediana de `veces`). */
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
 * El JavaScript que descarga una carga en frío: archivos, bytes decodificados y bytes enviados de cada script pedido
 * antes de que la pantalla sea usable (la ruta crítica), y aparte lo que se pide después o por trabajo diferido (los
 * gráficos, dibujados tras el primer pintado; los selectores de fecha y los remotos del menú, cuando la página
 * descansa).
 */
async function medirCarga(navegador, sesion, ruta, url) {
  const { contexto, page, cdp } = await paginaEnFrio(navegador, sesion, ruta);
  const scripts = new Map();
  /** Hojas de estilo (la hoja estática de antd): no son JavaScript, pero están en la misma ruta crítica. */
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
        // Bytes recibidos con la cabeza de la respuesta (línea de estado y cabeceras): viajan pero no son JavaScript.
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
  // Cuándo se pidió cada archivo, con el reloj de la página (el de la respuesta de esperarUsable). La marca de arriba se
  // pone cuando esa respuesta llega a este proceso, unos ms después del cuadro usable: un pedido que la página hace
  // justo después (Reportes pide sus gráficos cuando pintó la tabla) contaría como anterior.
  const { pedidos, reposo } = await page.evaluate(() => ({
    pedidos: performance.getEntriesByType('resource').map((entrada) => [entrada.name, entrada.startTime]),
    // La primera tarea diferida (cuandoLaPaginaDescanse, packages/plataforma/src/reposo.ts): el código de los
    // selectores de fecha, los remotos del menú. Puede empezar entre dos tramos de la última transición, antes del
    // cuadro usable.
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
 * Lighthouse con la caché vacía, para cada formato de BENCH_LIGHTHOUSE_FORMATO y cada una de sus rutas. En una
 * pantalla con sesión, el token se pone antes en localStorage y a Lighthouse se le pide no borrar el almacenamiento
 * (la caché HTTP se vacía aquí). Un Chromium, una corrida a la vez; `alMedir` recibe el resultado de cada ruta en cuanto
 * terminan sus corridas (el menú entero en los dos formatos toma un cuarto de hora).
 */
async function auditarLighthouse(url, sesion, alMedir) {
  const { chrome, navegador } = await chromeParaLighthouse();
  try {
    for (const formato of FORMATOS) {
      for (const ruta of rutasLighthouse(formato)) {
        const corridas = [];
        for (let vez = 0; vez < VECES_LIGHTHOUSE; vez += 1) {
          // Una corrida cuya traza Lighthouse no pudo leer (NO_NAVSTART, NO_FCP: 1 de cada 25 en esta máquina) no
          // tiene puntuaciones, sólo ceros; Lighthouse aconseja repetirla.
          let corrida = await auditarRuta(chrome.port, navegador, url, sesion, ruta, formato);
          for (let intento = 1; corrida.error && intento <= REINTENTOS_LIGHTHOUSE; intento += 1) {
            console.log(
              `    (${ruta}, ${formato}: Lighthouse falló con ${corrida.error}, se repite la corrida)`,
            );
            corrida = await auditarRuta(chrome.port, navegador, url, sesion, ruta, formato);
          }
          if (corrida.error)
            throw new Error(
              `Lighthouse falló ${REINTENTOS_LIGHTHOUSE + 1} veces en ${ruta} (${formato}): ${corrida.error}`,
            );
          corridas.push(corrida);
        }
        alMedir({ formato, ruta, ...resumirCorridas(corridas) });
      }
    }
  } finally {
    await navegador.disconnect();
    await chrome.kill();
  }
}

/**
 * Las corridas de una ruta y un formato como un resultado: la de rendimiento mediano (lo que Lighthouse aconseja en
 * una máquina ruidosa), el rendimiento y el CLS de cada corrida, y lo que falló en alguna: la accesibilidad, las
 * buenas prácticas y el SEO son la peor puntuación de las corridas, y sus fallas, las de todas (una auditoría que
 * falla una vez, falla).
 */
function resumirCorridas(corridas) {
  const notas = corridas.map((c) => c.puntuaciones.performance).sort((a, b) => a - b);
  const mediana = notas[Math.floor((notas.length - 1) / 2)];
  const elegida = corridas.find((c) => c.puntuaciones.performance === mediana) ?? corridas[0];
  const puntuaciones = { ...elegida.puntuaciones };
  for (const categoria of CATEGORIAS_LIGHTHOUSE.filter((c) => c !== 'performance'))
    puntuaciones[categoria] = Math.min(...corridas.map((c) => c.puntuaciones[categoria]));
  const fallas = new Map();
  for (const falla of corridas.flatMap((c) => c.fallas)) {
    const vista = fallas.get(falla.id) ?? { ...falla, nodos: [] };
    for (const nodo of falla.nodos)
      if (!vista.nodos.some((n) => n.selector === nodo.selector)) vista.nodos.push(nodo);
    fallas.set(falla.id, vista);
  }
  const peorCls = corridas.reduce((a, b) => (b.cls > a.cls ? b : a));
  return {
    ...elegida,
    puntuaciones,
    notas,
    clsDeCadaCorrida: corridas.map((c) => c.cls),
    fallas: [...fallas.values()],
    desplazamientos: peorCls.desplazamientos,
  };
}

/**
 * Si cada puntuación llega a su mínimo (la de todas las corridas, o la mediana en rendimiento) y ninguna corrida se
 * desplazó más que el CLS máximo del formato.
 */
function cumpleObjetivos({ objetivos, clsMaximo }, { puntuaciones, clsDeCadaCorrida }) {
  return (
    Object.entries(objetivos).every(([categoria, minimo]) => puntuaciones[categoria] >= minimo) &&
    Math.max(...clsDeCadaCorrida) <= clsMaximo
  );
}

/**
 * Un elemento de una auditoría que falla, como lo nombra Lighthouse: su selector CSS y, en una falla de contraste, la
 * medida de axe («2.69:1 #1f6f5c sobre #a5b0ac»: la razón, el color del texto y el del fondo).
 */
function nodoDeFalla(item) {
  const nodo = item.node ?? {};
  const contraste = /contrast of ([\d.]+) \(foreground color: (#\w+), background color: (#\w+)/.exec(
    nodo.explanation ?? '',
  );
  return {
    selector: nodo.selector ?? String(nodo.snippet ?? item.url ?? ''),
    detalle: contraste ? `${contraste[1]}:1 ${contraste[2]} sobre ${contraste[3]}` : '',
  };
}

/** Una corrida de Lighthouse de una ruta, en una pestaña nueva del Chromium que abrió auditarLighthouse. */
async function auditarRuta(puerto, navegador, url, sesion, ruta, formato) {
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
      onlyCategories: CATEGORIAS_LIGHTHOUSE,
      disableStorageReset: true,
    },
    FORMATOS_LIGHTHOUSE[formato].config,
    page,
  );
  if (lhr.runtimeError) {
    await page.close();
    return { error: lhr.runtimeError.code };
  }
  const puntuaciones = Object.fromEntries(
    CATEGORIAS_LIGHTHOUSE.map((categoria) => [
      categoria,
      Math.round((lhr.categories[categoria]?.score ?? 0) * 100),
    ]),
  );
  const fallas = Object.values(lhr.categories)
    .filter((categoria) => categoria.id !== 'performance')
    .flatMap((categoria) =>
      categoria.auditRefs.filter((ref) => ref.weight > 0).map((ref) => [categoria.id, lhr.audits[ref.id]]),
    )
    .filter(
      ([, auditoria]) =>
        auditoria &&
        auditoria.score !== null &&
        auditoria.score < 1 &&
        auditoria.scoreDisplayMode !== 'informative' &&
        auditoria.scoreDisplayMode !== 'manual',
    )
    .map(([categoria, auditoria]) => ({
      categoria,
      id: auditoria.id,
      nodos: (auditoria.details?.items ?? []).map(nodoDeFalla).filter((nodo) => nodo.selector),
    }));
  // LH 12: cada desplazamiento con el elemento que más se movió (`layout-shifts`), el mayor primero.
  const desplazamientos = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    puntaje: item.score,
    selector: item.node?.selector ?? '(sin elemento)',
    fragmento: String(item.node?.snippet ?? '').slice(0, 100),
  }));
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
  if (CARPETA_INFORMES_LIGHTHOUSE) guardarInforme(lhr, ruta, formato);
  await page.close();
  const indice = lhr.environment.benchmarkIndex;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
  return { puntuaciones, fallas, metricas, cls, desplazamientos, detalle, indice, avisos: lhr.runWarnings };
}

/**
 * BENCH_LIGHTHOUSE_JSON=<carpeta>: el informe entero de cada corrida (la cascada de red, las fases del LCP, las
 * métricas simuladas y las observadas), un archivo por corrida, para leer lo que el resumen impreso deja fuera.
 */
function guardarInforme(lhr, ruta, formato) {
  fs.mkdirSync(CARPETA_INFORMES_LIGHTHOUSE, { recursive: true });
  const nombre = `${ruta.replace(/\W+/g, '') || 'raiz'}-${formato}-${Date.now()}.json`;
  fs.writeFileSync(path.join(CARPETA_INFORMES_LIGHTHOUSE, nombre), JSON.stringify(lhr));
}

/** Líneas de los diagnósticos de Lighthouse: trabajo del hilo principal por tipo, tiempo de script por archivo, las tareas más largas. */
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
  // LH 12: una lista cuya primera tabla tiene el elemento (su nodo: selector y HTML).
  const nodoLcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return [
    `hilo principal: ${grupos.join(' · ')}`,
    `elemento LCP: ${nodoLcp ? `${nodoLcp.selector} ${String(nodoLcp.snippet).slice(0, 90)}` : '(ninguno)'}`,
    ...scripts.map((linea) => `script: ${linea}`),
    ...tareas.map((linea) => `tarea larga: ${linea}`),
  ];
}

/**
 * Clic en el menú → pantalla usable, en ms del reloj de la página: del evento de clic que despacha el navegador al
 * primer cuadro que muestra la pantalla nueva usable (lo que ve la persona; no cuenta lo que tarda Playwright en
 * encontrar el enlace ni en consultar la página).
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

/** Imprime el resultado de Lighthouse de una ruta: puntuaciones y CLS, y después lo que falla y lo que se desplaza, un elemento por línea. */
function imprimirLighthouse(
  {
    ruta,
    puntuaciones,
    notas,
    clsDeCadaCorrida,
    metricas,
    indice,
    fallas,
    desplazamientos,
    detalle,
    avisos,
  },
  formatoMedido,
) {
  const sangria = ' '.repeat(4);
  const cifras = CATEGORIAS_LIGHTHOUSE.map((c) => `${c} ${String(puntuaciones[c]).padStart(3)}`).join('  ');
  const cls = clsDeCadaCorrida.map((v) => v.toFixed(3)).join(', ');
  const rango = notas.length > 1 ? `   (mediana de ${notas.length}: ${notas.join(', ')}; CLS ${cls})` : '';
  const cumple = cumpleObjetivos(formatoMedido, { puntuaciones, clsDeCadaCorrida }) ? 'cumple' : 'NO cumple';
  console.log(`  ${ruta.padEnd(18)} ${cifras}   ${cumple}${rango}`);
  // La medida de Lighthouse de la CPU de esta máquina: su freno ×4 equivale a un teléfono de gama media si es ≥ 1000.
  console.log(`${sangria}${metricas} · índice de CPU ${Math.round(indice)}`);
  for (const { categoria, id, nodos } of fallas) {
    console.log(
      `${sangria}falla ${categoria}: ${id}${nodos.length > 0 ? ` (${nodos.length} elementos)` : ''}`,
    );
    for (const { selector, detalle: medida } of nodos.slice(0, 8))
      console.log(`${sangria}    ${medida ? `${medida}  ` : ''}${selector}`);
    if (nodos.length > 8) console.log(`${sangria}    … y ${nodos.length - 8} más`);
  }
  if (Math.max(...clsDeCadaCorrida) > 0) {
    console.log(`${sangria}desplazamientos (la corrida de CLS mayor):`);
    for (const { puntaje, selector, fragmento } of desplazamientos.slice(0, 6))
      console.log(`${sangria}    ${puntaje.toFixed(3)}  ${selector}  ${fragmento}`);
  }
  for (const linea of detalle) console.log(`${sangria}${linea}`);
  if (avisos.length > 0) console.log(`${sangria}avisos de Lighthouse: ${avisos.join(' | ')}`);
}

/**
 * La fila de docs/rendimiento.md que llena un resultado de Lighthouse, una por ruta y formato
 * (portal.movil-<ruta>, portal.escritorio-<ruta>): rendimiento mediano, accesibilidad, el peor CLS, las corridas y
 * las auditorías de accesibilidad que fallan.
 */
function cifrasLighthouse({ formato, ruta, puntuaciones, notas, clsDeCadaCorrida, metricas, fallas }, formatoMedido) {
  if (!rutasLighthouse(formato, FORMATOS_LIGHTHOUSE[formato].rutas.join(',')).includes(ruta)) return [];
  const accesibilidad = fallas.filter((f) => f.categoria === 'accessibility').map((f) => f.id);
  const corridas = notas.length > 1 ? ` (corridas ${notas.join(', ')})` : '';
  const clsMaximo = numero(Math.max(...clsDeCadaCorrida), 3);
  return [
    {
      id: `portal.${formato}-${ruta.replace(/^\//, '').replaceAll('/', '-')}`,
      cifra:
        `${puntuaciones.performance} / ${puntuaciones.accessibility} / CLS ${clsMaximo}${corridas}` +
        `${accesibilidad.length > 0 ? ` falla ${accesibilidad.join(', ')}` : ''} · ${metricas}`,
      cumple: cumpleObjetivos(formatoMedido, { puntuaciones, clsDeCadaCorrida }),
    },
  ];
}

async function main() {
  for (const [archivo, como] of [
    [path.join(PORTAL_DIR, 'index.html'), 'npm run build'],
    [CHROMIUM, 'apt-get install -y chromium'],
  ]) {
    if (!fs.existsSync(archivo)) throw new Error(`Falta ${archivo}: ejecute ${como} antes del benchmark.`);
  }
  const api = await arrancarApi('bench-portal', { PORTAL_DIR });
  const navegador = await lanzarChromium();
  try {
    const token = await iniciarSesion(api.url, ADMIN);
    const perfil = await (
      await fetch(`${api.url}/api/auth/profile`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const sesion = { token, usuario: perfil.data };
    // Las filas de docs/rendimiento.md que reescribe esta corrida (bench/cifras.mjs), las de cada parte medida.
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
      let formatoImpreso;
      await auditarLighthouse(api.url, sesion, (resultado) => {
        const formatoMedido = FORMATOS_LIGHTHOUSE[resultado.formato];
        const { nombre, objetivos, clsMaximo } = formatoMedido;
        if (resultado.formato !== formatoImpreso) {
          formatoImpreso = resultado.formato;
          const metas = Object.entries(objetivos)
            .map(([c, v]) => `${c} ${v === 100 ? '100' : `≥ ${v}`}`)
            .join(', ');
          console.log(`\nLighthouse 12, ${nombre}, caché vacía (objetivo ${metas}, CLS ≤ ${numero(clsMaximo, 2)}):`);
        }
        imprimirLighthouse(resultado, formatoMedido);
        cifrasDocs.push(...cifrasLighthouse(resultado, formatoMedido));
      });
    }

    if (PARTES.has('clics')) {
      console.log(
        `\nClic en el menú → pantalla usable (frío: primera visita; tibio: p50/p95 de ${CLICKS} visitas más):`,
      );
      const contexto = await nuevoContexto(navegador, sesion);
      const page = await contexto.newPage();
      await page.goto(`${api.url}/dashboard`);
      await esperarUsable(page);
      // Una persona lee el tablero antes del primer clic: mientras tanto el shell adelanta los remotos del menú.
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
