// The portal's in-page confirmation (packages/plataforma/src/confirmar.ts, docs/decisiones/confirmaciones-en-la-pagina.md)
// in the browser tests: found and answered by its visible words, as a person does.
import type { Locator, Page } from 'playwright-core';

/**
 * The portal's in-page confirmation (packages/plataforma/src/confirmar.ts): a dialog above the screen and its forms,
 * with the question and the caller's words on its buttons.
 */
export function dialogoDeConfirmacion(page: Page): Locator {
  return page.locator('.cartera-confirmacion').getByRole('dialog');
}

/**
 * Answers the next in-page confirmation with its button `boton` ('Confirmar' unless told: 'Eliminar', 'Aprobar'…),
 * ticking first the box named `casilla` when given, and returns the question once answered. Start it before the click
 * that asks: `const pregunta = aceptarConfirmacion(page); await boton.click(); expect(await pregunta)…`.
 */
export async function aceptarConfirmacion(
  page: Page,
  boton = 'Confirmar',
  { casilla }: { casilla?: string } = {},
): Promise<string> {
  const dialogo = dialogoDeConfirmacion(page);
  await dialogo.waitFor({ state: 'visible' });
  // This question's own element: the next one (an approval's usury question) may show right after.
  const este = await dialogo.elementHandle();
  const pregunta = await dialogo.locator('.ant-modal-body').innerText();
  if (casilla) await dialogo.getByRole('checkbox', { name: casilla }).check();
  await dialogo.getByRole('button', { name: boton, exact: true }).click();
  await este?.waitForElementState('hidden');
  return pregunta;
}
