import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { toast, useSesion } from '@cartera/plataforma';
import { puedeAbrir, type Pantalla } from '@cartera/plataforma/pantallas';

/** What a user reads when the address he typed is a screen his role cannot open. */
export const MENSAJE_SIN_ACCESO = 'No tiene acceso a esa pantalla';

/** To the dashboard, saying why, once (StrictMode runs the effect twice in development). */
function SinAcceso() {
  const avisado = useRef(false);
  useEffect(() => {
    if (avisado.current) return;
    avisado.current = true;
    toast.advertencia(MENSAJE_SIN_ACCESO);
  }, []);
  return <Navigate to="/dashboard" replace />;
}

interface Props {
  pantalla: Pantalla;
  children: ReactNode;
}

/**
 * The route guard of every screen: the registry says which roles may open it (packages/plataforma/src/pantallas.ts).
 * Another role lands on /dashboard with «No tiene acceso a esa pantalla» and the screen never mounts: no remote is
 * run and none of its calls reaches the API.
 */
export function PantallaPermitida({ pantalla, children }: Props) {
  const rol = useSesion((estado) => estado.usuario?.rol);
  if (!puedeAbrir(pantalla, rol)) return <SinAcceso />;
  return children;
}
