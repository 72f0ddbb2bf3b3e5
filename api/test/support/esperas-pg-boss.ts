// pg-boss pide `node:timers/promises` cada vez que espera (node_modules/pg-boss/src/tools.js). La vigilancia con que
// detiene a sus trabajadores puede dar una vuelta más después de que Jest desmontó el archivo de pruebas, y ese
// `require` tardío tumba el archivo siguiente del mismo proceso (TypeError en `delay`). Este archivo corre antes de
// cada archivo de pruebas de la API (setupFiles) y deja la espera de pg-boss con la función tomada una sola vez.
// ColaService espera a sus manejadores al detenerse (cola-cierre.e2e-spec.ts); esto cubre la vuelta de la vigilancia.
import { setTimeout as esperar } from 'node:timers/promises';

interface EsperaAbortable extends Promise<void> {
  abort: () => void;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- el mismo objeto de módulo que cargará pg-boss
const herramientas = require('pg-boss/src/tools') as {
  delay: (ms: number, error?: string) => EsperaAbortable;
};

herramientas.delay = function delay(ms: number, error?: string): EsperaAbortable {
  const ac = new AbortController();
  const promesa = new Promise<void>((resolver, rechazar) => {
    esperar(ms, null, { signal: ac.signal })
      .then(() => (error ? rechazar(new Error(error)) : resolver()))
      .catch(() => resolver());
  }) as EsperaAbortable;
  promesa.abort = () => {
    if (!ac.signal.aborted) ac.abort();
  };
  return promesa;
};
