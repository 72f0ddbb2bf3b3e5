import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { UMBRALES_GUARDADOS, cuerposPut, servirAjuste } from './pruebas/ajustes';
import { TarjetaUmbralesAprobacion } from './TarjetaUmbralesAprobacion';

describe('TarjetaUmbralesAprobacion', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el administrador cambia los umbrales; vacío es «sin umbral» (null)', async () => {
    const llamadas = servirAjuste('/aprobaciones/umbrales', UMBRALES_GUARDADOS);
    render(<TarjetaUmbralesAprobacion />);
    const tarjeta = await screen.findByRole('region', { name: 'Aprobaciones (cuatro ojos)' });
    const condonacion = await within(tarjeta).findByLabelText('Condonación');
    await waitFor(() => expect(condonacion).toHaveValue('500000'));

    fireEvent.change(condonacion, { target: { value: '' } });
    fireEvent.change(within(tarjeta).getByLabelText('Castigo'), { target: { value: '300000' } });
    fireEvent.change(within(tarjeta).getByLabelText('Total diario de un gerente'), {
      target: { value: '30000000' },
    });
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Guardar umbrales' }));
    await waitFor(() =>
      expect(cuerposPut(llamadas)).toEqual([
        { prestamoGerente: 5_000_000, condonacion: null, castigo: 300_000, gerenteDiario: 30_000_000 },
      ]),
    );
  });
});
