import { render, screen } from '@testing-library/react';
import { TasaEfectivaConUsura } from './TasaEfectivaConUsura';

const tasaUsura = { tasa: 28.5, desde: '2026-11-01', hasta: '2026-11-30' };

describe('TasaEfectivaConUsura', () => {
  it('shows the EA next to the certified usury rate, without a warning when under it', () => {
    render(<TasaEfectivaConUsura tasa={27.4} usura={{ tasaUsura, superaUsura: false }} />);
    expect(screen.getByText('27,40% EA')).toBeInTheDocument();
    expect(screen.getByText(/Tasa de usura EA certificada: 28,50%/)).toBeInTheDocument();
    expect(screen.queryByText('Supera la tasa de usura')).not.toBeInTheDocument();
  });

  it('warns when the EA is above the cap', () => {
    render(<TasaEfectivaConUsura tasa={550.93} usura={{ tasaUsura, superaUsura: true }} />);
    expect(screen.getByText('550,93% EA')).toBeInTheDocument();
    expect(screen.getByText('Supera la tasa de usura')).toBeInTheDocument();
  });

  it('says when no certified rate is on record, and only the EA without usury data', () => {
    const { rerender } = render(<TasaEfectivaConUsura tasa={30} usura={{ tasaUsura: null, superaUsura: false }} />);
    expect(screen.getByText('Sin tasa de usura registrada para esta fecha')).toBeInTheDocument();
    rerender(<TasaEfectivaConUsura tasa={null} usura={null} />);
    expect(screen.getByText('No aplica')).toBeInTheDocument();
  });
});
