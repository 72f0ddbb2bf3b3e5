// The contract with the shell: one component per top-level segment, each rendering its routes relative
// to where the shell mounts it (`/<segmento>/*`). Pages are lazy so each loads only when visited.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Cargando, type RutasRemoto } from '@cartera/plataforma';

const RutasCobroPage = lazy(() => import('./rutas-cobro/RutasCobroPage'));
const MetasCobradoresPage = lazy(() => import('./metas-cobradores/MetasCobradoresPage'));
const FlujoCajaPage = lazy(() => import('./flujo-caja/FlujoCajaPage'));
const AuditoriaPage = lazy(() => import('./auditoria/AuditoriaPage'));
const NotificacionesPage = lazy(() => import('./notificaciones/NotificacionesPage'));
const ConfiguracionPage = lazy(() => import('./configuracion/ConfiguracionPage'));

function RutasCobro() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<RutasCobroPage />} />
        <Route path="*" element={<Navigate to="/rutas-cobro" replace />} />
      </Routes>
    </Suspense>
  );
}

function MetasCobradores() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<MetasCobradoresPage />} />
        <Route path="*" element={<Navigate to="/metas-cobradores" replace />} />
      </Routes>
    </Suspense>
  );
}

function FlujoCaja() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<FlujoCajaPage />} />
        <Route path="*" element={<Navigate to="/flujo-caja" replace />} />
      </Routes>
    </Suspense>
  );
}

function Auditoria() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<AuditoriaPage />} />
        <Route path="*" element={<Navigate to="/auditoria" replace />} />
      </Routes>
    </Suspense>
  );
}

function Notificaciones() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<NotificacionesPage />} />
        <Route path="*" element={<Navigate to="/notificaciones" replace />} />
      </Routes>
    </Suspense>
  );
}

function Configuracion() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<ConfiguracionPage />} />
        <Route path="*" element={<Navigate to="/configuracion" replace />} />
      </Routes>
    </Suspense>
  );
}

export const rutas: RutasRemoto = {
  'rutas-cobro': RutasCobro,
  'metas-cobradores': MetasCobradores,
  'flujo-caja': FlujoCaja,
  auditoria: Auditoria,
  notificaciones: Notificaciones,
  configuracion: Configuracion,
};

export default rutas;
