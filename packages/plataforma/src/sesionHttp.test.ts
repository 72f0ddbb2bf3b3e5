// The renewal shared by the portal and Mi Ruta (sesionHttp.ts): what a call does with a token about to expire, with a
// 401, with a session that is over, and many calls at once. The portal's client (http.test.ts) and Mi Ruta
// (mfe-cobros/src/mi-ruta/api.test.ts) are tested on top of this same function.
import { crearToken, usuarioDemo } from '../test/jwt';
import {
  crearFetchConSesion,
  debeRenovarse,
  pedirCierreDeSesion,
  type AlmacenDeSesion,
  type SesionGuardada,
} from './sesionHttp';

const BASE = 'http://cartera.test/api';
const segundos = () => Math.floor(Date.now() / 1000);

/** A token issued `hace` seconds ago that lives `vida` seconds. */
function token(vida: number, hace = 0, extra: Record<string, unknown> = {}): string {
  const iat = segundos() - hace;
  return crearToken({ sub: 'u1', iat, exp: iat + vida, sexp: iat + 12 * 3600, ...extra });
}

function responder(status: number, cuerpo: unknown = { success: status < 400 }): Response {
  return new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });
}

const ruta = (solicitud: Request) => `${solicitud.method} ${new URL(solicitud.url).pathname}`;

function almacenDePrueba(inicial: string | null) {
  const estado = { token: inicial, terminada: 0, renovaciones: [] as SesionGuardada[] };
  const almacen: AlmacenDeSesion = {
    token: () => estado.token,
    renovada: (sesion) => {
      estado.token = sesion.token;
      estado.renovaciones.push(sesion);
    },
    terminada: () => {
      estado.terminada += 1;
      estado.token = null;
    },
  };
  return { estado, almacen };
}

describe('debeRenovarse', () => {
  it('un token de 15 min se renueva en su último minuto; uno de 60 s, en sus últimos 12 s', () => {
    expect(debeRenovarse(token(900, 0))).toBe(false);
    expect(debeRenovarse(token(900, 835))).toBe(false);
    expect(debeRenovarse(token(900, 845))).toBe(true);
    expect(debeRenovarse(token(60, 40))).toBe(false);
    expect(debeRenovarse(token(60, 50))).toBe(true);
    expect(debeRenovarse(token(60, 600))).toBe(true);
  });

  it('un token sin exp o mal formado no se renueva por adelantado (el 401 decide)', () => {
    expect(debeRenovarse(crearToken({ sub: 'u1' }))).toBe(false);
    expect(debeRenovarse('no.es-un.jwt')).toBe(false);
  });
});

describe('crearFetchConSesion', () => {
  let servidor: jest.Mock<Promise<Response>, [Request]>;
  const renovado = token(60);

  beforeEach(() => {
    servidor = jest.fn<Promise<Response>, [Request]>();
  });

  function cliente(inicial: string | null) {
    const { estado, almacen } = almacenDePrueba(inicial);
    const enviar = crearFetchConSesion({
      base: BASE,
      almacen,
      fetch: (entrada) => servidor(entrada as Request),
    });
    return {
      estado,
      enviar: (metodo: string, camino: string, cuerpo?: unknown) =>
        enviar(
          new Request(`${BASE}/${camino}`, {
            method: metodo,
            ...(cuerpo === undefined
              ? {}
              : { body: JSON.stringify(cuerpo), headers: { 'Content-Type': 'application/json' } }),
          }),
        ),
    };
  }

  it('envía el token como Bearer y no renueva uno que aún vive', async () => {
    const vigente = token(900);
    servidor.mockResolvedValue(responder(200));
    const { enviar } = cliente(vigente);
    expect((await enviar('GET', 'mi-ruta')).status).toBe(200);
    expect(servidor.mock.calls.map(([s]) => ruta(s))).toEqual(['GET /api/mi-ruta']);
    expect(servidor.mock.calls[0]![0].headers.get('Authorization')).toBe(`Bearer ${vigente}`);
  });

  it('un token por vencer se renueva antes de la llamada, que sale ya con el token nuevo: ningún 401', async () => {
    servidor.mockImplementation(async (s) =>
      ruta(s) === 'POST /api/auth/renovar'
        ? responder(200, { success: true, data: { token: renovado, usuario: usuarioDemo } })
        : responder(201, { success: true, data: { _id: 'c1' } }),
    );
    const { estado, enviar } = cliente(token(60, 55));
    expect((await enviar('POST', 'cobros', { monto: 1000 })).status).toBe(201);
    expect(servidor.mock.calls.map(([s]) => ruta(s))).toEqual(['POST /api/auth/renovar', 'POST /api/cobros']);
    expect(servidor.mock.calls[0]![0].credentials).toBe('same-origin');
    expect(servidor.mock.calls[1]![0].headers.get('Authorization')).toBe(`Bearer ${renovado}`);
    expect(estado.renovaciones).toEqual([{ token: renovado, usuario: usuarioDemo }]);
  });

  it('un 401 renueva una vez y repite la llamada con el token nuevo y el mismo cuerpo', async () => {
    const viejo = token(900);
    servidor.mockImplementation(async (s) => {
      if (ruta(s) === 'POST /api/auth/renovar')
        return responder(200, { success: true, data: { token: renovado, usuario: usuarioDemo } });
      return s.headers.get('Authorization') === `Bearer ${renovado}`
        ? responder(201, { success: true, data: await s.json() })
        : responder(401, { success: false, code: 'SESION_INVALIDA' });
    });
    const { estado, enviar } = cliente(viejo);
    const respuesta = await enviar('POST', 'cobros', { monto: 25_000 });
    expect(respuesta.status).toBe(201);
    expect(await respuesta.json()).toEqual({ success: true, data: { monto: 25_000 } });
    expect(servidor.mock.calls.map(([s]) => ruta(s))).toEqual([
      'POST /api/cobros',
      'POST /api/auth/renovar',
      'POST /api/cobros',
    ]);
    expect(estado.terminada).toBe(0);
  });

  it('muchas llamadas que encuentran el token vencido a la vez comparten una sola renovación', async () => {
    let soltar: () => void = () => undefined;
    const espera = new Promise<void>((resolver) => (soltar = resolver));
    servidor.mockImplementation(async (s) => {
      if (ruta(s) !== 'POST /api/auth/renovar') return responder(200);
      await espera;
      return responder(200, { success: true, data: { token: renovado, usuario: usuarioDemo } });
    });
    const { enviar } = cliente(token(60, 120));
    const llamadas = Promise.all([
      enviar('GET', 'a'),
      enviar('GET', 'b'),
      enviar('POST', 'c', {}),
      enviar('GET', 'd'),
    ]);
    await new Promise((resolver) => setTimeout(resolver, 10));
    soltar();
    expect((await llamadas).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const renovaciones = servidor.mock.calls.filter(([s]) => ruta(s) === 'POST /api/auth/renovar');
    expect(renovaciones).toHaveLength(1);
    for (const [s] of servidor.mock.calls.filter(([s]) => ruta(s) !== 'POST /api/auth/renovar'))
      expect(s.headers.get('Authorization')).toBe(`Bearer ${renovado}`);
  });

  it('si la sesión de renovación terminó (401 en renovar), la sesión se da por terminada una vez', async () => {
    servidor.mockImplementation(async (s) =>
      ruta(s) === 'POST /api/auth/renovar'
        ? responder(401, { success: false, code: 'SESION_VENCIDA' })
        : responder(401, { success: false, code: 'SESION_INVALIDA' }),
    );
    const { estado, enviar } = cliente(token(900));
    expect((await enviar('GET', 'mi-ruta')).status).toBe(401);
    expect(estado.terminada).toBe(1);
  });

  it('sin señal para renovar, la sesión se queda y la llamada sale con el token que había', async () => {
    const porVencer = token(60, 55);
    servidor.mockImplementation(async (s) => {
      if (ruta(s) === 'POST /api/auth/renovar') throw new TypeError('Failed to fetch');
      return responder(200);
    });
    const { estado, enviar } = cliente(porVencer);
    expect((await enviar('GET', 'mi-ruta')).status).toBe(200);
    expect(servidor.mock.calls[1]![0].headers.get('Authorization')).toBe(`Bearer ${porVencer}`);
    expect(estado).toMatchObject({ token: porVencer, terminada: 0 });
  });

  it('si la llamada repetida vuelve a dar 401, la sesión se da por terminada', async () => {
    servidor.mockImplementation(async (s) =>
      ruta(s) === 'POST /api/auth/renovar'
        ? responder(200, { success: true, data: { token: renovado, usuario: usuarioDemo } })
        : responder(401, { success: false, code: 'SESION_INVALIDA' }),
    );
    const { estado, enviar } = cliente(token(900));
    expect((await enviar('GET', 'usuarios')).status).toBe(401);
    expect(estado.terminada).toBe(1);
  });

  it('el 401 del login es su respuesta: ni renovación ni fin de sesión', async () => {
    servidor.mockResolvedValue(responder(401, { success: false, code: 'CREDENCIALES_INVALIDAS' }));
    const { estado, enviar } = cliente(null);
    expect((await enviar('POST', 'auth/login', { email: 'x', password: 'y' })).status).toBe(401);
    expect(servidor).toHaveBeenCalledTimes(1);
    expect(estado.terminada).toBe(0);
  });

  it('un teléfono con el reloj adelantado no renueva antes de cada llamada: aprende el desfase del token nuevo', async () => {
    const reloj = jest.spyOn(Date, 'now');
    const real = reloj.getMockImplementation() ?? (() => new Date().getTime());
    try {
      const servidorAhora = segundos();
      // The phone believes it is 14½ minutes later than the server does: every 15-minute token looks about to expire.
      reloj.mockImplementation(() => real() + 870_000);
      const delServidor = crearToken({ sub: 'u1', iat: servidorAhora, exp: servidorAhora + 900 });
      servidor.mockImplementation(async (s) =>
        ruta(s) === 'POST /api/auth/renovar'
          ? responder(200, { success: true, data: { token: delServidor, usuario: usuarioDemo } })
          : responder(200),
      );
      const { enviar } = cliente(delServidor);
      await enviar('GET', 'a');
      await enviar('GET', 'b');
      await enviar('GET', 'c');
      const renovaciones = servidor.mock.calls.filter(([s]) => ruta(s) === 'POST /api/auth/renovar');
      expect(renovaciones).toHaveLength(1);
    } finally {
      reloj.mockRestore();
    }
  });
});

describe('pedirCierreDeSesion', () => {
  it('envía POST /api/auth/logout con la cookie (mismo origen) y el token aunque haya vencido', async () => {
    const servidor = jest.fn<Promise<Response>, [Request]>().mockResolvedValue(responder(200));
    const vencido = token(60, 3600);
    await pedirCierreDeSesion(BASE, vencido, { fetch: (entrada) => servidor(entrada as Request) });
    const [solicitud] = servidor.mock.calls[0]!;
    expect(ruta(solicitud)).toBe('POST /api/auth/logout');
    expect(solicitud.credentials).toBe('same-origin');
    expect(solicitud.headers.get('Authorization')).toBe(`Bearer ${vencido}`);
  });

  it('sin red o sin respuesta no falla ni espera más del límite', async () => {
    const colgado = jest.fn(() => new Promise<Response>(() => undefined));
    const inicio = Date.now();
    await expect(pedirCierreDeSesion(BASE, null, { fetch: colgado, esperaMs: 50 })).resolves.toBeUndefined();
    expect(Date.now() - inicio).toBeLessThan(2_000);
    await expect(
      pedirCierreDeSesion(BASE, null, { fetch: () => Promise.reject(new TypeError('Failed to fetch')) }),
    ).resolves.toBeUndefined();
  });
});
