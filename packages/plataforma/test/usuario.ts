// The user of the component tests: types and clicks without artificial delays and without the pointer-events check
// (antd's overlays keep `pointer-events: none` while they animate, which jsdom never finishes).
import { screen, waitFor } from '@testing-library/react';
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
 * The editable input a person reaches by clicking a date field: on a screen's first paint SelectorFecha and
 * SelectorRangoFechas show a read-only frame until antd's picker arrives (downloaded when the page is idle, or at once
 * on a press). Clicking asks for it, as a person's press does; the test then waits for the picker instead of racing
 * the idle download, which a fast machine outruns.
 */
async function campoEditable(placeholder: string): Promise<HTMLElement> {
  await userEvent.click(screen.getByPlaceholderText(placeholder));
  return waitFor(() => {
    const campo = screen.getByPlaceholderText(placeholder);
    if (campo.hasAttribute('readonly')) throw new Error(`El selector de fechas «${placeholder}» no ha llegado`);
    return campo;
  });
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
    const campo = await campoEditable(placeholder);
    await userEvent.clear(campo);
    await escribir(campo, `${fecha}{enter}`);
  }
}
