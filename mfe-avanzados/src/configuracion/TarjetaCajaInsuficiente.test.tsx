import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { escucharToasts } from '../../../packages/plataforma/test/servidorPrueba';
import { crearAjustesOrganizacion, crearOrganizacion, servirOrganizacion, valorSelect } from './pruebas/organizacion';
import { TarjetaCajaInsuficiente } from './TarjetaCajaInsuficiente';

const datos = crearAjustesOrganizacion();

describe('TarjetaCajaInsuficiente', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el administrador pasa a rechazar los desembolsos mayores que la caja', async () => {
    const toasts = escucharToasts();
    const llamadas = servirOrganizacion(datos);
    const actualizar = jest.fn();
    render(<TarjetaCajaInsuficiente organizacion={crearOrganizacion(true, actualizar, datos)} />);
    await waitFor(() => expect(valorSelect('Desembolso mayor que la caja')).toBe('Desembolsar y avisar'));

    await userEvent.click(screen.getByLabelText('Desembolso mayor que la caja'));
    await userEvent.click(await screen.findByTitle('Rechazar el desembolso'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajuste de la caja' }));

    await waitFor(() => expect(toasts.mensajes).toContain('Ajuste de la caja guardado'));
    expect(llamadas.filter((l) => l.metodo === 'PUT').map((l) => l.cuerpo)).toEqual([{ cajaInsuficiente: 'rechazar' }]);
    expect(actualizar).toHaveBeenCalledWith(expect.objectContaining({ cajaInsuficiente: 'rechazar' }));
    toasts.dejar();
  });

  it('el gerente lo ve sin poder cambiarlo', async () => {
    render(<TarjetaCajaInsuficiente organizacion={crearOrganizacion(false, jest.fn(), datos)} />);
    await waitFor(() => expect(valorSelect('Desembolso mayor que la caja')).toBe('Desembolsar y avisar'));
    expect(screen.getByText('Sólo un administrador puede cambiar este ajuste.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar ajuste de la caja' })).not.toBeInTheDocument();
  });
});
