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
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';

const aqui = (archivo: string) => fileURLToPath(new URL(archivo, import.meta.url));
const requerir = createRequire(import.meta.url);
/** rc-form's module with `FormProvider` (and the context it provides), as a path: the package has no `exports`. */
const FORM_CONTEXT_RC = path.join(
  path.dirname(requerir.resolve('@rc-component/form/package.json')),
  'es',
  'FormContext.js',
);

interface Reemplazo {
  /** The request as antd writes it. */
  pedido: string;
  /** The antd file that makes it. */
  emisor: RegExp;
  /** What it gets instead (a path: resolved anew, so a TypeScript stand-in compiles as such). */
  por: string;
}

/** A file of antd's Table (Table.js, InternalTable.js). */
const DE_LA_TABLA = /[\\/]antd[\\/]es[\\/]table[\\/][^\\/]+\.js$/;

const REEMPLAZOS: Reemplazo[] = [
  {
    pedido: './hooks/useFilter',
    emisor: DE_LA_TABLA,
    por: aqui('./src/antd-a-medida/sinFiltrosDeColumna.ts'),
  },
  {
    pedido: './hooks/useSelection',
    emisor: DE_LA_TABLA,
    por: aqui('./src/antd-a-medida/sinSeleccionDeFilas.ts'),
  },
  {
    pedido: '../tabs',
    emisor: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    por: aqui('./src/antd-a-medida/sinPestanasEnTarjeta.ts'),
  },
  {
    pedido: '../Editable',
    emisor: /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/,
    por: aqui('./src/antd-a-medida/sinEdicionDeTexto.ts'),
  },
  // Only the fields' context: antd's Form itself (form/Form.js…) needs all of rc-form.
  {
    pedido: '@rc-component/form',
    emisor: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    por: FORM_CONTEXT_RC,
  },
];

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
            const reemplazo = REEMPLAZOS.find(
              ({ pedido, emisor }) => pedido === datos.request && emisor.test(datos.contextInfo.issuer),
            );
            if (reemplazo) datos.request = reemplazo.por;
          }),
        );
      });
    },
  };
}
