// Consulta de cédula: cliente existente (database) → caché con caducidad (cache) → registro externo (external),
// contra un proveedor HTTP real levantado aquí con node:http en un puerto efímero. Un proveedor caído, lento o que
// responde basura se contesta rápido, en español y nunca con un 500.
import { MENSAJES } from '@cartera/dominio';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { usarAppPrueba } from './support/app-del-archivo';
import { conAppPrueba } from './support/app-prueba';

const TIMEOUT_MS = 400;
const TOKEN_PROVEEDOR = 'token-del-registro';

/** 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABc3UBGAAAAABJRU5ErkJggg==';

/** Cédulas con un comportamiento fijo en el proveedor de prueba. */
const CEDULAS = {
  conocida: '80123456789',
  envuelta: '80123456790',
  inexistente: '80999999999',
  lenta: '80111111111',
  rota: '80222222222',
  error: '80333333333',
  otraPersona: '80444444444',
} as const;

interface Proveedor {
  url: string;
  /** Peticiones recibidas: ruta y cabecera Authorization. */
  recibidas: Array<{ ruta: string; autorizacion: string | undefined }>;
  cerrar(): Promise<void>;
}

async function iniciarProveedor(): Promise<Proveedor> {
  const recibidas: Proveedor['recibidas'] = [];
  const servidor: Server = createServer((peticion: IncomingMessage, respuesta) => {
    const ruta = peticion.url ?? '';
    recibidas.push({ ruta, autorizacion: peticion.headers.authorization });
    const cedula = ruta.split('/').pop() ?? '';
    const json = (estado: number, cuerpo: unknown) => {
      respuesta.writeHead(estado, { 'content-type': 'application/json' });
      respuesta.end(JSON.stringify(cuerpo));
    };
    switch (cedula) {
      case CEDULAS.conocida:
        return json(200, {
          cedula,
          nombres: 'Jesús Antonio',
          apellidos: 'Quintero Ávila',
          fechaNacimiento: '12/03/1979',
          sexo: 'masculino',
          estadoCivil: 'casado',
          lugarNacimiento: 'Tuluá, Valle del Cauca',
          telefono: '311-456-7890',
          foto: PNG_BASE64,
          fotoMime: 'image/png',
          campoDesconocido: 'se ignora',
        });
      case CEDULAS.envuelta:
        return json(200, { data: { cedula, nombre: 'Rosa Elena Bermúdez', sexo: 'F', fechaNacimiento: '1990-07-01' } });
      case CEDULAS.lenta: {
        const temporizador = setTimeout(() => json(200, { cedula, nombre: 'Demasiado tarde' }), 5000);
        respuesta.on('close', () => clearTimeout(temporizador));
        return;
      }
      case CEDULAS.rota:
        respuesta.writeHead(200, { 'content-type': 'application/json' });
        return respuesta.end('{"nombre": "incomple');
      case CEDULAS.error:
        return json(500, { error: 'interno' });
      case CEDULAS.otraPersona:
        return json(200, { cedula: '80000000001', nombre: 'Alguien más' });
      default:
        return json(404, { error: 'no encontrada' });
    }
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/personas/{cedula}`,
    recibidas,
    cerrar: () =>
      new Promise<void>((resolve) => {
        servidor.closeAllConnections();
        servidor.close(() => resolve());
      }),
  };
}

/** Un puerto donde nadie escucha: se abre y se cierra en seguida. */
async function puertoCerrado(): Promise<number> {
  const servidor = createServer();
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const { port } = servidor.address() as AddressInfo;
  await new Promise<void>((resolve) => servidor.close(() => resolve()));
  return port;
}

describe('consulta de cédula', () => {
  let proveedor: Proveedor;

  beforeAll(async () => {
    proveedor = await iniciarProveedor();
  });
  afterAll(async () => {
    await proveedor?.cerrar();
  });
  // El proveedor se levanta antes: la aplicación lee su URL al abrirse.
  const { prueba, tokens } = usarAppPrueba({
    entorno: () => ({
      CEDULA_PROVIDER_URL: proveedor.url,
      CEDULA_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
      CEDULA_PROVIDER_TOKEN: TOKEN_PROVEEDOR,
      CEDULA_CACHE_TTL_HORAS: '24',
    }),
  });

  const consultar = (cedula: string, consulta = '') =>
    prueba.pedir({ metodo: 'GET', ruta: `/api/clientes/cedula/${cedula}${consulta}`, token: tokens.admin });
  const limpiar = (cedula: string) =>
    prueba.pedir({ metodo: 'DELETE', ruta: `/api/clientes/cedula/${cedula}/cache`, token: tokens.admin });
  const llamadasA = (cedula: string) => proveedor.recibidas.filter((p) => p.ruta.endsWith(`/${cedula}`)).length;

  it('un cliente que ya existe sale de la base (database), con su foto, sin preguntar al proveedor', async () => {
    const foto = `data:image/png;base64,${PNG_BASE64}`;
    const creado = await prueba.pedir({
      metodo: 'POST',
      ruta: '/api/clientes',
      token: tokens.admin,
      cuerpo: { nombre: 'Luz Ángela Ríos', cedula: '52000111222', telefono: '3001112233', direccion: 'Calle 1 # 2-3', ciudad: 'Cali', foto },
    });
    expect(creado.status).toBe(201);
    const r = await consultar('520-0011122-2');
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.source).toBe('database');
    expect(r.body.data).toMatchObject({ _id: creado.body.data._id, nombre: 'Luz Ángela Ríos', cedula: '52000111222', foto, source: 'database' });
    expect(llamadasA('52000111222')).toBe(0);
  });

  it('una cédula nueva va al registro externo (con el token) y se traduce a campos de cliente', async () => {
    const r = await consultar(CEDULAS.conocida);
    expect(r.status).toBe(200);
    expect(r.body.source).toBe('external');
    expect(r.body.data).toEqual({
      cedula: CEDULAS.conocida,
      nombre: 'Jesús Antonio Quintero Ávila',
      fechaNacimiento: '1979-03-12',
      sexo: 'M',
      estadoCivil: 'C',
      lugarNacimiento: 'Tuluá, Valle del Cauca',
      telefono: '3114567890',
      foto: `data:image/png;base64,${PNG_BASE64}`,
      source: 'external',
    });
    expect(proveedor.recibidas.at(-1)).toEqual({ ruta: `/personas/${CEDULAS.conocida}`, autorizacion: `Bearer ${TOKEN_PROVEEDOR}` });
    // Sin persist=1 no queda en la caché: la siguiente consulta vuelve a salir.
    const otra = await consultar(CEDULAS.conocida);
    expect(otra.body.source).toBe('external');
    expect(llamadasA(CEDULAS.conocida)).toBe(2);
  });

  it('acepta la ficha dentro de `data`', async () => {
    const r = await consultar(CEDULAS.envuelta);
    expect(r.body.data).toEqual({ cedula: CEDULAS.envuelta, nombre: 'Rosa Elena Bermúdez', sexo: 'F', fechaNacimiento: '1990-07-01', source: 'external' });
  });

  it('persist=1 la guarda en la caché; después sale de la caché; refresh=1 la salta; limpiar la borra', async () => {
    const guardada = await consultar(CEDULAS.envuelta, '?persist=1');
    expect(guardada.body.source).toBe('external');
    const llamadas = llamadasA(CEDULAS.envuelta);

    const enCache = await consultar(CEDULAS.envuelta);
    expect(enCache.status).toBe(200);
    expect(enCache.body.source).toBe('cache');
    expect(enCache.body.data).toMatchObject({ nombre: 'Rosa Elena Bermúdez', source: 'cache' });
    expect(llamadasA(CEDULAS.envuelta)).toBe(llamadas);
    const [fila] = await prueba.dataSource.query(
      `SELECT fuente, expira_en > now() + interval '23 hours' AND expira_en <= now() + interval '24 hours' AS caduca_bien
         FROM cedulas_cache WHERE cedula = $1`,
      [CEDULAS.envuelta],
    );
    expect(fila).toEqual({ fuente: new URL(proveedor.url.replace('{cedula}', '')).host, caduca_bien: true });

    const refrescada = await consultar(CEDULAS.envuelta, '?refresh=1');
    expect(refrescada.body.source).toBe('external');
    expect(llamadasA(CEDULAS.envuelta)).toBe(llamadas + 1);

    const limpia = await limpiar(CEDULAS.envuelta);
    expect(limpia.status).toBe(200);
    expect(limpia.body).toMatchObject({ success: true, message: 'Caché limpiada' });
    expect((await consultar(CEDULAS.envuelta)).body.source).toBe('external');
    // Limpiar lo que no está también es un éxito.
    expect((await limpiar(CEDULAS.envuelta)).status).toBe(200);
    const eventos = await prueba.dataSource.query(
      `SELECT accion FROM auditoria WHERE modulo = 'Clientes' AND accion IN ('Guardar consulta de cédula', 'Limpiar caché de cédula')`,
    );
    expect(eventos.length).toBeGreaterThanOrEqual(3);
  });

  it('una entrada vencida de la caché no se usa', async () => {
    await consultar(CEDULAS.conocida, '?persist=1');
    await prueba.dataSource.query(`UPDATE cedulas_cache SET expira_en = now() - interval '1 minute' WHERE cedula = $1`, [CEDULAS.conocida]);
    expect((await consultar(CEDULAS.conocida)).body.source).toBe('external');
  });

  it('la caché devuelve la ficha tal como llegó del registro, foto incluida', async () => {
    const externa = await consultar(CEDULAS.conocida, '?refresh=1&persist=1');
    const enCache = await consultar(CEDULAS.conocida);
    expect(enCache.body.source).toBe('cache');
    expect(enCache.body.data).toEqual({ ...externa.body.data, source: 'cache' });
  });

  it('una fila de la caché que no es una ficha de esa cédula no se usa', async () => {
    await consultar(CEDULAS.conocida, '?refresh=1&persist=1');
    await prueba.dataSource.query(
      `UPDATE cedulas_cache SET datos = jsonb_set(datos, '{cedula}', '"99999999999"') WHERE cedula = $1`,
      [CEDULAS.conocida],
    );
    expect((await consultar(CEDULAS.conocida)).body.source).toBe('external');
  });

  it('lo que el proveedor no conoce (o una ficha de otra cédula) es 404 "Cédula no encontrada"', async () => {
    for (const cedula of [CEDULAS.inexistente, CEDULAS.otraPersona]) {
      const r = await consultar(cedula);
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, message: 'Cédula no encontrada' });
    }
  });

  it('un proveedor lento se corta en el tiempo límite con 503', async () => {
    const inicio = Date.now();
    const r = await consultar(CEDULAS.lenta);
    const duracion = Date.now() - inicio;
    expect(r.status).toBe(503);
    expect(r.body.message).toBe('El registro de cédulas no respondió a tiempo. Intente de nuevo más tarde.');
    expect(duracion).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(duracion).toBeLessThan(TIMEOUT_MS + 1000);
  });

  it('un proveedor que responde basura o un 500 da 503 en español, nunca 500', async () => {
    const rota = await consultar(CEDULAS.rota);
    expect(rota.status).toBe(503);
    expect(rota.body.message).toBe('El registro de cédulas respondió con datos inválidos');
    const error = await consultar(CEDULAS.error);
    expect(error.status).toBe(503);
    expect(error.body.message).toBe('El registro de cédulas no está disponible en este momento');
  });

  it('una cédula inválida es 400 con el mensaje del formulario', async () => {
    const r = await consultar('12');
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ cedula: [MENSAJES.cedulaInvalida] });
    expect((await limpiar('abc')).status).toBe(400);
  });
});

// Cada una con su propia app (y sin la del bloque anterior: una app abierta por archivo a la vez).
describe('consulta de cédula con el proveedor caído o sin proveedor', () => {
  it('un proveedor caído responde 503 al instante', async () => {
    const entorno = {
      CEDULA_PROVIDER_URL: `http://127.0.0.1:${await puertoCerrado()}/personas/{cedula}`,
      CEDULA_PROVIDER_TIMEOUT_MS: '20000',
    };
    await conAppPrueba({ entorno }, async (caida) => {
      const inicio = Date.now();
      const r = await caida.pedir({ metodo: 'GET', ruta: `/api/clientes/cedula/${CEDULAS.conocida}`, token: await caida.token('gerente') });
      expect(r.status).toBe(503);
      expect(r.body.message).toBe('El registro de cédulas no está disponible en este momento');
      // Muy por debajo del tiempo límite de 20 s (con margen para una máquina cargada): la conexión rechazada se nota
      // en seguida, no se espera al límite.
      expect(Date.now() - inicio).toBeLessThan(10_000);
    });
  });

  it('sin CEDULA_PROVIDER_URL, lo que no está en la base ni en la caché es 404 al instante', async () => {
    await conAppPrueba({}, async (sinProveedor) => {
      const token = await sinProveedor.token('admin');
      const inicio = Date.now();
      const r = await sinProveedor.pedir({ metodo: 'GET', ruta: `/api/clientes/cedula/${CEDULAS.conocida}`, token });
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('Cédula no encontrada');
      expect(Date.now() - inicio).toBeLessThan(10_000);
    });
  });
});
