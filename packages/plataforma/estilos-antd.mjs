// node packages/plataforma/estilos-antd.mjs <archivo.css> <tokens.json> <carpeta de hojas propias>
//
// Writes antd's CSS for the portal's theme (src/tema.ts) and for the components the portal shares, as one static
// sheet. The browser then runs antd with `zeroRuntime` (ProveedorCartera): no CSS is generated, serialized and
// inserted while React renders. pluginEstilosAntd (estilos-antd-plugin.ts) runs this once per change of antd, the
// theme or the component list, in a child process: it renders every component with react-dom/server.
//
// The components: those of antd-compartido.ts plus every antd component they import (Table brings Pagination,
// Checkbox, Radio, Dropdown…), found by reading antd's own `import … from '../<carpeta>'`. A component that appears
// only inside another (the table's pager) would otherwise have no CSS until someone noticed.
//
// And, in `<tokens.json>`, the theme's tokens as antd derives them (src/temaPrecalculado.ts).
//
// And, in `<carpeta de hojas propias>`, one small sheet per other antd component (`transfer.css`, `rate.css`…): only
// the rules that component adds to the static sheet. A remote that bundles a component the shell does not share
// (antd-compartido.ts) gets that component's sheet with its code (sin-estilos-loader.cjs), in the same theme.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { createRequire } from 'node:module';
import { createJiti } from 'jiti';

const requerir = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url);
const { EXPORTACIONES_ANTD, moduloAntd } = await jiti.import('./antd-compartido.ts');
const { TEMA } = await jiti.import('./src/tema.ts');
const { precalcularTema } = await jiti.import('./src/temaPrecalculado.ts');

const CARPETA_ANTD = path.dirname(requerir.resolve('antd/es/index.js'));

/** Folders of antd/es that are components with styles of their own ('date-picker', 'pagination'…). */
function carpetasConEstilos() {
  return new Set(
    fs
      .readdirSync(CARPETA_ANTD, { withFileTypes: true })
      .filter((e) => e.isDirectory() && fs.existsSync(path.join(CARPETA_ANTD, e.name, 'style')))
      .map((e) => e.name),
  );
}

/** The component folders a folder's modules import (`from '../table'`, `from '../checkbox/Group'`). */
function importadas(carpeta) {
  const encontradas = new Set();
  const leer = (dir) => {
    for (const entrada of fs.readdirSync(dir, { withFileTypes: true })) {
      const ruta = path.join(dir, entrada.name);
      if (entrada.isDirectory()) {
        if (entrada.name !== 'style') leer(ruta);
      } else if (entrada.name.endsWith('.js')) {
        for (const [, destino] of fs
          .readFileSync(ruta, 'utf8')
          .matchAll(/from ['"]((?:\.\.\/)+[^'"]+)['"]/g)) {
          const [otra, archivo] = path.relative(CARPETA_ANTD, path.resolve(dir, destino)).split(path.sep);
          // The component itself or one of its parts (`checkbox/Group`); not a helper (`color-picker/util`).
          if (otra !== '..' && (!archivo || archivo === 'index' || /^[A-Z]/.test(archivo)))
            encontradas.add(otra);
        }
      }
    }
  };
  leer(path.join(CARPETA_ANTD, carpeta));
  return encontradas;
}

const carpetaDe = (nombre) => moduloAntd(nombre).slice('antd/es/'.length);

/**
 * antd's exports by folder ('date-picker' → 'DatePicker'): its components, and `message` and `notification`, whose
 * panels static-style-extract knows how to render.
 */
function exportacionesPorCarpeta() {
  return new Map(
    Object.keys(requerir('antd'))
      .filter((nombre) => /^[A-Z]/.test(nombre) || nombre === 'message' || nombre === 'notification')
      .map((nombre) => [carpetaDe(nombre), nombre]),
  );
}

/** The exports of antd to render: the portal's components and, transitively, the styled ones they import. */
export function componentesConEstilos() {
  const conEstilos = carpetasConEstilos();
  const exportacionDe = new Map([...exportacionesPorCarpeta()].filter(([, nombre]) => /^[A-Z]/.test(nombre)));
  // ConfigProvider draws nothing; its modules import half of antd for their types and defaults.
  const pendientes = EXPORTACIONES_ANTD.filter((nombre) => nombre !== 'ConfigProvider').map(carpetaDe);
  const vistas = new Set(pendientes);
  while (pendientes.length > 0) {
    for (const otra of importadas(pendientes.pop())) {
      if (!vistas.has(otra) && conEstilos.has(otra)) {
        vistas.add(otra);
        pendientes.push(otra);
      }
    }
  }
  return [...vistas]
    .filter((carpeta) => conEstilos.has(carpeta) && exportacionDe.has(carpeta))
    .map((carpeta) => exportacionDe.get(carpeta))
    .sort();
}

/**
 * The other styled components, each after the styled components it imports: rendered in that order into one cache,
 * each adds only its own rules (a component's parts come with the sheet of the part's own folder).
 */
export function componentesPropios() {
  const conEstilos = carpetasConEstilos();
  const exportacionDe = exportacionesPorCarpeta();
  const principales = new Set(componentesConEstilos().map(carpetaDe));
  const orden = [];
  const vistas = new Set();
  const visitar = (carpeta) => {
    if (vistas.has(carpeta)) return;
    vistas.add(carpeta);
    for (const otra of importadas(carpeta)) {
      if (conEstilos.has(otra) && exportacionDe.has(otra) && !principales.has(otra)) visitar(otra);
    }
    orden.push(carpeta);
  };
  for (const carpeta of [...exportacionDe.keys()].sort()) {
    if (conEstilos.has(carpeta) && !principales.has(carpeta) && carpeta !== 'config-provider')
      visitar(carpeta);
  }
  return orden.map((carpeta) => ({ carpeta, nombre: exportacionDe.get(carpeta) }));
}

/** The trailer antd's extractStyle adds for server rendering (which cache path has which style): not needed here. */
const RUTAS_DE_CACHE = /\.data-ant-cssinjs-cache-path\{[^}]*\}$/;

export async function escribirEstilosAntd(destino, destinoTokens, carpetaPropias) {
  const [
    { extractStyle },
    { createCache, extractStyle: extraerNuevos, StyleProvider },
    { createElement },
    { ConfigProvider },
  ] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('@ant-design/cssinjs'),
    import('react'),
    import('antd'),
  ]);
  // One cache for every render: each extraction takes only what the renders since the last one added (`once`).
  const cache = createCache();
  const conTema = (nodo) =>
    createElement(StyleProvider, { cache }, createElement(ConfigProvider, { theme: TEMA }, nodo));
  const nuevos = (includes) => {
    extractStyle({ includes, customTheme: conTema });
    return extraerNuevos(cache, { plain: true, once: true });
  };
  // antd warns about deprecated components it renders itself to collect their CSS (Input.Group, List): not ours.
  const advertir = console.error;
  console.error = () => undefined;
  let css;
  const propias = [];
  try {
    css = nuevos(componentesConEstilos());
    for (const { carpeta, nombre } of componentesPropios()) {
      propias.push([carpeta, nuevos([nombre]).replace(RUTAS_DE_CACHE, '')]);
    }
  } finally {
    console.error = advertir;
  }
  const temporal = `${carpetaPropias}.tmp`;
  fs.rmSync(temporal, { recursive: true, force: true });
  fs.mkdirSync(temporal, { recursive: true });
  for (const [carpeta, hoja] of propias) {
    if (hoja) fs.writeFileSync(path.join(temporal, `${carpeta}.css`), hoja);
  }
  fs.rmSync(carpetaPropias, { recursive: true, force: true });
  fs.renameSync(temporal, carpetaPropias);
  // The theme's tokens as antd derives them, for the browser to take instead of deriving them (temaPrecalculado.ts).
  escribirEntero(destinoTokens, JSON.stringify(precalcularTema(TEMA)));
  // Last: the sheet's presence says the three are written (estilos-antd-plugin.ts).
  escribirEntero(destino, css);
  return css.length;
}

/** Writes `texto` to `archivo` all at once: a build reading it meanwhile finds the old file or the new, never half. */
function escribirEntero(archivo, texto) {
  fs.mkdirSync(path.dirname(archivo), { recursive: true });
  fs.writeFileSync(`${archivo}.tmp`, texto);
  fs.renameSync(`${archivo}.tmp`, archivo);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [destino, destinoTokens, carpetaPropias] = process.argv.slice(2);
  if (!destino || !destinoTokens || !carpetaPropias) {
    console.error(
      'Uso: node packages/plataforma/estilos-antd.mjs <archivo.css> <tokens.json> <carpeta de hojas propias>',
    );
    process.exit(2);
  }
  await escribirEstilosAntd(path.resolve(destino), path.resolve(destinoTokens), path.resolve(carpetaPropias));
}
