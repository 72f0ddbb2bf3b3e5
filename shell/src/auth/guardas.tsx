import { Navigate, Outlet } from 'react-router-dom';
import { useSesion } from '@cartera/plataforma';
import { MarcoInicial } from '../layout/MarcoInicial';

/** Everything but /login: the signed-in frame while the session is checked, /login without one. */
export function RutaPrivada() {
  const token = useSesion((estado) => estado.token);
  const cargando = useSesion((estado) => estado.cargando);
  if (cargando) return <MarcoInicial />;
  if (!token) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** /login: a visitor who is already signed in goes to the dashboard. */
export function RutaPublica() {
  const token = useSesion((estado) => estado.token);
  if (token) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
