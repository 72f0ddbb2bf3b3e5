// The contract with the shell: one component per top-level segment, each rendering its routes relative
// to where the shell mounts it (`/<segmento>/*`). Pages are lazy so each loads only when visited.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Cargando, type RutasRemoto } from '@cartera/plataforma';

const ClientesPage = lazy(() => import('./clientes/ClientesPage'));
const ClienteFormPage = lazy(() => import('./clientes/ClienteFormPage'));

function Clientes() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route index element={<ClientesPage />} />
        <Route path="nuevo" element={<ClienteFormPage />} />
        <Route path=":id/editar" element={<ClienteFormPage />} />
        <Route path="*" element={<Navigate to="/clientes" replace />} />
      </Routes>
    </Suspense>
  );
}

export const rutas: RutasRemoto = {
  clientes: Clientes,
};

export default rutas;
