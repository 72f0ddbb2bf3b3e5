import { useState } from 'react';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../test/usuario';
import { useToasts } from '../toasts';
import { pedir } from '../../test/pedir';
import type { Lista } from '../http';
import { exito, fallo, pagina, servirApi, type Llamada } from '../../test/servidorPrueba';
import { AccionesFila, AccionFila } from './AccionesFila';
import { BarraFiltros } from './BarraFiltros';
import { eliminarConConfirmacion } from './eliminarConConfirmacion';
import { TablaPaginada } from './TablaPaginada';
import { ordenConocido, ordenDeColumna, useListado, type FiltrosListado } from './useListado';
import { responderConfirmacion } from '../../test/confirmacion';

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
    consultar: async (filtros) =>
      (await pedir('get', 'frutas', { parametros: { ...filtros } })) as Lista<Fruta>,
    filtrosIniciales: { color: 'verde' },
    mensajeError: 'Error al cargar frutas',
  });
  return (
    <>
      <BarraFiltros
        busqueda={lista.busqueda('search', 'Buscar frutas', 'Buscar')}
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
                    eliminar: () => pedir('delete', `frutas/${fruta._id}`),
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
    expect(Object.fromEntries(listas(llamadas).at(-1)!.parametros)).toEqual({
      page: '1',
      limit: '10',
      color: 'verde',
    }),
  );
});

/** The fruits' list as a hook, from these filters, already on page 3. */
function listaEnPagina3(filtrosIniciales: Omit<FiltrosFrutas, 'page' | 'limit'>) {
  const { result } = renderHook(() =>
    useListado<FiltrosFrutas, Fruta>({
      consultar: async (filtros) => (await pedir('get', 'frutas', { parametros: { ...filtros } })) as Lista<Fruta>,
      filtrosIniciales,
      mensajeError: 'Error al cargar frutas',
    }),
  );
  act(() => result.current.tabla.onChange?.({ current: 3, pageSize: 10 }, {}, [], { action: 'paginate', currentDataSource: [] }));
  expect(result.current.filtros.page).toBe(3);
  return result;
}

test('filtro(campo) da a un control de la barra el valor del filtro y su cambio, que vuelve a la página 1', async () => {
  const llamadas = servirApi({ 'GET /frutas': () => pagina(frutas, 23) });
  const result = listaEnPagina3({ color: 'verde' });
  expect(result.current.filtro('color').valor).toBe('verde');

  act(() => result.current.filtro('color').alCambiar('rojo'));
  expect(result.current.filtro('color').valor).toBe('rojo');
  expect(result.current.filtros).toMatchObject({ page: 1, color: 'rojo' });
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('color')).toBe('rojo'));
  act(() => result.current.filtro('color').alCambiar(undefined));
  expect(result.current.filtro('color').valor).toBeUndefined();
});

test('busqueda(campo): la caja de la barra sobre ese filtro empieza con la búsqueda vigente y buscar vuelve a la página 1', () => {
  servirApi({ 'GET /frutas': () => pagina(frutas, 23) });
  const result = listaEnPagina3({ search: 'gua' });
  const caja = result.current.busqueda('search', 'Buscar frutas', 'Nombre o color', { ancho: 260, demoraMs: 300 });
  expect(caja).toMatchObject({ etiqueta: 'Buscar frutas', placeholder: 'Nombre o color', ancho: 260 });
  expect(caja.demoraMs).toBe(300);
  expect(caja.inicial).toBe('gua');
  act(() => caja.alBuscar('lulo'));
  expect(result.current.filtros).toMatchObject({ page: 1, search: 'lulo' });
  act(() => result.current.busqueda('search', 'Buscar frutas', 'Nombre o color').alBuscar(undefined));
  expect(result.current.filtros.search).toBeUndefined();
});

test('si la lista falla se ve el mensaje del servidor en un aviso', async () => {
  servirApi({ 'GET /frutas': () => fallo(503, 'La base de datos no responde') });
  render(<PantallaFrutas />);
  await waitFor(() =>
    expect(useToasts.getState().toasts.map((toast) => toast.mensaje)).toContain(
      'La base de datos no responde',
    ),
  );
});

test('eliminar pregunta antes; si se cancela no llama, si se acepta borra, avisa y recarga', async () => {
  const llamadas = servirApi({
    'GET /frutas': () => pagina(frutas, 2),
    'DELETE /frutas/f2': () => exito(null),
  });
  render(<PantallaFrutas />);
  const fila = (await screen.findByText('Lulo')).closest('tr') as HTMLElement;

  await userEvent.click(within(fila).getByRole('button', { name: 'Eliminar' }));
  expect(await responderConfirmacion('Cancelar')).toBe('¿Eliminar Lulo?');
  expect(llamadas.some((llamada) => llamada.metodo === 'DELETE')).toBe(false);

  const cargasAntes = listas(llamadas).length;
  await userEvent.click(within(fila).getByRole('button', { name: 'Eliminar' }));
  await responderConfirmacion('Eliminar');
  await waitFor(() =>
    expect(useToasts.getState().toasts.map((toast) => toast.mensaje)).toContain('Fruta eliminada'),
  );
  expect(llamadas.filter((llamada) => llamada.metodo === 'DELETE')).toHaveLength(1);
  await waitFor(() => expect(listas(llamadas).length).toBe(cargasAntes + 1));
});

/** A list ordered by a select of its own (no sortable column), with a view outside the filters. */
function PantallaOrdenada() {
  const [vista, setVista] = useState('todas');
  const lista = useListado<FiltrosFrutas, Fruta>({
    consultar: async (filtros) =>
      (await pedir('get', 'frutas', { parametros: { ...filtros, vista } })) as Lista<Fruta>,
    claves: [vista],
    filtrosIniciales: () => ({ sort: 'nombre_desc', search: 'gua' }),
    mensajeError: 'Error al cargar frutas',
  });
  return (
    <>
      <button onClick={() => setVista('maduras')}>Maduras</button>
      <p>{`Respuesta: ${lista.datos?.meta.total ?? '—'}`}</p>
      <BarraFiltros
        busqueda={lista.busqueda('search', 'Buscar frutas', 'Buscar')}
        alLimpiar={() => lista.cambiarFiltros({ search: undefined })}
        textoLimpiar="Limpiar filtros"
      />
      <TablaPaginada<Fruta>
        listado={lista}
        columns={[{ title: 'Nombre', dataIndex: 'nombre', key: 'nombre' }]}
      />
    </>
  );
}

test('una lista ordenada por su propio selector conserva el orden al pasar de página; otra clave vuelve a pedir', async () => {
  const llamadas = servirApi({ 'GET /frutas': () => pagina(frutas, 23) });
  render(<PantallaOrdenada />);
  expect(await screen.findByText('Respuesta: 23')).toBeInTheDocument();
  expect(Object.fromEntries(listas(llamadas)[0].parametros)).toEqual({
    page: '1',
    limit: '10',
    sort: 'nombre_desc',
    search: 'gua',
    vista: 'todas',
  });
  expect(screen.getByLabelText('Buscar frutas')).toHaveValue('gua');

  await userEvent.click(screen.getByTitle('2'));
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('page')).toBe('2'));
  expect(listas(llamadas).at(-1)?.parametros.get('sort')).toBe('nombre_desc');

  await userEvent.click(screen.getByRole('button', { name: 'Maduras' }));
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('vista')).toBe('maduras'));

  // 'Limpiar filtros' empties the search box too, not only the filter.
  await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.has('search')).toBe(false));
  expect(screen.getByLabelText('Buscar frutas')).toHaveValue('');
});

function PantallaClientes({ alBuscar }: { alBuscar?: (texto: string | undefined) => void }) {
  const lista = useListado<FiltrosFrutas, Fruta>({
    consultar: async (filtros) =>
      (await pedir('get', 'frutas', { parametros: { ...filtros } })) as Lista<Fruta>,
    filtrosIniciales: { sort: 'createdAt_desc' },
    ordenPorDefecto: 'createdAt_desc',
    mensajeError: 'Error al cargar frutas',
    mensajeDelServidor: false,
  });
  return (
    <>
      <BarraFiltros
        busqueda={{
          placeholder: 'Buscar',
          etiqueta: 'Buscar frutas',
          demoraMs: 300,
          alBuscar: (search) => {
            alBuscar?.(search);
            lista.cambiarFiltros({ search });
          },
        }}
      />
      <TablaPaginada<Fruta>
        listado={lista}
        columns={[
          {
            title: 'Nombre',
            dataIndex: 'nombre',
            key: 'nombre',
            sorter: true,
            sortOrder: ordenDeColumna(lista.filtros.sort, 'nombre'),
          },
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_valor, fruta) => (
              <AccionesFila
                nombre={fruta.nombre}
                conTexto
                alEditar={() => undefined}
                alEliminar={() => undefined}
              >
                <AccionFila texto="Ver" icono={<span />} onClick={() => undefined} />
              </AccionesFila>
            ),
          },
        ]}
      />
    </>
  );
}

test('quitar el orden de la columna vuelve al orden por defecto; la búsqueda al escribir sale una vez por cambio', async () => {
  const llamadas = servirApi({ 'GET /frutas': () => pagina(frutas, 23) });
  const alBuscar = jest.fn();
  render(<PantallaClientes alBuscar={alBuscar} />);
  const fila = (await screen.findByText('Lulo')).closest('tr') as HTMLElement;
  // Named after the row, with their words in sight.
  expect(within(fila).getByRole('button', { name: 'Editar Lulo' })).toHaveTextContent('Editar');
  expect(within(fila).getByRole('button', { name: 'Eliminar Lulo' })).toHaveTextContent('Eliminar');
  expect(within(fila).getByRole('button', { name: 'Ver' })).toBeInTheDocument();

  const cabecera = screen.getByRole('columnheader', { name: 'Nombre' });
  await userEvent.click(cabecera);
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('sort')).toBe('nombre_asc'));
  await userEvent.click(cabecera);
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('sort')).toBe('nombre_desc'));
  expect(cabecera).toHaveAttribute('aria-sort', 'descending');
  await userEvent.click(cabecera);
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('sort')).toBe('createdAt_desc'));

  await userEvent.type(screen.getByLabelText('Buscar frutas'), ' lulo ');
  await waitFor(() => expect(listas(llamadas).at(-1)?.parametros.get('search')).toBe('lulo'));
  // Enter on the same words sends nothing new.
  await userEvent.type(screen.getByLabelText('Buscar frutas'), '{Enter}');
  await new Promise((resolver) => setTimeout(resolver, 400));
  expect(alBuscar.mock.calls).toEqual([['lulo']]);
});

test('con mensajeDelServidor en falso, el aviso dice siempre el mensaje de la pantalla', async () => {
  servirApi({ 'GET /frutas': () => fallo(500, 'Error interno del servidor') });
  render(<PantallaClientes />);
  await waitFor(() =>
    expect(useToasts.getState().toasts.map((toast) => toast.mensaje)).toEqual(['Error al cargar frutas']),
  );
});

describe('ordenConocido', () => {
  it('deja pasar un orden que la ruta declara y quita el que no conoce (el orden por defecto de la lista)', () => {
    const ordenes = ['nombre_asc', 'nombre_desc'] as const;
    expect(ordenConocido(ordenes, 'nombre_desc')).toBe('nombre_desc');
    expect(ordenConocido(ordenes, 'saldo_desc')).toBeUndefined();
    expect(ordenConocido(ordenes, undefined)).toBeUndefined();
  });
});
