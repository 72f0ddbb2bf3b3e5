// The contract with the shell: one component per top-level segment, each rendering its routes relative
// to where the shell mounts it (`/<segmento>/*`). Pages are lazy so each loads only when visited.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Cargando, type RutasRemoto } from '@cartera/plataforma';

const PrestamosPage = lazy(() => import('./prestamos/PrestamosPage'));
const PlanPage = lazy(() => import('./plan/PlanPage'));
const GarantiasPage = lazy(() => import('./garantias/GarantiasPage'));
const ReportesPage = lazy(() => import('./reportes/ReportesPage'));

function Prestamos() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<PrestamosPage />} />
        <Route path=":id/plan" element={<PlanPage />} />
        <Route path="*" element={<Navigate to="/prestamos" replace />} />
      </Routes>
    </Suspense>
  );
}

function Garantias() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<GarantiasPage />} />
        <Route path="*" element={<Navigate to="/garantias" replace />} />
      </Routes>
    </Suspense>
  );
}

function Reportes() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<ReportesPage />} />
        <Route path="*" element={<Navigate to="/reportes" replace />} />
      </Routes>
    </Suspense>
  );
}

export const rutas: RutasRemoto = {
  prestamos: Prestamos,
  garantias: Garantias,
  reportes: Reportes,
};

export default rutas;
