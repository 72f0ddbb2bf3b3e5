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
import { createJiti } from 'jiti';
import { ADMIN, PORTAL_DIR, arrancarApi, iniciarSesion, percentil } from './prestamos-comun.mjs';
import { escribirCifras, numero } from './cifras.mjs';
import { CHROMIUM, chromeParaLighthouse, lanzarChromium } from './lib/chromium.mjs';
import {
  auditarRuta,
  cumpleObjetivos,
  FORMATOS,
  FORMATOS_LIGHTHOUSE,
  imprimirLighthouse,
  REINTENTOS_LIGHTHOUSE,
  resumirCorridas,
  VECES_LIGHTHOUSE,
} from './lib/lighthouse-portal.mjs';
import { esperarUsable, medirCarga, medirClic, medirMovil, nuevoContexto } from './lib/medidas-portal.mjs';

/** BENCH_PORTAL_DIR: otro portal construido (una copia de dist/portal), para comparar dos construcciones seguidas. */
const CLICKS = Number(process.env.BENCH_CLICKS ?? 5);
/** Issue 14: shell + primer remoto en la ruta crítica de cualquier pantalla (KB de JS enviados, gzip o mejor). */
const OBJETIVO_KB = 350;
const OBJETIVO_FRIO_MS = 400;
const OBJETIVO_TIBIO_MS = 150;
const PARTES = new Set(
  (process.env.BENCH_PARTES ?? 'bytes,movil,lighthouse,clics').split(',').map((p) => p.trim()),
);
if (process.env.BENCH_LIGHTHOUSE === '0') PARTES.delete('lighthouse');
/** BENCH_LIGHTHOUSE_DETALLE=1: en qué se fue el hilo principal (por tipo de trabajo, por script, las tareas más largas). */
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
