// The static sheet of antd for every app's build (shell and remotes): `@cartera/plataforma/antd.css`, imported by
// ProveedorCartera, resolves to the CSS that estilos-antd.mjs writes for the portal's theme and components, and
// `process.env.CARTERA_TEMA_ANTD` to the theme's tokens it derives beside it. Both are written once per change of
// their inputs (antd's version, the theme, the component list, the script) into node_modules/.cache/cartera/, so the
// five builds of `npm run build` and the dev servers share them. And antd's style functions, which the browser no
// longer runs, are emptied before bundling (sin-estilos-loader.cjs); the style module of a component the sheet does not
// cover (one a remote bundles itself: antd-compartido.ts) brings that component's own small sheet, written beside it.
// Never part of a browser bundle.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

const requerir = createRequire(import.meta.url);
const aqui = (archivo: string) => fileURLToPath(new URL(archivo, import.meta.url));
const GENERADOR = aqui('./estilos-antd.mjs');
/** What the sheet depends on besides antd itself. */
const ENTRADAS = [
  GENERADOR,
  aqui('./src/tema.ts'),
  aqui('./src/temaPrecalculado.ts'),
  aqui('./antd-compartido.ts'),
];
const CACHE = path.join(aqui('../..'), 'node_modules', '.cache', 'cartera');
const CARGADOR = aqui('./sin-estilos-loader.cjs');
/** antd's modules that define component styles (`button/style/index.js`, `_util/wave/style.js`…). */
const { MODULOS_DE_ESTILO } = requerir(CARGADOR) as { MODULOS_DE_ESTILO: RegExp };

/** The sheet for the current inputs, written first if it is not there yet. Returns its path. */
export function hojaAntd(): string {
  const huella = createHash('sha256');
  for (const paquete of ['antd', '@ant-design/static-style-extract']) {
    huella.update(`${paquete}@${(requerir(`${paquete}/package.json`) as { version: string }).version}\n`);
  }
  for (const entrada of ENTRADAS) huella.update(fs.readFileSync(entrada));
  const hoja = path.join(CACHE, `antd-${huella.digest('hex').slice(0, 16)}.css`);
  if (!fs.existsSync(hoja) || !fs.existsSync(tokensDe(hoja)) || !fs.existsSync(propiasDe(hoja))) {
    const resultado = spawnSync(process.execPath, [GENERADOR, hoja, tokensDe(hoja), propiasDe(hoja)], {
      stdio: 'inherit',
    });
    if (resultado.status !== 0)
      throw new Error(`No se pudo escribir la hoja de estilos de antd (${GENERADOR})`);
  }
  return hoja;
}

/** The theme's tokens written with the sheet `hoja`: `antd-….css` → `antd-….tokens.json`. */
function tokensDe(hoja: string): string {
  return hoja.replace(/\.css$/, '.tokens.json');
}

/** The folder of the other components' sheets written with `hoja`: `antd-….css` → `antd-….propias/`. */
function propiasDe(hoja: string): string {
  return hoja.replace(/\.css$/, '.propias');
}

export function pluginEstilosAntd(): RsbuildPlugin {
  return {
    name: 'cartera:estilos-antd',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) => {
        const hoja = hojaAntd();
        return mergeRsbuildConfig(config, {
          resolve: { alias: { '@cartera/plataforma/antd.css$': hoja } },
          // The theme's tokens, derived here once instead of in every page load (src/temaPrecalculado.ts).
          source: {
            define: {
              'process.env.CARTERA_TEMA_ANTD': JSON.stringify(fs.readFileSync(tokensDe(hoja), 'utf8')),
            },
          },
        });
      });
      // The functions that generate each component's CSS never run in the browser: out of the bundle. A component
      // outside the static sheet gets its own sheet instead (propiasDe).
      api.modifyRspackConfig((config) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({
          test: MODULOS_DE_ESTILO,
          loader: CARGADOR,
          options: { hojasPropias: propiasDe(hojaAntd()) },
        });
      });
    },
  };
}
