// antd's Table without the two parts the portal never uses: the column header's filter dropdown and the row
// selection column (src/tabla-antd/). Both hooks are imported by antd's Table whether a table uses them or not, and
// with them came antd's Tree, Checkbox, Radio and Dropdown: ≈ 12 KB br on every screen with a table. Every build of
// the portal (shell and remotes) replaces them, so whichever build provides `antd/es/table` serves the same Table.
// Never part of a browser bundle.
import { fileURLToPath } from 'node:url';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';

const aqui = (archivo: string) => fileURLToPath(new URL(archivo, import.meta.url));

/** The two hooks, as antd's Table imports them (`./hooks/useFilter`, `./hooks/useSelection`) → the stand-ins. */
const REEMPLAZOS: Record<string, string> = {
  './hooks/useFilter': aqui('./src/tabla-antd/sinFiltrosDeColumna.ts'),
  './hooks/useSelection': aqui('./src/tabla-antd/sinSeleccionDeFilas.ts'),
};
/** Only when antd's Table asks: the request is replaced before it is resolved, so the stand-in compiles as TypeScript. */
const DESDE_LA_TABLA = /[\\/]antd[\\/]es[\\/]table$/;

export function pluginTablaAntd(): RsbuildPlugin {
  return {
    name: 'cartera:tabla-antd',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(/^\.\/hooks\/use(Filter|Selection)$/, (datos) => {
            const reemplazo = REEMPLAZOS[datos.request];
            if (reemplazo && DESDE_LA_TABLA.test(datos.context)) datos.request = reemplazo;
          }),
        );
      });
    },
  };
}
