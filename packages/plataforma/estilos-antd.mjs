// node packages/plataforma/estilos-antd.mjs <archivo.css> <tokens.json>
//
// Writes antd's CSS for the portal's theme (src/tema.ts) and for the components the portal renders, as one static
// sheet. The browser then runs antd with `zeroRuntime` (ProveedorCartera): no CSS is generated, serialized and
// inserted while React renders. pluginEstilosAntd (estilos-antd-plugin.ts) runs this once per change of antd, the
// theme or the component list, in a child process: it renders every component with react-dom/server.
//
// The components: those of antd-compartido.ts plus every antd component they import (Table brings Pagination,
// Checkbox, Radio, Dropdown…), found by reading antd's own `import … from '../<carpeta>'`. A component that appears
// only inside another (the table's pager) would otherwise have no CSS until someone noticed.
//
// And, in `<tokens.json>`, the theme's tokens as antd derives them (src/temaPrecalculado.ts).
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

/** The exports of antd to render: the portal's components and, transitively, the styled ones they import. */
export function componentesConEstilos() {
  const conEstilos = carpetasConEstilos();
  const carpetaDe = (nombre) => moduloAntd(nombre).slice('antd/es/'.length);
  const antd = requerir('antd');
  const exportacionDe = new Map(
    Object.keys(antd)
      .filter((nombre) => /^[A-Z]/.test(nombre))
      .map((nombre) => [carpetaDe(nombre), nombre]),
  );
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

export async function escribirEstilosAntd(destino, destinoTokens) {
  const [{ extractStyle }, { createElement }, { ConfigProvider }] = await Promise.all([
    import('@ant-design/static-style-extract'),
    import('react'),
    import('antd'),
  ]);
  // antd warns about deprecated components it renders itself to collect their CSS (Input.Group, List): not ours.
  const advertir = console.error;
  console.error = () => undefined;
  let css;
  try {
    css = extractStyle({
      includes: componentesConEstilos(),
      customTheme: (nodo) => createElement(ConfigProvider, { theme: TEMA }, nodo),
    });
  } finally {
    console.error = advertir;
  }
  // The theme's tokens as antd derives them, for the browser to take instead of deriving them (temaPrecalculado.ts).
  escribirEntero(destinoTokens, JSON.stringify(precalcularTema(TEMA)));
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
  const [destino, destinoTokens] = process.argv.slice(2);
  if (!destino || !destinoTokens) {
    console.error('Uso: node packages/plataforma/estilos-antd.mjs <archivo.css> <tokens.json>');
    process.exit(2);
  }
  await escribirEstilosAntd(path.resolve(destino), path.resolve(destinoTokens));
}
