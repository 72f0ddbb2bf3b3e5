import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { aliasCartera, compartidos, PUERTOS, proxyApi } from '../packages/plataforma/federacion';

const PUERTO = PUERTOS.mfe_avanzados;

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'mfe_avanzados',
      exposes: { './routes': './src/routes.tsx' },
      shared: compartidos,
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
    }),
  ],
  resolve: { alias: aliasCartera },
  html: { title: 'Cartera · mfe_avanzados', lang: 'es' },
  // Built: chunks resolve against wherever mf-manifest.json is served from (/mf/mfe-avanzados/ or a CDN).
  output: { assetPrefix: 'auto' },
  // Dev: absolute, so the shell on another port and deep links of the standalone page both find the chunks.
  dev: { assetPrefix: `http://localhost:${PUERTO}/` },
  server: {
    port: PUERTO,
    cors: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: proxyApi,
    historyApiFallback: true,
  },
});
