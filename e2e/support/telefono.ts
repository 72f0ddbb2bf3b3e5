// A phone in the browser tests: a context of its own with a phone's viewport, next to the test's office page.
import type { BrowserContext, Page } from 'playwright-core';
import { URL_BASE } from './entorno';
import { ESPERA_MS } from './navegador';

/**
 * A phone beside the test's page: a context of its own as a 412 × 915 Android phone (mobile viewport, touch), signed
 * out, closed after `cuerpo`. A page wider than the phone widens its layout viewport there, as on a real phone (the
 * test's own 1366 px context set to 412 px does not), so what would fall off the screen's edge is seen.
 */
export async function enUnTelefono<T>(context: BrowserContext, cuerpo: (page: Page) => Promise<T>): Promise<T> {
  const navegadorDelContexto = context.browser();
  if (!navegadorDelContexto) throw new Error('El contexto de la prueba no tiene navegador');
  const telefono = await navegadorDelContexto.newContext({
    baseURL: URL_BASE,
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  telefono.setDefaultTimeout(ESPERA_MS);
  await telefono.addInitScript(() => window.localStorage.setItem('diag', '0'));
  try {
    return await cuerpo(await telefono.newPage());
  } finally {
    await telefono.close();
  }
}
