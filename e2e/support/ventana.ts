// What a test leaves on the page's `window` to read later: a script added before the page loads pushes what it
// watches (CSP violations, changes of the menu, style sheets that changed) onto a list there.
import type { Page } from 'playwright-core';

/** The list `nombre` that a script of the test keeps on the page's `window` (`__violacionesCsp`), read in the page. */
export function listaDeLaVentana(page: Page, nombre: string): Promise<string[]> {
  // as: the list is the test's own, put there by its init script; the page's window does not declare it
  return page.evaluate((clave) => (window as unknown as Record<string, string[]>)[clave], nombre);
}
