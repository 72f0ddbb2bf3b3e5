// La memoria de la API como la fija su imagen (infra/docker/api.Dockerfile): las variables de memoria de su última
// etapa — las de malloc de glibc y NODE_OPTIONS con el tope del heap de V8 — para que `npm start` y los benchmarks corran la
// API como en producción (docs/decisiones/importacion.md, «Memoria»).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** infra/docker/api.Dockerfile, junto a este repositorio. */
const dockerfileApi = () =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'infra', 'docker', 'api.Dockerfile');

const VARIABLES_DE_MEMORIA = ['MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_', 'NODE_OPTIONS'];

/** Las variables `ENV` de la última etapa de un Dockerfile (también las de una instrucción de varias líneas). */
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

/** MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_ y NODE_OPTIONS de la imagen de la API. */
export function memoriaDeLaApi(dockerfile = dockerfileApi()) {
  const entorno = entornoDeImagen(fs.readFileSync(dockerfile, 'utf8'));
  return Object.fromEntries(VARIABLES_DE_MEMORIA.filter((v) => v in entorno).map((v) => [v, entorno[v]]));
}
