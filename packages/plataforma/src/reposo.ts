import { cuandoNoHayaPedidos } from './pedidosEnCurso';

export interface OpcionesReposo {
  /**
   * How long to wait after the page's `load` event and the end of the API calls in flight (after the call, when the
   * page had already loaded and none was) before asking for an idle moment. 0 by default: no pause.
   */
  pausaTrasCargaMs?: number;
  /** requestIdleCallback's `timeout`: the longest the task waits for an idle moment. Without it, as long as it takes. */
  esperaMaximaMs?: number;
  /** Where the browser has no requestIdleCallback (Safari): run the task this much later; 0 (the default) at once. */
  sinOcioMs?: number;
}

/**
 * The performance mark left when deferred work first starts on a page: what it downloads is not the screen's critical
 * path, and bench/portal.mjs counts the files requested after it apart, whenever the screen's last frame comes. Once
 * per page, so a long session does not pile up marks.
 */
export const MARCA_REPOSO = 'cartera:reposo';

let marcado = false;

function marcarReposo() {
  if (marcado) return;
  marcado = true;
  performance.mark?.(MARCA_REPOSO);
}

/**
 * Runs `tarea` once the page has loaded and no API call is waiting for its answer, after `pausaTrasCargaMs`, when
 * the main thread has an idle moment: work that must not compete with the first screen (its chunks, its data, its
 * first paint: Lighthouse's blocking time). Returns a function that cancels the task if it has not run yet.
 */
export function cuandoLaPaginaDescanse(tarea: () => void, opciones: OpcionesReposo = {}): () => void {
  const { pausaTrasCargaMs = 0, esperaMaximaMs, sinOcioMs = 0 } = opciones;
  const correr = () => {
    marcarReposo();
    tarea();
  };
  let pausa: number | undefined;
  let respaldo: number | undefined;
  let cancelarOcio: (() => void) | undefined;
  let cancelarEspera: (() => void) | undefined;

  const pedirOcio = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const ocio = window.requestIdleCallback(
        correr,
        esperaMaximaMs === undefined ? undefined : { timeout: esperaMaximaMs },
      );
      const cancelar = window.cancelIdleCallback;
      cancelarOcio = () => cancelar(ocio);
    } else if (sinOcioMs > 0) respaldo = window.setTimeout(correr, sinOcioMs);
    else correr();
  };
  const sinPedidos = () => {
    if (pausaTrasCargaMs > 0) pausa = window.setTimeout(pedirOcio, pausaTrasCargaMs);
    else pedirOcio();
  };
  const trasLaCarga = () => {
    cancelarEspera = cuandoNoHayaPedidos(sinPedidos);
  };

  if (document.readyState === 'complete') trasLaCarga();
  else window.addEventListener('load', trasLaCarga, { once: true });
  return () => {
    window.removeEventListener('load', trasLaCarga);
    cancelarEspera?.();
    window.clearTimeout(pausa);
    window.clearTimeout(respaldo);
    cancelarOcio?.();
  };
}
