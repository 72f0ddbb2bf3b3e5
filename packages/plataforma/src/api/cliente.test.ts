import { CODIGO_ERROR_RED, type ConfiguracionOrganizacion, type MetaCobrador } from '@cartera/dominio';
import { crearClienteApi, type OpcionesTransporte, type Transporte } from './cliente';
import { ErrorHttp } from './errorHttp';
import { crearTransporteFetch } from './transporteFetch';

interface Enviado {
  metodo: string;
  ruta: string;
  opciones: OpcionesTransporte;
}

function transporteDePrueba(respuesta: unknown): { transporte: Transporte; enviados: Enviado[] } {
  const enviados: Enviado[] = [];
  return {
    enviados,
    transporte: async (metodo, ruta, opciones) => {
      enviados.push({ metodo, ruta, opciones });
      return respuesta;
    },
  };
}

/** What the server answered: the client hands it over as it came. */
const META = { _id: 'meta-1' };

describe('cliente tipado de la API', () => {
  it('llena los parámetros de la ruta (codificados), manda cuerpo y clave, y devuelve el data del sobre', async () => {
    const { transporte, enviados } = transporteDePrueba({ success: true, data: META, message: 'ok' });
    const cliente = crearClienteApi(transporte);

    const meta: MetaCobrador = await cliente.put('/api/metas-cobrador/{id}', {
      ruta: { id: 'a/b c' },
      cuerpo: {
        cobradorId: 'c-1',
        periodo: '2026-11',
        metaMonto: 2_000_000,
        metaCobros: 40,
        fechaVencimiento: '2026-11-30',
      },
      clave: 'k-1',
    });

    expect(meta).toEqual(META);
    expect(enviados).toEqual([
      {
        metodo: 'put',
        ruta: 'metas-cobrador/a%2Fb%20c',
        opciones: {
          json: {
            cobradorId: 'c-1',
            periodo: '2026-11',
            metaMonto: 2_000_000,
            metaCobros: 40,
            fechaVencimiento: '2026-11-30',
          },
          claveIdempotencia: 'k-1',
          signal: undefined,
        },
      },
    ]);
  });

  it('una página devuelve sus filas y su meta; la consulta va como parámetros', async () => {
    const meta = { total: 1, page: 2, limit: 10, totalPages: 1 };
    const { transporte, enviados } = transporteDePrueba({ success: true, data: [1], message: 'ok', meta });
    const cliente = crearClienteApi(transporte);

    await expect(cliente.get('/api/cobros', { consulta: { page: 2, search: 'ana' } })).resolves.toEqual({
      data: [1],
      meta,
    });
    expect(enviados[0]).toMatchObject({
      metodo: 'get',
      ruta: 'cobros',
      opciones: { parametros: { page: 2, search: 'ana' } },
    });
  });

  it('una página conserva lo que la API manda junto a sus filas (sin el sobre)', async () => {
    const meta = { total: 1, page: 1, limit: 10, totalPages: 1 };
    const { transporte } = transporteDePrueba({ success: true, data: [], message: 'ok', meta, noLeidas: 3 });

    await expect(crearClienteApi(transporte).get('/api/cobros')).resolves.toEqual({ data: [], meta, noLeidas: 3 });
  });

  it('conSobre devuelve data, el mensaje de la API y lo que la ruta manda al lado (sin success)', async () => {
    const aviso = 'El desembolso supera el efectivo disponible en la caja de la oficina';
    const { transporte, enviados } = transporteDePrueba({
      success: true,
      data: META,
      message: 'Préstamo liquidado',
      advertencia: aviso,
    });

    const sobre = await crearClienteApi(transporte).conSobre.post('/api/prestamos/{id}/liquidar', {
      ruta: { id: 'p-1' },
      cuerpo: { montoRecibido: 50_000, motivo: 'Pago anticipado' },
      clave: 'k-2',
    });

    expect(sobre).toEqual({ data: META, message: 'Préstamo liquidado', advertencia: aviso });
    const mensaje: string = sobre.message;
    const advertencia: string | undefined = sobre.advertencia;
    expect([mensaje, advertencia]).toEqual(['Préstamo liquidado', aviso]);
    expect(enviados[0]).toMatchObject({ metodo: 'post', ruta: 'prestamos/p-1/liquidar' });
  });

  it('conSobre.get deja el meta que un reporte manda junto a su data (que no es una lista)', async () => {
    const meta = { total: 0, page: 1, limit: 20, totalPages: 0 };
    const { transporte, enviados } = transporteDePrueba({
      success: true,
      data: { tipo: 'morosos' },
      message: 'ok',
      meta,
    });

    const sobre = await crearClienteApi(transporte).conSobre.get('/api/reportes/{tipo}', {
      ruta: { tipo: 'morosos' },
      consulta: { page: 1 },
    });

    expect(sobre).toEqual({ data: { tipo: 'morosos' }, message: 'ok', meta });
    expect(enviados[0]).toMatchObject({ metodo: 'get', ruta: 'reportes/morosos' });
  });

  it('sin el parámetro de la ruta no manda nada', async () => {
    const { transporte, enviados } = transporteDePrueba(null);
    const cliente = crearClienteApi(transporte);
    // @ts-expect-error: la ruta pide `id`.
    await expect(cliente.get('/api/metas-cobrador/{id}', { ruta: {} })).rejects.toThrow(
      'Falta el parámetro «id»',
    );
    expect(enviados).toEqual([]);
  });

  it('ruta, método, cuerpo, clave y respuesta se comprueban al compilar', () => {
    const cliente = crearClienteApi(async () => null);
    const comprobaciones = () => {
      // @ts-expect-error: la API no tiene esta ruta.
      void cliente.get('/api/no-existe');
      // @ts-expect-error: la configuración no se borra.
      void cliente.delete('/api/configuracion/organizacion');
      const cobro = { prestamo: 'p', monto: 1, fecha: '2026-11-27', medio: 'efectivo' } as const;
      void cliente.post('/api/cobros', { cuerpo: cobro, clave: 'k' });
      // @ts-expect-error: un cobro mueve dinero: sin Idempotency-Key no compila.
      void cliente.post('/api/cobros', { cuerpo: cobro });
      // @ts-expect-error: el cuerpo de la meta no tiene este campo.
      void cliente.post('/api/metas-cobrador', { cuerpo: { noEsUnCampo: 1 } });
      const configuracion: Promise<ConfiguracionOrganizacion> = cliente.get(
        '/api/configuracion/organizacion',
      );
      // @ts-expect-error: la respuesta es la configuración, no una meta.
      const otra: Promise<MetaCobrador> = cliente.get('/api/configuracion/organizacion');
      return [configuracion, otra];
    };
    expect(typeof comprobaciones).toBe('function');
  });
});

describe('transporte de fetch (Mi Ruta)', () => {
  const BASE = 'http://cartera.prueba/api';

  it('manda JSON con la clave y sin caché, y devuelve el cuerpo', async () => {
    const pedidos: Request[] = [];
    const transporte = crearTransporteFetch({
      base: BASE,
      mensajeSinRed: 'Sin señal',
      enviar: async (solicitud) => {
        pedidos.push(solicitud);
        return new Response(JSON.stringify({ success: true, data: { ok: 1 }, message: '' }), { status: 201 });
      },
    });

    const cuerpo = await transporte('post', 'cobros', {
      json: { monto: 5 },
      claveIdempotencia: 'k-2',
      parametros: { a: 1, b: undefined, c: '' },
    });

    expect(cuerpo).toEqual({ success: true, data: { ok: 1 }, message: '' });
    const [pedido] = pedidos;
    expect(pedido?.url).toBe(`${BASE}/cobros?a=1`);
    expect(pedido?.method).toBe('POST');
    expect(pedido?.headers.get('Idempotency-Key')).toBe('k-2');
    expect(pedido?.headers.get('Content-Type')).toBe('application/json');
    await expect(pedido?.json()).resolves.toEqual({ monto: 5 });
  });

  it('un error es un ErrorHttp con el código, los errores por campo y el primero de ellos como mensaje', async () => {
    const transporte = crearTransporteFetch({
      base: BASE,
      mensajeSinRed: 'Sin señal',
      enviar: async () =>
        new Response(
          JSON.stringify({
            success: false,
            message: 'Datos inválidos',
            code: 'DATOS_INVALIDOS',
            errors: { monto: ['El monto debe ser positivo'] },
          }),
          { status: 400 },
        ),
    });

    const error = await transporte('post', 'cobros', { json: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ErrorHttp);
    expect(error).toMatchObject({
      status: 400,
      code: 'DATOS_INVALIDOS',
      message: 'El monto debe ser positivo',
      errors: { monto: ['El monto debe ser positivo'] },
    });
  });

  it('sin red es un ErrorHttp de estado 0 con el mensaje de la página', async () => {
    const transporte = crearTransporteFetch({
      base: BASE,
      mensajeSinRed: 'Sin señal',
      enviar: async () => {
        throw new TypeError('Failed to fetch');
      },
    });

    await expect(transporte('get', 'mi-ruta', {})).rejects.toMatchObject({
      status: 0,
      code: CODIGO_ERROR_RED,
      message: 'Sin señal',
    });
  });
});
