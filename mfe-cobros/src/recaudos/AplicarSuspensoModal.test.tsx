import { render, screen } from '@testing-library/react';
import type { LineaExtractoPago } from '@cartera/dominio';
import { AplicarSuspensoModal, aplicacionDe } from './AplicarSuspensoModal';

const A = '0190a6f0-0000-7000-8000-000000000001';
const B = '0190a6f0-0000-7000-8000-000000000002';

const linea: LineaExtractoPago = {
  _id: 'l1',
  extracto: 'e1',
  origen: 'extracto',
  cuenta: { _id: 'c1', nombre: 'Nequi oficina', tipo: 'nequi' },
  fecha: '2026-11-20',
  descripcion: 'PAGO SIN REFERENCIA',
  valor: 70_000,
  referencia: null,
  estado: 'en_suspenso',
  cruce: null,
  aplicaciones: [],
  transferencia: null,
  decididoPor: null,
  decididoEn: null,
  devolucion: null,
};

describe('Aplicar un recaudo por aplicar', () => {
  it('un reparto que no suma la línea no se envía y lo dice con las palabras de la API', () => {
    expect(
      aplicacionDe(
        {
          reparto: [
            { prestamo: A, monto: 50_000 },
            { prestamo: B, monto: 10_000 },
          ],
        },
        true,
        70_000,
      ),
    ).toBe('El reparto suma $ 60.000 y la línea es de $ 70.000: deben ser iguales');
    expect(
      aplicacionDe(
        {
          reparto: [
            { prestamo: A, monto: 50_000 },
            { prestamo: B, monto: 20_000 },
          ],
        },
        true,
        70_000,
      ),
    ).toEqual({
      reparto: [
        { prestamo: A, monto: 50_000 },
        { prestamo: B, monto: 20_000 },
      ],
    });
    expect(aplicacionDe({ prestamo: A }, false, 70_000)).toEqual({ prestamo: A });
    expect(aplicacionDe({}, false, 70_000)).toBe('Elija el préstamo al que se aplica');
  });

  it('al repartir muestra cuánto suma contra el valor de la línea', () => {
    render(
      <AplicarSuspensoModal linea={linea} repartir alCerrar={() => undefined} alGuardar={() => undefined} />,
    );
    expect(screen.getByText('Repartir entre préstamos')).toBeInTheDocument();
    expect(screen.getByText(/Suma \$\s0 de \$\s70\.000/)).toBeInTheDocument();
    expect(screen.getAllByText(/^Préstamo \d$/)).toHaveLength(2);
  });
});
