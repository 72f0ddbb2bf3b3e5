// antd as the portal uses it: five of antd's imports are redirected in every build of the portal (shell and remotes,
// so whichever build provides a component serves the same one). Never part of a browser bundle.
// - antd's Table imports its column-header filter and its row-selection column whether a table uses them or not, and
//   with them came antd's Tree, Checkbox, Radio and Dropdown: ≈ 22 KB br on every screen with a table. The portal
//   never uses either: both hooks are replaced by the stand-ins of src/antd-a-medida/, and a table that asks for one
//   of them fails with a clear message.
// - `antd/es/form/context`, which Input, Select, DatePicker and the other fields import, took rc-form's `FormProvider`
//   from the package's index, and with it all of rc-form and async-validator (≈ 12 KB br) on every screen with a
//   field, before any form is opened. It gets it from rc-form's own file for it: the function the index re-exports.
// - antd's Card imports Tabs for `tabList` (tabs in its header), which no card of the portal uses: every screen with a
//   card ran antd's Tabs (≈ 7 KB br). A card given `tabList` fails with a clear message.
// - Typography (every Title and Text) imports the in-place editor of `editable`, with antd's TextArea (≈ 6 KB br), that
//   no text of the portal uses. A text given `editable` fails with a clear message.
//
// The redirects themselves are data (antd-a-medida.json: the request, the antd files that make it, what it gets
// instead), read here, by the jest resolver of the component tests (test/resolver-antd.cjs: they run the same
// stand-ins) and by test/capa-de-rendimiento.test.ts, which fails when an upgrade of antd moves or renames one.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';
import REDIRECCIONES from './antd-a-medida.json';
import { paqueteDe } from './antd-compartido';

const requerir = createRequire(import.meta.url);

/** A redirect of antd-a-medida.json: `pedido` (as antd writes it), in the files `desde` of antd/es, gets `por`. */
interface Redireccion {
  pedido: string;
  desde: string[];
  por: string;
}

/**
 * Where `por` is: a stand-in of this package (`./src/…`, a path: resolved anew, so a TypeScript stand-in compiles as
 * such) or a file of a package (`@rc-component/form/es/FormContext.js`: it has no `exports`, so from its folder).
 */
function destino(por: string): string {
  if (por.startsWith('.')) return fileURLToPath(new URL(por, import.meta.url));
  const paquete = paqueteDe(por);
  return path.join(path.dirname(requerir.resolve(`${paquete}/package.json`)), por.slice(paquete.length + 1));
}

const REEMPLAZOS = (REDIRECCIONES as Redireccion[]).map(({ pedido, desde, por }) => ({
  pedido,
  /** The antd files that make the request, as an issuer's path ends. */
  emisores: desde.map((archivo) => `/antd/es/${archivo}`),
  por: destino(por),
}));

/** Exactly the requests above: the plugin looks at no other import. */
const PEDIDOS = new RegExp(
  `^(${REEMPLAZOS.map(({ pedido }) => pedido.replace(/[./]/g, '\\$&')).join('|')})$`,
);

export function pluginAntdAMedida(): RsbuildPlugin {
  return {
    name: 'cartera:antd-a-medida',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(PEDIDOS, (datos) => {
            const emisor = datos.contextInfo.issuer.split(path.sep).join('/');
            const reemplazo = REEMPLAZOS.find(
              ({ pedido, emisores }) =>
                pedido === datos.request && emisores.some((fin) => emisor.endsWith(fin)),
            );
            if (reemplazo) datos.request = reemplazo.por;
          }),
        );
      });
    },
  };
}
