// The light page /mi-ruta (docs/decisiones/mi-ruta.md): a second build of mfe-cobros, beside the remote, into
// dist/mi-ruta/. Not a federated screen: its own small React bundle, no antd, no shell, within the budget of the
// issue (≤ 120 KB of JS brotli on the critical path). After it is written, Workbox generates its service worker
// (precache of the page) and the files are precompressed like the rest of the portal.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { generateSW } from 'workbox-build';
import { aliasCartera } from '../packages/plataforma/federacion';
import { precomprimirCarpeta } from '../packages/plataforma/precomprimir';

/** Where the page lives in the portal: the portal (api/src/portal) and nginx serve dist/mi-ruta there. */
const PREFIJO = '/mi-ruta/';
const raiz = process.env.CARTERA_DIST_DIR || fileURLToPath(new URL('./dist', import.meta.url));
const salida = path.join(raiz, 'mi-ruta');

/**
 * Workbox's service worker for the page: precaches every file of the build (not the .br/.gz copies) under /mi-ruta/,
 * answers any navigation under /mi-ruta with the cached page, and takes over at once when a new build changes the
 * list (skipWaiting, clientsClaim): the next online open of /mi-ruta gets the new build without a shell release.
 * The API is never cached by the worker: the page keeps the day's data in IndexedDB itself.
 */
function pluginTrabajador(): RsbuildPlugin {
  return {
    name: 'cartera:mi-ruta-trabajador',
    setup(api) {
      api.onAfterBuild(async ({ stats }) => {
        if (stats?.hasErrors()) return;
        const { count, size } = await generateSW({
          globDirectory: salida,
          globPatterns: ['**/*.{js,css,html,webmanifest,png,svg}'],
          globIgnores: ['sw.js', 'workbox-*.js'],
          modifyURLPrefix: { '': PREFIJO },
          swDest: path.join(salida, 'sw.js'),
          navigateFallback: `${PREFIJO}index.html`,
          navigateFallbackAllowlist: [/^\/mi-ruta(\/|$)/],
          navigateFallbackDenylist: [/^\/api\//],
          // Hashed names never change: no revision needed; index.html and the manifest get one from their content.
          dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          inlineWorkboxRuntime: true,
          sourcemap: false,
          mode: 'production',
        });
        await precomprimirCarpeta(salida);
        api.logger.info(
          `mi-ruta: trabajador con ${count} archivos (${Math.round(size / 1024)} KB) en precaché`,
        );
      });
    },
  };
}

export default defineConfig({
  plugins: [pluginReact(), pluginTrabajador()],
  source: {
    entry: { index: './src/mi-ruta/main.tsx' },
    define: {
      'process.env.CARTERA_VERSION_MODULO': JSON.stringify(process.env.CARTERA_VERSION_MODULO ?? ''),
    },
  },
  // React's API on Preact (preact/compat): the page compiles against React's types, but a phone downloads and runs
  // ≈ 15 KB instead of React DOM's ≈ 180 KB (Lighthouse's blocking time on a slow phone; docs/rendimiento.md).
  resolve: {
    alias: {
      ...aliasCartera,
      'react-dom/client': 'preact/compat/client',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
      react$: 'preact/compat',
    },
  },
  html: {
    title: 'Mi Ruta · Cartera',
    template: fileURLToPath(new URL('./src/mi-ruta/plantilla.html', import.meta.url)),
  },
  server: { publicDir: { name: 'mi-ruta-public', copyOnBuild: true } },
  output: {
    assetPrefix: PREFIJO,
    distPath: { root: salida },
    // The sheet goes inside the page: one request less before the first paint (CSP allows inline styles).
    inlineStyles: true,
    legalComments: 'none',
  },
  // One script: the page is small, and each extra file is one more round trip on a slow network.
  splitChunks: false,
  performance: { printFileSize: { detail: false } },
});
