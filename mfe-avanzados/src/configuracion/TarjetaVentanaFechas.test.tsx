import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useToasts } from '@cartera/plataforma';
import { cuerposPut } from './pruebas/ajustes';
import { pintarParaAdministrador } from './pruebas/organizacion';
import { TarjetaVentanaFechas } from './TarjetaVentanaFechas';

describe('TarjetaVentanaFechas', () => {
  afterEach(() => useToasts.getState().limpiar());

  it.each([
    {
      que: 'acorta la ventana de fechas; fuera de 0 a 3650 días',
      etiqueta: 'Días atrás',
      guardado: '365',
      fuera: '5000',
      dentro: '30',
      mensaje: 'Los días atrás deben ser un número entero de 0 a 3650',
      campos: { diasAtrasFechas: 30, diasAtrasAvisoPrevio: 5 },
    },
    {
      que: 'cambia los días atrás del aviso previo; fuera de 0 a 30',
      etiqueta: 'Días atrás del aviso previo',
      guardado: '5',
      fuera: '31',
      dentro: '2',
      mensaje: 'Los días atrás del aviso previo deben ser un número entero de 0 a 30',
      campos: { diasAtrasFechas: 365, diasAtrasAvisoPrevio: 2 },
    },
  ])('el administrador $que lo dice con las palabras de la API', async ({ etiqueta, guardado, fuera, dentro, mensaje, campos }) => {
    const { llamadas, actualizar, toasts } = pintarParaAdministrador((organizacion) => (
      <TarjetaVentanaFechas organizacion={organizacion} />
    ));
    const dias = screen.getByLabelText(etiqueta);
    await waitFor(() => expect(dias).toHaveValue(guardado));
    expect(screen.getByText(/acorta los 20 días que la ley da al deudor/)).toBeInTheDocument();

    fireEvent.change(dias, { target: { value: fuera } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ventana' }));
    expect(await screen.findByText(mensaje)).toBeInTheDocument();
    expect(cuerposPut(llamadas)).toEqual([]);

    fireEvent.change(dias, { target: { value: dentro } });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar ventana' }));
    await waitFor(() => expect(toasts.mensajes).toContain('Ventana de fechas guardada'));
    expect(cuerposPut(llamadas)).toEqual([campos]);
    expect(actualizar).toHaveBeenCalledWith(expect.objectContaining(campos));
    toasts.dejar();
  });
});
