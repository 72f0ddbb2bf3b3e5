// The API calls still waiting for their answer (every call goes through http.ts `solicitar`). Work the page defers
// until it rests (reposo.ts) also waits for them: a screen's data is part of its first screen.

let enCurso = 0;
const esperando = new Set<() => void>();

/** A call leaves; the function returned says it ended (once, whatever the outcome). */
export function empezarPedido(): () => void {
  enCurso += 1;
  let terminado = false;
  return () => {
    if (terminado) return;
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
