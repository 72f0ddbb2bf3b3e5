import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { escucharToasts } from '../../../packages/plataforma/test/servidorPrueba';
import { crearAjustesOrganizacion, crearOrganizacion, servirOrganizacion, valorSelect } from './pruebas/organizacion';
import { TarjetaAjustesUsura } from './TarjetaAjustesUsura';

const datos = crearAjustesOrganizacion();
const organizacion = (editable: boolean, actualizar = jest.fn()) =>
  crearOrganizacion(editable, actualizar, datos);


describe('TarjetaAjustesUsura', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el administrador elige el tipo de crédito por defecto y rechazar los préstamos sobre la usura', async () => {
    const toasts = escucharToasts();
    const llamadas = servirOrganizacion(datos);
    const actualizar = jest.fn();
    render(<TarjetaAjustesUsura organizacion={organizacion(true, actualizar)} />);
    await waitFor(() => expect(valorSelect('Tipo de crédito por defecto')).toBe('Consumo y ordinario'));
    expect(valorSelect('Préstamo sobre la tasa de usura')).toBe('Avisar: quien aprueba debe confirmar');

    await userEvent.click(screen.getByLabelText('Tipo de crédito por defecto'));
    await userEvent.click(await screen.findByTitle('Microcrédito'));
    await userEvent.click(screen.getByLabelText('Préstamo sobre la tasa de usura'));
    await userEvent.click(await screen.findByTitle('Rechazar el préstamo'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes de usura' }));

    await waitFor(() => expect(toasts.mensajes).toContain('Ajustes de usura guardados'));
    expect(llamadas.filter((l) => l.metodo === 'PUT').map((l) => l.cuerpo)).toEqual([
      { tipoCreditoDefecto: 'microcredito', usuraAccion: 'rechazar' },
    ]);
    expect(actualizar).toHaveBeenCalledWith(expect.objectContaining({ usuraAccion: 'rechazar' }));
    toasts.dejar();
  });

  it('el gerente los ve sin poder cambiarlos', async () => {
    render(<TarjetaAjustesUsura organizacion={organizacion(false)} />);
    await waitFor(() => expect(valorSelect('Tipo de crédito por defecto')).toBe('Consumo y ordinario'));
    expect(screen.getByText('Sólo un administrador puede cambiar estos ajustes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar ajustes de usura' })).not.toBeInTheDocument();
  });
});
