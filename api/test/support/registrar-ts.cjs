// Permite a un proceso hijo de las pruebas ejecutar TypeScript de api/src con `node -r registrar-ts.cjs`: compila
// cada .ts con swc (las mismas opciones que jest) al requerirlo. Los paquetes ESM de node_modules los carga Node.
// `@cartera/dominio` (y su entrada `esquemas`) se toma de su fuente, como en jest: las pruebas corren antes de la construcción (sin dist/).
const Module = require('node:module');
const path = require('node:path');
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const FUENTE_DOMINIO = path.join(__dirname, '..', '..', '..', 'packages', 'dominio', 'src');
const DOMINIO = {
  '@cartera/dominio': path.join(FUENTE_DOMINIO, 'index.ts'),
  '@cartera/dominio/esquemas': path.join(FUENTE_DOMINIO, 'esquemas', 'index.ts'),
};
const resolverOriginal = Module._resolveFilename;
Module._resolveFilename = function resolver(pedido, ...resto) {
  return DOMINIO[pedido] ?? resolverOriginal.call(this, pedido, ...resto);
};

require.extensions['.ts'] = function compilarTs(modulo, archivo) {
  const { code } = transformSync(readFileSync(archivo, 'utf8'), {
    filename: archivo,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs', ignoreDynamic: true },
  });
  modulo._compile(code, archivo);
};
