// The contract with the shell: the pages of each top-level segment that the registry of screens gives this remote
// (packages/plataforma/src/pantallas.ts), by their path under it. Pages are lazy so each loads only when visited.

import { diferido, rutasDelRemoto } from '@cartera/plataforma';

const CobrosPage = diferido(() => import('./cobros/CobrosPage'));
const CobradoresPage = diferido(() => import('./cobradores/CobradoresPage'));
const CajaPage = diferido(() => import('./caja/CajaPage'));
const RecaudosPage = diferido(() => import('./recaudos/RecaudosPage'));

export const rutas = rutasDelRemoto<'mfe_cobros'>({
  cobros: { '/': CobrosPage, caja: CajaPage },
  cobradores: { '/': CobradoresPage },
  recaudos: { '/': RecaudosPage },
});

export default rutas;
