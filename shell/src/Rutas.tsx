import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { diferido, useSesion, type ComponenteDiferido, type RutasRemoto } from '@cartera/plataforma';
import {
  pantallaDeRuta,
  puedeAbrir,
  remotoDeRuta,
  REMOTO_POR_SEGMENTO,
  type NombreRemoto,
  type RutaDelShell,
} from '@cartera/plataforma/pantallas';
import { RutaLogin, RutaPrivada } from './auth/guardas';
import { PantallaPermitida } from './auth/PantallaPermitida';
import { useVerificarSesion } from './auth/useVerificarSesion';
import { MarcoInicial } from './layout/MarcoInicial';

// The layout (menu, notifications bell) and the remotes' frame load only behind a session: the login page does not
// wait for Menu, List or Popover (docs/decisiones/capa-de-rendimiento-del-portal.md). Until the layout arrives, the signed-in frame that
// index.html painted stays on screen (MarcoInicial draws the same).
const AppLayout = diferido(
  () => import('./layout/AppLayout').then((modulo) => ({ default: modulo.AppLayout })),
  <MarcoInicial />,
);
const ModuloRemoto = diferido(() =>
  import('./remotos/ModuloRemoto').then((modulo) => ({ default: modulo.ModuloRemoto })),
);
const DashboardPage = diferido(() => import('./dashboard/DashboardPage'));

/** The screens the registry gives the shell (packages/plataforma/src/pantallas.ts), each with its component. */
const PANTALLAS_DEL_SHELL: Record<RutaDelShell, ComponenteDiferido<object>> = {
  '/dashboard': DashboardPage,
  '/usuarios': diferido(() => import('./usuarios/UsuariosPage')),
};

/** Whether `ruta` is one of the shell's own screens (a key of PANTALLAS_DEL_SHELL). */
const esRutaDelShell = (ruta: string): ruta is RutaDelShell =>
  Object.prototype.hasOwnProperty.call(PANTALLAS_DEL_SHELL, ruta);

interface Props {
  cargarRemoto: (remoto: NombreRemoto, opciones?: { denuevo?: boolean }) => Promise<RutasRemoto>;
  /** Downloads a remote's files without running them (the idle prefetch of the menu's remotes). */
  descargarRemoto?: (remoto: NombreRemoto) => Promise<unknown>;
}

/**
 * Starts downloading what the screen at `ruta` renders (the layout and the screen; for a remote's section, its entry
 * and routes too) before React gets there. At start-up each level would otherwise wait for the one above it: the
 * session check, the layout, the screen's frame, the remote's manifest, its routes. Failures are left to the render,
 * which retries and reports them.
 */
export function precargarPantalla(pedida: string, cargarRemoto: Props['cargarRemoto']): void {
  const nada = () => undefined;
  // A screen the saved user's role may not open is not loaded: the guard sends him to the dashboard.
  const pantallaPedida = pantallaDeRuta(pedida);
  const rol = useSesion.getState().usuario?.rol;
  const ruta = pantallaPedida && !puedeAbrir(pantallaPedida, rol) ? '/dashboard' : pedida;
  const remoto = remotoDeRuta(ruta);
  AppLayout.precargar().catch(nada);
  if (remoto) {
    ModuloRemoto.precargar().catch(nada);
    cargarRemoto(remoto).catch(nada);
    return;
  }
  // Any other path is a screen of the shell, or the dashboard it is sent to.
  const raiz = `/${ruta.split('/')[1] ?? ''}`;
  const pantalla = esRutaDelShell(raiz) ? PANTALLAS_DEL_SHELL[raiz] : DashboardPage;
  pantalla.precargar().catch(nada);
}

/** The screen at `ruta` behind the roles its registry entry names. */
function permitida(ruta: string, elemento: ReactNode): ReactNode {
  const pantalla = pantallaDeRuta(ruta);
  return pantalla ? <PantallaPermitida pantalla={pantalla}>{elemento}</PantallaPermitida> : elemento;
}

/**
 * Spec §2 route table: every screen behind a session and the roles the registry gives it, '/', '/panel' and unknown →
 * /dashboard. /login is a page of its
 * own (shell/public/entrar.js): the portal runs there only to send a signed-in visitor to the dashboard.
 */
export function Rutas({ cargarRemoto, descargarRemoto }: Props) {
  useVerificarSesion();

  return (
    <Routes>
      <Route path="/login" element={<RutaLogin />} />
      <Route element={<RutaPrivada />}>
        <Route element={<AppLayout descargar={descargarRemoto} precargar={cargarRemoto} />}>
          {Object.entries(PANTALLAS_DEL_SHELL).map(([ruta, Pantalla]) => (
            <Route key={ruta} path={ruta} element={permitida(ruta, <Pantalla />)} />
          ))}
          {Object.entries(REMOTO_POR_SEGMENTO).map(([segmento, remoto]) => (
            <Route
              key={segmento}
              path={`/${segmento}/*`}
              // A fresh instance per segment: never a frame of the previous section's state.
              element={permitida(
                `/${segmento}`,
                <ModuloRemoto key={segmento} remoto={remoto} segmento={segmento} cargar={cargarRemoto} />,
              )}
            />
          ))}
          <Route path="/panel" element={<Navigate to="/dashboard" replace />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
