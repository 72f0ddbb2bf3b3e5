// The two scripts index.html runs before the portal (public/primer-pintado.js, which blocks the first paint) or
// instead of it (public/entrar.js, the sign-in page) get a content hash in their name at build time, like the
// bundler's own files. Served `immutable`, a repeat visit runs them from the cache without asking the server: one
// round trip less before the first paint on a mobile link. `rsbuild dev` serves them from public/ under their names.
//
// primer-pintado.js gets the screens of the registry (packages/plataforma/src/pantallas.ts) written into it, in the
// build and in `rsbuild dev` alike: the title each screen shows and the remote that draws it, inside the file, with no
// request of its own.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { PANTALLAS, REMOTO_POR_SEGMENTO } from '../packages/plataforma/src/pantallas';

const REGISTRO = fileURLToPath(new URL('../packages/plataforma/src/pantallas.ts', import.meta.url));

/** What public/primer-pintado.js declares empty, for the screens to be written in its place. */
const PANTALLAS_SIN_ESCRIBIR = 'const PANTALLAS = { titulos: {}, remotos: {}, roles: {} };';

/** Replaces `buscado` in `texto`, which must hold it exactly once (a renamed file fails the build, not the page). */
function reemplazarUnaVez(texto: string, buscado: string, nuevo: string, donde: string): string {
  const partes = texto.split(buscado);
  if (partes.length !== 2)
    throw new Error(`${donde}: se esperaba '${buscado}' una vez y aparece ${partes.length - 1}`);
  return partes.join(nuevo);
}

/**
 * What index.html's first script needs of each screen of the registry: `titulos`, the path of each screen of the
 * portal → the title it shows (the static frame paints it); `remotos`, each top-level segment → the remote that draws
 * it (its files are asked for before the portal runs); `roles`, the path of each screen → the roles that may open it
 * (another role gets the dashboard's frame, where the portal sends him).
 */
function pantallasDelPrimerPintado(): {
  titulos: Record<string, string>;
  remotos: Readonly<Record<string, string>>;
  roles: Record<string, readonly string[]>;
} {
  const titulos = Object.fromEntries(
    PANTALLAS.flatMap((pantalla) => (pantalla.pagina ? [] : [[pantalla.ruta, pantalla.titulo]])),
  );
  const roles = Object.fromEntries(PANTALLAS.map((pantalla) => [pantalla.ruta, pantalla.roles]));
  return { titulos, remotos: REMOTO_POR_SEGMENTO, roles };
}

/** public/primer-pintado.js (its text) with the screens of the registry written in. */
export function conPantallas(primerPintado: string): string {
  return reemplazarUnaVez(
    primerPintado,
    PANTALLAS_SIN_ESCRIBIR,
    `const PANTALLAS = ${JSON.stringify(pantallasDelPrimerPintado())};`,
    'primer-pintado.js',
  );
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

/**
 * rsbuild plugin of the shell; goes before `pluginPrecomprimir`, which then compresses the renamed files. In
 * `rsbuild dev` it serves /primer-pintado.js with the screens written in, read anew from public/ on each request;
 * a change to the registry restarts the dev server, which loads the config (and so the registry) again.
 */
export function pluginPrimerosScripts(): RsbuildPlugin {
  return {
    name: 'cartera:primeros-scripts',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        config.dev ??= {};
        config.dev.watchFiles = [
          ...[config.dev.watchFiles ?? []].flat(),
          { paths: REGISTRO, type: 'restart' },
        ];
      });
      api.onBeforeStartDevServer(({ server }) => {
        const fuente = path.join(api.context.rootPath, 'public', 'primer-pintado.js');
        // Before rsbuild's own middlewares, the one that serves public/ as it is among them.
        server.middlewares.use((solicitud, respuesta, siguiente) => {
          if (solicitud.url?.split('?')[0] !== '/primer-pintado.js') return siguiente();
          readFile(fuente, 'utf8')
            .then((texto) => {
              const escrito = conPantallas(texto);
              respuesta.setHeader('Content-Type', 'text/javascript; charset=utf-8');
              respuesta.setHeader('Cache-Control', 'no-cache');
              respuesta.end(escrito);
            })
            .catch(siguiente);
        });
      });
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        const dist = api.context.distPath;
        const entrar = await conHash(dist, 'entrar');
        const primerPintado = await conHash(dist, 'primer-pintado', (texto) =>
          conPantallas(reemplazarUnaVez(texto, "'/entrar.js'", `'${entrar}'`, 'primer-pintado.js')),
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
