import { readFileSync } from 'node:fs';
import { defineConfig, type HtmlTagHandler } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  aliasCartera,
  compartidos,
  DEV_COMUN,
  IMPORTAR_ANTD,
  GRUPOS_ANTD,
  pluginsAntd,
  PUERTOS,
  proxyApi,
  RUNTIME_PARA_REMOTOS,
} from '../packages/plataforma/federacion';
import { pluginPrecomprimir } from '../packages/plataforma/precomprimir';
import { pluginCompilarAlCargar } from '../packages/plataforma/compilar-al-cargar';
import { pluginPrimerosScripts } from './primeros-scripts';

// In `rsbuild dev` the remotes are the other dev servers; the built shell reads public/remotes.json,
// which a deployment replaces (a ConfigMap in Kubernetes) without rebuilding anything.
const remotosDesarrollo = readFileSync(new URL('./remotes.dev.json', import.meta.url), 'utf8');

/**
 * The portal's scripts are not `<script>` tags of index.html but a list in `<meta name="cartera-portal">`: the first
 * script of the page (public/primer-pintado.js) starts them on every screen but a cold /login, where the sign-in
 * form works without the portal (public/entrar.js) and only downloads them for later (docs/decisiones/capa-de-rendimiento-del-portal.md).
 */
const scriptsDelPortal: HtmlTagHandler = (etiquetas) => {
  const scripts = etiquetas.filter((etiqueta) => etiqueta.tag === 'script' && etiqueta.attrs?.src);
  if (scripts.length === 0) return etiquetas;
  const lista = scripts.map((script) => String(script.attrs?.src)).join(' ');
  return [
    ...etiquetas.filter((etiqueta) => !scripts.includes(etiqueta)),
    { tag: 'meta', attrs: { name: 'cartera-portal', content: lista }, head: true },
  ];
};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // Remotes are registered at runtime from /remotes.json (src/remotos/remotos.ts).
      remotes: {},
      shared: compartidos,
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      ...RUNTIME_PARA_REMOTOS,
    }),
    ...pluginsAntd(),
    pluginPrimerosScripts(),
    pluginCompilarAlCargar(),
    pluginPrecomprimir(),
  ],
  resolve: { alias: aliasCartera },
  // One import per antd component, each shared on its own (packages/plataforma/federacion.ts).
  source: { transformImport: IMPORTAR_ANTD },
  html: {
    title: 'Cartera',
    // <html lang="es"> (rsbuild 2 has no `lang` option): screen readers and Lighthouse need the page's language.
    // The remotes' template plus a first paint of the sign-in (plantilla.html).
    template: './plantilla.html',
    // Without one the browser asks for /favicon.ico, a 404 in the console (Lighthouse best practices).
    favicon: './static/favicon.svg',
    meta: { description: 'Cartera: cartera de préstamos de cobro diario', 'theme-color': '#15453a' },
    tags: [scriptsDelPortal],
  },
  output: { assetPrefix: '/' },
  dev: DEV_COMUN,
  // React and its neighbours in one chunk, antd in three (internals, the frame's components, icons).
  splitChunks: GRUPOS_ANTD,
  server: {
    port: PUERTOS.shell,
    proxy: proxyApi,
    historyApiFallback: true,
    setup: ({ action, server }) => {
      if (action !== 'dev') return;
      server.middlewares.use((solicitud, respuesta, siguiente) => {
        if (solicitud.url?.split('?')[0] !== '/remotes.json') return siguiente();
        respuesta.setHeader('Content-Type', 'application/json; charset=utf-8');
        respuesta.setHeader('Cache-Control', 'no-store');
        respuesta.end(remotosDesarrollo);
      });
    },
  },
});
