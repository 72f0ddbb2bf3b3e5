// The contract with the shell: one component per top-level segment that the registry of screens gives this remote
// (packages/plataforma/src/pantallas.ts), each rendering its routes relative to where the shell mounts it
// (`/<segmento>/*`). Pages are lazy so each loads only when visited.

import { Navigate, Route, Routes } from 'react-router-dom';
import { type RutasDelRemoto, diferido } from '@cartera/plataforma';

const RutasCobroPage = diferido(() => import('./rutas-cobro/RutasCobroPage'));
const MetasCobradoresPage = diferido(() => import('./metas-cobradores/MetasCobradoresPage'));
const FlujoCajaPage = diferido(() => import('./flujo-caja/FlujoCajaPage'));
const ContabilidadPage = diferido(() => import('./contabilidad/ContabilidadPage'));
const AuditoriaPage = diferido(() => import('./auditoria/AuditoriaPage'));
const NotificacionesPage = diferido(() => import('./notificaciones/NotificacionesPage'));
const ConfiguracionPage = diferido(() => import('./configuracion/ConfiguracionPage'));
const ImportarPage = diferido(() => import('./importar/ImportarPage'));

function RutasCobro() {
  return (
    <Routes>
      <Route index element={<RutasCobroPage />} />
      <Route path="*" element={<Navigate to="/rutas-cobro" replace />} />
    </Routes>
  );
}

function MetasCobradores() {
  return (
    <Routes>
      <Route index element={<MetasCobradoresPage />} />
      <Route path="*" element={<Navigate to="/metas-cobradores" replace />} />
    </Routes>
  );
}

function FlujoCaja() {
  return (
    <Routes>
      <Route index element={<FlujoCajaPage />} />
      <Route path="*" element={<Navigate to="/flujo-caja" replace />} />
    </Routes>
  );
}

function Contabilidad() {
  return (
    <Routes>
      <Route index element={<ContabilidadPage />} />
      <Route path="*" element={<Navigate to="/contabilidad" replace />} />
    </Routes>
  );
}

function Auditoria() {
  return (
    <Routes>
      <Route index element={<AuditoriaPage />} />
      <Route path="*" element={<Navigate to="/auditoria" replace />} />
    </Routes>
  );
}

function Notificaciones() {
  return (
    <Routes>
      <Route index element={<NotificacionesPage />} />
      <Route path="*" element={<Navigate to="/notificaciones" replace />} />
    </Routes>
  );
}

function Configuracion() {
  return (
    <Routes>
      <Route index element={<ConfiguracionPage />} />
      <Route path="*" element={<Navigate to="/configuracion" replace />} />
    </Routes>
  );
}

function Importar() {
  return (
    <Routes>
      <Route index element={<ImportarPage />} />
      <Route path="*" element={<Navigate to="/importar" replace />} />
    </Routes>
  );
}

export const rutas: RutasDelRemoto<'mfe_avanzados'> = {
  'rutas-cobro': RutasCobro,
  'metas-cobradores': MetasCobradores,
  'flujo-caja': FlujoCaja,
  contabilidad: Contabilidad,
  auditoria: Auditoria,
  notificaciones: Notificaciones,
  configuracion: Configuracion,
  importar: Importar,
};

export default rutas;
