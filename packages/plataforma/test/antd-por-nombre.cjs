// 'antd' in the component tests (resolver-antd.cjs sends the bare name here). Its CommonJS index requires all of its
// ≈ 70 components and what they use (the cascader, the tree select, the slider, the color picker…): ≈ 1.000 modules
// that jest resolves and compiles again for every test file, whatever the screen draws. The builds take only what a
// screen imports (ES modules); here each component is required when a screen first reads it, from the file antd's
// index itself requires, so what a test runs is unchanged. The names and files are read from that index.
const fs = require('node:fs');
const path = require('node:path');

const INDICE = require.resolve('antd/lib/index.js');
const texto = fs.readFileSync(INDICE, 'utf8');

/** `_button` → './button', from `var _button = _interopRequireDefault(require("./button"));` */
const archivoDe = new Map(
  Array.from(texto.matchAll(/var (_\w+) = _interopRequireDefault\(require\("(\.\/[^"]+)"\)\);/g), ([, variable, archivo]) => [
    variable,
    path.join(path.dirname(INDICE), archivo),
  ]),
);
/** 'Button' → the file whose default export it is, from `Object.defineProperty(exports, "Button", … _button.default` */
const EXPORTADOS = new Map(
  Array.from(
    texto.matchAll(/Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g),
    ([, nombre, variable]) => [nombre, archivoDe.get(variable)],
  ),
);
if (EXPORTADOS.size < 60 || [...EXPORTADOS.values()].some((archivo) => !archivo))
  throw new Error(`antd-por-nombre.cjs: el índice de antd (${INDICE}) ya no tiene la forma que se lee aquí`);

module.exports = new Proxy(
  {},
  {
    get(_objetivo, nombre) {
      if (nombre === '__esModule') return true;
      const archivo = typeof nombre === 'string' ? EXPORTADOS.get(nombre) : undefined;
      return archivo ? require(archivo).default : undefined;
    },
    has: (_objetivo, nombre) => nombre === '__esModule' || EXPORTADOS.has(nombre),
    ownKeys: () => ['__esModule', ...EXPORTADOS.keys()],
    getOwnPropertyDescriptor: (objetivo, nombre) =>
      nombre === '__esModule' || EXPORTADOS.has(nombre)
        ? { enumerable: true, configurable: true, get: () => module.exports[nombre] }
        : undefined,
  },
);
