// Permite a un proceso hijo de las pruebas ejecutar TypeScript de api/src con `node -r registrar-ts.cjs`: compila
// cada .ts con swc (las mismas opciones que jest) al requerirlo. Los paquetes ESM de node_modules los carga Node.
// `@cartera/dominio` (y su entrada `esquemas`) se toma de su fuente, como en jest: las pruebas corren antes de la construcción (sin dist/).
const Module = require('node:module');
const path = require('node:path');
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { transformSync, version } = require('@swc/core');

const FUENTE_DOMINIO = path.join(__dirname, '..', '..', '..', 'packages', 'dominio', 'src');
const DOMINIO = {
  '@cartera/dominio': path.join(FUENTE_DOMINIO, 'index.ts'),
  '@cartera/dominio/esquemas': path.join(FUENTE_DOMINIO, 'esquemas', 'index.ts'),
};
const resolverOriginal = Module._resolveFilename;
Module._resolveFilename = function resolver(pedido, ...resto) {
  return DOMINIO[pedido] ?? resolverOriginal.call(this, pedido, ...resto);
};

// Lo compilado se guarda en .cache/registrar-ts, con el texto del archivo, su ruta y las opciones en el nombre: los
// procesos hijos de una corrida (y de las siguientes) cargan la misma aplicación y no la vuelven a compilar.
const OPCIONES = {
  sourceMaps: 'inline',
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs', ignoreDynamic: true },
};
const CACHE = path.join(__dirname, '..', '..', '..', '.cache', 'registrar-ts');
const HUELLA_OPCIONES = `${version}\0${JSON.stringify(OPCIONES)}`;

function compilar(archivo, fuente) {
  const clave = createHash('sha256').update(HUELLA_OPCIONES).update('\0').update(archivo).update('\0').update(fuente);
  const guardado = path.join(CACHE, `${clave.digest('hex')}.js`);
  try {
    return readFileSync(guardado, 'utf8');
  } catch {
    // Aún no compilado.
  }
  const { code } = transformSync(fuente, { filename: archivo, ...OPCIONES });
  try {
    mkdirSync(CACHE, { recursive: true });
    // Escrito aparte y renombrado: otro proceso que lo lea a la vez nunca ve uno a medias.
    const temporal = `${guardado}.${process.pid}.tmp`;
    writeFileSync(temporal, code);
    renameSync(temporal, guardado);
  } catch {
    // Sin caché se compila cada vez, como antes.
  }
  return code;
}

require.extensions['.ts'] = function compilarTs(modulo, archivo) {
  modulo._compile(compilar(archivo, readFileSync(archivo, 'utf8')), archivo);
};
