// The contract with the shell: the pages of each top-level segment that the registry of screens gives this remote
// (packages/plataforma/src/pantallas.ts), by their path under it. Pages are lazy so each loads only when visited.

import { diferido, rutasDelRemoto } from '@cartera/plataforma';

const RutasCobroPage = diferido(() => import('./rutas-cobro/RutasCobroPage'));
const MetasCobradoresPage = diferido(() => import('./metas-cobradores/MetasCobradoresPage'));
const FlujoCajaPage = diferido(() => import('./flujo-caja/FlujoCajaPage'));
const ContabilidadPage = diferido(() => import('./contabilidad/ContabilidadPage'));
const AuditoriaPage = diferido(() => import('./auditoria/AuditoriaPage'));
const NotificacionesPage = diferido(() => import('./notificaciones/NotificacionesPage'));
const ConfiguracionPage = diferido(() => import('./configuracion/ConfiguracionPage'));
const ImportarPage = diferido(() => import('./importar/ImportarPage'));

export const rutas = rutasDelRemoto<'mfe_avanzados'>({
  'rutas-cobro': { '/': RutasCobroPage },
  'metas-cobradores': { '/': MetasCobradoresPage },
  'flujo-caja': { '/': FlujoCajaPage },
  contabilidad: { '/': ContabilidadPage },
  auditoria: { '/': AuditoriaPage },
  notificaciones: { '/': NotificacionesPage },
  configuracion: { '/': ConfiguracionPage },
  importar: { '/': ImportarPage },
});

export default rutas;
