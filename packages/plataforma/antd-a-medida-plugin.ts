// antd as the portal uses it, in every build of the portal (shell and remotes, so whichever build provides a component
// serves the same one). antd's Table imports its column-header filter and its row-selection column whether a table
// uses them or not, and with them came antd's Tree, Checkbox, Radio and Dropdown: ≈ 22 KB br on every screen with a
// table. The portal never uses either: both hooks are replaced by the stand-ins of src/antd-a-medida/, and a table that
// asks for one of them fails with a clear message. Never part of a browser bundle.
import { fileURLToPath } from 'node:url';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';

const aqui = (archivo: string) => fileURLToPath(new URL(archivo, import.meta.url));

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
];

export function pluginAntdAMedida(): RsbuildPlugin {
  return {
    name: 'cartera:antd-a-medida',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(/^\.\/hooks\/use(Filter|Selection)$/, (datos) => {
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
