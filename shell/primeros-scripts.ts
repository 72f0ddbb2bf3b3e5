// The two scripts index.html runs before the portal (public/primer-pintado.js, which blocks the first paint) or
// instead of it (public/entrar.js, the sign-in page) get a content hash in their name at build time, like the
// bundler's own files. Served `immutable`, a repeat visit runs them from the cache without asking the server: one
// round trip less before the first paint on a mobile link. `rsbuild dev` serves them from public/ as they are.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** Replaces `buscado` in `texto`, which must hold it exactly once (a renamed file fails the build, not the page). */
function reemplazarUnaVez(texto: string, buscado: string, nuevo: string, donde: string): string {
  const partes = texto.split(buscado);
  if (partes.length !== 2)
    throw new Error(`${donde}: se esperaba '${buscado}' una vez y aparece ${partes.length - 1}`);
  return partes.join(nuevo);
}

/** Moves `dist/<nombre>.js` to `dist/static/js/<nombre>.<hash>.js` after `transformar`; returns its new URL. */
async function conHash(
  dist: string,
  nombre: string,
  transformar = (texto: string) => texto,
): Promise<string> {
  const origen = path.join(dist, `${nombre}.js`);
  const contenido = transformar(await readFile(origen, 'utf8'));
  const hash = createHash('sha256').update(contenido).digest('hex').slice(0, 10);
  const url = `/static/js/${nombre}.${hash}.js`;
  await writeFile(path.join(dist, url), contenido);
  await rm(origen);
  return url;
}

/** rsbuild plugin of the shell; goes before `pluginPrecomprimir`, which then compresses the renamed files. */
export function pluginPrimerosScripts(): RsbuildPlugin {
  return {
    name: 'cartera:primeros-scripts',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        const dist = api.context.distPath;
        const entrar = await conHash(dist, 'entrar');
        const primerPintado = await conHash(dist, 'primer-pintado', (texto) =>
          reemplazarUnaVez(texto, "'/entrar.js'", `'${entrar}'`, 'primer-pintado.js'),
        );
        const indice = path.join(dist, 'index.html');
        const html = await readFile(indice, 'utf8');
        await writeFile(
          indice,
          reemplazarUnaVez(html, 'src="/primer-pintado.js"', `src="${primerPintado}"`, 'index.html'),
        );
      });
    },
  };
}
