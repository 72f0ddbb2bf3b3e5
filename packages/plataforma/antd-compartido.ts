// The antd components the portal shares. Each is one singleton for the shell and every remote, shared from its own
// module (`antd/es/table`, moduloAntd): a screen loads only the components it renders, and all of them come from
// the shell's build (one ConfigProvider: theme, es_ES locale). Every build (shell and remotes) declares the same
// list, so the shell provides every component a remote uses (federacion.ts).
//
// A component missing here would be the remote's own copy at runtime (without the portal's theme and locale). src/antd-compartido.test.ts reads every
// `import { … } from 'antd'` of the portal and fails while one is not listed: add it here and rebuild everything
// (`npm run build`: this folder is an input of every app).
export const EXPORTACIONES_ANTD = [
  'Alert',
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
