// The in-page confirmation in component tests (packages/plataforma/src/confirmar.ts): a screen under test is rendered
// without the shell, so the first answer mounts the host the shell would have mounted; then the dialog is found and
// answered by its visible button, as a person would.
import { render, waitFor, within } from '@testing-library/react';
import { userEvent } from './usuario';
import { Confirmaciones, useConfirmaciones } from '@cartera/plataforma';

const SELECTOR = '.cartera-confirmacion [role="dialog"]';

/** The confirmation dialog on screen (waits for it), with its host mounted if the test has none. */
export async function dialogoConfirmacion(): Promise<HTMLElement> {
  if (useConfirmaciones.getState().anfitriones.length === 0) render(<Confirmaciones />);
  return waitFor(() => {
    const dialogo = document.querySelector<HTMLElement>(SELECTOR);
    if (!dialogo) throw new Error('No hay un diálogo de confirmación en la página');
    return dialogo;
  });
}

/**
 * Waits for the in-page question, ticks its box when `casilla` names it, presses the button named `boton`
 * ('Confirmar', 'Cancelar', 'Eliminar'…) and returns the question's text once the dialog has gone.
 */
export async function responderConfirmacion(boton: string, { casilla }: { casilla?: string } = {}): Promise<string> {
  const dialogo = await dialogoConfirmacion();
  const pregunta = dialogo.querySelector('.ant-modal-body .ant-typography')?.textContent ?? '';
  if (casilla) await userEvent.click(within(dialogo).getByRole('checkbox', { name: casilla }));
  await userEvent.click(within(dialogo).getByRole('button', { name: boton }));
  await waitFor(() => expect(document.querySelector(SELECTOR)).toBeNull());
  return pregunta;
}
