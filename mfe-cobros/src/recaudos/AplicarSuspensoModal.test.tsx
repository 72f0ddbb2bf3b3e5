import { render, screen } from '@testing-library/react';
import { lineaEnSuspenso } from '../../../packages/plataforma/test/datosRecaudo';
import { AplicarSuspensoModal, aplicacionDe } from './AplicarSuspensoModal';

const A = '0190a6f0-0000-7000-8000-000000000001';
const B = '0190a6f0-0000-7000-8000-000000000002';

const linea = lineaEnSuspenso({ descripcion: 'PAGO SIN REFERENCIA' });

/** A split of the line between loans A and B. */
const repartoEntreAyB = (montoA: number, montoB: number) => ({
  reparto: [
    { prestamo: A, monto: montoA },
    { prestamo: B, monto: montoB },
  ],
});

describe('Aplicar un recaudo por aplicar', () => {
  it('un reparto que no suma la línea no se envía y lo dice con las palabras de la API', () => {
    expect(aplicacionDe(repartoEntreAyB(50_000, 10_000), true, 70_000)).toBe(
      'El reparto suma $ 60.000 y la línea es de $ 70.000: deben ser iguales',
    );
    expect(aplicacionDe(repartoEntreAyB(50_000, 20_000), true, 70_000)).toEqual(repartoEntreAyB(50_000, 20_000));
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
