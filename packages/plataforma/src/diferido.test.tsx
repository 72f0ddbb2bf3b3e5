import { lazy, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { render, screen, waitFor } from '@testing-library/react';
import { diferido, EsperaDiferida } from './diferido';
import { ErrorBoundary } from './ErrorBoundary';

/** A module download the test finishes when it wants. */
function descarga<P extends object>(Pantalla: (props: P) => ReactNode) {
  let terminar!: () => void;
  const promesa = new Promise<{ default: (props: P) => ReactNode }>((resolver) => {
    terminar = () => resolver({ default: Pantalla });
  });
  const cargar = jest.fn(() => promesa);
  return { cargar, terminar: () => terminar() };
}

/** The portal's boundary, saying what a load failure was. */
function Atrapa({ children }: { children: ReactNode }) {
  return <ErrorBoundary reemplazo={(error) => <p>Falló: {error.message}</p>}>{children}</ErrorBoundary>;
}

const Clientes = ({ titulo }: { titulo: string }) => <h3>{titulo}</h3>;

describe('diferido', () => {
  // Outside act(), as in the browser: act() renders a Suspense boundary's content at once and hides React's delay.
  function montarComoEnElNavegador(elemento: ReactNode) {
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const antes = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    const contenedor = document.body.appendChild(document.createElement('div'));
    const raiz = createRoot(contenedor);
    raiz.render(elemento);
    return () => {
      raiz.unmount();
      contenedor.remove();
      global.IS_REACT_ACT_ENVIRONMENT = antes;
    };
  }
  const pasados = (ms: number) => new Promise((resolver) => setTimeout(resolver, ms));

  it('muestra la espera y la pantalla en cuanto llega su código, sin los 300 ms que React retiene un Suspense', async () => {
    const { cargar, terminar } = descarga(Clientes);
    const Pantalla = diferido(cargar);
    const desmontar = montarComoEnElNavegador(<Pantalla titulo="Clientes" />);
    try {
      await waitFor(() => expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument());
      terminar();
      // React.lazy behind Suspense shows it 300 ms after its fallback (the control below).
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Clientes' })).toBeInTheDocument(), {
        timeout: 250,
      });
      expect(screen.queryByRole('status')).toBeNull();
      expect(cargar).toHaveBeenCalledTimes(1);
    } finally {
      desmontar();
    }
  });

  it('con lazy y Suspense la misma pantalla espera 300 ms desde su espera aunque su código ya llegó (el control)', async () => {
    const { cargar, terminar } = descarga(Clientes);
    const Pantalla = lazy(cargar);
    const desmontar = montarComoEnElNavegador(
      <Suspense fallback={<p>Cargando</p>}>
        <Pantalla titulo="Clientes" />
      </Suspense>,
    );
    try {
      await waitFor(() => expect(screen.getByText('Cargando')).toBeInTheDocument());
      terminar();
      await pasados(150);
      expect(screen.queryByRole('heading', { name: 'Clientes' })).toBeNull();
      expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
    } finally {
      desmontar();
    }
  });

  it('una vez descargado se pinta en el primer render, y precargar descarga antes de que se pinte', async () => {
    const { cargar, terminar } = descarga(Clientes);
    const Pantalla = diferido(cargar);
    const precarga = Pantalla.precargar();
    terminar();
    await precarga;
    render(<Pantalla titulo="Préstamos" />);
    expect(screen.getByRole('heading', { name: 'Préstamos' })).toBeInTheDocument();
    expect(cargar).toHaveBeenCalledTimes(1);
  });

  it('usa su propia espera o la de EsperaDiferida (el marco de ZonaDiferida)', () => {
    const Grafico = diferido(descarga(Clientes).cargar);
    const Modal = diferido(descarga(Clientes).cargar, <p>Abriendo</p>);
    render(
      <EsperaDiferida.Provider value={<div aria-busy="true">marco</div>}>
        <Grafico titulo="Saldo" />
        <Modal titulo="Nuevo" />
      </EsperaDiferida.Provider>,
    );
    expect(screen.getByText('marco')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Abriendo')).toBeInTheDocument();
  });

  it('si la descarga falla lo dice al ErrorBoundary más cercano, y el siguiente montaje la intenta de nuevo', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let intento = 0;
      const cargar = jest.fn(() => {
        intento += 1;
        return intento === 1
          ? Promise.reject(new Error('Loading chunk 4 failed.'))
          : Promise.resolve({ default: Clientes });
      });
      const Pantalla = diferido(cargar);
      const { unmount } = render(
        <Atrapa>
          <Pantalla titulo="Clientes" />
        </Atrapa>,
      );
      expect(await screen.findByText('Falló: Loading chunk 4 failed.')).toBeInTheDocument();
      unmount();

      render(
        <Atrapa>
          <Pantalla titulo="Clientes" />
        </Atrapa>,
      );
      expect(await screen.findByRole('heading', { name: 'Clientes' })).toBeInTheDocument();
      expect(cargar).toHaveBeenCalledTimes(2);
    } finally {
      error.mockRestore();
    }
  });
});
