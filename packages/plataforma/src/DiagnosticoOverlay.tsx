import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { obtenerInforme, registrarDiagnostico, useDiagnostico, type NivelDiagnostico } from './diagnostico';
import { useSesion } from './sesion';
import { useReiniciosDeLaApi } from './useReiniciosDeLaApi';

const COLOR_NIVEL: Record<NivelDiagnostico, string> = {
  error: '#ff7875',
  advertencia: '#ffd666',
  info: '#91caff',
};

/** The panel shows the newest lines; `window.carteraDiagnostico()` returns all 250. */
const LINEAS_VISIBLES = 8;
/** Space between the badge and the panel, and between the panel and the window's edges. */
const MARGEN = 8;

/**
 * The diagnostics overlay (spec §2) as a small «Diag» badge with the count of error lines, placed in the flow of a
 * bar that has room for it (the portal's top bar, the header of a remote opened on its own): it never covers the
 * screen (docs/decisiones/diagnostico-en-la-barra.md). A click on it opens the panel: whether a token is stored, who
 * is signed in, the current path, how many times `npm start` restarted the API after a crash (when it did) and the
 * latest lines; Escape or another click closes it. Open is not remembered: each page load starts with the badge only.
 * With the overlay off (`?diag=0`, or «Apagar» in the panel) nothing is drawn; `?diag=1` turns it on again.
 */
export function DiagnosticoOverlay() {
  const visible = useDiagnostico((estado) => estado.visible);
  const lineas = useDiagnostico((estado) => estado.lineas);
  const [abierto, setAbierto] = useState(false);
  const [arriba, setArriba] = useState(0);
  const insignia = useRef<HTMLButtonElement>(null);
  const idPanel = useId();
  const errores = lineas.filter((linea) => linea.nivel === 'error').length;

  useEffect(() => {
    if (!abierto) return undefined;
    const alTeclear = (evento: KeyboardEvent) => {
      if (evento.key !== 'Escape') return;
      setAbierto(false);
      insignia.current?.focus();
    };
    document.addEventListener('keydown', alTeclear);
    return () => document.removeEventListener('keydown', alTeclear);
  }, [abierto]);

  if (!visible) return null;

  const alternarPanel = () => {
    // The panel hangs below the bar that holds the badge (or the badge itself), at the window's right edge.
    const barra = insignia.current?.closest('header') ?? insignia.current;
    setArriba((barra?.getBoundingClientRect().bottom ?? 0) + MARGEN);
    setAbierto((valor) => !valor);
  };

  return (
    <span data-testid="diagnostico" style={{ display: 'inline-flex', flex: 'none', fontFamily: FUENTE }}>
      <button
        ref={insignia}
        type="button"
        onClick={alternarPanel}
        aria-expanded={abierto}
        aria-controls={abierto ? idPanel : undefined}
        title={abierto ? 'Cerrar diagnóstico' : 'Abrir diagnóstico'}
        style={{ ...estiloBoton, padding: '2px 8px', background: errores > 0 ? '#a8071a' : '#262626' }}
      >
        Diag{errores > 0 ? ` · ${errores}` : ''}
      </button>
      {abierto && <PanelDiagnostico id={idPanel} arriba={arriba} />}
    </span>
  );
}

function PanelDiagnostico({ id, arriba }: { id: string; arriba: number }) {
  const lineas = useDiagnostico((estado) => estado.lineas);
  const limpiar = useDiagnostico((estado) => estado.limpiar);
  const apagar = useDiagnostico((estado) => estado.alternar);
  // Subscribing to the session refreshes the token/user summary when someone signs in or out.
  useSesion((estado) => estado.token);
  const informe = obtenerInforme();
  const reinicios = useReiniciosDeLaApi(true);

  return (
    <section
      id={id}
      aria-label="Diagnóstico"
      style={{
        position: 'fixed',
        top: arriba,
        right: MARGEN,
        zIndex: 1900,
        boxSizing: 'border-box',
        width: `min(420px, calc(100vw - ${2 * MARGEN}px))`,
        maxHeight: `calc(100vh - ${arriba + MARGEN}px)`,
        overflow: 'auto',
        padding: '6px 8px',
        borderRadius: 6,
        background: 'rgba(20, 20, 20, 0.92)',
        color: '#f0f0f0',
        fontSize: 11,
        lineHeight: 1.5,
        textAlign: 'start',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 4 }}>
        <span>
          Token: {informe.token ? 'presente' : 'ausente'} · Usuario: {informe.usuario?.email ?? '—'} · Ruta:{' '}
          {informe.ruta}
        </span>
        <span style={{ display: 'flex', gap: 4, alignSelf: 'flex-start' }}>
          <button type="button" onClick={limpiar} style={estiloBoton}>
            Limpiar
          </button>
          <button type="button" onClick={apagar} title="Vuelve con ?diag=1" style={estiloBoton}>
            Apagar
          </button>
        </span>
      </div>
      {reinicios > 0 && (
        <div style={{ color: COLOR_NIVEL.advertencia }}>Reinicios de la API: {reinicios}</div>
      )}
      {lineas.length === 0 ? (
        <div style={{ opacity: 0.7 }}>Sin eventos registrados.</div>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lineas.slice(-LINEAS_VISIBLES).map((linea, indice) => (
            <li
              key={`${linea.hora}-${indice}`}
              style={{
                color: COLOR_NIVEL[linea.nivel],
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {linea.hora.slice(11, 19)} [{linea.origen}] {linea.texto}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const FUENTE = 'ui-monospace, monospace';

const estiloBoton: CSSProperties = {
  border: '1px solid #595959',
  borderRadius: 4,
  background: '#262626',
  color: '#f0f0f0',
  cursor: 'pointer',
  fontFamily: FUENTE,
  fontSize: 11,
  // The bars it sits in set their own line height (antd's header: 64 px); the badge keeps its small size.
  lineHeight: '16px',
};

/** Records every route change in the diagnostics log. Render it once inside the router. */
export function RegistroRutas() {
  const ubicacion = useLocation();
  const ruta = `${ubicacion.pathname}${ubicacion.search}`;
  useEffect(() => {
    registrarDiagnostico('info', 'ruta', ruta);
  }, [ruta]);
  return null;
}
