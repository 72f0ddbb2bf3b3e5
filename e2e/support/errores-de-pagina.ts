// What a page reports as wrong while a test drives it, for the tests of Module Federation's shared modules.
import type { Page } from 'playwright-core';

/**
 * From now on, the page's uncaught errors, its console errors and the Module Federation runtime's warnings (a shared
 * module whose version does not satisfy its requirement…), in the order they come.
 */
export function erroresDeLaPagina(page: Page): string[] {
  const errores: string[] = [];
  page.on('pageerror', (error) => errores.push(error.message));
  page.on('console', (mensaje) => {
    if (mensaje.type() === 'error' || mensaje.text().includes('Federation Runtime')) errores.push(mensaje.text());
  });
  return errores;
}
