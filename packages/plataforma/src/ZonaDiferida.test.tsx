import { act, render, screen } from '@testing-library/react';
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

  it('esperando deja el marco hasta que lo que va antes termina, y la parte se queda aunque vuelva a esperar', async () => {
    const pantalla = (esperando: boolean) => (
      <ZonaDiferida alto={280} trasElPintado esperando={esperando}>
        <p>Gráficos del reporte</p>
      </ZonaDiferida>
    );
    const { container, rerender } = render(pantalla(true));
    // Several frames go by: still waiting.
    await act(() => new Promise((listo) => setTimeout(listo, 100)));
    expect(screen.queryByText('Gráficos del reporte')).not.toBeInTheDocument();
    expect(container.querySelector<HTMLElement>('[aria-busy="true"]')?.style.minHeight).toBe('280px');

    rerender(pantalla(false));
    expect(await screen.findByText('Gráficos del reporte')).toBeInTheDocument();
    // The table reloads (another page, other filters): the charts are not taken down meanwhile.
    rerender(pantalla(true));
    expect(screen.getByText('Gráficos del reporte')).toBeInTheDocument();
  });
});
