import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { LIMITES_GUARDADOS, cuerposPut, servirAjuste } from './pruebas/ajustes';
import { TarjetaLimitesGastos } from './TarjetaLimitesGastos';

describe('TarjetaLimitesGastos', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el administrador ve los límites guardados y los cambia los tres juntos', async () => {
    const llamadas = servirAjuste('/caja/limites-gastos', LIMITES_GUARDADOS);
    render(<TarjetaLimitesGastos />);
    const tarjeta = await screen.findByRole('region', { name: 'Gastos de cobradores' });
    const porGasto = await within(tarjeta).findByLabelText('Límite por gasto');
    await waitFor(() => expect(porGasto).toHaveValue('50000'));
    expect(within(tarjeta).getByText(/hasta 3 días atrás/)).toBeInTheDocument();

    fireEvent.change(porGasto, { target: { value: '60000' } });
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Guardar límites' }));
    await waitFor(() =>
      expect(cuerposPut(llamadas)).toEqual([{ gastoMaximo: 60_000, gastosDiaMaximo: 100_000, fotoDesde: 20_000 }]),
    );
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.mensaje)).toContain('Límites de gastos guardados'),
    );
  });
});
