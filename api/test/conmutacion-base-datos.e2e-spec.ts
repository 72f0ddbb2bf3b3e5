// Una conmutación de Patroni vista desde la API (docs/decisiones/alta-disponibilidad.md): mientras el líder cambia,
// una conexión puede llegar a un nodo que ya no acepta escrituras (el líder degradado, o una réplica antes de que
// HAProxy la saque) y PostgreSQL responde 25006 «cannot execute … in a read-only transaction». Para el cliente es el
// mismo corte pasajero que una base caída: 503 SERVICIO_NO_DISPONIBLE con Retry-After, nada escrito, y el reintento
// con la misma Idempotency-Key, ya en el líder, se aplica una sola vez. El nodo de sólo lectura se simula en el
// PostgreSQL real de las pruebas con default_transaction_read_only en la base del archivo y las sesiones del pool
// terminadas (pg_terminate_backend), así el pool se reconecta y cae en él, como tras una conmutación.
import { consultarBase, leerConexionPruebas } from './support/entorno';
import { usarAppPrueba } from './support/app-del-archivo';

describe('la API atraviesa una conmutación del líder', () => {
  const { prueba, tokens } = usarAppPrueba();
  const mantenimiento = () => leerConexionPruebas().urlMantenimiento;

  async function baseDelArchivo(): Promise<string> {
    const [{ base }] = await prueba.dataSource.query<Array<{ base: string }>>(
      'SELECT current_database() AS base',
    );
    return base;
  }

  /** Las sesiones de la aplicación se cortan: las siguientes del pool abren en el nodo tal como quedó. */
  async function conmutar(base: string, soloLectura: boolean): Promise<void> {
    await consultarBase(
      mantenimiento(),
      `ALTER DATABASE "${base}" SET default_transaction_read_only = ${soloLectura ? 'on' : 'off'}`,
    );
    await consultarBase(
      mantenimiento(),
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${base}' AND pid <> pg_backend_pid()`,
    );
  }

  const contar = async () => {
    const [{ n }] = await prueba.dataSource.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM movimientos_caja WHERE concepto = 'Papelería de la conmutación'`,
    );
    return n;
  };

  it('una escritura de dinero que llega a un nodo de sólo lectura es 503 con Retry-After y su reintento se aplica una vez', async () => {
    const base = await baseDelArchivo();
    const movimiento = {
      metodo: 'POST' as const,
      ruta: '/api/flujo-caja/movimientos',
      token: tokens.admin,
      cabeceras: { 'idempotency-key': 'conmutacion-1' },
      cuerpo: {
        fecha: '2026-01-15',
        tipo: 'egreso',
        categoria: 'gastos',
        concepto: 'Papelería de la conmutación',
        monto: 9000,
      },
    };
    await conmutar(base, true);
    try {
      // La primera consulta de cada conexión cortada falla (57P01) y el pool la descarta; las que siguen abren en el
      // nodo de sólo lectura.
      await prueba.pedir({ metodo: 'GET', ruta: '/api/health/ready' });
      const rechazada = await prueba.pedir(movimiento);
      expect({
        status: rechazada.status,
        code: rechazada.body.code,
        message: rechazada.body.message,
      }).toEqual({
        status: 503,
        code: 'SERVICIO_NO_DISPONIBLE',
        message: 'Servicio no disponible, reintente en unos segundos',
      });
      expect(rechazada.headers['retry-after']).toBe('2');
    } finally {
      await conmutar(base, false);
    }
    await prueba.pedir({ metodo: 'GET', ruta: '/api/health/ready' });
    expect(await contar()).toBe(0);

    const reintento = await prueba.pedir(movimiento);
    expect(reintento.status).toBe(201);
    const otraVez = await prueba.pedir(movimiento);
    expect(otraVez.headers['idempotent-replayed']).toBe('true');
    expect(await contar()).toBe(1);
  });
});
