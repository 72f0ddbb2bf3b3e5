import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useSesion, useToasts } from '@cartera/plataforma';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, servirApi } from '../../../packages/plataforma/test/servidorPrueba';
import { mesesTerminados, nombreMes, TarjetaCierre } from './TarjetaCierre';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { iniciarComo } from '../../../packages/plataforma/test/pantalla';

describe('TarjetaCierre', () => {
  afterEach(() => {
    useToasts.getState().limpiar();
    jest.restoreAllMocks();
  });

  it('los meses que se ofrecen son los terminados, del más reciente hacia atrás, por su último día', () => {
    expect(mesesTerminados('2026-03-10', 3)).toEqual(['2026-02-28', '2026-01-31', '2025-12-31']);
    expect(mesesTerminados('2028-03-01', 1)).toEqual(['2028-02-29']);
    expect(nombreMes('2026-10-31')).toBe('octubre de 2026');
  });

  it('el administrador cierra hasta un mes terminado, tras confirmar, y ve el nuevo cierre', async () => {
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
    let cerradoHasta: string | null = null;
    const llamadas = servirApi({
      'GET /contabilidad/cierre': () => exito({ cerradoHasta }),
      'PUT /contabilidad/cierre': (llamada) => {
        cerradoHasta = (llamada.cuerpo as { cerradoHasta: string | null }).cerradoHasta;
        return exito({ cerradoHasta });
      },
    });
    render(<TarjetaCierre />);
    const tarjeta = await screen.findByRole('region', { name: 'Cierre de periodos' });
    expect(await within(tarjeta).findByText(/No hay periodos cerrados/)).toBeInTheDocument();

    const [ultimo] = mesesTerminados(new Date().toISOString().slice(0, 10));
    await userEvent.click(within(tarjeta).getByRole('combobox', { name: 'Mes hasta el que se cierra' }));
    await userEvent.click(await screen.findByTitle(nombreMes(ultimo)));
    await userEvent.click(within(tarjeta).getByRole('button', { name: 'Cerrar hasta ese mes' }));

    expect(await responderConfirmacion('Confirmar')).toContain('¿Cerrar los libros hasta el');
    await waitFor(() => expect(llamadas.filter((l) => l.metodo === 'PUT').map((l) => l.cuerpo)).toEqual([{ cerradoHasta: ultimo }]));
    expect(await within(tarjeta).findByText(/Libros cerrados hasta el/)).toBeInTheDocument();
    expect(within(tarjeta).getByRole('button', { name: 'Reabrir todo' })).toBeInTheDocument();
  });

  it('el gerente ve hasta dónde está cerrado y no puede cambiarlo', async () => {
    iniciarComo('gerente');
    const llamadas = servirApi({ 'GET /contabilidad/cierre': () => exito({ cerradoHasta: '2026-09-30' }) });
    render(<TarjetaCierre />);
    const tarjeta = await screen.findByRole('region', { name: 'Cierre de periodos' });
    expect(await within(tarjeta).findByText(/Libros cerrados hasta el 30\/09\/2026 \(septiembre de 2026\)/)).toBeInTheDocument();
    expect(within(tarjeta).getByText('Sólo un administrador cierra o reabre periodos.')).toBeInTheDocument();
    expect(within(tarjeta).queryByRole('button')).toBeNull();
    expect(llamadas.every((l) => l.metodo === 'GET')).toBe(true);
  });
});
