// Una conmutación de Patroni vista desde la API (docs/decisiones/alta-disponibilidad.md): mientras el líder cambia,
// una conexión puede llegar a un nodo que ya no acepta escrituras (el líder degradado, o una réplica antes de que
// HAProxy la saque) y PostgreSQL responde 25006 «cannot execute … in a read-only transaction». Para el cliente es el
// mismo corte pasajero que una base caída: 503 SERVICIO_NO_DISPONIBLE con Retry-After, nada escrito, y el reintento
// con la misma Idempotency-Key, ya en el líder, se aplica una sola vez. El nodo de sólo lectura se simula en el
// PostgreSQL real de las pruebas con default_transaction_read_only en la base del archivo y las sesiones del pool
// terminadas (pg_terminate_backend), así el pool se reconecta y cae en él, como tras una conmutación.
import type { ConfiguracionResuelta } from '../src/config/configuracion';
import { CONFIGURACION } from '../src/config/configuracion.module';
import { ColaService } from '../src/cola/cola.service';
import { consultarBase, leerConexionPruebas } from './support/entorno';
import { usarAppPrueba } from './support/app-del-archivo';

const esperar = (ms: number) => new Promise((listo) => setTimeout(listo, ms));

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
    await cortarSesiones(base, 'true');
  }

  /**
   * Termina las sesiones de la base que cumplen `condicion` y espera a que se vayan: pg_terminate_backend sólo avisa.
   * Un instante más y el pool ya recibió el aviso de cada conexión ociosa y la descartó.
   */
  async function cortarSesiones(base: string, condicion: string): Promise<void> {
    const cortadas = await consultarBase<{ pid: number }>(
      mantenimiento(),
      // OFFSET 0: la lista se filtra primero; sólo después se termina cada sesión de ella.
      `SELECT pid, pg_terminate_backend(pid) FROM (SELECT pid FROM pg_stat_activity
        WHERE datname = '${base}' AND pid <> pg_backend_pid() AND ${condicion} OFFSET 0) AS de_la_base`,
    );
    const pids = cortadas.map((f) => f.pid).join(',') || '0';
    const limite = Date.now() + 10_000;
    while (
      (await consultarBase(mantenimiento(), `SELECT 1 FROM pg_stat_activity WHERE pid IN (${pids})`)).length >
      0
    ) {
      if (Date.now() > limite) throw new Error('Las sesiones cortadas no terminaron');
      await esperar(50);
    }
    await esperar(200);
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
  it('la cola (pg-boss) sigue tomando trabajos cuando sus conexiones se cortan, como al cambiar de líder', async () => {
    const cola = new ColaService(prueba.app.get<ConfiguracionResuelta>(CONFIGURACION));
    let corridas = 0;
    cola.programarCada('prueba-conmutacion', 5, async () => {
      corridas += 1;
    });
    await cola.onApplicationBootstrap();
    try {
      const base = await baseDelArchivo();
      await cortarSesiones(base, `application_name = 'cartera-cola'`);
      // El primer envío puede tomar una conexión cortada del pool (503 para una solicitud): se repite, como el cliente.
      const limite = Date.now() + 30_000;
      for (;;) {
        const enviado = await cola.dispararAhora('prueba-conmutacion').then(
          () => true,
          () => false,
        );
        if (enviado) break;
        if (Date.now() > limite) throw new Error('La cola no aceptó el trabajo tras el corte');
        await esperar(200);
      }
      while (corridas === 0) {
        if (Date.now() > limite) throw new Error('La cola no tomó el trabajo tras el corte');
        await esperar(100);
      }
      expect(corridas).toBe(1);
    } finally {
      cola.esperaAlDetenerMs = 1000;
      await cola.onApplicationShutdown();
    }
  });
});
