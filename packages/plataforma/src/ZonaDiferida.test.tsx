import { act, fireEvent, render, screen } from '@testing-library/react';
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
    // It says it is drawn after the first paint: the critical path's measure does not wait for it.
    expect(marco).toHaveAttribute('data-tras-el-pintado', 'true');

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

  describe('alVerse', () => {
    // jsdom has no IntersectionObserver: a stand-in that reports only when the test says the frame came near.
    let acercar: () => void = () => undefined;
    // Nor layout: where the frame is, as the test says (below a phone's first screen unless told otherwise).
    let arriba = 1050;
    beforeAll(() => {
      jest
        .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
        .mockImplementation(() => ({ top: arriba, bottom: arriba + 600 }) as DOMRect);
    });
    afterAll(() => jest.restoreAllMocks());
    beforeEach(() => {
      arriba = 1050;
      globalThis.IntersectionObserver = class {
        constructor(alVer: IntersectionObserverCallback) {
          acercar = () => alVer([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    const pantalla = () =>
      render(
        <ZonaDiferida alto={600} separacion={0} alVerse>
          <p>Filas de préstamos</p>
        </ZonaDiferida>,
      );

    it('deja el marco ocupado de su alto hasta que llega cerca de la vista', async () => {
      const { container } = pantalla();
      expect(screen.queryByText('Filas de préstamos')).not.toBeInTheDocument();
      expect(container.querySelector<HTMLElement>('[aria-busy="true"]')?.style.minHeight).toBe('600px');
      // A table is part of the screen, not something drawn after it.
      expect(container.querySelector('[data-tras-el-pintado]')).toBeNull();

      // The frame is measured in the next animation frame; far down, the observer takes over from there.
      await act(() => new Promise<void>((listo) => requestAnimationFrame(() => listo())));
      expect(screen.queryByText('Filas de préstamos')).not.toBeInTheDocument();
      act(() => acercar());
      expect(screen.getByText('Filas de préstamos')).toBeInTheDocument();
      expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    });

    it('ya a la vista (una lista en un portátil) la pinta en el cuadro siguiente, sin el observador', async () => {
      arriba = 400;
      const { container } = pantalla();
      expect(await screen.findByText('Filas de préstamos')).toBeInTheDocument();
      expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    });

    it('quien avanza con el teclado la tiene con el primer Tab, aunque no haya llegado a verla', () => {
      pantalla();
      fireEvent.keyDown(document, { key: 'Enter' });
      expect(screen.queryByText('Filas de préstamos')).not.toBeInTheDocument();

      fireEvent.keyDown(document, { key: 'Tab' });
      expect(screen.getByText('Filas de préstamos')).toBeInTheDocument();
    });
  });
});
