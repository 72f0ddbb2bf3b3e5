// El rol con el que atiende la API y el alcance de cada transacción (docs/decisiones/rol-de-la-api-y-alcance.md), sobre
// PostgreSQL real: el rol no se salta la seguridad por filas, cada transacción lleva `app.oficinas` de quien la abre
// (la petición, un trabajo, nadie), nunca el de otra que comparte el pool, y lo que crea una migración nueva le llega.
import { randomUUID } from 'node:crypto';
import { setImmediate as turno } from 'node:timers/promises';
import { sql } from 'kysely';
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { leerConCursor } from '../src/common/cursor';
import { conAlcance, enPeticion, enSuAlcance, TODAS, type Alcance } from '../src/database/alcance';
import { consultaPreparada } from '../src/database/consulta-preparada';
import { opcionesBaseDatos } from '../src/database/data-source';
import { db } from '../src/database/kysely';
import { MIGRACIONES } from '../src/database/migrations';
import { comprobarRolApi, rolDeConexion, ROL_API } from '../src/database/rol-api';
import { ejecutarMigraciones } from '../src/sistema/migrar';
import { usarAppPrueba } from './support/app-del-archivo';
import { cuerpoCliente } from './support/clientes';

const { prueba, tokens } = usarAppPrueba();

const LEER = `SELECT current_setting('app.oficinas', true) AS valor`;
const oficinas = (...ids: string[]): Alcance => ({ oficinas: ids });

/** El valor que ve una sentencia suelta (su propia transacción corta), por TypeORM. */
async function sueltaTypeorm(): Promise<string> {
  const [{ valor }] = await prueba.dataSource.query<Array<{ valor: string }>>(LEER);
  return valor;
}

/** Por el pool de `pg` directo (consultaPreparada: pool.query, que espera una conexión libre si no hay). */
async function sueltaPreparada(): Promise<string> {
  const filas = await consultaPreparada(
    prueba.dataSource,
    // sql: current_setting, función de PostgreSQL sin constructor en Kysely
    sql<{ valor: string }>`SELECT current_setting('app.oficinas', true) AS valor`.compile(db(prueba.dataSource.manager)),
  );
  return filas[0].valor;
}

/** Dentro de una transacción de TypeORM (con un nivel de aislamiento: el SET LOCAL no le estorba), tras una espera. */
async function enTransaccion(esperaMs = 0): Promise<string> {
  return prueba.dataSource.transaction('SERIALIZABLE', async (manager) => {
    if (esperaMs > 0) await manager.query(`SELECT pg_sleep(${esperaMs / 1000})`);
    const [{ valor }] = await manager.query<Array<{ valor: string }>>(LEER);
    return valor;
  });
}

describe('el rol de la API', () => {
  it('no es superusuario, no tiene BYPASSRLS y no es dueño de ninguna tabla; el dueño sí lo es', async () => {
    expect(await rolDeConexion(prueba.dataSource)).toEqual({
      rol: ROL_API,
      superusuario: false,
      saltaPoliticas: false,
      propias: 0,
    });
    // Las tablas de Cartera son de otro (el dueño que migró), y el rol de la API las lee y escribe.
    const [{ ajenas }] = await prueba.dataSource.query<Array<{ ajenas: number }>>(
      `SELECT count(*)::int AS ajenas FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND pg_get_userbyid(c.relowner) <> current_user
         AND has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE') AND NOT has_table_privilege(c.oid, 'TRUNCATE')`,
    );
    const [{ tablas }] = await prueba.dueno.query<Array<{ tablas: number }>>(
      `SELECT count(*)::int AS tablas FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
    );
    expect(ajenas).toBe(tablas);
    expect(tablas).toBeGreaterThan(50);
    // La API no arranca con el dueño: se saltaría las políticas.
    await expect(comprobarRolApi(prueba.dueno)).rejects.toThrow(/es superusuario, y se saltaría la seguridad por filas/);
  });

  it('una tabla que crea una migración nueva le llega al rol de la API', async () => {
    class TablaDePrueba9999999999999 implements MigrationInterface {
      name = 'TablaDePrueba9999999999999';
      async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`CREATE TABLE prueba_migracion_nueva (id serial PRIMARY KEY, nota text NOT NULL)`);
      }
      async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`DROP TABLE prueba_migracion_nueva`);
      }
    }
    const url = 'url' in prueba.dueno.options ? prueba.dueno.options.url : undefined;
    if (!url) throw new Error('La conexión del dueño no tiene URL');
    const dueno = await new DataSource({
      ...opcionesBaseDatos({ url, maxConexiones: 1 }),
      migrations: [...MIGRACIONES, TablaDePrueba9999999999999],
    }).initialize();
    try {
      expect(await ejecutarMigraciones(dueno, { rolApi: ROL_API })).toEqual(['TablaDePrueba9999999999999']);
    } finally {
      await dueno.destroy();
    }
    await prueba.dataSource.query(`INSERT INTO prueba_migracion_nueva (nota) VALUES ('del rol de la API')`);
    expect(await prueba.dataSource.query(`SELECT nota FROM prueba_migracion_nueva`)).toEqual([
      { nota: 'del rol de la API' },
    ]);
  });
});

describe('el alcance de cada transacción (app.oficinas)', () => {
  it('sin alcance es vacío, con TODAS es «todas» y con oficinas, su arreglo: suelta, preparada y en transacción', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    // El código de las pruebas trabaja con TODAS (support/alcance-de-las-pruebas.ts): sin alcance es el de una petición
    // que aún no se autentica (enPeticion).
    expect(await enPeticion(async () => [await sueltaTypeorm(), await sueltaPreparada(), await enTransaccion()])).toEqual([
      '',
      '',
      '',
    ]);
    await conAlcance(TODAS, async () => {
      expect([await sueltaTypeorm(), await sueltaPreparada(), await enTransaccion()]).toEqual(['todas', 'todas', 'todas']);
    });
    await conAlcance(oficinas(a, b), async () => {
      expect(await sueltaTypeorm()).toBe(`{${a},${b}}`);
      expect(await sueltaPreparada()).toBe(`{${a},${b}}`);
      expect(await enTransaccion()).toBe(`{${a},${b}}`);
    });
    // Un id que no es uuid no llega nunca al texto de la sentencia.
    expect(() => conAlcance(oficinas("x'; RESET ALL; --"), () => sueltaTypeorm())).toThrow(/Alcance inválido/);
  });

  it('no queda en la conexión: lo que sigue en la misma, sin alcance, ve vacío', async () => {
    const conexion = prueba.dataSource.createQueryRunner();
    await conexion.connect();
    try {
      await conAlcance(oficinas(randomUUID()), () => conexion.query(LEER));
      await conAlcance(TODAS, async () => {
        await conexion.startTransaction();
        await conexion.commitTransaction();
      });
      expect(await enPeticion(() => conexion.query(LEER))).toEqual([{ valor: '' }]);
    } finally {
      await conexion.release();
    }
  });

  it('la sentencia que fija el alcance se analiza una vez por conexión, y vuelve sola si la conexión la pierde', async () => {
    const conexion = prueba.dataSource.createQueryRunner();
    await conexion.connect();
    const preparadas = async (): Promise<number> => {
      const filas: Array<{ n: number }> = await conexion.query(
        `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'cartera_fijar_alcance'`,
      );
      return filas[0].n;
    };
    try {
      const a = randomUUID();
      await conAlcance(oficinas(a), async () => {
        for (let i = 0; i < 5; i++) expect(await conexion.query(LEER)).toEqual([{ valor: `{${a}}` }]);
        expect(await preparadas()).toBe(1);
        // Si la conexión la pierde, la sentencia siguiente la vuelve a preparar sin fallar (su Bind falló antes de
        // que corriera nada, y se reenvía una vez).
        await conexion.query('DEALLOCATE cartera_fijar_alcance');
        expect(await conexion.query(LEER)).toEqual([{ valor: `{${a}}` }]);
        expect(await preparadas()).toBe(1);
      });
      // Una sentencia que falla no deja la conexión sin ella ni con el alcance puesto.
      await expect(conAlcance(TODAS, () => conexion.query('SELECT 1/0'))).rejects.toThrow(/division by zero/);
      expect(await enPeticion(() => conexion.query(LEER))).toEqual([{ valor: '' }]);
    } finally {
      await conexion.release();
    }
  });

  it('muchos alcances a la vez sobre el pool (lleno, con esperas) nunca ven el de otro', async () => {
    const alcances = Array.from({ length: 12 }, (_, i) => (i % 4 === 0 ? TODAS : oficinas(randomUUID())));
    const esperado = (alcance: Alcance) => (alcance.oficinas === 'todas' ? 'todas' : `{${alcance.oficinas.join(',')}}`);
    const vistos = await Promise.all(
      Array.from({ length: 120 }, (_, i) => {
        const alcance = alcances[i % alcances.length];
        return conAlcance(alcance, async () => {
          await turno();
          const valores = [await sueltaPreparada(), await enTransaccion(i % 3 === 0 ? 20 : 0), await sueltaTypeorm()];
          return { esperado: esperado(alcance), valores };
        });
      }),
    );
    for (const { esperado: valor, valores } of vistos) expect(valores).toEqual([valor, valor, valor]);
    // Y sin alcance, después de todos ellos, vacío.
    expect(await enPeticion(() => Promise.all(Array.from({ length: 20 }, () => sueltaPreparada())))).toEqual(
      Array(20).fill(''),
    );
  });

  it('un flujo de descarga lee con el alcance de quien lo armó, aunque lo consuma otro', async () => {
    const a = randomUUID();
    const flujo = conAlcance(oficinas(a), () =>
      enSuAlcance(leerConCursor<{ valor: string }>(prueba.dataSource, LEER, [], 10)),
    );
    const leidas: string[] = [];
    await conAlcance(TODAS, async () => {
      for await (const lote of flujo) leidas.push(...lote.map((f) => f.valor));
    });
    expect(leidas).toEqual([`{${a}}`]);
  });

  it('en una petición: con sesión, el alcance de quien la hace; una pública, el que declara (entrar: TODAS)', async () => {
    await prueba.dueno.query(`CREATE TABLE prueba_alcances (tabla text NOT NULL, valor text)`);
    await prueba.dueno.query(`CREATE FUNCTION prueba_anotar_alcance() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO prueba_alcances VALUES (TG_TABLE_NAME, current_setting('app.oficinas', true)); RETURN NEW; END $$`);
    for (const tabla of ['clientes', 'intentos_login'])
      await prueba.dueno.query(
        `CREATE TRIGGER prueba_anotar_alcance AFTER INSERT ON ${tabla} FOR EACH ROW EXECUTE FUNCTION prueba_anotar_alcance()`,
      );
    try {
      const creado = await prueba.pedir({ metodo: 'POST', ruta: '/api/clientes', token: tokens.admin, cuerpo: cuerpoCliente() });
      expect(creado.status).toBe(201);
      const fallido = await prueba.pedir({
        metodo: 'POST',
        ruta: '/api/auth/login',
        cuerpo: { email: 'nadie@cartera.local', password: 'no-es-esta' },
        ip: '10.9.0.1',
      });
      expect(fallido.status).toBe(401);
      expect(await prueba.dueno.query(`SELECT tabla, valor FROM prueba_alcances ORDER BY tabla`)).toEqual([
        { tabla: 'clientes', valor: 'todas' },
        { tabla: 'intentos_login', valor: 'todas' },
      ]);
    } finally {
      for (const tabla of ['clientes', 'intentos_login'])
        await prueba.dueno.query(`DROP TRIGGER prueba_anotar_alcance ON ${tabla}`);
    }
  });
});
