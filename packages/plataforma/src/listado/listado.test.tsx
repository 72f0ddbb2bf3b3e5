import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { useToasts } from '../toasts';
import { api } from '../http';
import { exito, fallo, pagina, servirApi, type Llamada } from '../../test/servidorPrueba';
import { AccionesFila } from './AccionesFila';
import { BarraFiltros } from './BarraFiltros';
import { eliminarConConfirmacion } from './eliminarConConfirmacion';
import { TablaPaginada } from './TablaPaginada';
import { useListado, type FiltrosListado } from './useListado';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });
const userEvent = userEventBase.setup({ delay: null, pointerEventsCheck: 0 });

interface Fruta {
  _id: string;
  nombre: string;
}
interface FiltrosFrutas extends FiltrosListado {
  search?: string;
  color?: string;
}

const frutas: Fruta[] = [
  { _id: 'f1', nombre: 'Guayaba' },
  { _id: 'f2', nombre: 'Lulo' },
];

function PantallaFrutas() {
  const lista = useListado<FiltrosFrutas, Fruta>({
    consultar: (filtros) => api.lista<Fruta>('frutas', { ...filtros }),
    filtrosIniciales: { color: 'verde' },
    mensajeError: 'Error al cargar frutas',
  });
  return (
    <>
      <BarraFiltros
        busqueda={{ placeholder: 'Buscar', etiqueta: 'Buscar frutas', alBuscar: (search) => lista.cambiarFiltros({ search }) }}
        alLimpiar={lista.limpiarFiltros}
      >
        <button onClick={() => lista.cambiarFiltros({ color: 'rojo' })}>Rojas</button>
      </BarraFiltros>
      <TablaPaginada<Fruta>
        listado={lista}
        etiquetaTotal={(total) => `${total} frutas`}
        columns={[
          { title: 'Nombre', dataIndex: 'nombre', key: 'nombre', sorter: true },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_valor, fruta) => (
              <AccionesFila
                alEliminar={() =>
                  void eliminarConConfirmacion({
                    pregunta: `¿Eliminar ${fruta.nombre}?`,
                    eliminar: () => api.delete(`frutas/${fruta._id}`),
                    exito: 'Fruta eliminada',
                    error: 'Error al eliminar fruta',
                    alTerminar: lista.recargar,
                  })
                }
              />
            ),
          },
        ]}
      />
    </>
  );
}

const listas = (llamadas: Llamada[]) => llamadas.filter((llamada) => llamada.metodo === 'GET');

beforeEach(() => useToasts.getState().limpiar());

test('la lista pide la página 1 de 10 con los filtros iniciales y muestra filas y total', async () => {
  const llamadas = servirApi({ 'GET /frutas': () => pagina(frutas, 23) });
  render(<PantallaFrutas />);
  expect(await screen.findByText('Guayaba')).toBeInTheDocument();
  expect(screen.getByText('23 frutas')).toBeInTheDocument();
  const [primera] = listas(llamadas);
  expect(Object.fromEntries(primera.parametros)).toEqual({ page: '1', limit: '10', color: 'verde' });
});

test('buscar, cambiar un filtro o el orden vuelve a la página 1; Limpiar restaura los iniciales', async () => {
  const llamadas = servirApi({ 'GET /frutas': () => pagina(frutas, 23) });
  render(<PantallaFrutas />);
  await screen.findByText('Guayaba');

  await userEvent.click(screen.getByTitle('3'));
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('page')).toBe('3'));

  await userEvent.type(screen.getByLabelText('Buscar frutas'), '  lulo {Enter}');
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('search')).toBe('lulo'));
  expect(listas(llamadas).at(-1)?.parametros.get('page')).toBe('1');

  await userEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('page')).toBe('2'));
  await userEvent.click(screen.getByRole('columnheader', { name: 'Nombre' }));
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('sort')).toBe('nombre_asc'));
  expect(listas(llamadas).at(-1)?.parametros.get('page')).toBe('1');

  await userEvent.click(screen.getByRole('button', { name: 'Rojas' }));
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('color')).toBe('rojo'));

  await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
  await waitFor(() =>
    expect(Object.fromEntries(listas(llamadas).at(-1)!.parametros)).toEqual({ page: '1', limit: '10', color: 'verde' }),
  );
});

test('si la lista falla se ve el mensaje del servidor en un aviso', async () => {
  servirApi({ 'GET /frutas': () => fallo(503, 'La base de datos no responde') });
  render(<PantallaFrutas />);
  await waitFor(() =>
    expect(useToasts.getState().toasts.map((toast) => toast.mensaje)).toContain('La base de datos no responde'),
  );
});

test('eliminar pregunta antes; si se cancela no llama, si se acepta borra, avisa y recarga', async () => {
  const llamadas = servirApi({ 'GET /frutas': () => pagina(frutas, 2), 'DELETE /frutas/f2': () => exito(null) });
  render(<PantallaFrutas />);
  const fila = (await screen.findByText('Lulo')).closest('tr') as HTMLElement;

  const confirmar = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await userEvent.click(within(fila).getByRole('button', { name: 'Eliminar' }));
  expect(confirmar).toHaveBeenLastCalledWith('¿Eliminar Lulo?');
  expect(llamadas.some((llamada) => llamada.metodo === 'DELETE')).toBe(false);

  const cargasAntes = listas(llamadas).length;
  await userEvent.click(within(fila).getByRole('button', { name: 'Eliminar' }));
  await waitFor(() => expect(useToasts.getState().toasts.map((toast) => toast.mensaje)).toContain('Fruta eliminada'));
  expect(llamadas.filter((llamada) => llamada.metodo === 'DELETE')).toHaveLength(1);
  await waitFor(() => expect(listas(llamadas).length).toBe(cargasAntes + 1));
  confirmar.mockRestore();
});
