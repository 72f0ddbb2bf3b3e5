// Mi Ruta proposes what the API accepts: a loan in mora shows what it owes today (late interest first) already typed,
// and that amount goes on to the confirmation (debeHoy and validarMontoCobro of @cartera/dominio, the API's rule).
import { fireEvent, render, screen } from '@testing-library/react';
import type { ParadaMiRuta, PrestamoMiRuta } from '@cartera/dominio';
import { HojaCobrar } from './HojaCobrar';

const prestamo: PrestamoMiRuta = {
  _id: 'p1',
  numero: 7,
  estado: 'mora',
  cuotaHoy: 0,
  vencido: 588_000,
  diasVencido: 20,
  saldoPendiente: 588_000,
  mora: 5_261,
  ultimoPago: null,
  cobradoHoy: 0,
  gestionHoy: null,
};

const parada: ParadaMiRuta = {
  orden: 1,
  cliente: {
    _id: 'c1',
    nombre: 'Rosa Díaz',
    telefono: '3001234567',
    direccion: 'Calle 1 # 2-3',
    barrio: null,
    ciudad: 'Bogotá',
    latitud: null,
    longitud: null,
  },
  visitada: false,
  prestamos: [prestamo],
};

describe('Cobrar en Mi Ruta un préstamo en mora', () => {
  it('propone el saldo más la mora (593.261) y deja continuar con ese monto', () => {
    const onConfirmar = jest.fn(async () => undefined);
    render(<HojaCobrar parada={parada} onCerrar={() => undefined} onConfirmar={onConfirmar} />);
    expect(screen.getByLabelText('Valor a cobrar')).toHaveTextContent('593.261');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar cobro', hidden: true }));
    expect(onConfirmar).toHaveBeenCalledWith(prestamo, 593_261);
  });

  it('un peso más que el saldo y la mora no continúa, y dice hasta cuánto', () => {
    render(<HojaCobrar parada={parada} onCerrar={() => undefined} onConfirmar={async () => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Borrar', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: '2', hidden: true }));
    expect(screen.getByLabelText('Valor a cobrar')).toHaveTextContent('593.262');
    expect(screen.getByText(/hasta \$\s593\.261/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar', hidden: true })).toBeDisabled();
  });
});
