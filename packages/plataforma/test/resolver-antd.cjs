// Jest resolver of the component tests ("web" project, jest.config.js): antd as the portal ships it. The builds
// redirect a few of antd's own imports to the stand-ins of src/antd-a-medida/ (antd-a-medida-plugin.ts: the table
// without column filters or row selection, the card without tabs, the text without its in-place editor); the tests do
// the same, so a screen that asks for one of them fails here as it would in the browser. Jest runs antd's CommonJS
// build (antd/lib, the same sources as antd/es), whose files make the same requests.
//
// Only the stand-ins: the fifth redirect (the form context from rc-form's own file) saves bytes and changes nothing
// a test could see. A request is redirected only from the folder of the antd file that makes it (`desde`): Transfer
// has a `./hooks/useSelection` of its own.
const path = require('node:path');
const REDIRECCIONES = require('../antd-a-medida.json');

const ANTD_LIB = path.dirname(require.resolve('antd/lib/index.js'));

/** request → [{ carpeta: folder of antd/lib that makes it, archivo: the stand-in }] */
const SUSTITUTOS = new Map();
for (const { pedido, desde, por } of REDIRECCIONES) {
  if (!por.startsWith('./src/antd-a-medida/')) continue;
  const lista = SUSTITUTOS.get(pedido) ?? [];
  for (const archivo of desde) {
    lista.push({
      carpeta: path.join(ANTD_LIB, path.dirname(archivo)),
      archivo: path.join(__dirname, '..', por),
    });
  }
  SUSTITUTOS.set(pedido, lista);
}

// The indexes of antd and of its icons, one component or icon at a time, when a screen reads it (antd-por-nombre.cjs,
// iconos-por-nombre.cjs): without them every test file loaded all of antd and all of its icons.
const POR_NOMBRE = {
  antd: path.join(__dirname, 'antd-por-nombre.cjs'),
  '@ant-design/icons': path.join(__dirname, 'iconos-por-nombre.cjs'),
};

module.exports = (pedido, opciones) => {
  if (Object.hasOwn(POR_NOMBRE, pedido)) return POR_NOMBRE[pedido];
  const sustituto = SUSTITUTOS.get(pedido)?.find(({ carpeta }) => carpeta === opciones.basedir);
  return sustituto ? sustituto.archivo : opciones.defaultResolver(pedido, opciones);
};
