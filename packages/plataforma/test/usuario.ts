// The user of the component tests: types and clicks without artificial delays and without the pointer-events check
// (antd's overlays keep `pointer-events: none` while they animate, which jsdom never finishes).
import { screen } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';

export const userEvent = userEventBase.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * Writes `texto` into `campo` as a paste: one input event, so one render of the screen, instead of one per key. For a
 * test about what is written, not about typing it; a final `{enter}` presses Enter after it, as in `userEvent.type`.
 */
export async function escribir(campo: Element, texto: string): Promise<void> {
  const enter = texto.endsWith('{enter}');
  await userEvent.click(campo);
  await userEvent.paste(enter ? texto.slice(0, -'{enter}'.length) : texto);
  if (enter) await userEvent.keyboard('{Enter}');
}

/**
 * Writes a period into a range picker (antd labels neither of its two inputs: found by their placeholders), each date
 * replacing what the input had and confirmed with Enter.
 */
export async function escribirRango(
  desde: string,
  hasta: string,
  [inicio, fin]: [string, string] = ['Desde', 'Hasta'],
): Promise<void> {
  for (const [placeholder, fecha] of [
    [inicio, desde],
    [fin, hasta],
  ]) {
    const campo = screen.getByPlaceholderText(placeholder);
    await userEvent.clear(campo);
    await escribir(campo, `${fecha}{enter}`);
  }
}
