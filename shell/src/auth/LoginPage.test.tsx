import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { configurarHttp, useSesion, useToasts } from '@cartera/plataforma';
import LoginPage from './LoginPage';

// antd forms are heavy under jsdom on a shared 2-core machine.
jest.setTimeout(20_000);

const usuario = {
  _id: '7b0c1a52-0d5e-4d8a-9a55-6d1f0a1c2b3d',
  nombre: 'Ana Admin',
  email: 'admin@cartera.local',
  rol: 'admin',
  estado: 'activo',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const token = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.firma`;

function responder(status: number, cuerpo: unknown): Response {
  return new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderizar() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>Dashboard Principal</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const mensajesToast = () => useToasts.getState().toasts.map((t) => t.mensaje);

describe('LoginPage', () => {
  beforeEach(() => {
    useSesion.getState().cerrar();
    useToasts.getState().limpiar();
  });

  it('muestra título, subtítulo y los campos Usuario y Contraseña', () => {
    renderizar();
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.getByText('Digita tus datos de acceso')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
  });

  it('sin datos avisa con los mensajes de la especificación', async () => {
    const servidor = jest.fn();
    configurarHttp({ fetch: servidor });
    renderizar();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Por favor ingrese el usuario')).toBeInTheDocument();
    expect(screen.getByText('Por favor ingrese la contraseña')).toBeInTheDocument();
    expect(servidor).not.toHaveBeenCalled();
  });

  it('Enter en la contraseña envía; el botón dice "Entrando..." y al terminar va al dashboard', async () => {
    let responderLogin: (respuesta: Response) => void = () => undefined;
    const servidor = jest.fn(
      (_solicitud: Request) =>
        new Promise<Response>((resolver) => {
          responderLogin = resolver;
        }),
    );
    configurarHttp({ fetch: (solicitud) => servidor(solicitud as Request) });
    renderizar();

    await userEvent.type(screen.getByLabelText('Usuario'), 'admin@cartera.local');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'cartera123{enter}');

    expect(await screen.findByRole('button', { name: /Entrando\.\.\./ })).toBeInTheDocument();
    const solicitud = servidor.mock.calls[0][0];
    expect(new URL(solicitud.url).pathname).toBe('/api/auth/login');
    expect(await solicitud.json()).toEqual({ email: 'admin@cartera.local', password: 'cartera123' });

    await act(async () => {
      responderLogin(responder(200, { success: true, token, usuario, message: 'Inicio de sesión exitoso' }));
    });

    expect(await screen.findByText('Dashboard Principal')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('usuario') ?? '{}').nombre).toBe('Ana Admin');
    expect(mensajesToast()).toContain('¡Bienvenido, Ana Admin!');
  });

  it('credenciales malas: muestra el mensaje del servidor y sigue en /login', async () => {
    configurarHttp({
      fetch: async () =>
        responder(401, { success: false, message: 'Usuario o contraseña incorrectos', code: 'X' }),
    });
    renderizar();
    await userEvent.type(screen.getByLabelText('Usuario'), 'admin@cartera.local');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'mala{enter}');

    await waitFor(() => expect(mensajesToast()).toContain('Usuario o contraseña incorrectos'));
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(useSesion.getState().token).toBeNull();
  });

  it('demasiados intentos (429): muestra el mensaje del servidor', async () => {
    configurarHttp({
      fetch: async () =>
        responder(429, { success: false, message: 'Demasiados intentos. Espere 15 minutos.', code: 'X' }),
    });
    renderizar();
    await userEvent.type(screen.getByLabelText('Usuario'), 'admin@cartera.local');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'mala{enter}');
    await waitFor(() => expect(mensajesToast()).toContain('Demasiados intentos. Espere 15 minutos.'));
  });

  it('sin conexión: mensaje genérico', async () => {
    configurarHttp({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderizar();
    await userEvent.type(screen.getByLabelText('Usuario'), 'admin@cartera.local');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'x{enter}');
    await waitFor(() => expect(mensajesToast()).toContain('Error al iniciar sesión. Intente nuevamente'));
  });
});
