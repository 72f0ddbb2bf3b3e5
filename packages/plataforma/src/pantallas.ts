// '@cartera/plataforma/pantallas': the registry of the portal's screens. Each screen is declared once, here: its path,
// who draws it, the title it shows, its entry in the sidebar and which roles may open it. The shell builds its menu,
// its routes, their guard and its map of remotes from it; the build writes its titles and remotes into index.html's first script
// (shell/primeros-scripts.ts); bench/portal.mjs and the e2e tests walk it (docs/decisiones/registro-de-pantallas.md).
//
// Pure data and a few pure functions: no React, no antd. Not shared by Module Federation: the shell compiles it in
// (≈ 2.4 KB, 0.5 KB brotli), a remote imports only its types (`RutasDelRemoto` in the main entry checks its routes.tsx).
import type { Rol } from '@cartera/dominio';
import type { paths } from './api/esquema-api';

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
  /** Only these roles' menu shows it, among those that may open it (Mi Ruta: the office opens it from Cobradores). */
  soloPara?: readonly Rol[];
}

/**
 * The API's paths that answer GET, from the generated OpenAPI types (the same as `RutasDe<'get'>` of the typed client,
 * without its DOM types: the API's tests read this registry too).
 */
type LecturaApi = {
  [R in keyof paths]: [NonNullable<paths[R]['get']>] extends [never] ? never : R;
}[keyof paths];

/** Who may open a screen, by name: the same groups as the API's routes (api/src/common/roles.decorator.ts). */
export const TODOS = ['admin', 'gerente', 'cobrador'] as const satisfies readonly Rol[];
export const OFICINA = ['admin', 'gerente'] as const satisfies readonly Rol[];
export const SOLO_ADMIN = ['admin'] as const satisfies readonly Rol[];

interface Comun {
  /** `/segmento`, one segment. The paths under it (`/clientes/nuevo`) belong to whoever draws it (a remote's routes.tsx). */
  ruta: `/${string}`;
  /**
   * Its entry in the sidebar, which lists the entries of each group in the order of PANTALLAS. Without one the
   * screen is reached from another (Garantías, from Préstamos).
   */
  menu?: EntradaMenu;
  /**
   * The roles that may open it: the menu shows it only to them, and another role that types its address lands on
   * /dashboard with «No tiene acceso a esa pantalla» before any of its code runs (shell/src/auth/PantallaPermitida.tsx).
   * They are the roles the API lets call `lee`.
   */
  roles: readonly Rol[];
  /**
   * The API read the screen opens with: api/test/pantallas-permisos.e2e-spec.ts fails when the roles its route lets
   * in differ from `roles`, so the registry and the API cannot drift apart.
   */
  lee: LecturaApi;
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
    menu: {
      grupo: 'Sistema Principal',
      etiqueta: 'Mi Ruta',
      icono: 'EnvironmentOutlined',
      soloPara: ['cobrador'],
    },
    // The office opens it too (VistaOficina: a collector's day, to read).
    roles: TODOS,
    lee: '/api/mi-ruta',
  },
  {
    ruta: '/dashboard',
    modulo: 'shell',
    titulo: 'Dashboard Principal',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Dashboard', icono: 'DashboardOutlined' },
    roles: TODOS,
    lee: '/api/dashboard/resumen',
  },
  {
    ruta: '/clientes',
    modulo: 'mfe_clientes',
    titulo: 'Clientes',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Clientes', icono: 'TeamOutlined' },
    roles: TODOS,
    lee: '/api/clientes',
  },
  {
    ruta: '/prestamos',
    modulo: 'mfe_prestamos',
    titulo: 'Préstamos',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Préstamos', icono: 'DollarOutlined' },
    roles: TODOS,
    lee: '/api/prestamos',
  },
  { ruta: '/garantias', modulo: 'mfe_prestamos', titulo: 'Garantías', roles: TODOS, lee: '/api/garantias' },
  {
    ruta: '/cobros',
    modulo: 'mfe_cobros',
    titulo: 'Gestión de Cobros',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Cobros', icono: 'WalletOutlined' },
    roles: TODOS,
    lee: '/api/cobros',
  },
  {
    // Money that arrives by transfer, from the bank's side: statements, suspense, reconciliation
    // (docs/decisiones/pagos-por-transferencia.md).
    ruta: '/recaudos',
    modulo: 'mfe_cobros',
    titulo: 'Recaudos',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Recaudos', icono: 'BankOutlined' },
    roles: OFICINA,
    lee: '/api/pagos/suspenso',
  },
  {
    ruta: '/cobradores',
    modulo: 'mfe_cobros',
    titulo: 'Cobradores',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Cobradores', icono: 'IdcardOutlined' },
    roles: TODOS,
    lee: '/api/cobradores',
  },
  {
    ruta: '/reportes',
    modulo: 'mfe_prestamos',
    titulo: 'Reportes',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Reportes', icono: 'BarChartOutlined' },
    roles: TODOS,
    lee: '/api/reportes/{tipo}',
  },
  {
    ruta: '/usuarios',
    modulo: 'shell',
    titulo: 'Usuarios',
    menu: { grupo: 'Sistema Principal', etiqueta: 'Usuarios', icono: 'UserOutlined' },
    roles: OFICINA,
    lee: '/api/usuarios',
  },
  {
    ruta: '/rutas-cobro',
    modulo: 'mfe_avanzados',
    titulo: 'Rutas de Cobro',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Rutas de Cobro', icono: 'NodeIndexOutlined' },
    roles: TODOS,
    lee: '/api/rutas',
  },
  {
    ruta: '/metas-cobradores',
    modulo: 'mfe_avanzados',
    titulo: 'Metas de Cobradores',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Metas Cobradores', icono: 'AimOutlined' },
    roles: TODOS,
    lee: '/api/metas-cobrador',
  },
  {
    ruta: '/flujo-caja',
    modulo: 'mfe_avanzados',
    titulo: 'Flujo de Caja',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Flujo de Caja', icono: 'FundOutlined' },
    roles: OFICINA,
    lee: '/api/flujo-caja',
  },
  {
    ruta: '/contabilidad',
    modulo: 'mfe_avanzados',
    titulo: 'Contabilidad',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Contabilidad', icono: 'BookOutlined' },
    roles: OFICINA,
    lee: '/api/contabilidad/balance-prueba',
  },
  {
    ruta: '/auditoria',
    modulo: 'mfe_avanzados',
    titulo: 'Auditoría y Logs',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Auditoría', icono: 'AuditOutlined' },
    roles: OFICINA,
    lee: '/api/auditoria',
  },
  {
    // The titulares' requests about their personal data (docs/decisiones/datos-personales.md).
    ruta: '/habeas-data',
    modulo: 'mfe_clientes',
    titulo: 'Datos Personales',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Datos Personales', icono: 'SafetyCertificateOutlined' },
    roles: OFICINA,
    lee: '/api/habeas-data/solicitudes',
  },
  {
    ruta: '/notificaciones',
    modulo: 'mfe_avanzados',
    titulo: 'Centro de Notificaciones',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Notificaciones', icono: 'BellOutlined' },
    roles: TODOS,
    lee: '/api/notificaciones/bandeja',
  },
  {
    // A lender's book brought into Cartera (docs/decisiones/importacion.md).
    ruta: '/importar',
    modulo: 'mfe_avanzados',
    titulo: 'Importar',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Importar', icono: 'UploadOutlined' },
    roles: SOLO_ADMIN,
    lee: '/api/importaciones/columnas',
  },
  {
    ruta: '/configuracion',
    modulo: 'mfe_avanzados',
    titulo: 'Configuración',
    menu: { grupo: 'Módulos Avanzados', etiqueta: 'Configuración', icono: 'SettingOutlined' },
    roles: TODOS,
    lee: '/api/auth/profile',
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

/** The screen `ruta` belongs to (`/clientes/nuevo` → Clientes), by its first segment; undefined when none does. */
export function pantallaDeRuta(ruta: string): Pantalla | undefined {
  const raiz = `/${ruta.split('/')[1] ?? ''}`;
  return PANTALLAS.find((pantalla) => pantalla.ruta === raiz);
}

/**
 * Whether `rol` may open `pantalla`. Without a role yet (while the session is confirmed), only what every role may
 * open.
 */
export function puedeAbrir(pantalla: Pantalla, rol: Rol | undefined): boolean {
  return rol === undefined
    ? TODOS.every((uno) => pantalla.roles.includes(uno))
    : pantalla.roles.includes(rol);
}

/**
 * Whether `rol`'s menu shows `pantalla`. Without a role yet (the frame painted while the session is confirmed): all
 * but the entries of a single role, as most sidebars will show them.
 */
function laVe(pantalla: Pantalla, rol: Rol | undefined): boolean {
  const solo = pantalla.menu?.soloPara;
  if (rol === undefined) return !solo && pantalla.roles.length > 1;
  return pantalla.roles.includes(rol) && (!solo || solo.includes(rol));
}

export type PantallaDelMenu = Pantalla & { menu: EntradaMenu };

/** The sidebar `rol` sees: each group of GRUPOS_MENU, in order, with its entries in the order of PANTALLAS. */
export function menuPara(rol: Rol | undefined): { grupo: GrupoMenu; pantallas: PantallaDelMenu[] }[] {
  const delMenu = PANTALLAS.filter((p): p is PantallaDelMenu => p.menu !== undefined && laVe(p, rol));
  return GRUPOS_MENU.map((grupo) => ({ grupo, pantallas: delMenu.filter((p) => p.menu.grupo === grupo) }));
}
