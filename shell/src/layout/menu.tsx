import type { ReactNode } from 'react';
import {
  AimOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  DashboardOutlined,
  DollarOutlined,
  EnvironmentOutlined,
  FundOutlined,
  IdcardOutlined,
  NodeIndexOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Rol } from '@cartera/dominio';

export interface ItemMenu {
  ruta: string;
  etiqueta: string;
  icono: ReactNode;
  /** Roles that must not see the entry: the API refuses them the whole screen (docs/decisiones/roles-y-permisos.md). */
  ocultoPara?: readonly Rol[];
  /** Only these roles see the entry. */
  soloPara?: readonly Rol[];
  /**
   * A page of its own, outside the portal's frame (Mi Ruta, docs/decisiones/mi-ruta.md): opened with a page load,
   * not a route of the shell.
   */
  pagina?: boolean;
}

export interface GrupoMenu {
  titulo: string;
  items: ItemMenu[];
}

/** Spec §2, Layout: the two groups and their order, exactly. */
export const GRUPOS_MENU: readonly GrupoMenu[] = [
  {
    titulo: 'Sistema Principal',
    items: [
      // The collector's day on a phone: first for them, a light page served by mfe-cobros.
      { ruta: '/mi-ruta', etiqueta: 'Mi Ruta', icono: <EnvironmentOutlined />, soloPara: ['cobrador'], pagina: true },
      { ruta: '/dashboard', etiqueta: 'Dashboard', icono: <DashboardOutlined /> },
      { ruta: '/clientes', etiqueta: 'Clientes', icono: <TeamOutlined /> },
      { ruta: '/prestamos', etiqueta: 'Préstamos', icono: <DollarOutlined /> },
      { ruta: '/cobros', etiqueta: 'Cobros', icono: <WalletOutlined /> },
      { ruta: '/cobradores', etiqueta: 'Cobradores', icono: <IdcardOutlined /> },
      { ruta: '/reportes', etiqueta: 'Reportes', icono: <BarChartOutlined /> },
      { ruta: '/usuarios', etiqueta: 'Usuarios', icono: <UserOutlined />, ocultoPara: ['cobrador'] },
    ],
  },
  {
    titulo: 'Módulos Avanzados',
    items: [
      { ruta: '/rutas-cobro', etiqueta: 'Rutas de Cobro', icono: <NodeIndexOutlined /> },
      { ruta: '/metas-cobradores', etiqueta: 'Metas Cobradores', icono: <AimOutlined /> },
      { ruta: '/flujo-caja', etiqueta: 'Flujo de Caja', icono: <FundOutlined />, ocultoPara: ['cobrador'] },
      { ruta: '/auditoria', etiqueta: 'Auditoría', icono: <AuditOutlined />, ocultoPara: ['cobrador'] },
      { ruta: '/notificaciones', etiqueta: 'Notificaciones', icono: <BellOutlined /> },
      { ruta: '/configuracion', etiqueta: 'Configuración', icono: <SettingOutlined /> },
    ],
  },
];

/** The groups a role sees. */
export function gruposVisibles(rol: Rol | undefined): GrupoMenu[] {
  return GRUPOS_MENU.map((grupo) => ({
    ...grupo,
    items: grupo.items.filter(
      (item) => (!rol || !item.ocultoPara?.includes(rol)) && (!item.soloPara || (rol !== undefined && item.soloPara.includes(rol))),
    ),
  }));
}

/** An entry is active when the path equals its path or lies under it (`/clientes/nuevo` → Clientes). */
export function esRutaActiva(rutaActual: string, rutaItem: string): boolean {
  return rutaActual === rutaItem || rutaActual.startsWith(`${rutaItem}/`);
}

export function itemActivo(rutaActual: string): string | undefined {
  for (const grupo of GRUPOS_MENU) {
    const item = grupo.items.find((candidato) => esRutaActiva(rutaActual, candidato.ruta));
    if (item) return item.ruta;
  }
  return undefined;
}
