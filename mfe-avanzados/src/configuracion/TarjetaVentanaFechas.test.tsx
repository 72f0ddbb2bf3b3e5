import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { escucharToasts } from '../../../packages/plataforma/test/servidorPrueba';
import { crearAjustesOrganizacion, crearOrganizacion, servirOrganizacion } from './pruebas/organizacion';
import { TarjetaVentanaFechas } from './TarjetaVentanaFechas';

const datos = crearAjustesOrganizacion();
const organizacion = (editable: boolean, actualizar = jest.fn()) =>
  crearOrganizacion(editable, actualizar, datos);

describe('TarjetaVentanaFechas', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el administrador acorta la ventana de fechas; fuera de 0 a 3650 días lo dice con las palabras de la API', async () => {
    const toasts = escucharToasts();
    const llamadas = servirOrganizacion(datos);
    const actualizar = jest.fn();
    render(<TarjetaVentanaFechas organizacion={organizacion(true, actualizar)} />);
    const dias = screen.getByLabelText('Días atrás');
    await waitFor(() => expect(dias).toHaveValue('365'));

    fireEvent.change(dias, { target: { value: '5000' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ventana' }));
    expect(
      await screen.findByText('Los días atrás deben ser un número entero de 0 a 3650'),
    ).toBeInTheDocument();
    expect(llamadas.filter((l) => l.metodo === 'PUT')).toEqual([]);

    fireEvent.change(dias, { target: { value: '30' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ventana' }));
    await waitFor(() => expect(toasts.mensajes).toContain('Ventana de fechas guardada'));
    expect(llamadas.filter((l) => l.metodo === 'PUT').map((l) => l.cuerpo)).toEqual([
      { diasAtrasFechas: 30, diasAtrasAvisoPrevio: 5 },
    ]);
    expect(actualizar).toHaveBeenCalledWith(expect.objectContaining({ diasAtrasFechas: 30 }));
    toasts.dejar();
  });

  it('el administrador cambia los días atrás del aviso previo; fuera de 0 a 30 lo dice con las palabras de la API', async () => {
    const llamadas = servirOrganizacion(datos);
    const actualizar = jest.fn();
    render(<TarjetaVentanaFechas organizacion={organizacion(true, actualizar)} />);
    const dias = screen.getByLabelText('Días atrás del aviso previo');
    await waitFor(() => expect(dias).toHaveValue('5'));
    expect(screen.getByText(/acorta los 20 días que la ley da al deudor/)).toBeInTheDocument();

    fireEvent.change(dias, { target: { value: '31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ventana' }));
    expect(
      await screen.findByText('Los días atrás del aviso previo deben ser un número entero de 0 a 30'),
    ).toBeInTheDocument();
    expect(llamadas.filter((l) => l.metodo === 'PUT')).toEqual([]);

    fireEvent.change(dias, { target: { value: '2' } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ventana' }));
    await waitFor(() =>
      expect(llamadas.filter((l) => l.metodo === 'PUT').map((l) => l.cuerpo)).toEqual([
        { diasAtrasFechas: 365, diasAtrasAvisoPrevio: 2 },
      ]),
    );
    await waitFor(() => expect(actualizar).toHaveBeenCalledWith(expect.objectContaining({ diasAtrasAvisoPrevio: 2 })));
  });

  it('el gerente la ve sin poder cambiarla', async () => {
    render(<TarjetaVentanaFechas organizacion={organizacion(false)} />);
    await waitFor(() => expect(screen.getByLabelText('Días atrás')).toHaveValue('365'));
    expect(screen.getByText('Sólo un administrador puede cambiar la ventana de fechas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar ventana' })).not.toBeInTheDocument();
  });
});
