// Build-time compression of every app's output (shell and remotes): each text asset gets a `.br` and a `.gz`
// beside it, so the servers (the API's portal with PORTAL_DIR, nginx with gzip_static) send the smallest copy
// the browser accepts without compressing on each request. Never part of a browser bundle.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; images and fonts are already compressed. */
const COMPRIMIBLES = /\.(js|mjs|css|html|json|svg|txt)$/i;
/** Below this the headers weigh more than what compression saves. */
const MINIMO_BYTES = 1024;

async function archivos(carpeta: string): Promise<string[]> {
  const entradas = await readdir(carpeta, { withFileTypes: true, recursive: true });
  return entradas
    .filter((entrada) => entrada.isFile() && COMPRIMIBLES.test(entrada.name))
    .map((entrada) => path.join(entrada.parentPath, entrada.name));
}

/** Writes `x.br` (brotli, maximum quality) and `x.gz` (gzip 9) for every compressible file of `carpeta`. */
export async function precomprimirCarpeta(carpeta: string): Promise<{ archivos: number; bytes: number; br: number; gz: number }> {
  const total = { archivos: 0, bytes: 0, br: 0, gz: 0 };
  for (const archivo of await archivos(carpeta)) {
    if ((await stat(archivo)).size < MINIMO_BYTES) continue;
    const contenido = await readFile(archivo);
    const [br, gz] = await Promise.all([
      brotli(contenido, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: contenido.length,
        },
      }),
      gzipAsync(contenido, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${archivo}.br`, br), writeFile(`${archivo}.gz`, gz)]);
    total.archivos += 1;
    total.bytes += contenido.length;
    total.br += br.length;
    total.gz += gz.length;
  }
  return total;
}

/** rsbuild plugin: after a production build, precompress the output folder. */
export function pluginPrecomprimir(): RsbuildPlugin {
  return {
    name: 'cartera:precomprimir',
    setup(api) {
      api.onAfterBuild(async ({ isFirstCompile }) => {
        if (!isFirstCompile || api.context.action !== 'build') return;
        const total = await precomprimirCarpeta(api.context.distPath);
        const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
        api.logger.info(
          `precomprimido: ${total.archivos} archivos, ${kb(total.bytes)} → br ${kb(total.br)}, gz ${kb(total.gz)}`,
        );
      });
    },
  };
}
