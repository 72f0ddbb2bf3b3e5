// Build-time settings every app (shell and remotes) shares: the singletons of the portal and the aliases to
// the workspace packages' sources. Imported by each rsbuild.config.ts; never part of a browser bundle.
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginPrecomprimir } from './precomprimir';
import { EXPORTACIONES_ANTD, EXPORTACIONES_ROUTER } from './antd-compartido';

/**
 * One copy of each at runtime, whoever loads first provides it (`shareStrategy: 'loaded-first'`).
 * `requiredVersion: false` on the workspace package: it is consumed from source and has no published range.
 * antd is shared tree-shaken: every build keeps the same exports (antd-compartido.ts), so the singleton the shell
 * provides serves every remote and the page downloads ≈ 1/3 of antd instead of all of it (docs/rendimiento.md).
 */
export const compartidos = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': {
    singleton: true,
    requiredVersion: '^7.0.0',
    treeShaking: { mode: 'runtime-infer' as const, usedExports: [...EXPORTACIONES_ROUTER] },
  },
  'react-router-dom': {
    singleton: true,
    requiredVersion: '^7.0.0',
    treeShaking: { mode: 'runtime-infer' as const, usedExports: [...EXPORTACIONES_ROUTER] },
  },
  antd: {
    singleton: true,
    requiredVersion: '^6.0.0',
    treeShaking: { mode: 'runtime-infer' as const, usedExports: [...EXPORTACIONES_ANTD] },
  },
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  dayjs: { singleton: true, requiredVersion: '^1.11.0' },
  '@cartera/plataforma': { singleton: true, requiredVersion: false as const },
};

/** `@cartera/dominio` and `@cartera/plataforma` are compiled from their TypeScript sources. */
export const aliasCartera = {
  '@cartera/dominio': fileURLToPath(new URL('../dominio/src/index.ts', import.meta.url)),
  '@cartera/plataforma': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
};

/** Dev servers of the portal (docs/decisiones.md). */
export const PUERTOS = {
  api: 3000,
  shell: 3001,
  mfe_clientes: 3011,
  mfe_prestamos: 3012,
  mfe_cobros: 3013,
  mfe_avanzados: 3014,
} as const;

/** Every dev server forwards `/api` to the API, so a remote opened alone can also call it. */
export const proxyApi = { '/api': `http://localhost:${PUERTOS.api}` };

type NombreRemoto = Exclude<keyof typeof PUERTOS, 'api' | 'shell'>;

/**
 * The whole rsbuild config of a remote: it exposes `./routes` and nothing else, shares the portal's singletons and
 * writes `mf-manifest.json`. Built, chunks resolve against wherever the manifest is served from (`/mf/<carpeta>/`
 * or a CDN); in dev the prefix is absolute so the shell on another port and the standalone page both find them.
 */
export function configurarRemoto(nombre: NombreRemoto): RsbuildConfig {
  const puerto = PUERTOS[nombre];
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: nombre,
        exposes: { './routes': './src/routes.tsx' },
        shared: compartidos,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
      }),
      pluginPrecomprimir(),
    ],
    resolve: { alias: aliasCartera },
    // CARTERA_VERSION_MODULO: a release label the remote may show (mfe-cobros puts it beside its title), so a
    // team can tell which build of its module the portal loaded. Empty: nothing shown.
    source: {
      define: { 'process.env.CARTERA_VERSION_MODULO': JSON.stringify(process.env.CARTERA_VERSION_MODULO ?? '') },
    },
    html: { title: `Cartera · ${nombre}`, template: fileURLToPath(new URL('./plantilla.html', import.meta.url)) },
    // CARTERA_DIST_DIR: build into another folder (absolute path), e.g. a second version of the remote served
    // beside the current one (infra/README.md, scripts/topologia.mjs); `npm run build` always uses dist/.
    output: { assetPrefix: 'auto', distPath: { root: process.env.CARTERA_DIST_DIR || 'dist' } },
    dev: { assetPrefix: `http://localhost:${puerto}/` },
    server: {
      port: puerto,
      cors: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: proxyApi,
      historyApiFallback: true,
    },
  });
}
