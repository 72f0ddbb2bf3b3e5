import { render, screen } from '@testing-library/react';
import { Diferencia } from './Diferencia';

describe('Diferencia', () => {
  it('cero en verde, lo que no cuadra con su signo, y una raya si no hay con qué comparar', () => {
    const { rerender } = render(<Diferencia monto={0.001} titulo="Banco − libro" />);
    expect(screen.getByTitle('Banco − libro')).toHaveTextContent('$ 0');
    expect(screen.getByTitle('Banco − libro').closest('.ant-typography-success')).not.toBeNull();
    rerender(<Diferencia monto={-3_500} titulo="Banco − libro" />);
    expect(screen.getByTitle('Banco − libro')).toHaveTextContent('-$ 3.500');
    expect(screen.getByTitle('Banco − libro').closest('.ant-typography-danger')).not.toBeNull();
    rerender(<Diferencia monto={null} titulo="Banco − libro" />);
    expect(screen.getByLabelText('Banco − libro: sin datos')).toHaveTextContent('—');
  });
});
