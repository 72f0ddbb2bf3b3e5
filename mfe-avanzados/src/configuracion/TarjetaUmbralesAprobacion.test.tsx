import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { UMBRALES_APROBACION_DEFECTO } from '@cartera/dominio';
import { useSesion, useToasts } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { TarjetaUmbralesAprobacion } from './TarjetaUmbralesAprobacion';

const guardados = { ...UMBRALES_APROBACION_DEFECTO, updatedAt: '2026-11-20T15:00:00.000Z' };

describe('TarjetaUmbralesAprobacion', () => {
  afterEach(() => {
    useToasts.getState().limpiar();
  });

  it('el administrador cambia los umbrales; vacío es «sin umbral» (null)', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    const llamadas = servirApi({
      'GET /aprobaciones/umbrales': () => exito(guardados),
      'PUT /aprobaciones/umbrales': (llamada) =>
        exito({ ...(llamada.cuerpo as object), updatedAt: guardados.updatedAt }),
    });
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
      expect(llamadas.filter((l) => l.metodo === 'PUT').map((l) => l.cuerpo)).toEqual([
        { prestamoGerente: 5_000_000, condonacion: null, castigo: 300_000, gerenteDiario: 30_000_000 },
      ]),
    );
  });

  it('el gerente los lee sin poder cambiarlos', async () => {
    useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol: 'gerente' });
    const llamadas = servirApi({ 'GET /aprobaciones/umbrales': () => exito(guardados) });
    render(<TarjetaUmbralesAprobacion />);
    const tarjeta = await screen.findByRole('region', { name: 'Aprobaciones (cuatro ojos)' });
    expect(
      await within(tarjeta).findByText('Sólo un administrador puede cambiar estos umbrales.'),
    ).toBeInTheDocument();
    expect(within(tarjeta).queryByRole('button', { name: 'Guardar umbrales' })).toBeNull();
    expect(llamadas.every((l) => l.metodo === 'GET')).toBe(true);
  });
});
