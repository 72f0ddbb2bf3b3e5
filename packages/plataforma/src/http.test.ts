import { crearToken, tokenVigente, usuarioDemo } from '../test/jwt';
import { iniciarSesion } from './auth';
import { pedir } from '../test/pedir';
import {
  CLAVE_VOLVER,
  configurarHttp,
  configurarNavegacion,
  ErrorHttp,
  irAlInicioDeSesion,
  MENSAJE_SIN_SERVICIO,
  nuevaClaveIdempotencia,
  REINTENTOS_SIN_SERVICIO,
  solicitar,
} from './http';
import { cuandoNoHayaPedidos } from './pedidosEnCurso';
import { useSesion } from './sesion';
import { useToasts } from './toasts';

function responder(status: number, cuerpo: unknown): Response {
  return new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('cliente HTTP', () => {
  const navegar = jest.fn();
  let servidor: jest.Mock<Promise<Response>, [Request]>;

  beforeEach(() => {
    servidor = jest.fn<Promise<Response>, [Request]>();
    configurarHttp({ fetch: (entrada) => servidor(entrada as Request), esperaReintentoMs: 1 });
    configurarNavegacion(navegar);
    navegar.mockReset();
    window.history.replaceState(null, '', '/usuarios');
    useSesion.getState().iniciar(tokenVigente(), usuarioDemo);
  });

  it('envía el token como Bearer bajo /api y desenvuelve data', async () => {
    servidor.mockResolvedValue(responder(200, { success: true, data: { total: 5 }, message: 'ok' }));
    const datos = await pedir('get', '/usuarios/stats/resumen', { parametros: { rol: 'admin', search: '' } });

    expect(datos).toEqual({ total: 5 });
    const solicitud = servidor.mock.calls[0][0];
    expect(new URL(solicitud.url).pathname).toBe('/api/usuarios/stats/resumen');
    expect(new URL(solicitud.url).search).toBe('?rol=admin');
    expect(solicitud.headers.get('Authorization')).toBe(`Bearer ${useSesion.getState().token}`);
  });

  it('una llamada cuenta como en curso hasta que llega su respuesta, también si falla', async () => {
    let responderLista: (respuesta: Response) => void = () => undefined;
    servidor.mockReturnValueOnce(new Promise((resolver) => (responderLista = resolver)));
    servidor.mockResolvedValueOnce(responder(500, { success: false, message: 'Falla', code: 'X' }));
    const lista = pedir('get', 'prestamos');
    const fallida = pedir('get', 'cobros').catch((error: unknown) => error);
    const sinPedidos = jest.fn();
    cuandoNoHayaPedidos(sinPedidos);

    await fallida;
    expect(sinPedidos).not.toHaveBeenCalled();
    responderLista(responder(200, { success: true, data: [], message: 'ok' }));
    await lista;
    expect(sinPedidos).toHaveBeenCalledTimes(1);
  });

  it('un 401 cierra la sesión, borra token y usuario y va a /login', async () => {
    servidor.mockResolvedValue(
      responder(401, { success: false, message: 'Sesión expirada', code: 'NO_AUTENTICADO' }),
    );

    await expect(pedir('get', 'usuarios')).rejects.toMatchObject({ status: 401, message: 'Sesión expirada' });
    expect(useSesion.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('usuario')).toBeNull();
    expect(navegar).toHaveBeenCalledWith('/login');
  });

  it('un 401 y la guardia que luego no halla sesión cargan /login una sola vez', async () => {
    servidor.mockResolvedValue(responder(401, { success: false, message: 'x', code: 'NO_AUTENTICADO' }));
    await expect(pedir('get', 'usuarios')).rejects.toBeInstanceOf(ErrorHttp);
    irAlInicioDeSesion();
    expect(navegar).toHaveBeenCalledTimes(1);
  });

  it('la sesión que termina en una pantalla deja dicho volver a ella tras entrar; «Salir» no', async () => {
    window.history.replaceState(null, '', '/prestamos/abc/plan?pestana=cuotas');
    servidor.mockResolvedValue(responder(401, { success: false, message: 'x', code: 'NO_AUTENTICADO' }));
    await expect(pedir('get', 'usuarios')).rejects.toBeInstanceOf(ErrorHttp);
    expect(navegar).toHaveBeenCalledWith('/login');
    expect(sessionStorage.getItem(CLAVE_VOLVER)).toBe('/prestamos/abc/plan?pestana=cuotas');

    configurarNavegacion(navegar);
    irAlInicioDeSesion({ volverAqui: false });
    expect(sessionStorage.getItem(CLAVE_VOLVER)).toBeNull();
  });

  it('un 401 estando ya en /login no vuelve a navegar', async () => {
    window.history.replaceState(null, '', '/login');
    servidor.mockResolvedValue(responder(401, { success: false, message: 'x', code: 'NO_AUTENTICADO' }));
    await expect(pedir('get', 'auth/profile')).rejects.toBeInstanceOf(ErrorHttp);
    expect(useSesion.getState().token).toBeNull();
    expect(navegar).not.toHaveBeenCalled();
  });

  describe('renovación con la cookie de la sesión', () => {
    const ruta = (solicitud: Request) => `${solicitud.method} ${new URL(solicitud.url).pathname}`;
    const renovada = () =>
      responder(200, { success: true, data: { token: 'nuevo.token.firmado', usuario: usuarioDemo } });

    it('un 401 pide un token nuevo una vez y repite la llamada con él; la sesión sigue', async () => {
      servidor.mockImplementation(async (solicitud) => {
        if (ruta(solicitud) === 'POST /api/auth/renovar') return renovada();
        return solicitud.headers.get('Authorization') === 'Bearer nuevo.token.firmado'
          ? responder(201, { success: true, data: { ok: true }, message: 'ok' })
          : responder(401, { success: false, message: 'Sesión expirada', code: 'SESION_INVALIDA' });
      });
      await expect(pedir('post', 'cobros', { json: { monto: 1000 } })).resolves.toEqual({ ok: true });
      const llamadas = servidor.mock.calls.map(([solicitud]) => solicitud);
      expect(llamadas.map(ruta)).toEqual(['POST /api/cobros', 'POST /api/auth/renovar', 'POST /api/cobros']);
      expect(llamadas[1].credentials).toBe('same-origin');
      expect(llamadas[1].headers.get('Authorization')).toBeNull();
      expect(await llamadas[2].text()).toBe(JSON.stringify({ monto: 1000 }));
      expect(useSesion.getState().token).toBe('nuevo.token.firmado');
      expect(localStorage.getItem('token')).toBe('nuevo.token.firmado');
      expect(navegar).not.toHaveBeenCalled();
    });

    it('un token por vencer se renueva antes de enviar la llamada: el portal no ve ningún 401', async () => {
      const ahora = Math.floor(Date.now() / 1000);
      useSesion.getState().iniciar(crearToken({ sub: 'u1', iat: ahora - 850, exp: ahora + 50 }), usuarioDemo);
      servidor.mockImplementation(async (solicitud) =>
        ruta(solicitud) === 'POST /api/auth/renovar'
          ? renovada()
          : responder(200, { success: true, data: { ok: true }, message: 'ok' }),
      );
      await expect(pedir('get', 'prestamos')).resolves.toEqual({ ok: true });
      const llamadas = servidor.mock.calls.map(([solicitud]) => solicitud);
      expect(llamadas.map(ruta)).toEqual(['POST /api/auth/renovar', 'GET /api/prestamos']);
      expect(llamadas[1].headers.get('Authorization')).toBe('Bearer nuevo.token.firmado');
    });

    it('varias llamadas con 401 a la vez comparten una sola renovación', async () => {
      servidor.mockImplementation(async (solicitud) => {
        if (ruta(solicitud) === 'POST /api/auth/renovar') {
          await new Promise((r) => setTimeout(r, 20));
          return renovada();
        }
        return solicitud.headers.get('Authorization') === 'Bearer nuevo.token.firmado'
          ? responder(200, { success: true, data: [], message: 'ok' })
          : responder(401, { success: false, message: 'x', code: 'SESION_INVALIDA' });
      });
      await Promise.all([pedir('get', 'prestamos'), pedir('get', 'cobros'), pedir('get', 'clientes')]);
      const renovaciones = servidor.mock.calls.filter(
        ([solicitud]) => ruta(solicitud) === 'POST /api/auth/renovar',
      );
      expect(renovaciones).toHaveLength(1);
    });

    it('si la renovación no llega al servidor (503), la sesión se queda y el 401 llega a la pantalla', async () => {
      servidor.mockImplementation(async (solicitud) =>
        ruta(solicitud) === 'POST /api/auth/renovar'
          ? responder(503, {
              success: false,
              message: 'Servicio no disponible',
              code: 'SERVICIO_NO_DISPONIBLE',
            })
          : responder(401, { success: false, message: 'Sesión expirada', code: 'SESION_INVALIDA' }),
      );
      await expect(pedir('get', 'usuarios')).rejects.toMatchObject({ status: 401 });
      expect(useSesion.getState().token).not.toBeNull();
      expect(navegar).not.toHaveBeenCalled();
    });

    it('si la llamada repetida vuelve a dar 401, la sesión se cierra', async () => {
      servidor.mockImplementation(async (solicitud) =>
        ruta(solicitud) === 'POST /api/auth/renovar'
          ? renovada()
          : responder(401, { success: false, message: 'Sesión expirada', code: 'SESION_INVALIDA' }),
      );
      await expect(pedir('get', 'usuarios')).rejects.toMatchObject({ status: 401 });
      expect(useSesion.getState().token).toBeNull();
      expect(navegar).toHaveBeenCalledWith('/login');
    });
  });

  it('el 401 del propio login no toca la sesión: muestra el mensaje del servidor', async () => {
    servidor.mockResolvedValue(
      responder(401, {
        success: false,
        message: 'Usuario o contraseña incorrectos',
        code: 'CREDENCIALES_INVALIDAS',
      }),
    );
    await expect(iniciarSesion('admin@cartera.local', 'mala')).rejects.toMatchObject({
      status: 401,
      message: 'Usuario o contraseña incorrectos',
    });
    expect(useSesion.getState().token).not.toBeNull();
    expect(navegar).not.toHaveBeenCalled();
  });

  it('un 400 trae los errores por campo y el código', async () => {
    servidor.mockResolvedValue(
      responder(400, {
        success: false,
        message: 'Datos inválidos',
        code: 'VALIDACION',
        errors: { email: ['Ingresa un email válido'] },
      }),
    );
    const error = await solicitar('post', 'usuarios', { json: { email: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorHttp);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDACION',
      errors: { email: ['Ingresa un email válido'] },
    });
  });

  it('sin respuesta del servidor el mensaje es "Error de red"', async () => {
    servidor.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(pedir('get', 'clientes')).rejects.toMatchObject({ message: 'Error de red', status: 0 });
  });

  it('success:false con estado 200 también es un error', async () => {
    servidor.mockResolvedValue(responder(200, { success: false, message: 'No se pudo', code: 'X' }));
    await expect(pedir('post', 'cobros', { json: {} })).rejects.toMatchObject({ message: 'No se pudo' });
  });

  it('las listas devuelven data y meta', async () => {
    const meta = { total: 1, page: 1, limit: 10, totalPages: 1 };
    servidor.mockResolvedValue(responder(200, { success: true, data: [usuarioDemo], meta, message: '' }));
    await expect(pedir('get', 'usuarios', { parametros: { page: 1, limit: 10 } })).resolves.toEqual({
      data: [usuarioDemo],
      meta,
    });
  });

  describe('Idempotency-Key', () => {
    const clavesEnviadas = () =>
      servidor.mock.calls.map(([solicitud]) => [solicitud.method, solicitud.headers.get('Idempotency-Key')]);

    beforeEach(() =>
      servidor.mockImplementation(async () => responder(200, { success: true, data: {}, message: '' })),
    );

    it('post, put, patch y delete mandan la clave de la acción en la cabecera', async () => {
      await pedir('post', 'cobros', { json: { monto: 1000 }, claveIdempotencia: 'clave-post' });
      await pedir('put', 'cobros/c1', { json: { monto: 2000 }, claveIdempotencia: 'clave-put' });
      await pedir('patch', 'prestamos/p1/plan/cuota/1/revertir', { claveIdempotencia: 'clave-patch' });
      await pedir('delete', 'cobros/c1', { claveIdempotencia: 'clave-delete' });
      expect(clavesEnviadas()).toEqual([
        ['POST', 'clave-post'],
        ['PUT', 'clave-put'],
        ['PATCH', 'clave-patch'],
        ['DELETE', 'clave-delete'],
      ]);
    });

    it('sin clave no manda la cabecera: las lecturas y las escrituras que no mueven dinero no la llevan', async () => {
      await pedir('get', 'cobros');
      await pedir('put', 'clientes/1', { json: { nombre: 'x' } });
      expect(clavesEnviadas()).toEqual([
        ['GET', null],
        ['PUT', null],
      ]);
    });

    it('nuevaClaveIdempotencia da una clave distinta cada vez, que la API acepta', () => {
      const claves = new Set(Array.from({ length: 50 }, nuevaClaveIdempotencia));
      expect(claves.size).toBe(50);
      for (const clave of claves)
        expect(clave).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    });
  });

  describe('servicio no disponible (503)', () => {
    const sinServicio = () =>
      responder(503, {
        success: false,
        message: 'Servicio no disponible, reintente en unos segundos',
        code: 'SERVICIO_NO_DISPONIBLE',
      });

    beforeEach(() => useToasts.getState().limpiar());

    it('no cierra la sesión: avisa que reintenta y repite la lectura hasta que el servicio vuelve', async () => {
      servidor
        .mockResolvedValueOnce(sinServicio())
        .mockResolvedValueOnce(sinServicio())
        .mockResolvedValueOnce(responder(200, { success: true, data: { total: 3 }, message: 'ok' }));

      await expect(pedir('get', 'clientes')).resolves.toEqual({ total: 3 });
      expect(servidor).toHaveBeenCalledTimes(3);
      expect(useSesion.getState().token).not.toBeNull();
      expect(navegar).not.toHaveBeenCalled();
      const mensajes = useToasts.getState().toasts.map((toast) => toast.mensaje);
      expect(mensajes).not.toContain(MENSAJE_SIN_SERVICIO);
      expect(mensajes).toContain('Servicio restablecido');
    });

    it('una escritura con Idempotency-Key se reintenta con la misma clave', async () => {
      servidor
        .mockResolvedValueOnce(sinServicio())
        .mockResolvedValueOnce(responder(201, { success: true, data: { id: 'c1' }, message: 'ok' }));

      await expect(
        pedir('post', 'cobros', { json: { monto: 1000 }, claveIdempotencia: 'clave-1' }),
      ).resolves.toEqual({ id: 'c1' });
      const claves = servidor.mock.calls.map(([solicitud]) => solicitud.headers.get('Idempotency-Key'));
      expect(claves).toEqual(['clave-1', 'clave-1']);
    });

    it('una escritura sin clave no se repite: el 503 llega a la pantalla, con la sesión intacta', async () => {
      servidor.mockResolvedValue(sinServicio());
      await expect(pedir('put', 'clientes/1', { json: { nombre: 'x' } })).rejects.toMatchObject({
        status: 503,
        code: 'SERVICIO_NO_DISPONIBLE',
      });
      expect(servidor).toHaveBeenCalledTimes(1);
      expect(useSesion.getState().token).not.toBeNull();
    });

    it('si el servicio no vuelve, tras los reintentos la lectura falla con el aviso en pantalla', async () => {
      servidor.mockImplementation(async () => sinServicio());
      await expect(pedir('get', 'clientes')).rejects.toMatchObject({ status: 503 });
      expect(servidor).toHaveBeenCalledTimes(REINTENTOS_SIN_SERVICIO + 1);
      expect(useToasts.getState().toasts.map((toast) => toast.mensaje)).toEqual([MENSAJE_SIN_SERVICIO]);
      expect(navegar).not.toHaveBeenCalled();
    });
  });
});
