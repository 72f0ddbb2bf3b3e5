// La tabla de cifras de docs/rendimiento.md, escrita por los benches: al terminar, cada bench reescribe sus propias
// filas (entre <!-- cifras:inicio --> y <!-- cifras:fin -->), cada una por su id estable (primera columna). Sólo
// cambian las tres últimas columnas (cifra actual, cumple, carga); la medida y el objetivo los escribe una persona.
//
// - BENCH_SIN_DOCS=1: el bench imprime sus cifras y no toca el documento.
// - Una variable BENCH_* que cambia lo que se mide (tamaños, repeticiones, otra construcción) tampoco lo toca: la
//   tabla guarda la medida completa. Las que sólo agregan detalle o eligen partes están en VARIABLES_SIN_EFECTO.
// - Un id que no está en la tabla, o que es de otro bench, es un error: agregar una cifra es agregar su fila a mano
//   (id, bench, medida, objetivo) y después llamar a escribirCifras con ese id.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

export const MARCA_INICIO = '<!-- cifras:inicio -->';
export const MARCA_FIN = '<!-- cifras:fin -->';
export const DOCUMENTO = path.join('docs', 'rendimiento.md');

/** Variables de los benches que no cambian lo que mide cada fila: no impiden escribir la tabla. */
export const VARIABLES_SIN_EFECTO = new Set([
  'BENCH_SIN_DOCS',
  'BENCH_API_MAIN',
  'BENCH_DATABASE_URL',
  'BENCH_YA_CARGADA',
  'BENCH_PARTES',
  'BENCH_LIGHTHOUSE',
  'BENCH_DETALLE',
  'BENCH_LIGHTHOUSE_DETALLE',
  'BENCH_LIGHTHOUSE_JSON',
  // Eligen qué filas de Lighthouse se miden (rutas, formatos), no cómo se mide cada una.
  'BENCH_LIGHTHOUSE_RUTAS',
  'BENCH_LIGHTHOUSE_FORMATO',
  'BENCH_COMPARAR',
  'BENCH_COMPARAR_ENTORNO',
  'BENCH_POLITICAS',
  'BENCH_JSON',
]);

/** Un número con coma decimal y punto de miles, como el resto de los documentos: 1234.5 → «1.234,5». */
export function numero(valor, decimales = 1) {
  return Number(valor).toLocaleString('es-CO', {
    minimumFractionDigits: decimales,
    maximumFractionDigits: decimales,
  });
}

/** «p50 6,7 · p95 11,0 ms». */
export function tiempos({ p50, p95 }) {
  return `p50 ${numero(p50)} · p95 ${numero(p95)} ms`;
}

/** La fila de una medida con p50/p95 contra un objetivo de p95 en ms. */
export function filaP95(id, medida, objetivoMs) {
  return { id, cifra: tiempos(medida), cumple: medida.p95 <= objetivoMs };
}

/** La fila de varios casos de una misma medida: el peor p95 (y cuál fue); cumple si cumplen todos. */
export function filaPeorP95(id, casos, objetivoMs) {
  if (casos.length === 0) throw new Error(`${id}: no hay casos medidos`);
  const peor = casos.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const cifra =
    casos.length === 1
      ? tiempos(peor)
      : `p95 máx. ${numero(peor.p95)} ms (${peor.nombre}), ${casos.length} casos`;
  return { id, cifra, cumple: casos.every((c) => c.p95 <= objetivoMs) };
}

/** Las celdas de una fila de tabla markdown (`| a | b |` → ['a', 'b']); `\|` no separa. */
function celdas(linea) {
  const cuerpo = linea
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return cuerpo.split(/(?<!\\)\|/).map((c) => c.trim());
}

const limpiarId = (celda) => celda.replace(/`/g, '').trim();
const textoCumple = (cumple) => (cumple === true ? 'sí' : cumple === false ? '**no**' : '—');

/**
 * Reescribe en `texto` (el documento entero) las filas de `filas` ({ id, cifra, cumple: true | false | null }) del
 * bench `bench` y devuelve el texto nuevo. `carga` es la carga de la máquina (loadavg de 1 min) al terminar.
 * Lanza si faltan las marcas, si un id no está en la tabla, si está dos veces o si su fila es de otro bench.
 */
export function reemplazarCifras(texto, bench, filas, carga) {
  const lineas = texto.split('\n');
  const inicio = lineas.findIndex((l) => l.trim() === MARCA_INICIO);
  const fin = lineas.findIndex((l) => l.trim() === MARCA_FIN);
  if (inicio < 0 || fin < 0 || fin < inicio) {
    throw new Error(`${DOCUMENTO} no tiene la tabla de cifras entre ${MARCA_INICIO} y ${MARCA_FIN}.`);
  }
  const porId = new Map();
  for (let i = inicio + 1; i < fin; i += 1) {
    if (!lineas[i].trim().startsWith('|')) continue;
    const id = limpiarId(celdas(lineas[i])[0]);
    if (porId.has(id)) throw new Error(`${DOCUMENTO}: el id «${id}» está dos veces en la tabla de cifras.`);
    porId.set(id, i);
  }
  const vistas = new Set();
  for (const { id, cifra, cumple } of filas) {
    if (vistas.has(id)) throw new Error(`El bench ${bench} escribe dos veces la cifra «${id}».`);
    vistas.add(id);
    const i = porId.get(id);
    if (i === undefined || id === 'id' || /^-+$/.test(id)) {
      throw new Error(
        `La cifra «${id}» de ${bench} no tiene fila en la tabla de ${DOCUMENTO}: agréguela a mano (id, bench, medida, objetivo) o corrija el id.`,
      );
    }
    const actuales = celdas(lineas[i]);
    if (actuales.length !== 7)
      throw new Error(`${DOCUMENTO}, línea ${i + 1}: la fila «${id}» debe tener 7 columnas.`);
    if (limpiarId(actuales[1]) !== bench) {
      throw new Error(`La cifra «${id}» es de ${limpiarId(actuales[1])}, no de ${bench}.`);
    }
    if (/[\n|]/.test(cifra))
      throw new Error(`La cifra «${id}» no puede llevar «|» ni saltos de línea: ${cifra}`);
    const nuevas = [
      ...actuales.slice(0, 4),
      cifra,
      textoCumple(cumple),
      carga === undefined ? '—' : numero(carga),
    ];
    lineas[i] = `| ${nuevas.join(' | ')} |`;
  }
  return lineas.join('\n');
}

/** Las variables BENCH_* puestas que cambian lo que se mide (ver VARIABLES_SIN_EFECTO). */
export function variablesQueCambianLaMedida(entorno) {
  return Object.keys(entorno)
    .filter((v) => v.startsWith('BENCH_') && entorno[v] !== '' && !VARIABLES_SIN_EFECTO.has(v))
    .sort();
}

/**
 * Lo que llama cada bench al terminar, después de imprimir sus cifras: reescribe sus filas de la tabla de
 * docs/rendimiento.md salvo con BENCH_SIN_DOCS=1 o con una variable que cambia la medida. Devuelve si escribió.
 */
export function escribirCifras(bench, filas, opciones = {}) {
  const entorno = opciones.entorno ?? process.env;
  const archivo =
    opciones.archivo ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', DOCUMENTO);
  const registrar = opciones.registrar ?? ((linea) => console.log(linea));
  if (filas.length === 0) return false;
  if (entorno.BENCH_SIN_DOCS === '1') {
    registrar(`\n${DOCUMENTO} sin cambios (BENCH_SIN_DOCS=1).`);
    return false;
  }
  const cambian = variablesQueCambianLaMedida(entorno);
  if (cambian.length > 0) {
    registrar(
      `\n${DOCUMENTO} sin cambios: ${cambian.join(', ')} cambia lo que se mide, y la tabla guarda la medida completa.`,
    );
    return false;
  }
  const texto = fs.readFileSync(archivo, 'utf8');
  const carga = opciones.carga ?? os.loadavg()[0];
  fs.writeFileSync(archivo, reemplazarCifras(texto, bench, filas, carga));
  registrar(
    `\n${DOCUMENTO}: ${filas.length} cifra(s) de ${bench} actualizadas (BENCH_SIN_DOCS=1 para no tocarlo).`,
  );
  return true;
}
