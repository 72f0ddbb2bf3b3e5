import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ClienteResumen, Rol } from '@cartera/dominio';
import { clienteApi, useConsulta, usePreferencias, useSesion } from '@cartera/plataforma';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { tokenVigente, usuarioDemo } from '../../../packages/plataforma/test/jwt';
import { exito, pagina, servirApi, type Llamada } from '../../../packages/plataforma/test/servidorPrueba';
import { AppLayout } from './AppLayout';

const CENTRO = { _id: 'a0000000-0000-4000-8000-000000000001', codigo: 'CENTRO', nombre: 'Oficina Centro' };
const NORTE = { _id: 'a0000000-0000-4000-8000-000000000002', codigo: 'NORTE', nombre: 'Oficina Norte' };
const oficina = (o: typeof CENTRO) => ({
  ...o,
  ciudad: 'Bogotá',
  padre: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** A list screen under the layout: the names of GET /api/clientes, as the API sends them for the office asked. */
function ListaClientes() {
  const { datos } = useConsulta(() => clienteApi.get('/api/clientes'), [], { guardarComo: 'prueba-clientes' });
  return (
    <ul aria-label="Clientes">
      {datos?.data.map((cliente: ClienteResumen) => <li key={cliente._id}>{cliente.nombre}</li>)}
    </ul>
  );
}

const CLIENTES: Record<string, string[]> = {
  [CENTRO._id]: ['Ana del Centro'],
  [NORTE._id]: ['Nico del Norte'],
  todas: ['Ana del Centro', 'Nico del Norte'],
};

function servir(oficinas: (typeof CENTRO)[]): Llamada[] {
  return servirApi({
    'GET /oficinas': () => exito(oficinas.map(oficina)),
    'GET /notificaciones/bandeja/no-leidas': () => exito({ noLeidas: 0 }),
    'GET /clientes': ({ parametros }) =>
      pagina(
        (CLIENTES[parametros.get('oficina') ?? 'todas'] ?? []).map((nombre) => ({ _id: nombre, nombre })),
      ),
  });
}

function pintar(rol: Rol) {
  useSesion.getState().iniciar(tokenVigente(), { ...usuarioDemo, rol });
  render(
    <MemoryRouter initialEntries={['/clientes']}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/clientes" element={<ListaClientes />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const nombres = () => within(screen.getByRole('list', { name: 'Clientes' })).queryAllByRole('listitem').map((li) => li.textContent);

describe('el selector de oficina de la barra', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => usePreferencias.getState().restablecer());
  });
  // Another session's offices are asked again: each test signs in anew.
  afterEach(() => act(() => useSesion.getState().cerrar()));

  it('el administrador elige entre «Todas las oficinas» y cada una; la lista de abajo vuelve a pedirse con ?oficina y la elección queda', async () => {
    const llamadas = servir([CENTRO, NORTE]);
    pintar('admin');
    const selector = await screen.findByRole('combobox', { name: 'Oficina' });
    await waitFor(() => expect(nombres()).toEqual(['Ana del Centro', 'Nico del Norte']));

    await userEvent.click(selector);
    expect(screen.getAllByText('Todas las oficinas').length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByTitle('Oficina Norte'));
    await waitFor(() => expect(nombres()).toEqual(['Nico del Norte']));
    expect(llamadas.filter((l) => l.ruta === '/clientes').at(-1)?.parametros.get('oficina')).toBe(NORTE._id);
    expect(usePreferencias.getState().oficina).toBe(NORTE._id);

    await userEvent.click(screen.getByRole('combobox', { name: 'Oficina' }));
    await userEvent.click(await screen.findByTitle('Todas las oficinas'));
    await waitFor(() => expect(nombres()).toEqual(['Ana del Centro', 'Nico del Norte']));
    expect(llamadas.filter((l) => l.ruta === '/clientes').at(-1)?.parametros.has('oficina')).toBe(false);
  });

  it('un gerente con varias oficinas ve la primera de las suyas, sin «Todas»', async () => {
    servir([CENTRO, NORTE]);
    pintar('gerente');
    const selector = await screen.findByRole('combobox', { name: 'Oficina' });
    await waitFor(() => expect(nombres()).toEqual(['Ana del Centro']));
    await userEvent.click(selector);
    expect(await screen.findByTitle('Oficina Norte')).toBeInTheDocument();
    expect(screen.queryByTitle('Todas las oficinas')).not.toBeInTheDocument();
  });

  it('con una sola oficina no hay selector ni ?oficina', async () => {
    const llamadas = servir([CENTRO]);
    pintar('gerente');
    await waitFor(() => expect(nombres()).toEqual(['Ana del Centro', 'Nico del Norte']));
    await waitFor(() => expect(llamadas.some((l) => l.ruta === '/oficinas')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Oficina' })).not.toBeInTheDocument();
    expect(screen.getByText(`Bienvenido, ${usuarioDemo.nombre}`)).toBeInTheDocument();
  });

  it('un cobrador no ve selector ni pide oficinas', async () => {
    const llamadas = servir([CENTRO, NORTE]);
    pintar('cobrador');
    await waitFor(() => expect(nombres()).toEqual(['Ana del Centro', 'Nico del Norte']));
    expect(screen.queryByRole('combobox', { name: 'Oficina' })).not.toBeInTheDocument();
    expect(llamadas.some((l) => l.ruta === '/oficinas')).toBe(false);
  });
});
