// The user of the component tests: types and clicks without artificial delays and without the pointer-events check
// (antd's overlays keep `pointer-events: none` while they animate, which jsdom never finishes).
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
