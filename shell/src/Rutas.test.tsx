import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Rol } from '@cartera/dominio';
import { configurarNavegacion, useSesion, type RutasRemoto } from '@cartera/plataforma';
import { escucharToasts, exito, servirApi } from '../../packages/plataforma/test/servidorPrueba';
import { adelantarVerificacion } from './auth/useVerificarSesion';
import { precargarPantalla, Rutas } from './Rutas';

// This suite is about routing; the dashboard screen has its own tests and loads data of its own.
jest.mock('./dashboard/DashboardPage', () => ({
  __esModule: true,
  default: () => <h3>Dashboard Principal</h3>,
}));

const usuario = {
  _id: '7b0c1a52-0d5e-4d8a-9a55-6d1f0a1c2b3d',
  nombre: 'Ana Admin',
  email: 'admin@cartera.local',
  rol: 'admin' as const,
  estado: 'activo' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const token = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.firma`;

function Clientes() {
  return (
    <Routes>
      <Route index element={<h3>Clientes</h3>} />
      <Route path="nuevo" element={<h3>Nuevo Cliente</h3>} />
    </Routes>
  );
}
const remotos = async (): Promise<RutasRemoto> => ({
  clientes: Clientes,
  recaudos: () => <h3>Recaudos</h3>,
  importar: () => <h3>Importar</h3>,
});

function Ruta() {
  return <output data-testid="ruta">{useLocation().pathname}</output>;
}

async function renderizar(ruta: string) {
  render(
    <MemoryRouter initialEntries={[ruta]}>
      <Rutas cargarRemoto={remotos} />
      <Ruta />
    </MemoryRouter>,
  );
  await act(async () => undefined);
}

describe('rutas del shell', () => {
  const navegar = jest.fn();

  beforeEach(() => {
    navegar.mockReset();
    configurarNavegacion(navegar);
    servirApi({ 'GET /auth/profile': exito(usuario) });
    useSesion.getState().cerrar();
  });

  it.each(['/clientes', '/login'])('sin sesión, %s carga la página de inicio de sesión', async (ruta) => {
    await renderizar(ruta);
    expect(navegar).toHaveBeenCalledWith('/login');
    expect(screen.queryByText('Clientes')).not.toBeInTheDocument();
  });

  it.each(['/', '/panel', '/no-existe', '/login'])('con sesión, %s lleva al dashboard', async (ruta) => {
    useSesion.getState().iniciar(token, usuario);
    await renderizar(ruta);
    expect(await screen.findByText('Dashboard Principal')).toBeInTheDocument();
    expect(screen.getByTestId('ruta')).toHaveTextContent('/dashboard');
    expect(screen.getByText('Bienvenido, Ana Admin')).toBeInTheDocument();
  });

  it('las rutas de un remoto se montan bajo su segmento', async () => {
    useSesion.getState().iniciar(token, usuario);
    await renderizar('/clientes/nuevo');
    expect(await screen.findByText('Nuevo Cliente')).toBeInTheDocument();
  });

  it('mientras se confirma la sesión muestra un indicador de carga', async () => {
    // The profile check never answers: the session stays "loading".
    servirApi({ 'GET /auth/profile': () => new Promise<Response>(() => undefined) });
    useSesion.getState().iniciar(token, usuario);
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Rutas cargarRemoto={remotos} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status', { name: 'Cargando...' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard Principal')).not.toBeInTheDocument();
  });

  it('la verificación que sale antes del primer render es la que usa el portal: un solo pedido del perfil', async () => {
    useSesion.getState().iniciar(token, usuario);
    const pedidos = servirApi({ 'GET /auth/profile': exito({ ...usuario, nombre: 'Ana Actualizada' }) });
    adelantarVerificacion();
    await act(async () => undefined);
    expect(pedidos.map((pedido) => pedido.ruta)).toEqual(['/auth/profile']);
    await renderizar('/dashboard');
    expect(await screen.findByText('Bienvenido, Ana Actualizada')).toBeInTheDocument();
    expect(pedidos.filter((pedido) => pedido.ruta === '/auth/profile')).toHaveLength(1);
  });

  it('al arrancar en la sección de un remoto, el remoto se pide mientras la sesión todavía se confirma', async () => {
    servirApi({ 'GET /auth/profile': () => new Promise<Response>(() => undefined) });
    useSesion.getState().iniciar(token, usuario);
    const cargar = jest.fn(remotos);
    precargarPantalla('/reportes', cargar);
    render(
      <MemoryRouter initialEntries={['/reportes']}>
        <Rutas cargarRemoto={cargar} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status', { name: 'Cargando...' })).toBeInTheDocument();
    expect(cargar).toHaveBeenCalledWith('mfe_prestamos');
  });

  it('al arrancar en una pantalla que su rol no abre, su remoto no se pide', () => {
    useSesion.getState().iniciar(token, { ...usuario, rol: 'cobrador' });
    const cargar = jest.fn(remotos);
    precargarPantalla('/recaudos', cargar);
    expect(cargar).not.toHaveBeenCalled();
    useSesion.getState().iniciar(token, { ...usuario, rol: 'gerente' });
    precargarPantalla('/recaudos', cargar);
    expect(cargar).toHaveBeenCalledWith('mfe_cobros');
  });

  it.each(['/dashboard', '/usuarios', '/login'])('al arrancar en %s no se pide ningún remoto', (ruta) => {
    const cargar = jest.fn(remotos);
    precargarPantalla(ruta, cargar);
    expect(cargar).not.toHaveBeenCalled();
  });

  describe('cada pantalla, sólo para los roles del registro', () => {
    function entrarComo(rol: Rol) {
      const cuenta = { ...usuario, rol };
      const pedidos = servirApi({ 'GET /auth/profile': exito(cuenta) });
      useSesion.getState().iniciar(token, cuenta);
      return pedidos;
    }

    it.each<[Rol, string, string]>([
      ['cobrador', '/recaudos', '/pagos/suspenso'],
      ['cobrador', '/recaudos/extractos', '/pagos/suspenso'],
      ['gerente', '/importar', '/importaciones/columnas'],
      ['cobrador', '/importar', '/importaciones/columnas'],
      ['cobrador', '/usuarios', '/usuarios'],
    ])(
      'un %s que escribe %s llega a /dashboard con «No tiene acceso a esa pantalla», sin cargar la pantalla ni pedir %s',
      async (rol, ruta, lectura) => {
        const toasts = escucharToasts();
        const pedidos = entrarComo(rol);
        const cargar = jest.fn(remotos);
        render(
          <MemoryRouter initialEntries={[ruta]}>
            <Rutas cargarRemoto={cargar} />
            <Ruta />
          </MemoryRouter>,
        );
        expect(await screen.findByText('Dashboard Principal')).toBeInTheDocument();
        expect(screen.getByTestId('ruta')).toHaveTextContent(/^\/dashboard$/);
        expect(toasts.mensajes).toEqual(['No tiene acceso a esa pantalla']);
        expect(cargar).not.toHaveBeenCalled();
        expect(pedidos.map((pedido) => pedido.ruta)).not.toContain(lectura);
        toasts.dejar();
      },
    );

    it.each<[Rol, string, string]>([
      ['admin', '/importar', 'Importar'],
      ['gerente', '/recaudos', 'Recaudos'],
      ['cobrador', '/clientes', 'Clientes'],
    ])('un %s abre %s, que el registro le da', async (rol, ruta, titulo) => {
      const toasts = escucharToasts();
      entrarComo(rol);
      await renderizar(ruta);
      expect(await screen.findByRole('heading', { name: titulo })).toBeInTheDocument();
      expect(screen.getByTestId('ruta')).toHaveTextContent(ruta);
      expect(toasts.mensajes).toEqual([]);
      toasts.dejar();
    });
  });
});
