// Las lecturas calientes (sesión, listas, tablero) van como sentencias preparadas con nombre por el pool de `pg`:
// PostgreSQL las guarda en la conexión, el número de nombres tiene tope, y un error de la base se traduce igual que
// el de dataSource.query. Issue 14.
import { PostgresQueryCompiler, sql } from 'kysely';
import { QueryFailedError } from 'typeorm';
import { traducirError } from '../src/common/traducir-error';
import { leerTrabajadores } from '../src/config/trabajadores';
import {
  MAXIMO_SENTENCIAS_PREPARADAS,
  consultaPreparada,
  MAXIMO_FORMAS,
  formaFija,
  formasFijas,
  nombreDeSentencia,
  sentenciasConNombre,
} from '../src/database/consulta-preparada';
import { db } from '../src/database/kysely';
import { usarAppPrueba } from './support/app-del-archivo';

describe('consultas preparadas', () => {
  const { prueba } = usarAppPrueba({ entorno: { DB_STATEMENT_TIMEOUT_MS: '300' } });
  const k = () => db(prueba.dataSource.manager);
  const usuarios = () =>
    k().selectFrom('usuarios').select(['id', 'nombre', 'credenciales_version', 'created_at']).orderBy('email').limit(3);

  it('una petición con sesión prepara la consulta de la sesión y las de la lista, y PostgreSQL las guarda', async () => {
    const r = await prueba.pedir({
      metodo: 'GET',
      ruta: '/api/cobros?page=1&limit=5',
      token: await prueba.token('admin'),
    });
    expect(r.status).toBe(200);
    const conNombre = sentenciasConNombre();
    // La de la sesión: el usuario con su fila de `sesiones` (docs/decisiones/sesiones-en-el-servidor.md).
    expect(conNombre.some((t) => t.includes('from "usuarios" as "u" inner join "sesiones" as "s"'))).toBe(true);
    expect(conNombre.some((t) => t.includes('from "cobros_resumen"'))).toBe(true);
    // Dos consultas seguidas usan la misma conexión del pool (la última que se soltó): la primera quedó preparada.
    const consulta = k()
      .selectFrom('usuarios')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
      .where('rol', '=', 'admin')
      .compile();
    const [{ n }] = await consultaPreparada(prueba.dataSource, consulta);
    expect(n).toBeGreaterThan(0);
    const [guardada] = await consultaPreparada(
      prueba.dataSource,
      sql<{ name: string }>`SELECT name FROM pg_prepared_statements WHERE statement = ${consulta.sql}`.compile(k()),
    );
    expect(guardada?.name).toBe(nombreDeSentencia(consulta.sql));
  });

  it('el tipo de las filas es el de la consulta tipada: una columna que no está en el esquema no compila', async () => {
    const [fila] = await consultaPreparada(prueba.dataSource, usuarios());
    const version: number = fila.credenciales_version;
    expect(typeof version).toBe('number');
    // @ts-expect-error: la consulta no lee el email, así que su fila no lo tiene
    expect(fila.email).toBeUndefined();
    // @ts-expect-error: una columna renombrada o que no existe en esquema.ts es un error de tipos, no de la base
    expect(() => k().selectFrom('usuarios').select('nombre_completo').compile()).not.toThrow();
  });

  it('una consulta de forma fija se arma y compila una vez; cada ejecución lleva sus valores en los parámetros', async () => {
    let armadas = 0;
    const porRol = formaFija((kc, valor) => {
      armadas += 1;
      return kc.selectFrom('usuarios').select('rol').where('rol', '=', valor<string>(0)).limit(1);
    });
    const [admin] = await consultaPreparada(prueba.dataSource, porRol(['admin']));
    expect(admin?.rol).toBe('admin');
    expect(await consultaPreparada(prueba.dataSource, porRol(['nadie']))).toEqual([]);
    expect(porRol(['admin']).sql).toBe(porRol(['nadie']).sql);
    expect(porRol(['nadie']).parameters).toEqual(['nadie', 1]);
    expect(armadas).toBe(1);
  });

  it('una consulta de varias formas compila cada forma una vez, con tope; los valores van en los parámetros y los enteros de página en el texto', async () => {
    let armadas = 0;
    const porRol = formasFijas(
      (conLimite: boolean) => (conLimite ? 'limite' : 'todos'),
      (conLimite, kc, valor, entero) => {
        armadas += 1;
        const q = kc.selectFrom('usuarios').select('rol').where('rol', '=', valor<string>(0)).orderBy('email');
        return conLimite ? q.limit(entero(1)) : q;
      },
    );
    const [admin] = await consultaPreparada(prueba.dataSource, porRol(true, ['admin', 1]));
    expect(admin?.rol).toBe('admin');
    expect(await consultaPreparada(prueba.dataSource, porRol(false, ['nadie']))).toEqual([]);
    expect(porRol(true, ['nadie', 1]).sql).toBe(porRol(true, ['admin', 1]).sql);
    expect(porRol(true, ['nadie', 7]).sql).toContain('limit 7');
    expect(porRol(true, ['nadie', 7]).parameters).toEqual(['nadie']);
    expect(() => porRol(true, ['admin', '1; drop table usuarios'])).toThrow();
    expect(armadas).toBe(2);
    // Más formas que el tope: las de más se compilan cada vez, sin guardarse.
    const porClave = formasFijas(
      (clave: number) => String(clave),
      (_clave, kc) => {
        armadas += 1;
        return kc.selectFrom('usuarios').select('id').limit(1);
      },
    );
    for (let i = 0; i <= MAXIMO_FORMAS; i++) porClave(i, []);
    armadas = 0;
    porClave(0, []);
    porClave(MAXIMO_FORMAS, []);
    expect(armadas).toBe(1);
  });

  it('la lista de cobros sin búsqueda usa un texto por forma y tamaño de página, sin los valores de sus filtros', async () => {
    const token = await prueba.token('admin');
    const textos = () => sentenciasConNombre().filter((t) => t.includes('from "cobros" as "co"'));
    const antes = new Set(textos());
    const prestamos = ['3f1e2d4c-5b6a-4c7d-8e9f-0a1b2c3d4e5f', '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d'];
    for (const prestamo of prestamos) {
      const r = await prueba.pedir({ metodo: 'GET', ruta: `/api/cobros?page=3&limit=7&prestamo=${prestamo}`, token });
      expect(r.status).toBe(200);
    }
    const nuevos = textos().filter((t) => !antes.has(t));
    // La página y su total: dos textos, sin los préstamos; el tamaño de la página va escrito (su plan es el suyo).
    expect(nuevos).toHaveLength(2);
    expect(nuevos.some((t) => prestamos.some((p) => t.includes(p)))).toBe(false);
    expect(nuevos.some((t) => t.includes('limit 7 offset 14'))).toBe(true);
  });

  it('las listas de préstamos (y su CSV) y de clientes sin búsqueda no vuelven a compilar una forma ya vista', async () => {
    const token = await prueba.token('admin');
    const compilar = jest.spyOn(PostgresQueryCompiler.prototype, 'compileQuery');
    const compiladas = (tabla: string) =>
      compilar.mock.results.filter((r) => r.type === 'return' && String(r.value.sql).includes(tabla)).length;
    const pedir = async (ruta: string) => expect((await prueba.pedir({ metodo: 'GET', ruta, token })).status).toBe(200);
    const cobradores = ['3f1e2d4c-5b6a-4c7d-8e9f-0a1b2c3d4e5f', '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d'];
    try {
      for (const [i, cobrador] of cobradores.entries()) {
        if (i === 1) compilar.mockClear();
        await pedir(`/api/prestamos?page=2&limit=5&cobrador=${cobrador}&estado=activo&sort=tasaEfectivaAnual_asc`);
        await pedir(`/api/prestamos/export/csv?cobrador=${cobrador}&modalidad=diario`);
        await pedir(`/api/clientes?page=2&limit=5&cobrador=${cobrador}&estado=activo&sort=nombre_asc`);
      }
      // La segunda vez, con otros valores, ya no se arma ni se compila nada de esas listas.
      expect(compiladas('"prestamos" as "p"')).toBe(0);
      expect(compiladas('"clientes" as "c"')).toBe(0);
      expect(compiladas('"clientes_totales"')).toBe(0);
      // Una búsqueda sí se arma en cada petición.
      await pedir('/api/prestamos?search=jose');
      expect(compiladas('"prestamos" as "p"')).toBeGreaterThan(0);
    } finally {
      compilar.mockRestore();
    }
  });

  it('devuelve las filas con los tipos de siempre y el mismo resultado que dataSource.query', async () => {
    const { sql: texto, parameters } = usuarios().compile();
    const preparada = await consultaPreparada(prueba.dataSource, usuarios());
    expect(preparada).toEqual(await prueba.dataSource.query(texto, [...parameters]));
    expect(preparada[0].created_at).toBeInstanceOf(Date);
    // Con instantesIso, el instante llega como el texto ISO de ese mismo Date.
    const iso = await consultaPreparada(prueba.dataSource, usuarios(), { instantesIso: true });
    const texto0: string = iso[0].created_at;
    expect(texto0).toBe(preparada[0].created_at.toISOString());
  });

  it('un error de la consulta sale como QueryFailedError y se traduce igual (statement_timeout → 503)', async () => {
    const error = await consultaPreparada(prueba.dataSource, sql`SELECT pg_sleep(2)`.compile(k())).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as QueryFailedError).driverError).toMatchObject({ code: '57014' });
    expect(traducirError(error).status).toBe(503);
  });

  it('a lo sumo MAXIMO_SENTENCIAS_PREPARADAS textos reciben nombre; los demás van sin nombre', async () => {
    for (let i = 0; i < MAXIMO_SENTENCIAS_PREPARADAS + 5; i += 1) nombreDeSentencia(`SELECT ${i} AS relleno`);
    expect(nombreDeSentencia('SELECT 1 AS fuera_del_tope')).toBeUndefined();
    // Uno que ya tenía nombre lo conserva, y sin nombre la consulta funciona igual.
    expect(nombreDeSentencia('SELECT 0 AS relleno')).toMatch(/^c_/);
    expect(
      await consultaPreparada(prueba.dataSource, sql<{ fuera_del_tope: number }>`SELECT 1 AS fuera_del_tope`.compile(k())),
    ).toEqual([{ fuera_del_tope: 1 }]);
  });
});

describe('WEB_CONCURRENCY', () => {
  it('vacío es 1; un entero de 1 a 64 vale; cualquier otra cosa detiene el arranque con un mensaje claro', () => {
    expect(leerTrabajadores({})).toBe(1);
    expect(leerTrabajadores({ WEB_CONCURRENCY: ' 4 ' })).toBe(4);
    for (const malo of ['0', '65', '2.5', 'dos', '-1'])
      expect(() => leerTrabajadores({ WEB_CONCURRENCY: malo })).toThrow(
        /WEB_CONCURRENCY debe ser un entero entre 1 y 64/,
      );
  });
});
