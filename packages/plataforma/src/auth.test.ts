import { tokenVigente, usuarioDemo } from '../test/jwt';
import { cerrarSesionEnServidor } from './auth';
import { configurarHttp, configurarNavegacion } from './http';
import { useSesion } from './sesion';

describe('cerrarSesionEnServidor', () => {
  let servidor: jest.Mock<Promise<Response>, [Request]>;

  beforeEach(() => {
    servidor = jest.fn<Promise<Response>, [Request]>();
    configurarHttp({ fetch: (entrada) => servidor(entrada as Request), esperaReintentoMs: 1 });
    configurarNavegacion(jest.fn());
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
  });

  it('pide al servidor que revoque el token de esta sesión', async () => {
    const token = useSesion.getState().token;
    servidor.mockResolvedValue(
      new Response(JSON.stringify({ success: true, data: null, message: 'Sesión cerrada' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await cerrarSesionEnServidor();
    const solicitud = servidor.mock.calls[0][0];
    expect(solicitud.method).toBe('POST');
    expect(new URL(solicitud.url).pathname).toBe('/api/auth/logout');
    expect(solicitud.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('no falla si el servidor no responde: «Salir» siempre termina, sin esperar más del límite', async () => {
    servidor.mockImplementation(() => new Promise<Response>(() => undefined));
    const inicio = Date.now();
    await expect(cerrarSesionEnServidor(50)).resolves.toBeUndefined();
    expect(Date.now() - inicio).toBeLessThan(2_000);
  });

  it('no falla si la red está caída', async () => {
    servidor.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(cerrarSesionEnServidor()).resolves.toBeUndefined();
  });
});
