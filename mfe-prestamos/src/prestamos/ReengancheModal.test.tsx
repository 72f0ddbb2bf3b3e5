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
    const prestamo = crearPrestamo({ saldoPendiente: 550_000, interes: 20, cuotas: 10, tipoAmortizacion: 'interes_adelantado' });
    render(<ReengancheModal prestamo={prestamo} reenganchar={reenganchar} alCerrar={() => undefined} alGuardar={() => undefined} />);

    expect(within(dialogo()).getByText('Efectivo que recibe el cliente').closest('tr')).toHaveTextContent('-$ 110.000');
    await userEvent.click(boton(dialogo(), 'Reenganchar'));
    expect(
      await within(dialogo()).findByText(/así que el cliente tendría que poner \$ 110\.000\. Registre primero ese pago/),
    ).toBeInTheDocument();
    expect(reenganchar).not.toHaveBeenCalled();

    // With enough extra, nothing leaves the box and the form can be sent.
    await userEvent.type(campo('Monto adicional'), '137500');
    await userEvent.tab();
    expect(within(dialogo()).getByText('Efectivo que recibe el cliente').closest('tr')).toHaveTextContent('$ 0');
    await waitFor(() => expect(within(dialogo()).queryByText(/tendría que poner/)).not.toBeInTheDocument());
  });
});
