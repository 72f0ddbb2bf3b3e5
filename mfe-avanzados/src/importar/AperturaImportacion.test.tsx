import { render, screen, within } from '@testing-library/react';
import { AperturaImportacion } from './AperturaImportacion';

describe('AperturaImportacion', () => {
  it('shows the file beside Cartera, marks each difference and says up to when the books were closed', () => {
    render(
      <AperturaImportacion
        apertura={{
          fechaCorte: '2026-06-15',
          cerradoHasta: '2026-05-31',
          coincide: false,
          cifras: [
            { concepto: 'Préstamos importados', unidad: 'cantidad', archivo: 4, cartera: 3 },
            { concepto: 'Capital prestado', unidad: 'pesos', archivo: 2700000, cartera: 2700000 },
          ],
        }}
      />,
    );
    expect(screen.getByText('Cartera no coincide con el archivo en todo')).toBeInTheDocument();
    expect(
      screen.getByText(/Fecha de corte: 15\/06\/2026; los libros quedaron cerrados hasta el 31\/05\/2026/),
    ).toBeInTheDocument();
    const filas = within(screen.getByRole('table')).getAllByRole('row');
    expect(filas[1]).toHaveTextContent(/Préstamos importados\s*4\s*3\s*Diferencia/);
    expect(filas[2]).toHaveTextContent(/Capital prestado.*2\.700\.000.*2\.700\.000.*Coincide/);
  });

  it('shows nothing for an import without loans', () => {
    const { container } = render(<AperturaImportacion apertura={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
