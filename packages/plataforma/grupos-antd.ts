// The shell's chunks of React and antd's common internals (its rsbuild config: `splitChunks: GRUPOS_ANTD`). Never part
// of a browser bundle. Each shared component is its own async chunk group, and rspack copies a module used by several
// of them into each chunk that needs it when it is smaller than `minSize`: the CSS-in-JS engine, the theme,
// ConfigProvider, `_util`, the icon runtime, classnames… travelled 5–29 times per screen (190 KB decoded of repeats on
// /prestamos). Splitting with `minSize: 0` removes the repeats but doubles the files (140 on /prestamos) and sends more
// (590 → 620 KB): each small file compresses alone and has its headers. Groups instead
// (docs/decisiones/capa-de-rendimiento-del-portal.md):
// - `base`: React, React DOM, the router, zustand and dayjs, which the shell needs before its first render: one file
//   instead of eight, and one `<script>` less for each in the Module Federation start-up (its longest task);
// - `antd-nucleo`: what every component needs (and clsx, which was in 6 chunks), and the form context every field
//   reads (antd-a-medida-plugin.ts: without rc-form, it was copied into each field's chunk);
// - `antd-marco`: the components of the portal's frame (layout, menu, notifications bell, alerts, spinner) and the
//   small ones most screens show (cards, statistics, tags, tooltips, space), with the trigger they pop up with. Every
//   screen but the sign-in page (which runs no portal) loads them: one file instead of ~20;
// - `iconos`: the SVG definitions of antd's icons, one file instead of one per component that uses them.
// Table, select, date picker, form and the rest stay with their components: not every screen needs them.
//
// Each rule names folders and files inside node_modules: test/capa-de-rendimiento.test.ts fails, naming the rule and
// the path, when an upgrade of antd or of a package below moves one of them (the rule would silently match less).

/** What one chunk takes: whole folders (a package or a folder of one) and single files, relative to node_modules. */
export interface PiezasDeGrupo {
  carpetas: readonly string[];
  archivos?: readonly string[];
}

const carpetasDeAntd = (carpetas: readonly string[]) => carpetas.map((carpeta) => `antd/es/${carpeta}`);

export const PIEZAS_DE_GRUPOS = {
  antdNucleo: {
    carpetas: [
      '@ant-design/cssinjs',
      '@ant-design/cssinjs-utils',
      '@ant-design/colors',
      '@ant-design/fast-color',
      '@ant-design/icons',
      '@rc-component/util',
      '@rc-component/motion',
      '@rc-component/portal',
      '@rc-component/resize-observer',
      '@rc-component/context',
      'clsx',
      'is-mobile',
      '@babel/runtime',
      ...carpetasDeAntd(['_util', 'style', 'theme', 'locale', 'config-provider', 'version']),
    ],
    archivos: [
      '@rc-component/form/es/FormContext.js',
      'antd/es/form/context.js',
      'antd/es/form/validateMessagesContext.js',
      'antd/es/form/hooks/useVariants.js',
    ],
  },
  base: {
    carpetas: [
      'react',
      'react-dom',
      'scheduler',
      'zustand',
      'use-sync-external-store',
      'react-router',
      'react-router-dom',
      'cookie',
      'set-cookie-parser',
      'dayjs',
    ],
  },
  iconos: { carpetas: ['@ant-design/icons-svg'] },
  antdMarco: {
    carpetas: [
      ...carpetasDeAntd([
        'alert',
        'avatar',
        'badge',
        'button',
        'card',
        'col',
        'divider',
        'dropdown',
        'empty',
        'flex',
        'grid',
        'layout',
        'list',
        'menu',
        'popover',
        'row',
        'space',
        'spin',
        'statistic',
        'tag',
        'tooltip',
        'typography',
      ]),
      '@rc-component/menu',
      '@rc-component/overflow',
      '@rc-component/trigger',
      '@rc-component/tooltip',
      '@rc-component/dropdown',
    ],
  },
} satisfies Record<string, PiezasDeGrupo>;

const ruta = (relativa: string) => relativa.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]');

/** The `test` of a cache group: a module whose path is inside one of the folders or is one of the files. */
export function reglaDeGrupo({ carpetas, archivos = [] }: PiezasDeGrupo): RegExp {
  const alternativas = [`(${carpetas.map(ruta).join('|')})[\\\\/]`];
  if (archivos.length > 0) alternativas.push(`(${archivos.map(ruta).join('|')})$`);
  return new RegExp(`node_modules[\\\\/](${alternativas.join('|')})`);
}

const grupo = (piezas: PiezasDeGrupo, name: string, priority: number) => ({
  test: reglaDeGrupo(piezas),
  name,
  chunks: 'async' as const,
  enforce: true,
  priority,
});

export const GRUPOS_ANTD = {
  cacheGroups: {
    antdNucleo: grupo(PIEZAS_DE_GRUPOS.antdNucleo, 'antd-nucleo', 10),
    base: grupo(PIEZAS_DE_GRUPOS.base, 'base', 9),
    iconos: grupo(PIEZAS_DE_GRUPOS.iconos, 'iconos', 8),
    antdMarco: grupo(PIEZAS_DE_GRUPOS.antdMarco, 'antd-marco', 5),
  },
};
