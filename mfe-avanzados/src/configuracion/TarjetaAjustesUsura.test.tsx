import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { cuerposPut } from './pruebas/ajustes';
import { pintarParaAdministrador, valorSelect } from './pruebas/organizacion';
import { TarjetaAjustesUsura } from './TarjetaAjustesUsura';

describe('TarjetaAjustesUsura', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el administrador elige el tipo de crédito por defecto y rechazar los préstamos sobre la usura', async () => {
    const { llamadas, actualizar, toasts } = pintarParaAdministrador((organizacion) => (
      <TarjetaAjustesUsura organizacion={organizacion} />
    ));
    await waitFor(() => expect(valorSelect('Tipo de crédito por defecto')).toBe('Consumo y ordinario'));
    expect(valorSelect('Préstamo sobre la tasa de usura')).toBe('Avisar: quien aprueba debe confirmar');

    await userEvent.click(screen.getByLabelText('Tipo de crédito por defecto'));
    await userEvent.click(await screen.findByTitle('Microcrédito'));
    await userEvent.click(screen.getByLabelText('Préstamo sobre la tasa de usura'));
    await userEvent.click(await screen.findByTitle('Rechazar el préstamo'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ajustes de usura' }));

    await waitFor(() => expect(toasts.mensajes).toContain('Ajustes de usura guardados'));
    expect(cuerposPut(llamadas)).toEqual([{ tipoCreditoDefecto: 'microcredito', usuraAccion: 'rechazar' }]);
    expect(actualizar).toHaveBeenCalledWith(expect.objectContaining({ usuraAccion: 'rechazar' }));
    toasts.dejar();
  });
});
