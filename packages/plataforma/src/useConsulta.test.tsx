import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { olvidarConsultasGuardadas } from './consultasGuardadas';
import { pedir } from '../test/pedir';
import { useSesion } from './sesion';
import { exito, fallo, servirApi } from '../test/servidorPrueba';
import { useToasts } from './toasts';
import { useConsulta } from './useConsulta';

/** A query that records when it is asked and answers at once with the filter it was asked for. */
function registro() {
  const sucesos: string[] = [];
  const consultar = (filtro: string) => {
    sucesos.push(`consulta ${filtro}`);
    return Promise.resolve(`filas ${filtro}`);
  };
  return { sucesos, consultar };
}

function Hijo({ sucesos }: { sucesos: string[] }) {
  sucesos.push('hijo');
  return null;
}

function Pantalla({ sucesos, consultar }: ReturnType<typeof registro>) {
  const [filtro, setFiltro] = useState('todos');
  const consulta = useConsulta(() => consultar(filtro), [filtro]);
  return (
    <>
      <Hijo sucesos={sucesos} />
      <p>{consulta.cargando ? 'cargando' : String(consulta.datos)}</p>
      <button onClick={() => setFiltro('mora')}>mora</button>
      <button onClick={() => setFiltro('todos')}>todos</button>
    </>
  );
}

describe('useConsulta', () => {
  it('pide los datos en el primer render de la pantalla, antes de dibujar sus hijos, y una sola vez', async () => {
    const prueba = registro();
    render(<Pantalla {...prueba} />);
    expect(await screen.findByText('filas todos')).toBeTruthy();
    expect(prueba.sucesos.slice(0, 2)).toEqual(['consulta todos', 'hijo']);
    expect(prueba.sucesos.filter((suceso) => suceso.startsWith('consulta'))).toEqual(['consulta todos']);
  });

  it('volver a los filtros del principio pregunta otra vez al servidor', async () => {
    const prueba = registro();
    render(<Pantalla {...prueba} />);
    await screen.findByText('filas todos');
    act(() => screen.getByText('mora').click());
    await screen.findByText('filas mora');
    act(() => screen.getByText('todos').click());
    await screen.findByText('filas todos');
    expect(prueba.sucesos.filter((suceso) => suceso.startsWith('consulta'))).toEqual([
      'consulta todos',
      'consulta mora',
      'consulta todos',
    ]);
  });

  it('un fallo de la primera petición llega como error de la pantalla', async () => {
    function ConFallo() {
      const consulta = useConsulta<string>(() => {
        throw new Error('sin conexión');
      }, []);
      return <p>{consulta.error instanceof Error ? consulta.error.message : 'cargando'}</p>;
    }
    render(<ConFallo />);
    expect(await screen.findByText('sin conexión')).toBeTruthy();
  });

  it.each([
    ['con las palabras del servidor', fallo(500, 'La base no responde'), 'La base no responde'],
    ['con las de la pantalla si el servidor no dijo nada', fallo(500, ''), 'Error al cargar las frutas'],
  ])('con mensajeError, un fallo se avisa %s', async (_caso, respuesta, aviso) => {
    servirApi({ 'GET /frutas': respuesta });
    useToasts.getState().limpiar();
    function Frutas() {
      useConsulta(() => pedir('get', 'frutas'), [], { mensajeError: 'Error al cargar las frutas' });
      return null;
    }
    render(<Frutas />);
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.mensaje)).toEqual([aviso]));
  });

  describe('con guardarComo', () => {
    beforeEach(() => {
      olvidarConsultasGuardadas();
      useSesion.setState({ token: 'token-ana' });
    });

    /** A screen whose query answers whatever `respuestas` says next, when the test decides. */
    function PantallaGuardada({ pedir }: { pedir: () => Promise<string> }) {
      const consulta = useConsulta(pedir, ['todos'], { guardarComo: 'frutas' });
      return <p>{consulta.cargando ? 'cargando' : String(consulta.datos)}</p>;
    }

    function pendiente() {
      let responder: (valor: string) => void = () => undefined;
      const promesa = new Promise<string>((resolver) => (responder = resolver));
      return { promesa, responder };
    }

    it('volver a la pantalla muestra en el primer render lo último que trajo y lo actualiza al llegar la respuesta', async () => {
      const primera = render(<PantallaGuardada pedir={() => Promise.resolve('filas de ayer')} />);
      await screen.findByText('filas de ayer');
      primera.unmount();

      const nueva = pendiente();
      const pedir = jest.fn(() => nueva.promesa);
      render(<PantallaGuardada pedir={pedir} />);
      // Drawn at once, not loading, while the server is asked again.
      expect(screen.getByText('filas de ayer')).toBeTruthy();
      expect(pedir).toHaveBeenCalledTimes(1);
      await act(async () => nueva.responder('filas de hoy'));
      expect(await screen.findByText('filas de hoy')).toBeTruthy();
    });

    it('una escritura por el cliente HTTP olvida lo guardado: la pantalla vuelve a cargar', async () => {
      servirApi({ 'POST /cobros': () => exito({ _id: 'c1' }) });
      const primera = render(<PantallaGuardada pedir={() => Promise.resolve('cartera antes del cobro')} />);
      await screen.findByText('cartera antes del cobro');
      primera.unmount();

      await pedir('post', 'cobros', { json: { monto: 1000 } });
      const nueva = pendiente();
      render(<PantallaGuardada pedir={() => nueva.promesa} />);
      expect(screen.getByText('cargando')).toBeTruthy();
      await act(async () => nueva.responder('cartera después del cobro'));
      expect(await screen.findByText('cartera después del cobro')).toBeTruthy();
    });

    it('si la sesión cambia con la pantalla abierta (otra pestaña), pregunta de nuevo y no guarda lo de la anterior', async () => {
      const nueva = pendiente();
      const pedir = jest
        .fn<Promise<string>, []>()
        .mockResolvedValueOnce('cartera de Ana')
        .mockReturnValueOnce(nueva.promesa);
      const abierta = render(<PantallaGuardada pedir={pedir} />);
      await screen.findByText('cartera de Ana');
      act(() => useSesion.setState({ token: 'token-beto' }));
      expect(pedir).toHaveBeenCalledTimes(2);
      abierta.unmount();

      render(<PantallaGuardada pedir={() => new Promise<string>(() => undefined)} />);
      expect(screen.getByText('cargando')).toBeTruthy();
    });

    it('otra sesión no ve lo guardado por la anterior', async () => {
      const primera = render(<PantallaGuardada pedir={() => Promise.resolve('clientes de Ana')} />);
      await screen.findByText('clientes de Ana');
      primera.unmount();

      act(() => useSesion.setState({ token: 'token-beto' }));
      render(<PantallaGuardada pedir={() => new Promise<string>(() => undefined)} />);
      expect(screen.getByText('cargando')).toBeTruthy();
      expect(screen.queryByText('clientes de Ana')).toBeNull();
    });
  });
});
