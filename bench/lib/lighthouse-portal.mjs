// npm run bench:portal (bench/portal.mjs): Lighthouse, con emulación móvil y con el preset de escritorio. Los dos
// formatos con sus mínimos, una ruta auditada varias veces y resumida en su corrida mediana, lo que falla con los
// elementos que nombra, y sus cifras para docs/rendimiento.md.
/* global window -- la de la página, en las funciones que corren en el navegador */
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import lighthouse, { desktopConfig } from 'lighthouse';

/** Las categorías de Lighthouse, en el orden del informe: las cuatro puntuaciones que se imprimen por ruta y formato. */
export const CATEGORIAS_LIGHTHOUSE = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * Los dos formatos que mide Lighthouse: su emulación móvil por defecto (Moto G Power, CPU ×4, 4G lento simulado) y su
 * preset de escritorio (1350 × 940, sin frenar la CPU, 4G denso simulado). Mínimos de issue 70 para cada pantalla del
 * back office: rendimiento ≥ 95 en el teléfono y 100 en el escritorio (la mediana de las corridas), accesibilidad 100 y
 * CLS ≤ 0,02 en los dos (la peor corrida); buenas prácticas ≥ 95 en el teléfono (issue 14).
 * `rutas`: las que se miden si BENCH_LIGHTHOUSE_RUTAS no dice otras; cada una tiene su fila en docs/rendimiento.md.
 */
export const RUTAS_BACK_OFFICE = ['/login', 'menu', '/cobros/caja'];
export const FORMATOS_LIGHTHOUSE = {
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
export const REINTENTOS_LIGHTHOUSE = 2;
/** BENCH_LIGHTHOUSE_FORMATO=movil,escritorio: los formatos que se miden (los dos por defecto). */
export const FORMATOS = (process.env.BENCH_LIGHTHOUSE_FORMATO || 'movil,escritorio').split(',').map((f) => f.trim());
for (const formato of FORMATOS) {
  if (!FORMATOS_LIGHTHOUSE[formato])
    throw new Error(`BENCH_LIGHTHOUSE_FORMATO: «${formato}» no es movil ni escritorio.`);
}

export const DETALLE_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE_DETALLE === '1';
/** BENCH_LIGHTHOUSE_VECES: corridas por ruta y formato; se imprime la de rendimiento mediano (3 por defecto). */
export const VECES_LIGHTHOUSE = Number(process.env.BENCH_LIGHTHOUSE_VECES ?? 3);
/** BENCH_LIGHTHOUSE_JSON: una carpeta donde se escribe entero cada informe de Lighthouse (guardarInforme). */
export const CARPETA_INFORMES_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE_JSON ?? '';
/** BENCH_DETALLE=/prestamos,/dashboard: lista además cada script de esas pantallas (el mayor primero). */

/**
 * Las corridas de una ruta y un formato como un resultado: la de rendimiento mediano (lo que Lighthouse aconseja en
 * una máquina ruidosa), el rendimiento y el CLS de cada corrida, y lo que falló en alguna: la accesibilidad, las
 * buenas prácticas y el SEO son la peor puntuación de las corridas, y sus fallas, las de todas (una auditoría que
 * falla una vez, falla).
 */
export function resumirCorridas(corridas) {
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
export function cumpleObjetivos({ objetivos, clsMaximo }, { puntuaciones, clsDeCadaCorrida }) {
  return (
    Object.entries(objetivos).every(([categoria, minimo]) => puntuaciones[categoria] >= minimo) &&
    Math.max(...clsDeCadaCorrida) <= clsMaximo
  );
}

/**
 * Un elemento de una auditoría que falla, como lo nombra Lighthouse: su selector CSS y, en una falla de contraste, la
 * medida de axe («2.69:1 #1f6f5c sobre #a5b0ac»: la razón, el color del texto y el del fondo).
 */
export function nodoDeFalla(item) {
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
export async function auditarRuta(puerto, navegador, url, sesion, ruta, formato) {
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
export function guardarInforme(lhr, ruta, formato) {
  fs.mkdirSync(CARPETA_INFORMES_LIGHTHOUSE, { recursive: true });
  const nombre = `${ruta.replace(/\W+/g, '') || 'raiz'}-${formato}-${Date.now()}.json`;
  fs.writeFileSync(path.join(CARPETA_INFORMES_LIGHTHOUSE, nombre), JSON.stringify(lhr));
}

/** Líneas de los diagnósticos de Lighthouse: trabajo del hilo principal por tipo, tiempo de script por archivo, las tareas más largas. */
export function detalleLighthouse(lhr) {
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


/** Imprime el resultado de Lighthouse de una ruta: puntuaciones y CLS, y después lo que falla y lo que se desplaza, un elemento por línea. */
export function imprimirLighthouse(
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
