// The contract with the shell: the pages of each top-level segment that the registry of screens gives this remote
// (packages/plataforma/src/pantallas.ts), by their path under it. Pages are lazy so each loads only when visited.

import { diferido, rutasDelRemoto } from '@cartera/plataforma';

const PrestamosPage = diferido(() => import('./prestamos/PrestamosPage'));
const PlanPage = diferido(() => import('./plan/PlanPage'));
const GarantiasPage = diferido(() => import('./garantias/GarantiasPage'));
const ReportesPage = diferido(() => import('./reportes/ReportesPage'));

export const rutas = rutasDelRemoto<'mfe_prestamos'>({
  prestamos: { '/': PrestamosPage, ':id/plan': PlanPage },
  garantias: { '/': GarantiasPage },
  reportes: { '/': ReportesPage },
});

export default rutas;
