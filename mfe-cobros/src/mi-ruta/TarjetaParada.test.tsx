import { render, screen } from '@testing-library/react';
import { paradaEnRuta, prestamoEnRuta } from '../../../packages/plataforma/test/datosRecaudo';
import { TarjetaParada } from './TarjetaParada';

const parada = (porConfirmar: number | undefined) =>
  paradaEnRuta([prestamoEnRuta({ saldoPendiente: 30_000, porConfirmar })], { direccion: 'Calle 1' });

describe('Parada de Mi Ruta', () => {
  it('muestra la transferencia por confirmar del préstamo mientras espera a la oficina o al extracto', () => {
    render(<TarjetaParada parada={parada(25_000)} pendientes={new Map()} />);
    expect(screen.getByText('Transferencia por confirmar').nextElementSibling).toHaveTextContent(/25\.000/);
  });

  it('sin transferencias por confirmar (o un día guardado antes de que existieran) no dice nada', () => {
    render(<TarjetaParada parada={parada(0)} pendientes={new Map()} />);
    render(<TarjetaParada parada={parada(undefined)} pendientes={new Map()} />);
    expect(screen.queryByText('Transferencia por confirmar')).not.toBeInTheDocument();
  });
});
