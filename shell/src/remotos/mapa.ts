// Which remote owns each top-level path (ARCHITECTURE.md). The shell mounts each segment as `/<segmento>/*`
// and the remote's component renders its own nested routes under it.

export const NOMBRES_REMOTOS = ['mfe_clientes', 'mfe_prestamos', 'mfe_cobros', 'mfe_avanzados'] as const;
export type NombreRemoto = (typeof NOMBRES_REMOTOS)[number];

export const REMOTO_POR_SEGMENTO: Readonly<Record<string, NombreRemoto>> = {
  clientes: 'mfe_clientes',
  prestamos: 'mfe_prestamos',
  garantias: 'mfe_prestamos',
  reportes: 'mfe_prestamos',
  cobros: 'mfe_cobros',
  cobradores: 'mfe_cobros',
  'rutas-cobro': 'mfe_avanzados',
  'metas-cobradores': 'mfe_avanzados',
  'flujo-caja': 'mfe_avanzados',
  auditoria: 'mfe_avanzados',
  notificaciones: 'mfe_avanzados',
  configuracion: 'mfe_avanzados',
};
