import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { Cargando, configurarNavegacion, type RutasRemoto } from '@cartera/plataforma';
import { RutaPrivada, RutaPublica } from './auth/guardas';
import { useVerificarSesion } from './auth/useVerificarSesion';
import { AppLayout } from './layout/AppLayout';
import { REMOTO_POR_SEGMENTO, type NombreRemoto } from './remotos/mapa';
import { ModuloRemoto } from './remotos/ModuloRemoto';

const LoginPage = lazy(() => import('./auth/LoginPage'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const UsuariosPage = lazy(() => import('./usuarios/UsuariosPage'));

interface Props {
  cargarRemoto: (remoto: NombreRemoto, opciones?: { denuevo?: boolean }) => Promise<RutasRemoto>;
}

/** Spec §2 route table: /login public, the rest behind a session, '/', '/panel' and unknown → /dashboard. */
export function Rutas({ cargarRemoto }: Props) {
  const navegar = useNavigate();
  useEffect(() => configurarNavegacion((ruta) => navegar(ruta, { replace: true })), [navegar]);
  useVerificarSesion();

  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route element={<RutaPublica />}>
          <Route path="/login" element={<LoginPage />} />
        </Route>
        <Route element={<RutaPrivada />}>
          <Route element={<AppLayout precargar={cargarRemoto} />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/usuarios" element={<UsuariosPage />} />
            {Object.entries(REMOTO_POR_SEGMENTO).map(([segmento, remoto]) => (
              <Route
                key={segmento}
                path={`/${segmento}/*`}
                // A fresh instance per segment: never a frame of the previous section's state.
                element={
                  <ModuloRemoto key={segmento} remoto={remoto} segmento={segmento} cargar={cargarRemoto} />
                }
              />
            ))}
            <Route path="/panel" element={<Navigate to="/dashboard" replace />} />
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
