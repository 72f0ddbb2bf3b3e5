// What Mi Ruta makes of the API's answers to a queued write (sincronizar.ts): a write the API applied but whose answer
// was lost (409 IDEMPOTENCIA_APLICADA) is sent, never refused; a real refusal is a conflict; no signal, an ended
// session or a key still in flight wait. The calls go through the platform's session fetch, as in the page.
import { CODIGOS } from '@cartera/dominio';
import { ErrorHttp } from './conexion';
import type { Pendiente } from './almacen';
import { APLICADA_SIN_RESPUESTA, aplicar, cuerpoParaLaOficina, esConflicto } from './sincronizar';

const responder = (status: number, cuerpo: unknown) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

const aplicada = () =>
  responder(409, {
    success: false,
    code: CODIGOS.idempotenciaAplicada,
    message: 'La operación ya se aplicó; su respuesta se perdió',
  });

function cobro(clave = 'k-1'): Pendiente {
  return {
    clave,
    tipo: 'cobro',
    ruta: 'cobros',
    cuerpo: { prestamo: 'p1', monto: 10_000, fecha: '2026-11-26' },
    creadoEn: '2026-11-26T12:00:00.000Z',
    prestamoId: 'p1',
    numero: 7,
    clienteNombre: 'Rosa Díaz',
  };
}

describe('Mi Ruta: lo que la API contesta a una escritura de la cola', () => {
  let servidor: jest.Mock<Promise<Response>, [Request]>;
  const fetchOriginal = globalThis.fetch;

  beforeEach(() => {
    servidor = jest.fn<Promise<Response>, [Request]>();
    globalThis.fetch = ((entrada: RequestInfo | URL, init?: RequestInit) =>
      servidor(entrada instanceof Request ? entrada : new Request(entrada, init))) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = fetchOriginal;
  });

  it('IDEMPOTENCIA_APLICADA cuenta como enviada: ni error ni conflicto', async () => {
    servidor.mockResolvedValue(aplicada());
    await expect(aplicar(cobro())).resolves.toBe(APLICADA_SIN_RESPUESTA);
    const [solicitud] = servidor.mock.calls[0]!;
    expect(solicitud.headers.get('Idempotency-Key')).toBe('k-1');
    expect(esConflicto(new ErrorHttp('x', 409, CODIGOS.idempotenciaAplicada))).toBe(false);
  });

  it('un cliente nuevo cuyo alta ya se aplicó se busca por su cédula y la solicitud se pide una vez', async () => {
    servidor.mockImplementation(async (s) => {
      const ruta = `${s.method} ${new URL(s.url).pathname}`;
      if (ruta === 'POST /api/clientes') return aplicada();
      if (ruta === 'GET /api/clientes')
        return responder(200, { success: true, data: [{ _id: 'c9', cedula: '1234567890' }], meta: {} });
      return responder(201, { success: true, data: { _id: 'pr1', cliente: (await s.json()).cliente } });
    });
    const solicitud: Pendiente = {
      ...cobro('k-2'),
      tipo: 'solicitud',
      ruta: 'solicitud',
      cuerpo: { cliente: { nombre: 'Luis', cedula: '1234567890' }, prestamo: { monto: 200_000 } },
    };
    await expect(aplicar(solicitud)).resolves.toEqual({ _id: 'pr1', cliente: 'c9' });
    const llamadas = servidor.mock.calls.map(([s]) => `${s.method} ${new URL(s.url).pathname}`);
    expect(llamadas).toEqual(['POST /api/clientes', 'GET /api/clientes', 'POST /api/prestamos']);
    expect(servidor.mock.calls[2]![0].headers.get('Idempotency-Key')).toBe('k-2-prestamo');
  });

  it('una negativa de negocio es un conflicto; sin señal, sesión terminada o clave en curso, se espera', async () => {
    servidor.mockResolvedValue(
      responder(422, { success: false, code: 'PRESTAMO_PAGADO', message: 'El préstamo ya está pagado' }),
    );
    const error = await aplicar(cobro()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorHttp);
    expect(error).toMatchObject({ status: 422, message: 'El préstamo ya está pagado' });
    expect(esConflicto(error as ErrorHttp)).toBe(true);
    for (const espera of [
      new ErrorHttp('Sin señal', 0, 'ERROR_RED'),
      new ErrorHttp('Sesión', 401, 'SESION_VENCIDA'),
      new ErrorHttp('En curso', 409, CODIGOS.idempotenciaEnCurso),
      new ErrorHttp('Caída', 503, 'SERVICIO_NO_DISPONIBLE'),
    ])
      expect(esConflicto(espera)).toBe(false);
  });

  it('a la oficina le llega el rechazo de un cliente nuevo sin su foto (el resto, entero)', () => {
    const cuerpo = {
      cliente: { nombre: 'Luis', cedula: '1234567890', foto: 'data:image/jpeg;base64,' + 'A'.repeat(60_000) },
      prestamo: { monto: 200_000, cuotas: 20 },
    };
    expect(cuerpoParaLaOficina(cuerpo)).toEqual({
      cliente: { nombre: 'Luis', cedula: '1234567890' },
      prestamo: { monto: 200_000, cuotas: 20 },
    });
    expect(JSON.stringify(cuerpoParaLaOficina(cuerpo)).length).toBeLessThan(16 * 1024);
  });
});
