// Build-time settings every app (shell and remotes) shares: the singletons of the portal and the aliases to
// the workspace packages' sources. Imported by each rsbuild.config.ts; never part of a browser bundle.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { pluginEstilosAntd } from './estilos-antd-plugin';
import { pluginPrecomprimir } from './precomprimir';
import { pluginCompilarAlCargar } from './compilar-al-cargar';
import { pluginAntdAMedida } from './antd-a-medida-plugin';
import {
  EXPORTACIONES_ANTD,
  EXPORTACIONES_ROUTER,
  moduloAntd,
  NUCLEO_ANTD,
  paqueteDe,
} from './antd-compartido';

/** The entries of `@cartera/plataforma` shared apart from the main one (packages/plataforma/src/index.ts). */
const ENTRADAS_PLATAFORMA = {
  '@cartera/plataforma/listado': './src/listado/index.ts',
  '@cartera/plataforma/cuentas': './src/cuentas.ts',
  '@cartera/plataforma/formularios': './src/formularios/index.ts',
  '@cartera/plataforma/campo-foto': './src/formularios/CampoFoto.tsx',
  '@cartera/plataforma/independiente': './src/independiente.ts',
} as const;

const requerir = createRequire(import.meta.url);
/** The installed version of a package. */
const versionDe = (paquete: string) => (requerir(`${paquete}/package.json`) as { version: string }).version;
/** Module Federation cannot read the version of a module imported by its path: it is antd's. */
const VERSION_ANTD = versionDe('antd');
/**
 * Nor that of an entry of this package imported by its path: without it the runtime took it as version "0" and warned
 * on every screen that it did not satisfy `*`.
 */
const VERSION_PLATAFORMA = (requerir('./package.json') as { version: string }).version;

/**
 * The file a bundler takes for a module of NUCLEO_ANTD, from the package's folder: `require.resolve` would follow the
 * `require` condition of @ant-design/icons' exports to its CommonJS build, which no browser build uses.
 */
function archivoDelNucleo(modulo: string): string {
  const paquete = paqueteDe(modulo);
  return path.join(
    path.dirname(requerir.resolve(`${paquete}/package.json`)),
    `${modulo.slice(paquete.length + 1)}.js`,
  );
}

/** Building (`rsbuild build`), not serving (`rsbuild dev`): rsbuild sets NODE_ENV before it reads the config. */
const enConstruccion = process.env.NODE_ENV === 'production';

/**
 * The router is shared pruned to the exports the portal imports (Module Federation's `treeShaking`). Only in a build:
 * under `rsbuild dev` that option turns on rspack's unused-export analysis, which drops an export the federation
 * runtime's own CommonJS files still call, and the portal stays blank (`require_runtime.__exportAll is not a
 * function`).
 */
const podarRouter = enConstruccion
  ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...EXPORTACIONES_ROUTER] } }
  : {};

/**
 * One copy of Module Federation's runtime in the portal, the shell's. Built on their own, each remote's entry carried
 * its own copy of `@module-federation/runtime-core` (≈ 28 KB br, ≈ 70 KB to parse and run on a phone) for the shell
 * to download on the first visit to each remote. In a build the shell provides its copy (`provideExternalRuntime`,
 * the global `_FEDERATION_RUNTIME_CORE`) and the remotes use it (`externalRuntime`). Under `rsbuild dev` each remote
 * keeps its own: it also opens alone, without the shell (AplicacionIndependiente).
 */
export const RUNTIME_PARA_REMOTOS = enConstruccion ? { experiments: { provideExternalRuntime: true } } : {};
const RUNTIME_DEL_SHELL = enConstruccion ? { experiments: { externalRuntime: true } } : {};

/**
 * antd's core shared by file (NUCLEO_ANTD, see `compartidos`). Only in a build: under `rsbuild dev` the hot-reload
 * runtime loads every chunk of a chunk's group with it (`f.group`), and a chunk of the theme's context then waited
 * for a consume of that same context: the portal never rendered (e2e desarrollo). A build has no such loading.
 */
const nucleoCompartido = enConstruccion
  ? Object.fromEntries(
      NUCLEO_ANTD.map((modulo) => {
        const version = versionDe(paqueteDe(modulo));
        const archivo = archivoDelNucleo(modulo);
        return [
          archivo,
          {
            shareKey: modulo,
            singleton: true,
            requiredVersion: `^${version.split('.')[0]}.0.0`,
            version,
            import: archivo,
          },
        ];
      }),
    )
  : {};

/**
 * One copy of each at runtime, whoever loads first provides it (`shareStrategy: 'loaded-first'`; the shell
 * registers its copies before any remote loads, so the shell provides them all).
 * `requiredVersion: false` on the workspace package: it is consumed from source and has no published range.
 *
 * antd is shared **one component at a time**: `import { Table } from 'antd'` is compiled to
 * `import Table from 'antd/es/table'` (IMPORTAR_ANTD) and each component of antd-compartido.ts is its own
 * singleton, so a screen downloads and runs only the components it renders (the login does not wait for Table or
 * DatePicker). Every component keeps antd's internals (ConfigProvider's context, the CSS-in-JS cache) of the build
 * that provides it, the shell: one theme and one locale for all (e2e federacion-compartidos).
 *
 * `import` with the module's absolute path: Module Federation provides a package's module only if the build imports
 * it, but a file path always. So the shell provides every listed component and entry even if it never renders it
 * (Upload, DatePicker, the list kit…) and no remote brings its own copy; nothing is downloaded until it is used.
 *
 * antd's core (NUCLEO_ANTD: the contexts of ConfigProvider, the theme's tokens, the locale, Form.Item, the CSS-in-JS
 * cache) is shared **by file**, in a build (nucleoCompartido): the key is the module's absolute path, so Module
 * Federation takes every import that resolves to it, antd's own relative ones (`../config-provider/context`)
 * included, and the `shareKey` names it the same in every build wherever it was built. A component a remote bundles
 * itself (one the shell does not share, or a part antd imports by a relative path) then reads the shell's contexts:
 * the portal's theme and Spanish, not antd's defaults (e2e componente-no-compartido). Each is a few lines, already in
 * the shell's `antd-nucleo` chunk.
 */
export const compartidos = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.0.0', ...podarRouter },
  'react-router-dom': { singleton: true, requiredVersion: '^7.0.0', ...podarRouter },
  ...Object.fromEntries(
    EXPORTACIONES_ANTD.map((nombre) => [
      moduloAntd(nombre),
      {
        singleton: true,
        requiredVersion: '^6.0.0',
        version: VERSION_ANTD,
        import: requerir.resolve(moduloAntd(nombre)),
      },
    ]),
  ),
  ...nucleoCompartido,
  zustand: { singleton: true, requiredVersion: '^5.0.0' },
  dayjs: { singleton: true, requiredVersion: '^1.11.0' },
  '@cartera/plataforma': { singleton: true, requiredVersion: false as const },
  ...Object.fromEntries(
    Object.entries(ENTRADAS_PLATAFORMA).map(([entrada, archivo]) => [
      entrada,
      {
        singleton: true,
        requiredVersion: false as const,
        version: VERSION_PLATAFORMA,
        import: fileURLToPath(new URL(archivo, import.meta.url)),
      },
    ]),
  ),
};

/** The shell's chunks of React and antd's common internals (grupos-antd.ts). */
export { GRUPOS_ANTD } from './grupos-antd';

/** `import { Button, Table } from 'antd'` → one import per component module (what `compartidos` shares). */
export const IMPORTAR_ANTD = [
  {
    libraryName: 'antd',
    libraryDirectory: 'es',
    camelToDashComponentName: true,
    transformToDefaultImport: true,
  },
];

/** `@cartera/dominio` and `@cartera/plataforma` (each entry) are compiled from their TypeScript sources. */
export const aliasCartera = {
  '@cartera/dominio$': fileURLToPath(new URL('../dominio/src/index.ts', import.meta.url)),
  // The photo optimiser: a pure module (no React, no antd), compiled into each build that uses it, never shared.
  '@cartera/plataforma/foto$': fileURLToPath(new URL('./src/optimizarFoto.ts', import.meta.url)),
  // The session of every API call, with its renewal (docs/decisiones/sesiones-en-el-navegador.md): pure, compiled
  // into Mi Ruta; the portal has it inside its shared platform.
  '@cartera/plataforma/sesion-http$': fileURLToPath(new URL('./src/sesionHttp.ts', import.meta.url)),
  // The typed client without ky (docs/decisiones/cliente-generado.md): compiled into Mi Ruta. The portal's screens use
  // `clienteApi` from the shared platform, so its `ErrorHttp` is one class for every remote.
  '@cartera/plataforma/cliente-api$': fileURLToPath(new URL('./src/api/index.ts', import.meta.url)),
  // The registry of screens (docs/decisiones/registro-de-pantallas.md): pure data, compiled into the shell; the
  // remotes import only its types.
  '@cartera/plataforma/pantallas$': fileURLToPath(new URL('./src/pantallas.ts', import.meta.url)),
  '@cartera/plataforma$': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
  ...Object.fromEntries(
    Object.entries(ENTRADAS_PLATAFORMA).map(([entrada, archivo]) => [
      entrada,
      fileURLToPath(new URL(archivo, import.meta.url)),
    ]),
  ),
};

/**
 * What `rsbuild dev` does the same in the shell and the remotes: compile every module at start, not each `import()`
 * on its first use (rsbuild's default). A chunk compiled on demand while the federation runtime loads it arrives
 * "from another build" (`ChunkVersionError`) and the screen fails on its first visit. The start takes seconds more.
 */
export const DEV_COMUN = { lazyCompilation: false } as const;

/** Dev servers of the portal (docs/decisiones/modulos-y-compilacion.md). */
export const PUERTOS = {
  api: 3000,
  shell: 3001,
  mfe_clientes: 3011,
  mfe_prestamos: 3012,
  mfe_cobros: 3013,
  mfe_avanzados: 3014,
} as const;

/** The API the dev servers forward `/api` to: its `PORT` when the environment sets it (`PORT=3200 npm run dev` moves
 * the API and the proxies with it), 3000 otherwise. */
const API_DE_DESARROLLO = `http://localhost:${process.env.PORT || PUERTOS.api}`;

/**
 * Every dev server forwards `/api` to the API, so a remote opened alone can also call it. The browser's `Host` goes
 * through unchanged (rsbuild would put the API's). The sign-in's cookie routes accept an `Origin` only from the
 * portal's public origins (PUBLIC_URL, by default the API's own URLs: docs/decisiones/origenes-publicos.md); the dev
 * server is the portal the browser opened, so it vouches for the request with the API's origin, whatever port it
 * runs on. Development only: a production portal is served by the API itself or behind PUBLIC_URL.
 */
export const proxyApi = {
  '/api': {
    target: API_DE_DESARROLLO,
    changeOrigin: false,
    on: {
      proxyReq: (solicitud: { getHeader(nombre: string): unknown; setHeader(nombre: string, valor: string): void }) => {
        if (solicitud.getHeader('origin') !== undefined) solicitud.setHeader('origin', API_DE_DESARROLLO);
      },
    },
  },
};

type NombreRemoto = Exclude<keyof typeof PUERTOS, 'api' | 'shell'>;

/**
 * antd as every build of the portal compiles it, the shell's and each remote's alike (whichever build provides a
 * component, it is the same one): the static sheet instead of CSS generated in the browser (estilos-antd-plugin.ts)
 * and the imports that antd-a-medida-plugin.ts redirects.
 */
export function pluginsAntd(): RsbuildPlugin[] {
  return [pluginEstilosAntd(), pluginAntdAMedida()];
}

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
        ...RUNTIME_DEL_SHELL,
      }),
      ...pluginsAntd(),
      pluginCompilarAlCargar(),
      pluginPrecomprimir(),
    ],
    resolve: { alias: aliasCartera },
    // CARTERA_VERSION_MODULO: a release label the remote may show (mfe-cobros puts it beside its title), so a
    // team can tell which build of its module the portal loaded. Empty: nothing shown.
    source: {
      transformImport: IMPORTAR_ANTD,
      define: {
        'process.env.CARTERA_VERSION_MODULO': JSON.stringify(process.env.CARTERA_VERSION_MODULO ?? ''),
      },
    },
    html: {
      title: `Cartera · ${nombre}`,
      template: fileURLToPath(new URL('./plantilla.html', import.meta.url)),
    },
    // CARTERA_DIST_DIR: build into another folder (absolute path), e.g. a second version of the remote served
    // beside the current one (infra/README.md, scripts/topologia.mjs); `npm run build` always uses dist/.
    output: { assetPrefix: 'auto', distPath: { root: process.env.CARTERA_DIST_DIR || 'dist' } },
    dev: { ...DEV_COMUN, assetPrefix: `http://localhost:${puerto}/` },
    server: {
      port: puerto,
      cors: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: proxyApi,
      historyApiFallback: true,
    },
  });
}
