import { render, screen } from '@testing-library/react';
import type { ParadaMiRuta } from '@cartera/dominio';
import { TarjetaParada } from './TarjetaParada';

const parada = (porConfirmar: number | undefined): ParadaMiRuta => ({
  orden: 1,
  cliente: {
    _id: 'c1',
    nombre: 'Rosa Díaz',
    telefono: '3001234567',
    direccion: 'Calle 1',
    barrio: null,
    ciudad: 'Bogotá',
    latitud: null,
    longitud: null,
  },
  visitada: false,
  prestamos: [
    {
      _id: 'p1',
      numero: 7,
      estado: 'activo',
      cuotaHoy: 10_000,
      vencido: 0,
      diasVencido: 0,
      saldoPendiente: 30_000,
      mora: 0,
      ultimoPago: null,
      cobradoHoy: 0,
      gestionHoy: null,
      porConfirmar,
    },
  ],
});

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
