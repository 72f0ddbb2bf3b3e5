/**
 * The last answer of each screen's main queries (`useConsulta(…, { guardarComo })`), kept in memory so that going
 * back to a screen draws it at once, in one render, while the same query asks the server again behind it.
 *
 * What keeps it honest: entries belong to one session (the token is part of the key), live at most five minutes, and
 * any write through the HTTP client (POST, PUT, PATCH, DELETE, whatever its outcome) forgets them all, so a screen
 * never comes back showing what this tab has just changed. An answer that left before a write is not kept.
 */
const VIGENCIA_MS = 5 * 60_000;
const MAXIMO = 60;

interface Guardada {
  datos: unknown;
  /** The answer as JSON: an identical new answer draws nothing again. */
  texto: string;
  momento: number;
}

const guardadas = new Map<string, Guardada>();
let generacion = 0;

/** Forgets every kept answer (after a write, or when a test starts). */
export function olvidarConsultasGuardadas(): void {
  generacion += 1;
  guardadas.clear();
}

/** A mark taken when a request leaves: `guardarConsulta` keeps its answer only if nothing was written since. */
export function generacionConsultas(): number {
  return generacion;
}

export function leerConsultaGuardada(clave: string): Guardada | undefined {
  const guardada = guardadas.get(clave);
  if (guardada === undefined) return undefined;
  if (Date.now() - guardada.momento > VIGENCIA_MS) {
    guardadas.delete(clave);
    return undefined;
  }
  return guardada;
}

export function guardarConsulta(clave: string, datos: unknown, texto: string, desde: number): void {
  if (desde !== generacion) return;
  guardadas.delete(clave);
  guardadas.set(clave, { datos, texto, momento: Date.now() });
  // The oldest first out: a Map iterates in insertion order.
  const primera = guardadas.keys().next();
  if (guardadas.size > MAXIMO && !primera.done) guardadas.delete(primera.value);
}
