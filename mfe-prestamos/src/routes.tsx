// The contract with the shell: one component per top-level segment that the registry of screens gives this remote
// (packages/plataforma/src/pantallas.ts), each rendering its routes relative to where the shell mounts it
// (`/<segmento>/*`). Pages are lazy so each loads only when visited.

import { Navigate, Route, Routes } from 'react-router-dom';
import { type RutasDelRemoto, diferido } from '@cartera/plataforma';

const PrestamosPage = diferido(() => import('./prestamos/PrestamosPage'));
const PlanPage = diferido(() => import('./plan/PlanPage'));
const GarantiasPage = diferido(() => import('./garantias/GarantiasPage'));
const ReportesPage = diferido(() => import('./reportes/ReportesPage'));

function Prestamos() {
  return (
    <Routes>
      <Route index element={<PrestamosPage />} />
      <Route path=":id/plan" element={<PlanPage />} />
      <Route path="*" element={<Navigate to="/prestamos" replace />} />
    </Routes>
  );
}

function Garantias() {
  return (
    <Routes>
      <Route index element={<GarantiasPage />} />
      <Route path="*" element={<Navigate to="/garantias" replace />} />
    </Routes>
  );
}

function Reportes() {
  return (
    <Routes>
      <Route index element={<ReportesPage />} />
      <Route path="*" element={<Navigate to="/reportes" replace />} />
    </Routes>
  );
}

export const rutas: RutasDelRemoto<'mfe_prestamos'> = {
  prestamos: Prestamos,
  garantias: Garantias,
  reportes: Reportes,
};

export default rutas;
