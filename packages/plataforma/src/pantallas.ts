// '@cartera/plataforma/pantallas': the registry of the portal's screens. Each screen is declared once, here: its path,
// who draws it, the title it shows, its entry in the sidebar and who sees that entry. The shell builds its menu, its
// routes and its map of remotes from it; the build writes its titles and remotes into index.html's first script
// (shell/primeros-scripts.ts); bench/portal.mjs and the e2e tests walk it (docs/decisiones/registro-de-pantallas.md).
//
// Pure data and a few pure functions: no React, no antd. Not shared by Module Federation: the shell compiles it in
// (≈ 2.4 KB, 0.5 KB brotli), a remote imports only its types (`RutasDelRemoto` in the main entry checks its routes.tsx).
import type { Rol } from '@cartera/dominio';

/** The remotes of the portal: their Module Federation names, the keys of remotes.json. */
export const NOMBRES_REMOTOS = ['mfe_clientes', 'mfe_prestamos', 'mfe_cobros', 'mfe_avanzados'] as const;
export type NombreRemoto = (typeof NOMBRES_REMOTOS)[number];

/** Spec §2, Layout: the sidebar's two groups, in this order. */
export const GRUPOS_MENU = ['Sistema Principal', 'Módulos Avanzados'] as const;
export type GrupoMenu = (typeof GRUPOS_MENU)[number];

/**
 * The `@ant-design/icons` a menu entry may show, by name. The shell maps each one to its component
 * (shell/src/layout/menu.tsx), so only these icons are in its bundle: a new one is added here and there.
 */
export type NombreIcono =
  | 'AimOutlined'
  | 'AuditOutlined'
  | 'BankOutlined'
  | 'BarChartOutlined'
  | 'BellOutlined'
  | 'BookOutlined'
  | 'DashboardOutlined'
  | 'DollarOutlined'
  | 'EnvironmentOutlined'
  | 'FundOutlined'
  | 'IdcardOutlined'
  | 'NodeIndexOutlined'
  | 'SafetyCertificateOutlined'
  | 'SettingOutlined'
  | 'TeamOutlined'
  | 'UploadOutlined'
  | 'UserOutlined'
  | 'WalletOutlined';

export interface EntradaMenu {
  grupo: GrupoMenu;
  /** What the entry says (the screen's title may be longer: 'Dashboard' opens 'Dashboard Principal'). */
  etiqueta: string;
  icono: NombreIcono;
}

interface Comun {
  /** `/segmento`, one segment. The paths under it (`/clientes/nuevo`) belong to whoever draws it (a remote's routes.tsx). */
  ruta: `/${string}`;
  /**
   * Its entry in the sidebar, which lists the entries of each group in the order of PANTALLAS. Without one the
   * screen is reached from another (Garantías, from Préstamos).
   */
  menu?: EntradaMenu;
  /** Roles whose menu does not show it: the API refuses them the whole screen (docs/decisiones/roles-y-permisos.md). */
  ocultoPara?: readonly Rol[];
  /** Only these roles' menu shows it. */
  soloPara?: readonly Rol[];
}

/** A screen inside the portal's frame, drawn by the shell or by a remote that the shell mounts at `/segmento/*`. */
export interface PantallaDelPortal extends Comun {
  modulo: 'shell' | NombreRemoto;
  /** The title the screen shows (its `<Titulo>`): index.html's static frame paints it before the portal runs. */
  titulo: string;
  pagina?: never;
}

/**
 * A page of its own, outside the portal's frame (Mi Ruta, docs/decisiones/mi-ruta.md): the menu opens it with a page
 * load; it is neither a route of the shell nor a screen of the remote's `./routes`.
 */
export interface PaginaPropia extends Comun {
  modulo: NombreRemoto;
  pagina: true;
}

export type Pantalla = PantallaDelPortal | PaginaPropia;

const DECLARADAS = [
  {
    // The collector's day on a phone: first for them.
    ruta: '/mi-ruta',
    modulo: 'mfe_cobros',
    pagina: true,
    menu: { grupo: 'Sistema Principal', etiqueta: 'Mi Ruta', icono: 'EnvironmentOutlined' },
    soloPara: ['cobrador'],
  },
  {
    ruta: '/dashboard',
    modulo: 'shell',
    titulo: 'Dashboard Principal',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Dashboard', icono: 'DashboardOutlined' },
  },
  {
    ruta: '/clientes',
    modulo: 'mfe_clientes',
    titulo: 'Clientes',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Clientes', icono: 'TeamOutlined' },
  },
  {
    ruta: '/prestamos',
    modulo: 'mfe_prestamos',
    titulo: 'Préstamos',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Préstamos', icono: 'DollarOutlined' },
  },
  { ruta: '/garantias', modulo: 'mfe_prestamos', titulo: 'Garantías' },
  {
    ruta: '/cobros',
    modulo: 'mfe_cobros',
    titulo: 'Gestión de Cobros',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Cobros', icono: 'WalletOutlined' },
  },
  {
    // Money that arrives by transfer, from the bank's side: statements, suspense, reconciliation
    // (docs/decisiones/pagos-por-transferencia.md).
    ruta: '/recaudos',
    modulo: 'mfe_cobros',
    titulo: 'Recaudos',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Recaudos', icono: 'BankOutlined' },
    ocultoPara: ['cobrador'],
  },
  {
    ruta: '/cobradores',
    modulo: 'mfe_cobros',
    titulo: 'Cobradores',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Cobradores', icono: 'IdcardOutlined' },
  },
  {
    ruta: '/reportes',
    modulo: 'mfe_prestamos',
    titulo: 'Reportes',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Reportes', icono: 'BarChartOutlined' },
  },
  {
    ruta: '/usuarios',
    modulo: 'shell',
    titulo: 'Usuarios',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Usuarios', icono: 'UserOutlined' },
    ocultoPara: ['cobrador'],
  },
  {
    ruta: '/rutas-cobro',
    modulo: 'mfe_avanzados',
    titulo: 'Rutas de Cobro',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Rutas de Cobro', icono: 'NodeIndexOutlined' },
  },
  {
    ruta: '/metas-cobradores',
    modulo: 'mfe_avanzados',
    titulo: 'Metas de Cobradores',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Metas Cobradores', icono: 'AimOutlined' },
  },
  {
    ruta: '/flujo-caja',
    modulo: 'mfe_avanzados',
    titulo: 'Flujo de Caja',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Flujo de Caja', icono: 'FundOutlined' },
    ocultoPara: ['cobrador'],
  },
  {
    ruta: '/contabilidad',
    modulo: 'mfe_avanzados',
    titulo: 'Contabilidad',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Contabilidad', icono: 'BookOutlined' },
    ocultoPara: ['cobrador'],
  },
  {
    ruta: '/auditoria',
    modulo: 'mfe_avanzados',
    titulo: 'Auditoría y Logs',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Auditoría', icono: 'AuditOutlined' },
    ocultoPara: ['cobrador'],
  },
  {
    // The titulares' requests about their personal data (docs/decisiones/datos-personales.md).
    ruta: '/habeas-data',
    modulo: 'mfe_clientes',
    titulo: 'Datos Personales',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Datos Personales', icono: 'SafetyCertificateOutlined' },
    ocultoPara: ['cobrador'],
  },
  {
    ruta: '/notificaciones',
    modulo: 'mfe_avanzados',
    titulo: 'Centro de Notificaciones',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Notificaciones', icono: 'BellOutlined' },
  },
  {
    // A lender's book brought into Cartera (docs/decisiones/importacion.md).
    ruta: '/importar',
    modulo: 'mfe_avanzados',
    titulo: 'Importar',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Importar', icono: 'UploadOutlined' },
    soloPara: ['admin'],
  },
  {
    ruta: '/configuracion',
    modulo: 'mfe_avanzados',
    titulo: 'Configuración',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Configuración', icono: 'SettingOutlined' },
  },
] as const satisfies readonly Pantalla[];

/** Every screen, in the order of the menu. */
export const PANTALLAS: readonly Pantalla[] = DECLARADAS;

type Declarada = (typeof DECLARADAS)[number];
type SinBarra<R> = R extends `/${infer S}` ? S : never;

/** The paths of the screens the shell draws itself. */
export type RutaDelShell = Extract<Declarada, { modulo: 'shell' }>['ruta'];
/** The segments a remote draws: the keys its `./routes` exposes (`RutasDelRemoto`). */
export type SegmentoDe<M extends NombreRemoto> = SinBarra<
  Extract<Declarada, { modulo: M; titulo: string }>['ruta']
>;

/** The remote that draws each top-level segment of the portal (`prestamos` → `mfe_prestamos`). */
export const REMOTO_POR_SEGMENTO: Readonly<Record<string, NombreRemoto>> = Object.fromEntries(
  PANTALLAS.flatMap((p) => (p.modulo !== 'shell' && !p.pagina ? [[p.ruta.slice(1), p.modulo]] : [])),
);

/** The remote that draws `ruta` (`/clientes/nuevo` → `mfe_clientes`), or undefined: the shell's, a page, unknown. */
export function remotoDeRuta(ruta: string): NombreRemoto | undefined {
  const segmento = ruta.split('/')[1] ?? '';
  return Object.prototype.hasOwnProperty.call(REMOTO_POR_SEGMENTO, segmento)
    ? REMOTO_POR_SEGMENTO[segmento]
    : undefined;
}

/** Whether `rol`'s menu shows `pantalla` (no role yet, as while the session is confirmed: all but the `soloPara`). */
function laVe(pantalla: Pantalla, rol: Rol | undefined): boolean {
  const solo = pantalla.soloPara;
  return (
    (!rol || !pantalla.ocultoPara?.includes(rol)) && (!solo || (rol !== undefined && solo.includes(rol)))
  );
}

export type PantallaDelMenu = Pantalla & { menu: EntradaMenu };

/** The sidebar `rol` sees: each group of GRUPOS_MENU, in order, with its entries in the order of PANTALLAS. */
export function menuPara(rol: Rol | undefined): { grupo: GrupoMenu; pantallas: PantallaDelMenu[] }[] {
  const delMenu = PANTALLAS.filter((p): p is PantallaDelMenu => p.menu !== undefined && laVe(p, rol));
  return GRUPOS_MENU.map((grupo) => ({ grupo, pantallas: delMenu.filter((p) => p.menu.grupo === grupo) }));
}
