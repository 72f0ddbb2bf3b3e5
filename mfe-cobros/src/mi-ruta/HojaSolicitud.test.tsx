// «Nuevo cliente» in Mi Ruta: the amount and the installments are typed on the keypad as digits only, each under its
// limit, and a request without them says so under each field and is not sent.
import { fireEvent, render, screen } from '@testing-library/react';
import { HojaSolicitud } from './HojaSolicitud';

describe('Mi Ruta: la solicitud de un cliente nuevo', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs: open the sheet as the browser would.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });

  it('el monto y las cuotas sólo toman dígitos (12 y 3 como mucho); vacíos, lo dicen y no se envía', () => {
    const onEnviar = jest.fn(() => Promise.resolve());
    render(<HojaSolicitud onCerrar={jest.fn()} onEnviar={onEnviar} />);
    const monto = screen.getByLabelText('Monto solicitado');
    const cuotas = screen.getByLabelText('Cuotas');

    fireEvent.change(monto, { target: { value: '$ 1.500.000,00 pesos y 123456' } });
    expect(monto).toHaveValue('150000000123');
    fireEvent.change(cuotas, { target: { value: '24 cuotas 5' } });
    expect(cuotas).toHaveValue('245');

    fireEvent.change(monto, { target: { value: '' } });
    fireEvent.change(cuotas, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(screen.getByText('Escriba el monto que pide el cliente')).toBeInTheDocument();
    expect(screen.getByText('Escriba cuántas cuotas')).toBeInTheDocument();
    expect(onEnviar).not.toHaveBeenCalled();
  });
});
