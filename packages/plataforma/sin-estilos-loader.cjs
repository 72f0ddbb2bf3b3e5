// rspack loader for antd's style modules (pluginEstilosAntd): with `zeroRuntime` the browser never runs the functions
// that generate a component's CSS (the static sheet has it), so they need not be downloaded. In each call of
// genStyleHooks / genComponentStyleHook / genSubStyleComponent the style function (2nd argument) becomes
// `() => []`; the component tokens (3rd argument), which antd still writes as CSS variables, stay. What the style
// functions alone used (antd/es/style, the motion helpers…) is then left out of the bundle by tree shaking.
const acorn = require('acorn');

const LLAMADAS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** @this {{ resourcePath: string }} */
module.exports = function sinEstilos(codigo) {
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
