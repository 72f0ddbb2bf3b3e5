// rspack loader for antd's style modules (pluginEstilosAntd): with `zeroRuntime` the browser never runs the functions
// that generate a component's CSS (the static sheet has it), so they need not be downloaded. In each call of
// genStyleHooks / genComponentStyleHook / genSubStyleComponent the style function (2nd argument) becomes
// `() => []`; the component tokens (3rd argument), which antd still writes as CSS variables, stay. What the style
// functions alone used (antd/es/style, the motion helpers…) is then left out of the bundle by tree shaking.
//
// A component outside the static sheet (one a remote bundles itself, antd-compartido.ts) has its own sheet in the
// folder `hojasPropias` (estilos-antd.mjs): its style module (`antd/es/<carpeta>/style/index.js`) imports it, so the
// CSS travels with the component's code, in the portal's theme, and only where the component is.
const fs = require('node:fs');
const path = require('node:path');
const acorn = require('acorn');

/** antd's modules that define component styles (`button/style/index.js`, `_util/wave/style.js`…): the rule's `test`. */
const MODULOS_DE_ESTILO = /[\\/]antd[\\/]es[\\/](.+[\\/])?style([\\/][^\\/]+)?\.js$/;

/** The style module of a component: `antd/es/<carpeta>/style/index.js`. */
const ESTILO_DE_COMPONENTE = /[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]style[\\/]index\.js$/;

const LLAMADAS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** The import of the component's own sheet, when the static sheet does not cover it. */
function hojaPropia(recurso, hojasPropias) {
  const carpeta = hojasPropias && ESTILO_DE_COMPONENTE.exec(recurso)?.[1];
  const hoja = carpeta && path.join(hojasPropias, `${carpeta}.css`);
  return hoja && fs.existsSync(hoja) ? `import ${JSON.stringify(hoja)};\n` : '';
}

/** @this {{ resourcePath: string, getOptions?: () => { hojasPropias?: string } }} */
module.exports = function sinEstilos(fuente) {
  const codigo = hojaPropia(this.resourcePath, this.getOptions?.().hojasPropias) + fuente;
  if (!/gen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(codigo)) return codigo;
  const arbol = acorn.parse(codigo, { ecmaVersion: 'latest', sourceType: 'module' });
  const funciones = [];
  const recorrer = (nodo) => {
    if (!nodo || typeof nodo.type !== 'string') return;
    if (
      nodo.type === 'CallExpression' &&
      nodo.callee.type === 'Identifier' &&
      LLAMADAS.has(nodo.callee.name) &&
      nodo.arguments.length >= 2
    ) {
      funciones.push(nodo.arguments[1]);
      recorrer(nodo.callee);
      nodo.arguments.slice(2).forEach(recorrer);
      return;
    }
    for (const valor of Object.values(nodo)) {
      if (Array.isArray(valor)) valor.forEach(recorrer);
      else if (valor && typeof valor === 'object') recorrer(valor);
    }
  };
  recorrer(arbol);
  let salida = codigo;
  for (const funcion of funciones.sort((a, b) => b.start - a.start)) {
    salida = `${salida.slice(0, funcion.start)}() => []${salida.slice(funcion.end)}`;
  }
  return salida;
};

module.exports.LLAMADAS = LLAMADAS;
module.exports.MODULOS_DE_ESTILO = MODULOS_DE_ESTILO;
