// The API calls still waiting for their answer (every call goes through http.ts `solicitar`). Work the page defers
// until it rests (reposo.ts) also waits for them: a screen's data is part of its first screen.

import { registrarReinicio } from './reinicios';

let enCurso = 0;
/** Calls counted before a reset end without touching the count that followed it. */
let generacion = 0;
const esperando = new Set<() => void>();
// As on a fresh page load, no call is waiting (component tests in groups: a call a finished file left unanswered
// would keep the next file's page from ever resting).
registrarReinicio(() => {
  enCurso = 0;
  generacion += 1;
  esperando.clear();
});

/** A call leaves; the function returned says it ended (once, whatever the outcome). */
export function empezarPedido(): () => void {
  enCurso += 1;
  const suya = generacion;
  let terminado = false;
  return () => {
    if (terminado || suya !== generacion) return;
    terminado = true;
    enCurso -= 1;
    if (enCurso > 0) return;
    const pendientes = [...esperando];
    esperando.clear();
    for (const accion of pendientes) accion();
  };
}

/** Runs `accion` now if no call is waiting for its answer, or when the last one ends. Returns a canceller. */
export function cuandoNoHayaPedidos(accion: () => void): () => void {
  if (enCurso === 0) {
    accion();
    return () => undefined;
  }
  esperando.add(accion);
  return () => {
    esperando.delete(accion);
  };
}
