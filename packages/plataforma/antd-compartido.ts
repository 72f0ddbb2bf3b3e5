// The antd components the portal shares. Each is one singleton for the shell and every remote, shared from its own
// module (`antd/es/table`, moduloAntd): a screen loads only the components it renders, and all of them come from
// the shell's build. Every build (shell and remotes) declares the same list, so the shell provides every component a
// remote uses (federacion.ts).
//
// A component missing here is the remote's own copy at runtime: it works and is themed (NUCLEO_ANTD below), but each
// remote that uses it downloads it again. test/capa-de-rendimiento.test.ts reads every `import { … } from 'antd'` of
// the portal and fails while one is neither here nor in ANTD_SIN_COMPARTIR: add it here and rebuild everything
// (`npm run build`: this folder is an input of every app).
export const EXPORTACIONES_ANTD = [
  'Alert',
  'AutoComplete',
  'Avatar',
  'Badge',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'ConfigProvider',
  'DatePicker',
  'Descriptions',
  'Divider',
  'Drawer',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Grid',
  'Input',
  'InputNumber',
  'Layout',
  'List',
  'Menu',
  'Modal',
  'Popover',
  'Progress',
  'Radio',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'Upload',
] as const;

/**
 * antd components a screen may import without the shell sharing them: each remote that uses one bundles its own copy
 * (with its CSS: estilos-antd-plugin.ts), themed and in Spanish through NUCLEO_ANTD. None today: every component the
 * portal renders is shared. One goes here only on purpose (a single remote uses it and the shell should not register
 * it for everyone); otherwise it goes into EXPORTACIONES_ANTD.
 */
export const ANTD_SIN_COMPARTIR: readonly string[] = [];

/**
 * antd's core: the React contexts the portal's providers set (ConfigProvider: prefix, theme tokens, locale, size,
 * disabled, icons; Form.Item: a field's status; Modal and Drawer: the z-index of what pops up inside them) and the
 * context of the CSS-in-JS engine (its cache, and the container ProveedorCartera gives it). In a build each is one
 * singleton the shell provides, matched by file (federacion.ts), so every copy of antd in the page reads the shell's:
 * a component a remote bundles itself (ANTD_SIN_COMPARTIR, or a part antd imports by a relative path) renders with
 * the portal's theme and Spanish texts, not antd's blue and English (e2e componente-no-compartido). Module paths
 * without `.js`, as a bundler resolves them inside each package's `es/` build.
 */
export const NUCLEO_ANTD = [
  'antd/es/config-provider/context',
  'antd/es/config-provider/DisabledContext',
  'antd/es/config-provider/SizeContext',
  'antd/es/theme/context',
  'antd/es/locale/context',
  'antd/es/form/context',
  'antd/es/_util/zindexContext',
  '@ant-design/cssinjs/es/StyleContext',
  '@ant-design/icons/es/components/Context',
] as const;

/** The package of a path inside one: 'antd/es/theme/context' → 'antd'; '@ant-design/cssinjs/es/…' → '@ant-design/cssinjs'. */
export function paqueteDe(modulo: string): string {
  const partes = modulo.split('/');
  return (modulo.startsWith('@') ? partes.slice(0, 2) : partes.slice(0, 1)).join('/');
}

/** 'DatePicker' → 'antd/es/date-picker': the module of one component (what `import { … } from 'antd'` becomes). */
export function moduloAntd(nombre: string): string {
  return `antd/es/${nombre.replace(/[A-Z]/g, (letra, indice: number) => (indice > 0 ? '-' : '') + letra.toLowerCase())}`;
}

/**
 * The react-router-dom exports the portal uses, shared tree-shaken the same way (react-router 7 ships data routers,
 * server rendering, cookies and sessions the portal does not use). Checked by the same test.
 */
export const EXPORTACIONES_ROUTER = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'Navigate',
  'NavLink',
  'Outlet',
  'Route',
  'Routes',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const;
