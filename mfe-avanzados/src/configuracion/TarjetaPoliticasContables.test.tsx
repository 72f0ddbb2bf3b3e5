import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { PORCENTAJES_DETERIORO_DEFECTO } from '@cartera/dominio';
import { useToasts } from '@cartera/plataforma';
import { exito } from '../../../packages/plataforma/test/servidorPrueba';
import { POLITICAS_GUARDADAS, cuerposPut, servirAjuste } from './pruebas/ajustes';
import { CONFIRMAR_DETERIORO, TarjetaPoliticasContables } from './TarjetaPoliticasContables';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { mensajesToast } from '../../../packages/plataforma/test/pantalla';

/** La tarjeta del administrador con las políticas guardadas servidas (y `otras` rutas): sus llamadas y la tarjeta. */
async function pintar(otras: Parameters<typeof servirAjuste>[3] = {}) {
  const llamadas = servirAjuste('/contabilidad/politicas', POLITICAS_GUARDADAS, 'admin', otras);
  render(<TarjetaPoliticasContables />);
  return { llamadas, tarjeta: await screen.findByRole('region', { name: 'Políticas contables' }) };
}

describe('TarjetaPoliticasContables', () => {
  afterEach(() => {
    useToasts.getState().limpiar();
    jest.restoreAllMocks();
  });

  it('el administrador elige causación y sus días de suspensión, el interés diferido neto, el deterioro y sus porcentajes', async () => {
    const { llamadas, tarjeta } = await pintar();
    const treinta = await within(tarjeta).findByLabelText('Deterioro: 16 a 30 días');
    await waitFor(() => expect(treinta).toHaveValue('50.00'));
    expect(within(tarjeta).getByText(/pasa a ingreso con cada cobro/)).toBeInTheDocument();

    await userEvent.click(within(tarjeta).getByLabelText('Por día transcurrido (causación)'));
    expect(await within(tarjeta).findByText(/interés ganado por cada día/)).toBeInTheDocument();
    const suspension = within(tarjeta).getByLabelText('Días de atraso para suspender la causación');
    expect(suspension).toHaveValue('30');
    fireEvent.change(suspension, { target: { value: '60' } });
    await userEvent.click(
      within(tarjeta).getByRole('switch', { name: 'Restar el interés diferido de la cartera' }),
    );
    await userEvent.click(
      within(tarjeta).getByRole('switch', { name: 'Provisionar el deterioro cada fin de mes' }),
    );
    fireEvent.change(treinta, { target: { value: '60' } });
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Guardar políticas' }));
    await waitFor(() =>
      expect(cuerposPut(llamadas)).toEqual([
        {
          baseIngresos: 'causacion',
          diasSuspensionCausacion: 60,
          interesDiferidoNeto: true,
          deterioroActivo: true,
          porcentajesDeterioro: { ...PORCENTAJES_DETERIORO_DEFECTO, '16-30': 60 },
        },
      ]),
    );
  });

  it('dice la base elegida para un día futuro', async () => {
    servirAjuste(
      '/contabilidad/politicas',
      {
        ...POLITICAS_GUARDADAS,
        cambioProgramado: { vigenteDesde: '2026-12-01', baseIngresos: 'causacion', diasSuspensionCausacion: 60 },
      },
      'admin',
    );
    render(<TarjetaPoliticasContables />);
    expect(
      await screen.findByText(
        /rige: por día transcurrido \(causación\), suspensión después de 60 días\./,
      ),
    ).toBeInTheDocument();
  });

  it('un porcentaje menor que el de una edad anterior no se envía: lo dice con la regla de la API', async () => {
    const { llamadas, tarjeta } = await pintar();
    const nueve = await within(tarjeta).findByLabelText('Deterioro: 9 a 15 días');
    await waitFor(() => expect(nueve).toHaveValue('20.00'));
    fireEvent.change(nueve, { target: { value: '1' } });
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Guardar políticas' }));
    expect(
      (
        await within(tarjeta).findAllByText(
          'Una edad de mora mayor no puede provisionar un porcentaje menor que la anterior',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(llamadas.some((l) => l.metodo === 'PUT')).toBe(false);
  });

  it('asienta el deterioro de hoy después de confirmarlo y dice el ajuste', async () => {
    const { llamadas, tarjeta } = await pintar({
      'POST /contabilidad/deterioro': () =>
        exito({
          fecha: '2026-11-20',
          edades: [],
          objetivo: 200_000,
          anterior: 20_000,
          ajuste: 180_000,
          asientoId: 'a1',
        }),
    });
    await userEvent.click(
      await within(tarjeta).findByRole('button', { name: 'Asentar el deterioro de hoy' }),
    );
    expect(await responderConfirmacion('Confirmar')).toBe(CONFIRMAR_DETERIORO);
    // formatearCOP separa el signo con un espacio que no se parte.
    await waitFor(() =>
      expect(mensajesToast()).toContainEqual(
        expect.stringMatching(/^Deterioro asentado: \$\s200\.000 \(ajuste de \$\s180\.000\)$/),
      ),
    );
    expect(llamadas.filter((l) => l.metodo === 'POST')).toHaveLength(1);
  });
});
