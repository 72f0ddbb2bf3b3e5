import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { useSesion, useToasts } from '@cartera/plataforma';
import type { ClienteResumen } from '@cartera/dominio';
import { clienteDePrueba } from '../../../packages/plataforma/test/datosClientes';
import ClientesPage from './ClientesPage';
import { olvidarFotos } from './fotosEnMemoria';
import { escucharToasts, exito, servirApi, type Manejador } from '../../../packages/plataforma/test/servidorPrueba';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';

const token = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.firma`;
const sesion = (rol: 'admin' | 'cobrador') =>
  useSesion.getState().iniciar(token, {
    _id: '7b0c1a52-0d5e-4d8a-9a55-6d1f0a1c2b3d',
    nombre: 'Ana',
    email: `${rol}@cartera.local`,
    rol,
    estado: 'activo',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

const base = clienteDePrueba({
  direccion: 'Calle 1 # 2-3',
  cobrador: { _id: 'c1', nombre: 'Carlos Andrés Rodríguez' },
});

const clientes: ClienteResumen[] = [
  { ...base, _id: 'a1', nombre: 'José Ñúñez', apodo: 'Chepe', cedula: '10123456789', telefono: '3005551234', tieneFoto: true },
  { ...base, _id: 'a2', nombre: 'Ángela Cañas', cedula: '52987654321', telefono: '3157778899', tieneFoto: false, estado: 'inactivo', cobrador: null },
];

const FOTO = 'data:image/png;base64,iVBORw0KGgo=';

const rutas: Record<string, Manejador> = {
  'GET /clientes': () => exito(clientes, { meta: { total: 23, page: 1, limit: 10, totalPages: 3 } }),
  'GET /clientes/a1/foto': () => exito({ foto: FOTO }),
};

function renderizar(ruta = '/clientes') {
  return render(
    <MemoryRouter initialEntries={[ruta]}>
      <Routes>
        <Route path="/clientes" element={<ClientesPage />} />
        <Route path="/clientes/nuevo" element={<p>formulario nuevo</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

let toasts = escucharToasts();
const mensajesToast = () => toasts.mensajes;

describe('ClientesPage', () => {
  beforeEach(() => {
    useToasts.getState().limpiar();
    toasts.dejar();
    toasts = escucharToasts();
    olvidarFotos();
    sesion('admin');
  });

  it('muestra cédula 3-7-1, teléfono 3-3-4, apodo, cobrador, estado y el total; lee el orden de la URL', async () => {
    const recibidas = servirApi(rutas);
    renderizar('/clientes?reload=1&sort=nombre_asc');
    const fila = (await screen.findByText('José Ñúñez')).closest('tr') as HTMLElement;
    expect(within(fila).getByText('101-2345678-9')).toBeInTheDocument();
    expect(within(fila).getByText('300-555-1234')).toBeInTheDocument();
    expect(within(fila).getByText('“Chepe”')).toBeInTheDocument();
    expect(within(fila).getByText('Carlos Andrés Rodríguez')).toBeInTheDocument();
    expect(screen.getByText('529-8765432-1')).toBeInTheDocument();
    expect(screen.getByText('Inactivo')).toBeInTheDocument();
    expect(screen.getByText('23 clientes')).toBeInTheDocument();
    expect(screen.getByTitle('3')).toBeInTheDocument();
    const consulta = recibidas.find((p) => p.ruta === '/clientes')?.parametros;
    expect(consulta?.get('sort')).toBe('nombre_asc');
    expect(consulta?.get('limit')).toBe('10');
  });

  it('pide la foto sólo de quien la tiene, una vez, y la guarda en memoria', async () => {
    const recibidas = servirApi(rutas);
    const { unmount } = renderizar();
    expect(await screen.findByAltText('Foto de José Ñúñez')).toHaveAttribute('src', FOTO);
    unmount();
    renderizar();
    expect(await screen.findByAltText('Foto de José Ñúñez')).toBeInTheDocument();
    const fotosPedidas = recibidas.filter((p) => p.ruta.endsWith('/foto')).map((p) => p.ruta);
    expect(fotosPedidas).toEqual(['/clientes/a1/foto']);
  });

  it('busca al dejar de escribir y vuelve a la página 1', async () => {
    const recibidas = servirApi(rutas);
    renderizar();
    await screen.findByText('José Ñúñez');
    fireEvent.change(screen.getByLabelText('Buscar clientes'), { target: { value: '300 555' } });
    await waitFor(() => expect(recibidas.some((p) => p.ruta === '/clientes' && p.parametros.get('search') === '300 555')).toBe(true));
    expect(recibidas.filter((p) => p.ruta === '/clientes').at(-1)?.parametros.get('page')).toBe('1');
  });

  it('si la lista falla avisa "Error al cargar clientes"', async () => {
    servirApi({ 'GET /clientes': () => ({ status: 500, cuerpo: { success: false, code: 'ERROR_INTERNO', message: 'Error interno del servidor' } }) });
    renderizar();
    await waitFor(() => expect(mensajesToast()).toContain('Error al cargar clientes'));
  });

  it('elimina tras la confirmación del navegador; si el servidor se niega, muestra su mensaje', async () => {
    let rechazar = false;
    const borrar: Manejador = () =>
      rechazar
        ? { status: 409, cuerpo: { success: false, code: 'CLIENTE_CON_PRESTAMOS', message: 'No se puede eliminar: el cliente tiene préstamos. Desactívelo en su lugar.' } }
        : { cuerpo: { success: true, message: 'Cliente eliminado correctamente', data: null } };
    const recibidas = servirApi({ ...rutas, 'DELETE /clientes/a1': borrar, 'DELETE /clientes/a2': borrar });
    renderizar();
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar José Ñúñez' }));
    expect(await responderConfirmacion('Eliminar')).toContain('José Ñúñez');
    await waitFor(() => expect(mensajesToast()).toContain('Cliente eliminado correctamente'));
    expect(recibidas.some((p) => p.metodo === 'DELETE' && p.ruta === '/clientes/a1')).toBe(true);

    rechazar = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar Ángela Cañas' }));
    await responderConfirmacion('Eliminar');
    await waitFor(() => expect(mensajesToast()).toContain('No se puede eliminar: el cliente tiene préstamos. Desactívelo en su lugar.'));

    const borrados = recibidas.filter((p) => p.metodo === 'DELETE').length;
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar José Ñúñez' }));
    await responderConfirmacion('Cancelar');
    expect(recibidas.filter((p) => p.metodo === 'DELETE')).toHaveLength(borrados);
  });

  it('un cobrador no ve "Nuevo Cliente" ni las acciones', async () => {
    sesion('cobrador');
    servirApi(rutas);
    renderizar();
    await screen.findByText('José Ñúñez');
    expect(screen.queryByRole('button', { name: /Nuevo Cliente/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Acciones')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('marca «Sin autorización» a quien no la tiene y filtra la lista por autorización de datos', async () => {
    const sinAutorizacion = [{ ...clientes[1], tieneAutorizacion: false }];
    const recibidas = servirApi({
      ...rutas,
      'GET /clientes': (llamada) =>
        exito(llamada.parametros.get('autorizacion') === 'sin' ? sinAutorizacion : [clientes[0], sinAutorizacion[0]], {
          meta: { total: 2, page: 1, limit: 10, totalPages: 1 },
        }),
    });
    renderizar();
    const fila = (await screen.findByText('Ángela Cañas')).closest('tr') as HTMLElement;
    expect(within(fila).getByText('Sin autorización')).toBeInTheDocument();
    const otra = screen.getByText('José Ñúñez').closest('tr') as HTMLElement;
    expect(within(otra).queryByText('Sin autorización')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Filtrar por autorización de datos'));
    await userEvent.click(await screen.findByTitle('Sin autorización'));
    await waitFor(() =>
      expect(recibidas.filter((p) => p.ruta === '/clientes').at(-1)?.parametros.get('autorizacion')).toBe('sin'),
    );
    expect(recibidas.filter((p) => p.ruta === '/clientes').at(-1)?.parametros.get('page')).toBe('1');
    await waitFor(() => expect(screen.queryByText('José Ñúñez')).not.toBeInTheDocument());
  });
});
