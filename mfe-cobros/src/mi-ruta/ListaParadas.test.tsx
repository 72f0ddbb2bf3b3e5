// The collector finds a client among the day's stops by typing, and every date of the page reads as the office writes
// it (28/11/2026).
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MiRutaJson } from '@cartera/dominio';
import { paradaEnRuta, prestamoEnRuta } from '../../../packages/plataforma/test/datosRecaudo';
import { Cabecera } from './Cabecera';
import { ListaParadas } from './ListaParadas';

const clientes = [
  { _id: 'c1', nombre: 'Rosa Díaz', cedula: '52345678', direccion: 'Calle 1 # 2-3', barrio: 'Kennedy' },
  { _id: 'c2', nombre: 'José Peñaranda', cedula: '1023456789', direccion: 'Carrera 7 # 45-12', barrio: 'Chapinero' },
  { _id: 'c3', nombre: 'Ana Rosales', cedula: '00112345678', direccion: 'Diagonal 20 # 8-1', barrio: null },
];

const dia: MiRutaJson = {
  fecha: '2026-11-28',
  ruta: { _id: 'r1', generadaEn: '2026-11-28T10:00:00.000Z' },
  cobrador: { _id: 'u1', nombre: 'Carlos Cobrador' },
  progreso: { paradas: 3, visitadas: 0, cobrado: 0, porCobrar: 30_000 },
  paradas: clientes.map((cliente, i) => ({
    ...paradaEnRuta(
      [
        prestamoEnRuta({
          _id: `p${i}`,
          numero: 70 + i,
          ultimoPago: { fecha: '2026-11-27', monto: 10_000 },
        }),
      ],
      cliente,
    ),
    orden: i + 1,
  })),
};

const visibles = () => screen.queryAllByRole('heading', { level: 2 }).map((titulo) => titulo.textContent);

async function buscar(texto: string) {
  await act(async () => {
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar cliente' }), { target: { value: texto } });
  });
}

describe('Mi Ruta: buscar entre los clientes del día', () => {
  it('sin búsqueda están todos; cuando ninguno coincide lo dice, y al borrar vuelven todos', async () => {
    render(<ListaParadas dia={dia} />);
    expect(visibles()).toEqual(['Rosa Díaz', 'José Peñaranda', 'Ana Rosales']);
    await buscar('Pedro');
    expect(visibles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Ningún cliente de hoy coincide con «Pedro».');
    await buscar('');
    expect(visibles()).toHaveLength(3);
  });

  it('la caja dice qué busca y cada tarjeta muestra la cédula como la oficina', async () => {
    render(<ListaParadas dia={dia} />);
    expect(screen.getByRole('searchbox', { name: 'Buscar cliente' })).toHaveAttribute(
      'placeholder',
      'Buscar por nombre, cédula o dirección',
    );
    expect(screen.getByText('Cédula 1023456789')).toBeInTheDocument();
    expect(screen.getByText('Cédula 001-1234567-8')).toBeInTheDocument();
  });

  // By name without accents or case, by address or neighbourhood, by cédula whole or in part with dots or spaces.
  it.each([
    ['rosa', ['Rosa Díaz', 'Ana Rosales']],
    ['JOSE', ['José Peñaranda']],
    ['carrera 7', ['José Peñaranda']],
    ['kennedy', ['Rosa Díaz']],
    ['1.023.456.789', ['José Peñaranda']],
    ['52 345 678', ['Rosa Díaz']],
    ['001-1234567', ['Ana Rosales']],
    ['345678', ['Rosa Díaz', 'José Peñaranda', 'Ana Rosales']],
    ['99.999.999', []],
  ])('buscar «%s» deja %j', async (texto, esperados) => {
    render(<ListaParadas dia={dia} />);
    await buscar(texto);
    expect(visibles()).toEqual(esperados);
  });

  it('las fechas se leen como en la oficina: el último pago y el día de la cabecera', () => {
    render(<ListaParadas dia={dia} />);
    render(<Cabecera nombre="Carlos Cobrador" fecha={dia.fecha} onSalir={() => undefined} />);
    expect(screen.getAllByText(/27\/11\/2026/)).toHaveLength(3);
    expect(screen.getByText('Carlos Cobrador · 28/11/2026')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
