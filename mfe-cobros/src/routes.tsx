// The contract with the shell: one component per top-level segment that the registry of screens gives this remote
// (packages/plataforma/src/pantallas.ts), each rendering its routes relative to where the shell mounts it
// (`/<segmento>/*`). Pages are lazy so each loads only when visited.

import { Navigate, Route, Routes } from 'react-router-dom';
import { type RutasDelRemoto, diferido } from '@cartera/plataforma';

const CobrosPage = diferido(() => import('./cobros/CobrosPage'));
const CobradoresPage = diferido(() => import('./cobradores/CobradoresPage'));
const CajaPage = diferido(() => import('./caja/CajaPage'));
const RecaudosPage = diferido(() => import('./recaudos/RecaudosPage'));

function Cobros() {
  return (
    <Routes>
      <Route index element={<CobrosPage />} />
      <Route path="caja" element={<CajaPage />} />
      <Route path="*" element={<Navigate to="/cobros" replace />} />
    </Routes>
  );
}

function Cobradores() {
  return (
    <Routes>
      <Route index element={<CobradoresPage />} />
      <Route path="*" element={<Navigate to="/cobradores" replace />} />
    </Routes>
  );
}

function Recaudos() {
  return (
    <Routes>
      <Route index element={<RecaudosPage />} />
      <Route path="*" element={<Navigate to="/recaudos" replace />} />
    </Routes>
  );
}

export const rutas: RutasDelRemoto<'mfe_cobros'> = {
  cobros: Cobros,
  cobradores: Cobradores,
  recaudos: Recaudos,
};

export default rutas;
