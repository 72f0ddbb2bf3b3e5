import { render, screen } from '@testing-library/react';
import { ZonaDiferida } from './ZonaDiferida';

describe('ZonaDiferida', () => {
  it('sin opciones pinta la parte en el mismo render que la pantalla', () => {
    render(
      <ZonaDiferida alto={280}>
        <p>Gráfico de saldo</p>
      </ZonaDiferida>,
    );
    expect(screen.getByText('Gráfico de saldo')).toBeInTheDocument();
  });

  it('trasElPintado deja primero el marco ocupado de su alto y pinta la parte después del cuadro siguiente', async () => {
    const { container } = render(
      <>
        <p>Tarjetas del flujo</p>
        <ZonaDiferida alto={280} trasElPintado>
          <p>Gráfico de saldo</p>
        </ZonaDiferida>
      </>,
    );
    expect(screen.getByText('Tarjetas del flujo')).toBeInTheDocument();
    expect(screen.queryByText('Gráfico de saldo')).not.toBeInTheDocument();
    const marco = container.querySelector<HTMLElement>('[aria-busy="true"]');
    expect(marco?.style.minHeight).toBe('280px');

    expect(await screen.findByText('Gráfico de saldo')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
