// Tres réplicas de la API que arrancan a la vez sobre una base vacía: exactamente una aplica las migraciones
// (candado consultivo en migrar.ts) y las otras esperan el candado y no encuentran nada pendiente.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { opcionesBaseDatos } from '../src/database/data-source';
import { ejecutarMigraciones } from '../src/sistema/migrar';
import { MIGRACIONES } from '../src/database/migrations';
import { leerConexionPruebas, urlDeBase } from './support/entorno';

async function enMantenimiento(sql: string): Promise<void> {
  const cliente = new Client({ connectionString: leerConexionPruebas().urlMantenimiento });
  await cliente.connect();
  try {
    await cliente.query(sql);
  } finally {
    await cliente.end();
  }
}

describe('migraciones con tres réplicas arrancando a la vez', () => {
  const base = `cartera_migraciones_${process.pid}_${randomBytes(3).toString('hex')}`;
  const replicas: DataSource[] = [];

  beforeAll(async () => {
    await enMantenimiento(`CREATE DATABASE ${base}`);
    const url = urlDeBase(leerConexionPruebas().urlMantenimiento, base);
    for (let i = 0; i < 3; i += 1) {
      const dataSource = new DataSource({ ...opcionesBaseDatos({ url, maxConexiones: 2 }), entities: [] });
      replicas.push(await dataSource.initialize());
    }
  });

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.destroy()));
    await enMantenimiento(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
  });

  it('una sola réplica ejecuta las migraciones; las otras esperan el candado y no aplican nada', async () => {
    const observador = replicas[0];
    // Mientras corren, cuántas sesiones esperan el candado consultivo de las migraciones.
    let maximoEsperando = 0;
    let corriendo = true;
    const observar = (async () => {
      while (corriendo) {
        const [{ esperando }] = (await observador.query(
          `SELECT count(*)::int AS esperando FROM pg_locks l JOIN pg_database d ON d.oid = l.database
            WHERE l.locktype = 'advisory' AND NOT l.granted AND d.datname = current_database()`,
        )) as Array<{ esperando: number }>;
        maximoEsperando = Math.max(maximoEsperando, esperando);
        await new Promise((resolver) => setTimeout(resolver, 10));
      }
    })();

    const resultados = await Promise.all(replicas.map((replica) => ejecutarMigraciones(replica)));
    corriendo = false;
    await observar;

    const conMigraciones = resultados.filter((aplicadas) => aplicadas.length > 0);
    expect(conMigraciones).toHaveLength(1);
    expect(conMigraciones[0]).toHaveLength(MIGRACIONES.length);
    expect(resultados.filter((aplicadas) => aplicadas.length === 0)).toHaveLength(2);
    // Las otras dos esperaron el candado mientras la primera aplicaba, y al tomarlo no encontraron nada pendiente:
    // corrieron después de que ella confirmara. (El orden en que se resuelven las promesas no dice nada: la que
    // aplicó suelta el candado antes de devolver, y una que no tenía nada que hacer puede volver antes que ella.)
    expect(maximoEsperando).toBe(2);

    // Cada migración quedó registrada una sola vez.
    const filas = (await observador.query(
      `SELECT name, count(*)::int AS veces FROM migrations GROUP BY name`,
    )) as Array<{ name: string; veces: number }>;
    expect(filas).toHaveLength(MIGRACIONES.length);
    expect(filas.every((fila) => fila.veces === 1)).toBe(true);
  });
});
