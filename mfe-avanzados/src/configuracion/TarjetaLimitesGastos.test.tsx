import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useSesion, useToasts } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { TarjetaLimitesGastos } from './TarjetaLimitesGastos';

const guardados = { gastoMaximo: 50_000, gastosDiaMaximo: 100_000, fotoDesde: 20_000, diasAtras: 3 };

describe('TarjetaLimitesGastos', () => {
  afterEach(() => {
    useToasts.getState().limpiar();
  });

  it('el administrador ve los límites guardados y los cambia los tres juntos', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    const llamadas = servirApi({
      'GET /caja/limites-gastos': () => exito(guardados),
      'PUT /caja/limites-gastos': (llamada) => exito({ ...guardados, ...(llamada.cuerpo as object) }),
    });
    render(<TarjetaLimitesGastos />);
    const tarjeta = await screen.findByRole('region', { name: 'Gastos de cobradores' });
    const porGasto = await within(tarjeta).findByLabelText('Límite por gasto');
    await waitFor(() => expect(porGasto).toHaveValue('50000'));
    expect(within(tarjeta).getByText(/hasta 3 días atrás/)).toBeInTheDocument();

    fireEvent.change(porGasto, { target: { value: '60000' } });
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Guardar límites' }));
    await waitFor(() =>
      expect(llamadas.filter((l) => l.metodo === 'PUT').map((l) => l.cuerpo)).toEqual([
        { gastoMaximo: 60_000, gastosDiaMaximo: 100_000, fotoDesde: 20_000 },
      ]),
    );
    await waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.mensaje)).toContain('Límites de gastos guardados'),
    );
  });

  it('el gerente los lee sin poder cambiarlos', async () => {
    useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol: 'gerente' });
    const llamadas = servirApi({ 'GET /caja/limites-gastos': () => exito(guardados) });
    render(<TarjetaLimitesGastos />);
    const tarjeta = await screen.findByRole('region', { name: 'Gastos de cobradores' });
    expect(
      await within(tarjeta).findByText('Sólo un administrador puede cambiar estos límites.'),
    ).toBeInTheDocument();
    expect(within(tarjeta).getByLabelText('Límite por gasto')).toBeDisabled();
    expect(within(tarjeta).queryByRole('button', { name: 'Guardar límites' })).toBeNull();
    expect(llamadas.every((l) => l.metodo === 'GET')).toBe(true);
  });
});
