// The contract with the shell: the pages of each top-level segment that the registry of screens gives this remote
// (packages/plataforma/src/pantallas.ts), by their path under it. Pages are lazy so each loads only when visited.

import { diferido, rutasDelRemoto } from '@cartera/plataforma';

const ClientesPage = diferido(() => import('./clientes/ClientesPage'));
const ClienteFormPage = diferido(() => import('./clientes/ClienteFormPage'));
const HabeasDataPage = diferido(() => import('./habeas-data/HabeasDataPage'));

export const rutas = rutasDelRemoto<'mfe_clientes'>({
  clientes: { '/': ClientesPage, nuevo: ClienteFormPage, ':id/editar': ClienteFormPage },
  'habeas-data': { '/': HabeasDataPage },
});

export default rutas;
