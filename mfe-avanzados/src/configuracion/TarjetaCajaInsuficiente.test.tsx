import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { cuerposPut } from './pruebas/ajustes';
import { pintarParaAdministrador, valorSelect } from './pruebas/organizacion';
import { TarjetaCajaInsuficiente } from './TarjetaCajaInsuficiente';

describe('TarjetaCajaInsuficiente', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el administrador pasa a rechazar los desembolsos mayores que la caja', async () => {
    const { llamadas, actualizar, toasts } = pintarParaAdministrador((organizacion) => (
      <TarjetaCajaInsuficiente organizacion={organizacion} />
    ));
    await waitFor(() => expect(valorSelect('Desembolso mayor que la caja')).toBe('Desembolsar y avisar'));

    await userEvent.click(screen.getByLabelText('Desembolso mayor que la caja'));
    await userEvent.click(await screen.findByTitle('Rechazar el desembolso'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajuste de la caja' }));

    await waitFor(() => expect(toasts.mensajes).toContain('Ajuste de la caja guardado'));
    expect(cuerposPut(llamadas)).toEqual([{ cajaInsuficiente: 'rechazar' }]);
    expect(actualizar).toHaveBeenCalledWith(expect.objectContaining({ cajaInsuficiente: 'rechazar' }));
    toasts.dejar();
  });
});
