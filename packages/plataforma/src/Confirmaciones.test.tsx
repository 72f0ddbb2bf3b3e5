import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Confirmaciones } from './Confirmaciones';
import { confirmar, useConfirmaciones } from './confirmar';
import { responderConfirmacion } from '../test/confirmacion';

describe('confirmar en la página', () => {
  afterEach(() => act(() => useConfirmaciones.setState({ pendientes: [] })));

  it('pregunta en un diálogo con título y botones, y responde lo que la persona elige', async () => {
    render(<Confirmaciones />);
    let respuesta: Promise<boolean> = Promise.resolve(false);
    act(() => {
      respuesta = confirmar('¿Eliminar la meta de Ana?', { titulo: 'Eliminar meta', aceptar: 'Eliminar', peligro: true });
    });
    const dialogo = await screen.findByRole('dialog', { name: 'Eliminar meta' });
    expect(dialogo).toHaveTextContent('¿Eliminar la meta de Ana?');
    const eliminar = within(dialogo).getByRole('button', { name: 'Eliminar' });
    expect(eliminar).toHaveClass('ant-btn-dangerous');
    await userEvent.click(eliminar);
    await expect(respuesta).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => {
      respuesta = confirmar('¿Cerrar las otras sesiones?');
    });
    expect(await responderConfirmacion('Cancelar')).toBe('¿Cerrar las otras sesiones?');
    await expect(respuesta).resolves.toBe(false);
  });

  it('con una casilla, «Confirmar» espera a que la persona la marque', async () => {
    render(<Confirmaciones />);
    let respuesta: Promise<boolean> = Promise.resolve(false);
    act(() => {
      respuesta = confirmar('El préstamo supera la tasa de usura.', { casilla: 'Confirmo que conozco el riesgo' });
    });
    const dialogo = await screen.findByRole('dialog', { name: 'Confirmar' });
    const aceptar = within(dialogo).getByRole('button', { name: 'Confirmar' });
    expect(aceptar).toBeDisabled();
    await userEvent.click(within(dialogo).getByRole('checkbox', { name: 'Confirmo que conozco el riesgo' }));
    expect(aceptar).toBeEnabled();
    await userEvent.click(aceptar);
    await expect(respuesta).resolves.toBe(true);
  });

  it('la misma pregunta hecha dos veces (un doble clic) se muestra una vez y su respuesta sirve a las dos', async () => {
    render(<Confirmaciones />);
    let primera: Promise<boolean> = Promise.resolve(false);
    let segunda: Promise<boolean> = Promise.resolve(false);
    act(() => {
      primera = confirmar('¿Revertir la cuota 1?');
      segunda = confirmar('¿Revertir la cuota 1?');
    });
    expect(await responderConfirmacion('Confirmar')).toBe('¿Revertir la cuota 1?');
    await expect(Promise.all([primera, segunda])).resolves.toEqual([true, true]);
    expect(useConfirmaciones.getState().pendientes).toEqual([]);
  });

  it('las preguntas esperan su turno y un segundo anfitrión no las muestra dos veces', async () => {
    render(
      <>
        <Confirmaciones />
        <Confirmaciones />
      </>,
    );
    let primera: Promise<boolean> = Promise.resolve(false);
    let segunda: Promise<boolean> = Promise.resolve(false);
    act(() => {
      primera = confirmar('¿Primera?');
      segunda = confirmar('¿Segunda?');
    });
    await screen.findByText('¿Primera?');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expect(primera).resolves.toBe(true);
    await screen.findByText('¿Segunda?');
    await userEvent.keyboard('{Escape}');
    await expect(segunda).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
