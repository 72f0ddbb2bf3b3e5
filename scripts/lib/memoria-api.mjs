// The API's memory as its image sets it (infra/docker/api.Dockerfile): the memory variables of its last stage — glibc's
// malloc ones and NODE_OPTIONS with V8's heap cap — so that `npm start`, `npm run dev` and the benchmarks run the API
// as in production (docs/decisiones/importacion.md, «Memoria»).
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

/** infra/docker/api.Dockerfile, beside this repository. */
const dockerfileApi = () =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'infra', 'docker', 'api.Dockerfile');

const VARIABLES_DE_MEMORIA = ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'NODE_OPTIONS'];

/** The `ENV` variables of a Dockerfile's last stage (also those of an instruction over several lines). */
export function entornoDeImagen(texto) {
  const instrucciones = texto.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  const ultimaEtapa = instrucciones.findLastIndex((linea) => /^FROM\s/i.test(linea.trim()));
  const entorno = {};
  for (const instruccion of instrucciones.slice(ultimaEtapa)) {
    const env = /^ENV\s+(.*)$/i.exec(instruccion.trim());
    if (!env) continue;
    for (const [, nombre, conComillas, sinComillas] of env[1].matchAll(
      /([A-Z_][A-Z0-9_]*)=(?:"([^"]*)"|(\S*))/gi,
    ))
      entorno[nombre] = conComillas ?? sinComillas;
  }
  return entorno;
}

/** MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_ and NODE_OPTIONS of the API's image. */
export function memoriaDeLaApi(dockerfile = dockerfileApi()) {
  const entorno = entornoDeImagen(fs.readFileSync(dockerfile, 'utf8'));
  return Object.fromEntries(VARIABLES_DE_MEMORIA.filter((v) => v in entorno).map((v) => [v, entorno[v]]));
}

/** V8's heap cap in some Node options (`--max-old-space-size=512` → 512), or undefined. */
export function topeDelHeap(opciones = '') {
  const tope = /--max-old-space-size[=\s](\d+)/.exec(opciones)?.[1];
  return tope === undefined ? undefined : Number(tope);
}

/**
 * The memory `npm start`, `npm run dev` and the benchmarks start the API with: the image's, except what the
 * environment sets itself. The heap cap is always there: an environment's NODE_OPTIONS without `--max-old-space-size`
 * (say `--enable-source-maps`) is kept and gets the image's cap added, instead of replacing it and leaving V8 with its
 * default cap (a quarter of the machine's memory).
 */
export function memoriaParaLaApi(env = process.env, imagen = memoriaDeLaApi()) {
  const memoria = { ...imagen };
  for (const variable of ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_'])
    if (env[variable] !== undefined) memoria[variable] = env[variable];
  const propias = env.NODE_OPTIONS?.trim() ?? '';
  const tope = topeDelHeap(imagen.NODE_OPTIONS);
  if (propias !== '')
    memoria.NODE_OPTIONS =
      topeDelHeap(propias) !== undefined || tope === undefined ? propias : `${propias} --max-old-space-size=${tope}`;
  return memoria;
}
