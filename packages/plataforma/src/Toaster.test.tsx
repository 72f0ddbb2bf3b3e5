import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from './Toaster';
import { toast, useToasts } from './toasts';

describe('Toaster', () => {
  afterEach(() => act(() => useToasts.getState().limpiar()));

  it('muestra los mensajes y permite cerrarlos', async () => {
    render(<Toaster />);
    act(() => {
      toast.exito('Usuario creado');
      toast.error('Error al guardar usuario');
    });
    expect(screen.getByText('Usuario creado')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error al guardar usuario');

    await userEvent.click(screen.getAllByRole('button', { name: 'Cerrar' })[0]);
    expect(screen.queryByText('Usuario creado')).not.toBeInTheDocument();
  });
});
