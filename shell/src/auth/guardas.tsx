import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { Cargando, irAlInicioDeSesion, useSesion } from '@cartera/plataforma';
import { MarcoInicial } from '../layout/MarcoInicial';

/**
 * The sign-in page is not a screen of the portal but a page of its own (shell/public/entrar.js): without a session
 * the portal loads it, and the portal itself stops.
 */
function AlInicioDeSesion() {
  useEffect(() => irAlInicioDeSesion(), []);
  return <Cargando />;
}

/** Everything but /login: the signed-in frame while the session is checked, the sign-in page without one. */
export function RutaPrivada() {
  const token = useSesion((estado) => estado.token);
  // The store's updates render at once, in one task; deferred, the portal that replaces the frame once the session
  // is confirmed (layout, menu, the screen) renders in slices that yield to the browser.
  const cargando = useDeferredValue(useSesion((estado) => estado.cargando));
  if (cargando) return <MarcoInicial />;
  if (!token) return <AlInicioDeSesion />;
  return <Outlet />;
}

/**
 * /login in the portal: it runs there only for a visitor with a saved session, who goes to the dashboard. If the
 * portal found that session unusable (and removed it), the sign-in page loads.
 */
export function RutaLogin() {
  const token = useSesion((estado) => estado.token);
  if (token) return <Navigate to="/dashboard" replace />;
  return <AlInicioDeSesion />;
}
