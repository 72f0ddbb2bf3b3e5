// The antd components the portal shares. antd is one singleton for the shell and every remote (one
// ConfigProvider: theme, es_ES locale), and it is shared tree-shaken (Module Federation `treeShaking`): the copy
// the shell provides holds exactly these exports, not the whole library (≈ 1,4 MB). Every build (shell and
// remotes) declares the same list, so whichever app loads antd first provides what all of them use.
//
// A component missing here would be missing at runtime in a remote. src/antd-compartido.test.ts reads every
// `import { … } from 'antd'` of the portal and fails while one is not listed: add it here and rebuild everything
// (`npm run build`: this folder is an input of every app).
export const EXPORTACIONES_ANTD = [
  'Alert',
  'App',
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
  'Result',
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
