import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import {
  escucharToasts,
  exito,
  fallo,
  servirApi,
  type Llamada,
} from '../../../packages/plataforma/test/servidorPrueba';
import { cuerposPut } from './pruebas/ajustes';
import { crearAjustesOrganizacion, crearOrganizacion } from './pruebas/organizacion';
import { TarjetaInteresMora } from './TarjetaInteresMora';

const datos = crearAjustesOrganizacion();

const SOBRE_USURA =
  'La tasa de mora equivale a 26,82 % efectivo anual y pasa la tasa de usura vigente (26,8 % EA): la ley no permite cobrar más (Código de Comercio, art. 884)';

describe('TarjetaInteresMora', () => {
  afterEach(() => useToasts.getState().limpiar());

  it('el administrador la activa con su tasa y gracia; la tasa sobre la usura vuelve con su mensaje en el campo', async () => {
    const toasts = escucharToasts();
    let intentos = 0;
    const llamadas = servirApi({
      'PUT /configuracion/organizacion': (l: Llamada) =>
        ++intentos === 1
          ? fallo(422, SOBRE_USURA, { moraTasa: [SOBRE_USURA] })
          : exito({ ...datos, ...(l.cuerpo as object), moraDesde: '2026-11-26' }),
    });
    const actualizar = jest.fn();
    render(<TarjetaInteresMora organizacion={crearOrganizacion(true, actualizar, datos)} />);

    await userEvent.click(screen.getByRole('switch', { name: 'Cobrar interés de mora' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar interés de mora' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Tasa de mora (%)')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(llamadas).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Tasa de mora (%)'), '2');
    await userEvent.click(screen.getByLabelText('Periodicidad de la tasa'));
    await userEvent.click(await screen.findByTitle('Mensual vencida'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar interés de mora' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Tasa de mora (%)')).toHaveAttribute('aria-invalid', 'true'),
    );
    await waitFor(() =>
      expect(document.getElementById('interes-mora_moraTasa_help')?.textContent).toContain(SOBRE_USURA),
    );

    await userEvent.clear(screen.getByLabelText('Tasa de mora (%)'));
    await userEvent.type(screen.getByLabelText('Tasa de mora (%)'), '1.5');
    await userEvent.type(screen.getByLabelText('Días de gracia'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar interés de mora' }));
    await waitFor(() => expect(toasts.mensajes).toContain('Interés de mora guardado'));
    expect(cuerposPut(llamadas)).toEqual([
      { moraActiva: true, moraTasa: 2, moraPeriodicidad: 'mensual', moraDiasGracia: 0 },
      { moraActiva: true, moraTasa: 1.5, moraPeriodicidad: 'mensual', moraDiasGracia: 3 },
    ]);
    expect(actualizar).toHaveBeenCalledWith(
      expect.objectContaining({ moraActiva: true, moraDesde: '2026-11-26' }),
    );
    toasts.dejar();
  });
});
