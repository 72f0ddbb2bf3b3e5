// Las pruebas de la API hablan con su PostgreSQL embebido por el socket Unix (global-setup.ts, acceso-embebido.ts):
// la aplicación de cada archivo y las conexiones de mantenimiento. El proxy que simula una caída (proxy-tcp.ts)
// sigue por TCP. Con DATABASE_URL (un PostgreSQL externo), la URL se usa tal cual.
import { stat } from 'node:fs/promises';
import { Client } from 'pg';
import { crearAppPrueba, type AppPrueba } from './app-prueba';
import { leerConexionPruebas } from './entorno';
import { crearProxyTcp } from './proxy-tcp';

/** La dirección del servidor vista desde la sesión: NULL si la conexión llegó por un socket Unix. */
async function direccionServidor(url: string): Promise<string | null> {
  const cliente = new Client({ connectionString: url });
  await cliente.connect();
  try {
    const { rows } = await cliente.query<{ direccion: string | null }>(
      'SELECT host(inet_server_addr()) AS direccion',
    );
    return rows[0].direccion;
  } finally {
    await cliente.end();
  }
}

const externa = process.env.DATABASE_URL;

describe('conexión de las pruebas con PostgreSQL', () => {
  let prueba: AppPrueba | undefined;
  afterAll(async () => {
    await prueba?.cerrar();
  });

  it('la URL de mantenimiento: la de DATABASE_URL tal cual, o la del socket del embebido', () => {
    if (externa) expect(leerConexionPruebas().urlMantenimiento).toBe(externa);
    else expect(new URL(leerConexionPruebas().urlMantenimiento).searchParams.get('host')).toMatch(/^\//);
  });

  const conEmbebido = externa ? it.skip : it;
  conEmbebido('el embebido: por su socket, en una carpeta privada; el proxy que corta, por TCP', async () => {
    const { urlMantenimiento } = leerConexionPruebas();
    const carpeta = new URL(urlMantenimiento).searchParams.get('host') ?? '';
    expect((await stat(carpeta)).mode & 0o777).toBe(0o700);
    expect(await direccionServidor(urlMantenimiento)).toBeNull();

    const proxy = await crearProxyTcp(urlMantenimiento);
    try {
      expect(await direccionServidor(proxy.url(urlMantenimiento))).toBe('127.0.0.1');
    } finally {
      await proxy.cerrar();
    }

    // La aplicación del archivo (TypeORM y pg-boss): ninguna de sus conexiones llega por TCP.
    prueba = await crearAppPrueba();
    const [{ tcp }] = await prueba.dataSource.query<Array<{ tcp: number }>>(
      `SELECT count(*)::int AS tcp FROM pg_stat_activity
        WHERE datname = current_database() AND client_addr IS NOT NULL`,
    );
    const [{ sesiones }] = await prueba.dataSource.query<Array<{ sesiones: number }>>(
      'SELECT count(*)::int AS sesiones FROM pg_stat_activity WHERE datname = current_database()',
    );
    expect(sesiones).toBeGreaterThan(0);
    expect(tcp).toBe(0);
  });
});
