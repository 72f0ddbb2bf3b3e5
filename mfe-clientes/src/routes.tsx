// The contract with the shell: one component per top-level segment that the registry of screens gives this remote
// (packages/plataforma/src/pantallas.ts), each rendering its routes relative to where the shell mounts it
// (`/<segmento>/*`). Pages are lazy so each loads only when visited.

import { Navigate, Route, Routes } from 'react-router-dom';
import { type RutasDelRemoto, diferido } from '@cartera/plataforma';

const ClientesPage = diferido(() => import('./clientes/ClientesPage'));
const ClienteFormPage = diferido(() => import('./clientes/ClienteFormPage'));
const HabeasDataPage = diferido(() => import('./habeas-data/HabeasDataPage'));

function Clientes() {
  return (
    <Routes>
      <Route index element={<ClientesPage />} />
      <Route path="nuevo" element={<ClienteFormPage />} />
      <Route path=":id/editar" element={<ClienteFormPage />} />
      <Route path="*" element={<Navigate to="/clientes" replace />} />
    </Routes>
  );
}

function HabeasData() {
  return (
    <Routes>
      <Route index element={<HabeasDataPage />} />
      <Route path="*" element={<Navigate to="/habeas-data" replace />} />
    </Routes>
  );
}

export const rutas: RutasDelRemoto<'mfe_clientes'> = {
  clientes: Clientes,
  'habeas-data': HabeasData,
};

export default rutas;
