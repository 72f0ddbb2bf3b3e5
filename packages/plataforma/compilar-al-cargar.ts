// Every JavaScript file of a production build (shell and remotes) starts with V8's explicit compile hint
// `//# allFunctionsCalledOnLoad`. Without it V8 compiles each function the first time it is called, on the main
// thread: a bundler's module is a function, so evaluating antd, React DOM or a screen's modules compiled them there,
// inside the long tasks of the start-up. With it Chromium compiles the whole file while it streams it in, on a
// background thread. Browsers without the hint read a comment. Measured in docs/decisiones/capa-de-rendimiento-del-portal.md;
// the cost is ≈ 1 MB more of JS heap per screen (the functions a file has and the screen never calls).
// Never part of a browser bundle.
import type { RsbuildPlugin } from '@rsbuild/core';

/** The magic comment, alone on the first line of the file. */
export const PISTA_COMPILAR_AL_CARGAR = '//# allFunctionsCalledOnLoad';

/** rsbuild plugin: puts the hint at the top of each `.js` the build writes, after minification (which drops comments). */
export function pluginCompilarAlCargar(): RsbuildPlugin {
  return {
    name: 'cartera:compilar-al-cargar',
    setup(api) {
      api.modifyRspackConfig((config, { rspack, isProd }) => {
        if (!isProd) return;
        config.plugins ??= [];
        config.plugins.push(
          new rspack.BannerPlugin({
            banner: PISTA_COMPILAR_AL_CARGAR,
            raw: true,
            test: /\.js$/,
            // After the minifier (optimize-size) and before the content hash of the file names (optimize-hash).
            stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        );
      });
    },
  };
}
