// Stops the portal started by global-setup.ts with SIGTERM, so the API closes and stops its embedded PostgreSQL, and
// closes the run's Chromium.
import fs from 'node:fs';
import { setTimeout as esperar } from 'node:timers/promises';
import { ARCHIVO_PID } from './entorno';

const ESPERA_MAXIMA_MS = 30_000;

export default async function globalTeardown(): Promise<void> {
  const chromium = globalThis.__carteraE2eChromium;
  globalThis.__carteraE2eChromium = undefined;
  await chromium?.close();
  const api = globalThis.__carteraE2eApi;
  globalThis.__carteraE2eApi = undefined;
  if (api && api.exitCode === null && api.signalCode === null) {
    const terminado = new Promise<void>((resolve) => api.once('exit', () => resolve()));
    api.kill('SIGTERM');
    const aTiempo = await Promise.race([
      terminado.then(() => true),
      esperar(ESPERA_MAXIMA_MS).then(() => false),
    ]);
    if (!aTiempo) {
      console.error(
        `La API de las pruebas no se detuvo en ${ESPERA_MAXIMA_MS / 1000} s: se fuerza su cierre.`,
      );
      api.kill('SIGKILL');
      await terminado;
    }
  }
  fs.rmSync(ARCHIVO_PID, { force: true });
}
