// Mi Ruta proposes what the API accepts: a loan in mora shows what it owes today (late interest first) already typed,
// and that amount goes on to the confirmation (debeHoy and validarMontoCobro of @cartera/dominio, the API's rule).
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  cuentaNequi as nequi,
  paradaEnRuta,
  prestamoEnRuta,
} from '../../../packages/plataforma/test/datosRecaudo';
import { HojaCobrar } from './HojaCobrar';

// jsdom has no canvas: the photo comes out of the phone's compression as this JPEG.
const JPEG = 'data:image/jpeg;base64,/9j/AAAA';
jest.mock('@cartera/plataforma/foto', () => ({
  ...jest.requireActual('@cartera/plataforma/foto'),
  optimizarFoto: jest.fn(async () => JPEG),
}));

const prestamo = prestamoEnRuta({
  estado: 'mora',
  cuotaHoy: 0,
  vencido: 588_000,
  diasVencido: 20,
  saldoPendiente: 588_000,
  mora: 5_261,
});

const parada = paradaEnRuta([prestamo]);

/** Presses the keypad's keys, one per digit, as the collector does. */
function teclearMonto(digitos: string) {
  for (const digito of digitos) fireEvent.click(screen.getByRole('button', { name: digito, hidden: true }));
}

describe('Cobrar en Mi Ruta un préstamo en mora', () => {
  it('propone el saldo más la mora (593.261) y deja continuar con ese monto', () => {
    const onConfirmar = jest.fn(async () => undefined);
    render(<HojaCobrar parada={parada} onCerrar={() => undefined} onConfirmar={onConfirmar} />);
    expect(screen.getByLabelText('Valor a cobrar')).toHaveTextContent('593.261');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cobro', hidden: true }));
    expect(onConfirmar).toHaveBeenCalledWith(prestamo, 593_261, null);
  });

  it('mientras el cobro se envía, "Confirmar cobro" no se puede pulsar otra vez; al terminar, sí', async () => {
    let terminar: () => void = () => undefined;
    const onConfirmar = jest.fn(() => new Promise<void>((listo) => (terminar = listo)));
    render(<HojaCobrar parada={parada} onCerrar={() => undefined} onConfirmar={onConfirmar} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar', hidden: true }));
    const confirmar = screen.getByRole('button', { name: 'Confirmar cobro', hidden: true });
    fireEvent.click(confirmar);
    expect(confirmar).toBeDisabled();
    fireEvent.click(confirmar);
    expect(onConfirmar).toHaveBeenCalledTimes(1);
    await act(async () => terminar());
    expect(confirmar).toBeEnabled();
  });

  it('un peso más que el saldo y la mora no continúa, y dice hasta cuánto', () => {
    render(<HojaCobrar parada={parada} onCerrar={() => undefined} onConfirmar={async () => undefined} />);
    teclearMonto('593262');
    expect(screen.getByLabelText('Valor a cobrar')).toHaveTextContent('593.262');
    expect(screen.getByText(/hasta \$\s593\.261/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar', hidden: true })).toBeDisabled();
  });
});

describe('el teclado de Mi Ruta', () => {
  const alDia = paradaEnRuta([prestamoEnRuta({ cuotaHoy: 3_974, saldoPendiente: 391_480 })]);

  it('la primera tecla reemplaza el valor propuesto: un 5 tras $ 3.974 es $ 5, y lo que sigue se agrega', async () => {
    const onConfirmar = jest.fn(async () => undefined);
    render(<HojaCobrar parada={alDia} onCerrar={() => undefined} onConfirmar={onConfirmar} />);
    expect(screen.getByLabelText('Valor a cobrar')).toHaveTextContent('3.974');
    teclearMonto('5');
    expect(screen.getByLabelText('Valor a cobrar')).toHaveTextContent(/^\$\s?5$/);
    fireEvent.click(screen.getByRole('button', { name: '000', hidden: true }));
    expect(screen.getByLabelText('Valor a cobrar')).toHaveTextContent(/^\$\s?5\.000$/);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar', hidden: true }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar cobro', hidden: true }));
    });
    expect(onConfirmar).toHaveBeenCalledWith(expect.objectContaining({ cuotaHoy: 3_974 }), 5_000, null);
  });

  it('«Borrar» sobre el valor propuesto lo deja en blanco', () => {
    render(<HojaCobrar parada={alDia} onCerrar={() => undefined} onConfirmar={async () => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar', hidden: true }));
    expect(screen.getByLabelText('Valor a cobrar')).toHaveTextContent(/^\$\s?0$/);
    expect(screen.getByText('Escriba el valor recibido')).toBeInTheDocument();
  });
});

describe('Cobrar por transferencia en Mi Ruta', () => {
  it('pide la referencia y envía la cuenta con ella', () => {
    const onConfirmar = jest.fn(async () => undefined);
    render(<HojaCobrar parada={parada} cuentas={[nequi]} onCerrar={() => undefined} onConfirmar={onConfirmar} />);
    fireEvent.click(screen.getByRole('button', { name: 'Transferencia', hidden: true }));
    expect(screen.getByText('Escriba la referencia de la transferencia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar', hidden: true })).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Referencia/), { target: { value: ' M55 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cobro', hidden: true }));
    expect(onConfirmar).toHaveBeenCalledWith(prestamo, 593_261, { cuenta: 'cta-1', referencia: 'M55' });
  });

  it('envía la foto del comprobante tomada con la cámara, ya comprimida', async () => {
    const onConfirmar = jest.fn(async () => undefined);
    render(<HojaCobrar parada={parada} cuentas={[nequi]} onCerrar={() => undefined} onConfirmar={onConfirmar} />);
    fireEvent.click(screen.getByRole('button', { name: 'Transferencia', hidden: true }));
    fireEvent.change(screen.getByLabelText(/Referencia/), { target: { value: 'M56' } });
    const camara = screen.getByLabelText(/Foto del comprobante/);
    expect(camara).toHaveAttribute('capture', 'environment');
    expect(camara).toHaveAttribute('accept', 'image/*');
    await act(async () => {
      fireEvent.change(camara, { target: { files: [new File(['x'], 'comprobante.png', { type: 'image/png' })] } });
    });
    expect(screen.getByText(/Foto lista/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cobro', hidden: true }));
    expect(onConfirmar).toHaveBeenCalledWith(prestamo, 593_261, { cuenta: 'cta-1', referencia: 'M56', foto: JPEG });
  });

  it('sin cuentas de recaudo sólo hay efectivo', () => {
    render(<HojaCobrar parada={parada} onCerrar={() => undefined} onConfirmar={async () => undefined} />);
    expect(screen.queryByRole('button', { name: 'Transferencia', hidden: true })).not.toBeInTheDocument();
  });
});
