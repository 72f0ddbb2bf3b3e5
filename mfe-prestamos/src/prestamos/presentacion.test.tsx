import { render, screen } from '@testing-library/react';
import { colorMora, DiasMoraTag, EstadoCuotaTag, formatearInteres, MoraBadge } from './presentacion';

describe('presentación de préstamos', () => {
  it('el interés se lee como % total', () => {
    expect(formatearInteres(10)).toBe('10% total');
    expect(formatearInteres(12.5)).toBe('12,5% total');
  });

  it('la insignia de mora se oscurece con más de 3 cuotas vencidas', () => {
    expect(colorMora(0)).toBeNull();
    expect(colorMora(1)).toBe(colorMora(3));
    expect(colorMora(4)).not.toBe(colorMora(3));
    render(<MoraBadge cuotasVencidas={5} />);
    expect(screen.getByLabelText('5 cuotas vencidas')).toHaveAttribute('data-grave', 'si');
  });

  it('los días de mora van por bandas 8, 15 y 30', () => {
    const { rerender } = render(<DiasMoraTag dias={8} />);
    const banda = () => screen.getByText(/días?$/).getAttribute('data-banda');
    expect(banda()).toBe('1-8');
    rerender(<DiasMoraTag dias={8.4} />);
    expect(banda()).toBe('9-15');
    rerender(<DiasMoraTag dias={15} />);
    expect(banda()).toBe('9-15');
    rerender(<DiasMoraTag dias={30} />);
    expect(banda()).toBe('16-30');
    rerender(<DiasMoraTag dias={31} />);
    expect(banda()).toBe('31+');
    rerender(<DiasMoraTag dias={0} />);
    expect(screen.getByLabelText('Sin días de mora')).toBeInTheDocument();
  });

  it('las cuotas cerradas por un reenganche o una cancelación se leen en español', () => {
    const { rerender } = render(<EstadoCuotaTag estado="refinanciada" />);
    expect(screen.getByText('Refinanciada')).toBeInTheDocument();
    rerender(<EstadoCuotaTag estado="anulada" />);
    expect(screen.getByText('Anulada')).toBeInTheDocument();
  });
});
