import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { ReengancheModal } from './ReengancheModal';
import { crearPrestamo } from './pruebas/datos';
import { iniciarSesionComo, limpiarToasts } from './pruebas/servidor';
import { boton } from './pruebas/consultas';

configure({ defaultHidden: true });

const dialogo = () => screen.getByRole('dialog');
const campo = (etiqueta: string) => within(dialogo()).getByLabelText(etiqueta);

describe('ReengancheModal', () => {
  beforeEach(() => {
    limpiarToasts();
    iniciarSesionComo('admin');
  });

  it('a interés adelantado sin monto adicional suficiente no envía y dice cuánto pagar primero, como la API', async () => {
    const reenganchar = jest.fn().mockResolvedValue({});
    const prestamo = crearPrestamo({
      saldoPendiente: 550_000,
      interes: 20,
      cuotas: 10,
      tipoAmortizacion: 'interes_adelantado',
    });
    const cargarSaldo = () =>
      Promise.resolve({ capital: 550_000, interesVencido: 0, interesPorVencer: 0, total: 550_000 });
    render(
      <ReengancheModal
        prestamo={prestamo}
        cargarSaldo={cargarSaldo}
        reenganchar={reenganchar}
        alCerrar={() => undefined}
        alGuardar={() => undefined}
      />,
    );

    expect(within(dialogo()).getByText('Efectivo que recibe el cliente').closest('tr')).toHaveTextContent(
      '-$ 110.000',
    );
    await userEvent.click(boton(dialogo(), 'Reenganchar'));
    expect(
      await within(dialogo()).findByText(
        /así que el cliente tendría que poner \$ 110\.000\. Registre primero ese pago/,
      ),
    ).toBeInTheDocument();
    expect(reenganchar).not.toHaveBeenCalled();

    // With enough extra, nothing leaves the box and the form can be sent.
    await userEvent.type(campo('Monto adicional'), '137500');
    await userEvent.tab();
    expect(within(dialogo()).getByText('Efectivo que recibe el cliente').closest('tr')).toHaveTextContent(
      '$ 0',
    );
    await waitFor(() => expect(within(dialogo()).queryByText(/tendría que poner/)).not.toBeInTheDocument());
  });

  it('nombra el saldo y deja elegir, antes de confirmar, si el interés por vencer se refinancia o se condona', async () => {
    const reenganchar = jest.fn().mockResolvedValue({});
    const prestamo = crearPrestamo({
      saldoPendiente: 1_200_000,
      interes: 20,
      cuotas: 10,
      tipoAmortizacion: 'amortizable',
    });
    const cargarSaldo = () =>
      Promise.resolve({
        capital: 1_000_000,
        interesVencido: 40_000,
        interesPorVencer: 160_000,
        total: 1_200_000,
      });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    render(
      <ReengancheModal
        prestamo={prestamo}
        cargarSaldo={cargarSaldo}
        reenganchar={reenganchar}
        alCerrar={() => undefined}
        alGuardar={() => undefined}
      />,
    );
    const fila = (etiqueta: string) => within(dialogo()).getByText(etiqueta).closest('tr');
    await waitFor(() => expect(fila('Interés por vencer')).toHaveTextContent('$ 160.000'));
    expect(fila('Capital pendiente')).toHaveTextContent('$ 1.000.000');
    expect(fila('Interés vencido')).toHaveTextContent('$ 40.000');
    expect(fila('Saldo a refinanciar')).toHaveTextContent('$ 1.200.000');

    await userEvent.click(within(dialogo()).getByLabelText('Se condona'));
    await waitFor(() => expect(fila('Saldo a refinanciar')).toHaveTextContent('$ 1.040.000'));
    expect(fila('Interés por vencer')).toHaveTextContent('(se condona)');
    expect(fila('Monto del préstamo nuevo')).toHaveTextContent('$ 1.040.000');

    await userEvent.click(boton(dialogo(), 'Reenganchar'));
    await waitFor(() =>
      expect(reenganchar).toHaveBeenCalledWith(expect.objectContaining({ interesPorVencer: 'condonar' })),
    );
  });
});
