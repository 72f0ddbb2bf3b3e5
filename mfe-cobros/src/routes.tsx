// The contract with the shell: one component per top-level segment, each rendering its routes relative
// to where the shell mounts it (`/<segmento>/*`). Pages are lazy so each loads only when visited.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Cargando, type RutasRemoto } from '@cartera/plataforma';

const CobrosPage = lazy(() => import('./cobros/CobrosPage'));
const CobradoresPage = lazy(() => import('./cobradores/CobradoresPage'));

function Cobros() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<CobrosPage />} />
        <Route path="*" element={<Navigate to="/cobros" replace />} />
      </Routes>
    </Suspense>
  );
}

function Cobradores() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<CobradoresPage />} />
        <Route path="*" element={<Navigate to="/cobradores" replace />} />
      </Routes>
    </Suspense>
  );
}

export const rutas: RutasRemoto = {
  cobros: Cobros,
  cobradores: Cobradores,
};

export default rutas;
