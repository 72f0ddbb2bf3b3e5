// Permite a un proceso hijo de las pruebas ejecutar TypeScript de api/src con `node -r registrar-ts.cjs`: compila
// cada .ts con swc (las mismas opciones que jest) al requerirlo. Los paquetes ESM de node_modules los carga Node.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

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
