// '@ant-design/icons' in the component tests (resolver-antd.cjs sends the bare name here). Its CommonJS index
// requires all of its ≈ 850 icons, each with its drawing: ≈ 1.700 modules that jest resolves and compiles again for
// every test file, most of the loading time of a screen's test. The builds take only the icons a screen imports
// (ES modules); here each icon is required when a screen first reads it, from the file antd itself requires.
const COMPONENTES = {
  default: () => require('@ant-design/icons/lib/components/Icon').default,
  IconProvider: () => require('@ant-design/icons/lib/components/Context').default.Provider,
  createFromIconfontCN: () => require('@ant-design/icons/lib/components/IconFont').default,
  getTwoToneColor: () => require('@ant-design/icons/lib/components/twoTonePrimaryColor').getTwoToneColor,
  setTwoToneColor: () => require('@ant-design/icons/lib/components/twoTonePrimaryColor').setTwoToneColor,
};
const ICONO = /^[A-Z][A-Za-z0-9]*(Outlined|Filled|TwoTone)$/;

module.exports = new Proxy(
  {},
  {
    get(_objetivo, nombre) {
      if (nombre === '__esModule') return true;
      if (typeof nombre !== 'string') return undefined;
      if (Object.hasOwn(COMPONENTES, nombre)) return COMPONENTES[nombre]();
      return ICONO.test(nombre) ? require(`@ant-design/icons/${nombre}`).default : undefined;
    },
    has: (_objetivo, nombre) => nombre === '__esModule' || Object.hasOwn(COMPONENTES, nombre) || ICONO.test(nombre),
  },
);
