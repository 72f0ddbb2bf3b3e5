// The supervision rules of `npm start` (docs/decisiones/supervision-de-la-api.md), pure: from the history of the
// API's exits, how long to wait before starting it again and whether it is in a crash loop. The processes themselves
// are handled by supervisor.mjs.

/** Waits before a restart: the first crash after a healthy run waits 0.5 s, then 1, 2 and 4 s, never more. */
export const ESPERAS_MS = [500, 1000, 2000, 4000];
/** A run this long counts as healthy: the next crash starts the waits again from the first. */
export const SANO_MS = 60_000;
/** Crashes in a row, each after a run shorter than SANO_MS, that make a crash loop (reported on the console). */
export const CAIDAS_DE_UN_BUCLE = 3;

/**
 * @typedef {{ inicio: number, fin: number, causa: string }} Corrida
 * One run of the API that ended without being asked to: when it started and ended (ms) and why it ended.
 */

/** 'señal SIGKILL' or 'código 1': why a process ended, in the words of the console and of /api/health. */
export function causaDeSalida(codigo, senal) {
  return senal ? `señal ${senal}` : `código ${codigo}`;
}

/**
 * Whether an exit needs a restart: a signal or a non-zero code the supervisor did not ask for. An exit with code 0
 * (the API closed itself, e.g. a SIGTERM sent to it directly) ends `npm start` instead.
 */
export function requiereReinicio({ codigo, senal, pedida }) {
  if (pedida) return false;
  return senal !== null && senal !== undefined ? true : codigo !== 0;
}

/** Crashes in a row at the end of the history: the last one, and each before it that followed a short run. */
export function caidasSeguidas(historial) {
  let seguidas = 0;
  for (let i = historial.length - 1; i >= 0; i -= 1) {
    seguidas += 1;
    if (historial[i].fin - historial[i].inicio >= SANO_MS) break;
  }
  return seguidas;
}

/**
 * What to do after the last crash of `historial` (never empty): wait `esperaMs` and start again; `bucle` when the
 * last CAIDAS_DE_UN_BUCLE or more runs were all short.
 */
export function decidirReinicio(historial) {
  if (historial.length === 0) throw new Error('decidirReinicio necesita al menos una caída');
  const seguidas = caidasSeguidas(historial);
  return {
    esperaMs: ESPERAS_MS[Math.min(seguidas, ESPERAS_MS.length) - 1],
    seguidas,
    bucle: seguidas >= CAIDAS_DE_UN_BUCLE,
  };
}

const segundos = (ms) => `${(ms / 1000).toLocaleString('es-CO', { maximumFractionDigits: 1 })} s`;

/** The console lines of a restart, in Spanish. */
export function mensajeDeReinicio({ causa, esperaMs, reinicio, seguidas, bucle }) {
  const linea = `La API terminó sin que se le pidiera (${causa}); se reinicia en ${segundos(esperaMs)} (reinicio ${reinicio}).`;
  if (!bucle) return linea;
  return (
    `${linea}\nBucle de caídas: la API se cayó ${seguidas} veces seguidas sin alcanzar ${segundos(SANO_MS)} en ` +
    `funcionamiento. Se sigue reintentando cada ${segundos(ESPERAS_MS.at(-1))}; revise los mensajes de arriba ` +
    '(la configuración, la base de datos, la memoria) y detenga Cartera con Ctrl-C si hace falta.'
  );
}

/** The variables that tell the API it was restarted: only the supervisor sets them, never the environment. */
export const VARIABLES_DE_REINICIO = ['CARTERA_REINICIOS', 'CARTERA_ULTIMO_REINICIO', 'CARTERA_CAUSA_REINICIO'];

/**
 * The variables that tell the API it was restarted (api/src/config/supervision.ts reads them for /api/health): none
 * before the first restart.
 */
export function entornoDeReinicio(reinicios, ultimo) {
  if (reinicios === 0 || !ultimo) return {};
  return {
    CARTERA_REINICIOS: String(reinicios),
    CARTERA_ULTIMO_REINICIO: new Date(ultimo.fecha).toISOString(),
    CARTERA_CAUSA_REINICIO: ultimo.causa,
  };
}
