import { useEffect, type CSSProperties } from 'react';
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

/**
 * The on-page diagnostics panel (bottom-right) and its small toggle button. It shows whether a token is
 * stored, who is signed in, the current path, how many times `npm start` restarted the API after a crash (when it
 * did) and the latest log lines; `window.carteraDiagnostico()` returns the same information but the restarts. The panel lets clicks through to the screen below it; only its
 * buttons take them.
 */
export function DiagnosticoOverlay() {
  const visible = useDiagnostico((estado) => estado.visible);
  const alternar = useDiagnostico((estado) => estado.alternar);
  const limpiar = useDiagnostico((estado) => estado.limpiar);
  const lineas = useDiagnostico((estado) => estado.lineas);
  // Subscribing to the session refreshes the token/user summary when someone signs in or out.
  useSesion((estado) => estado.token);
  const informe = obtenerInforme();
  const errores = lineas.filter((linea) => linea.nivel === 'error').length;
  const reinicios = useReiniciosDeLaApi(visible);

  return (
    <div
      data-testid="diagnostico"
      style={{
        position: 'fixed',
        right: 12,
        bottom: 12,
        zIndex: 1900,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-end',
        fontFamily: 'ui-monospace, monospace',
        fontSize: 11,
        pointerEvents: 'none',
      }}
    >
      {visible && (
        <section
          aria-label="Diagnóstico"
          style={{
            width: 'min(420px, calc(100vw - 24px))',
            overflow: 'hidden',
            marginBottom: 6,
            padding: '6px 8px',
            borderRadius: 6,
            background: 'rgba(20, 20, 20, 0.82)',
            color: '#f0f0f0',
          }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, marginBottom: 4 }}>
            <span>
              Token: {informe.token ? 'presente' : 'ausente'} · Usuario: {informe.usuario?.email ?? '—'} ·
              Ruta: {informe.ruta}
            </span>
            <button type="button" onClick={limpiar} style={{ ...estiloBoton, alignSelf: 'flex-start' }}>
              Limpiar
            </button>
          </div>
          {reinicios > 0 && <div style={{ color: COLOR_NIVEL.advertencia }}>Reinicios de la API: {reinicios}</div>}
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
      )}
      <button
        type="button"
        onClick={alternar}
        aria-pressed={visible}
        title={visible ? 'Ocultar diagnóstico' : 'Mostrar diagnóstico'}
        style={{ ...estiloBoton, padding: '2px 8px', background: errores > 0 ? '#a8071a' : '#262626' }}
      >
        Diag{errores > 0 ? ` · ${errores}` : ''}
      </button>
    </div>
  );
}

const estiloBoton: CSSProperties = {
  pointerEvents: 'auto',
  border: '1px solid #595959',
  borderRadius: 4,
  background: '#262626',
  color: '#f0f0f0',
  cursor: 'pointer',
  font: 'inherit',
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
