// Una caída de la base no es un cierre de sesión: mientras PostgreSQL no está, las solicitudes con sesión válida
// reciben 503 SERVICIO_NO_DISPONIBLE (nunca 401), la vida (/api/health) sigue bien y la preparación dice que no;
// cuando la base vuelve, la aplicación se reconecta sola y una escritura reintentada con su Idempotency-Key se
// aplica una sola vez. La caída se simula cortando un proxy TCP entre la aplicación y el PostgreSQL de pruebas.
import { Client } from 'pg';
import { traducirError } from '../src/common/traducir-error';
import { crearAppPrueba, type AppPrueba } from './support/app-prueba';
import { leerConexionPruebas } from './support/entorno';
import { crearProxyTcp, type ProxyTcp } from './support/proxy-tcp';

const SIN_SERVICIO = {
  status: 503,
  code: 'SERVICIO_NO_DISPONIBLE',
  message: 'Servicio no disponible, reintente en unos segundos',
};

describe('la base de datos se cae con sesiones abiertas', () => {
  let prueba: AppPrueba;
  let proxy: ProxyTcp;
  let token: string;

  beforeAll(async () => {
    proxy = await crearProxyTcp(leerConexionPruebas().urlMantenimiento);
    prueba = await crearAppPrueba({ urlConexion: (url) => proxy.url(url) });
    token = await prueba.token('admin');
  });

  afterAll(async () => {
    await proxy.restablecer().catch(() => undefined);
    await prueba?.cerrar();
    await proxy?.cerrar();
  });

  it('responde 503 reintentable (no 401) mientras no hay base, y se recupera sola al volver', async () => {
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/clientes', token })).status).toBe(200);

    await proxy.cortar();
    const lista = await prueba.pedir({ metodo: 'GET', ruta: '/api/clientes', token });
    expect({ status: lista.status, code: lista.body.code, message: lista.body.message }).toEqual(SIN_SERVICIO);
    expect(lista.headers['retry-after']).toBe('2');

    const movimiento = {
      metodo: 'POST' as const,
      ruta: '/api/flujo-caja/movimientos',
      token,
      cabeceras: { 'idempotency-key': 'corte-base-1' },
      cuerpo: { fecha: '2026-01-15', tipo: 'egreso', categoria: 'gastos', concepto: 'Papelería del corte', monto: 12000 },
    };
    const escritura = await prueba.pedir(movimiento);
    expect({ status: escritura.status, code: escritura.body.code }).toEqual({ status: 503, code: SIN_SERVICIO.code });

    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/health' })).status).toBe(200);
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/health/ready' })).status).toBe(503);

    await proxy.restablecer();
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/health/ready' })).status).toBe(200);
    expect((await prueba.pedir({ metodo: 'GET', ruta: '/api/clientes', token })).status).toBe(200);
    const reintento = await prueba.pedir(movimiento);
    expect(reintento.status).toBe(201);
    const otraVez = await prueba.pedir(movimiento);
    expect(otraVez.headers['idempotent-replayed']).toBe('true');
    const [{ n }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM movimientos_caja WHERE concepto = 'Papelería del corte'`,
    );
    expect(n).toBe(1);
  });

  it('una sesión terminada por el servidor (57P01) y un servidor que arranca (57P03) son 503', async () => {
    const cliente = new Client({ connectionString: leerConexionPruebas().urlMantenimiento });
    await cliente.connect();
    cliente.on('error', () => undefined);
    const terminada = await cliente.query('SELECT pg_terminate_backend(pg_backend_pid())').catch((e: unknown) => e);
    await cliente.end().catch(() => undefined);
    expect((terminada as { code?: string }).code).toBe('57P01');
    expect(traducirError(terminada).status).toBe(503);
    expect(traducirError(terminada).cuerpo.code).toBe(SIN_SERVICIO.code);

    const arrancando = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    expect(traducirError(arrancando).cuerpo.code).toBe(SIN_SERVICIO.code);
    const rechazada = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
    expect(traducirError(rechazada).cuerpo.code).toBe(SIN_SERVICIO.code);
  });
});
