import { Fragment, useEffect, useState, type CSSProperties } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Button, Flex, Layout } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import {
  avisarEnLaSiguienteCarga,
  cerrarSesionEnServidor,
  DiagnosticoOverlay,
  diferido,
  ErrorBoundary,
  irAlInicioDeSesion,
  olvidarMiRutaDeLaSesion,
  opcionesDeOficina,
  TODAS_LAS_OFICINAS,
  useOficinaEnVigor,
  useOficinasDisponibles,
  useSesion,
} from '@cartera/plataforma';
import { menuPara, type NombreRemoto } from '@cartera/plataforma/pantallas';
import { CampanaNotificaciones } from './CampanaNotificaciones';
import { MenuLateral } from './MenuLateral';
import { precargarRemotos, remotosDeRutas } from '../remotos/precarga';

// Only for a user with more than one office, once his offices arrive: its code is not in the portal's first load.
const SelectorOficina = diferido(() => import('./SelectorOficina'), null);

const ANCHO_MENU = 232;
const ALTO_BARRA = 64;
const SALUDO: CSSProperties = {
  color: '#fff',
  maxWidth: '40vw',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
/** Below antd's `lg` breakpoint (the Sider's `breakpoint="lg"`) the sidebar is folded. */
const PANTALLA_ANGOSTA = 'screen and (max-width: 991.98px)';

/**
 * On a phone or a tablet the sidebar starts folded, as the static frame of index.html draws it. Starting unfolded,
 * the Sider folded itself in an effect right after the first render: a second render of the whole layout and menu
 * during the portal's start-up.
 */
function esAngosta(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PANTALLA_ANGOSTA).matches;
}

/**
 * The menu of a narrow screen, unfolded: over the content, below the top bar, each entry with its icon and its
 * label (a rail of 64 px showed bare icons, issue 70), over a veil that folds it when touched.
 */
const MENU_SOBRE_EL_CONTENIDO: CSSProperties = {
  position: 'fixed',
  top: ALTO_BARRA,
  bottom: 0,
  insetInlineStart: 0,
  zIndex: 20,
  boxShadow: '6px 0 16px rgba(0, 0, 0, 0.12)',
};
const VELO: CSSProperties = {
  position: 'fixed',
  inset: `${ALTO_BARRA}px 0 0 0`,
  zIndex: 19,
  background: 'rgba(0, 0, 0, 0.45)',
};

interface Props {
  /** Downloads a remote's files ahead of the first click on its menu entries, when the page is idle (precarga.ts). */
  descargar?: (remoto: NombreRemoto) => Promise<unknown>;
  /** Loads and runs a remote: the pointer or the keyboard reached one of its menu entries, a click may follow. */
  precargar?: (remoto: NombreRemoto) => Promise<unknown>;
}

/** Top bar (logo, notifications bell, greeting, 'Salir'), collapsible sidebar and the content area where screens and remotes mount. */
export function AppLayout({ descargar, precargar }: Props) {
  const usuario = useSesion((estado) => estado.usuario);
  const cerrar = useSesion((estado) => estado.cerrar);
  const { pathname } = useLocation();
  const [angosta, setAngosta] = useState(esAngosta);
  const [plegado, setPlegado] = useState(angosta);
  const rol = usuario?.rol;
  // The office selector (docs/decisiones/selector-de-oficina.md): a screen starts again when the office changes, so
  // everything it asks is asked for the office in force.
  const opcionesOficina = opcionesDeOficina(rol, useOficinasDisponibles());
  const oficina = useOficinaEnVigor();
  // On a narrow screen the unfolded menu covers the content: Escape folds it, as choosing an entry or the veil does.
  const sobreElContenido = angosta && !plegado;
  useEffect(() => {
    if (!sobreElContenido) return undefined;
    const alTeclear = (evento: KeyboardEvent) => {
      if (evento.key === 'Escape') setPlegado(true);
    };
    document.addEventListener('keydown', alTeclear);
    return () => document.removeEventListener('keydown', alTeclear);
  }, [sobreElContenido]);

  useEffect(() => {
    if (!descargar) return undefined;
    const rutas = menuPara(rol).flatMap((grupo) => grupo.pantallas.map((pantalla) => pantalla.ruta));
    return precargarRemotos(remotosDeRutas(rutas), descargar);
  }, [descargar, rol]);

  // A remote starts running when the pointer (or a finger, or the keyboard) reaches its menu entry, ahead of the
  // click: its files are in the HTTP cache by then (the idle download above), what is left is running them.
  const alApuntar = (ruta: string) => {
    const [remoto] = remotosDeRutas([ruta]);
    if (remoto && precargar) precargar(remoto).catch(() => undefined);
  };

  // The server revokes the token first (a copy of it stops working), then what Mi Ruta kept of this user on the device
  // goes (as its own «Salir» does), then the local session ends. The sign-in page is a page
  // load (shell/public/entrar.js): the toast goes with it.
  const [saliendo, setSaliendo] = useState(false);
  const salir = async () => {
    setSaliendo(true);
    await cerrarSesionEnServidor();
    await olvidarMiRutaDeLaSesion();
    avisarEnLaSiguienteCarga('exito', 'Sesión cerrada correctamente');
    cerrar();
    irAlInicioDeSesion({ volverAqui: false });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          height: ALTO_BARRA,
          paddingInline: 16,
          background: '#15453a',
        }}
      >
        <Button
          type="text"
          aria-label={plegado ? 'Mostrar menú' : 'Ocultar menú'}
          icon={plegado ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={() => setPlegado((valor) => !valor)}
          style={{ color: '#fff' }}
        />
        <Link to="/dashboard" style={{ color: '#fff', fontSize: 20, fontWeight: 700, letterSpacing: 0.5 }}>
          Cartera
        </Link>
        {/* Beside the name, not in the group at the bar's right end: it arrives with the offices, after the first
            paint, and nothing already painted moves when it does (the loans' summary test measures the shifts). */}
        {opcionesOficina.length > 0 && <SelectorOficina opciones={opcionesOficina} valor={oficina} />}
        <Flex align="center" gap={12} style={{ marginInlineStart: 'auto', minWidth: 0 }}>
          {/* In the bar, never over the screen (docs/decisiones/diagnostico-en-la-barra.md). */}
          <DiagnosticoOverlay />
          <CampanaNotificaciones />
          {/* Cut with CSS: Typography's `ellipsis` measured the text after mounting, a few renders more at start-up.
              On a phone the office selector takes its place. */}
          {!(angosta && opcionesOficina.length > 0) && <span style={SALUDO}>Bienvenido, {usuario?.nombre}</span>}
          <Button icon={<LogoutOutlined />} loading={saliendo} onClick={() => void salir()}>
            Salir
          </Button>
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider
          width={ANCHO_MENU}
          collapsible
          collapsed={plegado}
          onCollapse={setPlegado}
          breakpoint="lg"
          onBreakpoint={setAngosta}
          // Folded on a narrow screen, the menu leaves all the width to the screen; the static frame draws the same.
          collapsedWidth={angosta ? 0 : 64}
          trigger={null}
          theme="light"
          style={{
            borderInlineEnd: '1px solid #f0f0f0',
            overflow: 'auto',
            ...(sobreElContenido ? MENU_SOBRE_EL_CONTENIDO : {}),
          }}
        >
          {/* Folded to nothing, its entries are not drawn: no link out of sight in the Tab order. */}
          {!(angosta && plegado) && (
            <MenuLateral
              rol={usuario?.rol}
              alApuntar={alApuntar}
              alElegir={angosta ? () => setPlegado(true) : undefined}
            />
          )}
        </Layout.Sider>
        {sobreElContenido && (
          <div aria-hidden="true" data-testid="velo-menu" onClick={() => setPlegado(true)} style={VELO} />
        )}
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <main>
            <ErrorBoundary claveReinicio={pathname}>
              {/* Deferred screens load inside the content area: the top bar and the sidebar stay. */}
              <Fragment key={oficina ?? TODAS_LAS_OFICINAS}>
                <Outlet />
              </Fragment>
            </ErrorBoundary>
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
