// The typing ratchet (docs/decisiones/acceso-tipado-a-datos.md): no count of scripts/conteos-tipado.mjs grows.
/* global describe, it, expect -- jest */
import fs from 'node:fs';
import path from 'node:path';
import {
  archivosJustificados,
  contar,
  contarApi,
  contarPortal,
  crecidos,
  leerBase,
  MAXIMO_ASERCIONES_PORTAL,
  REGISTRO_JUSTIFICADAS,
} from './lib/conteos-tipado.mjs';

const RAIZ = path.resolve(__dirname, '..');

describe('conteos de tipado', () => {
  it('ningún conteo crece sobre scripts/conteos-tipado.json (bajarlo: node scripts/conteos-tipado.mjs --actualizar)', () => {
    const problemas = crecidos(contar(RAIZ), leerBase(RAIZ));
    if (problemas.length > 0) throw new Error(`Crecieron:\n  ${problemas.join('\n  ')}`);
  });

  it('cuenta consultas crudas, filas tipadas a mano, aserciones y rutas sin respuesta declarada', () => {
    const texto = `
      class C {
        @Get(':id') uno() {}
        @Get() @ApiOkResponse({ type: X }) lista() {}
        @Put(':id') @Responde(EsquemaX) cambiar() {}
        @Get('export/:formato') @RespondeArchivo('text/csv') exportar() {}
        @Post() @Roles('admin') crear() {}
        @Ruta.get(':id/plan', TODOS, EsquemaPlan) plan() {}
        @Ruta.delete(':id', OFICINA) borrar() {}
        @Ruta.get('export/csv', TODOS, descarga('csv')) exportarCsv() {}
        @Otro.get(':id') noEsRuta() {}
        async f(m) {
          const a = await m.query('SELECT 1');
          const b: Fila[] = await m.query('SELECT 2');
          const c = (await m.query('SELECT 3')) as Fila[];
          const d = await m.query<Fila[]>('SELECT 4');
          const e = [1] as const;
          const g = x as unknown as Y;
        }
      }`;
    expect(contarApi('c.controller.ts', texto)).toEqual({
      consultasCrudas: 4,
      consultasCrudasJustificadas: 0,
      filasAMano: 3,
      aserciones: 3,
      asercionesJustificadas: 0,
      sqlRawDeTexto: 0,
      sqlTipadoSinMotivo: 0,
      sqlTipadoConMotivo: 0,
      consultasTypeorm: 0,
      rutasSinRespuesta: 3,
    });
  });

  it('un `sql.raw(` sin `// raw: <motivo>` en la línea de antes cuenta como texto SQL pegado', () => {
    const texto = `
      const REGLA = 'SELECT 1';
      const a = sql\`SELECT * FROM (\${sql.raw(REGLA)}) r\`;
      // raw: ASC o DESC, de un booleano
      const b = sql.raw(ascendente ? 'ASC' : 'DESC');
      // una explicación cualquiera
      const c = sql.raw('x');
      // raw:
      const d = sql.raw('y');
      const e = otro.raw('z');`;
    expect(contarApi('a.ts', texto).sqlRawDeTexto).toBe(3);
  });

  it('un `sql<T>` sin `// sql: <motivo>` en la línea de antes (de él o de la sentencia que es él) cuenta sin motivo', () => {
    const texto = `
      // sql: ventana sobre los cobros del préstamo
      const a = sql<number>\`row_number() OVER (PARTITION BY prestamo_id)\`;
      // sql: LATERAL, Kysely no lo dice
      export const b =
        sql<string>\`x\`;
      const c = sql\`now()\`;
      // una explicación cualquiera
      const d = sql<Date>\`now()\`;
      // sql:
      const e = sql<Date>\`now()\`;
      const f = otro<Date>\`now()\`;
      // sql: un motivo sobre toda la consulta no sirve a cada fragmento de adentro
      const g = db.selectFrom('t').select([
        sql<number>\`1\`.as('uno'),
        // sql: GROUPING SETS
        sql<number>\`2\`.as('dos'),
      ]);
      function h() {
        // sql: la sentencia es el fragmento
        return sql<string>\`y\`.as('y');
      }`;
    const c = contarApi('a.ts', texto);
    expect([c.sqlTipadoSinMotivo, c.sqlTipadoConMotivo]).toEqual([3, 4]);
  });

  it('cuenta cada consulta con TypeORM (repositorio, QueryBuilder, lecturas y escrituras del manager)', () => {
    const texto = `
      async function f(dataSource, manager) {
        await dataSource.getRepository(Usuario).createQueryBuilder('u').getOne();
        await manager.findOneBy(Usuario, { id });
        await manager.save(usuario);
        await db(manager).selectFrom('usuarios').selectAll().execute();
        [1, 2].find((x) => x > 1);
      }`;
    expect(contarApi('a.ts', texto).consultasTypeorm).toBe(4);
  });

  it('una aserción es justificada con `// as: <motivo>` en la línea de antes (de ella o de su tipo)', () => {
    const texto = `
      function f(x, y) {
        // as: el constructor del tipo marcado
        const a = x as Marcado;
        // as: la biblioteca tipa el callback sin genérico
        const b = y as unknown as Buffer;
        const c = (
          x
          // as: la forma que documenta el proveedor
        ) as Forma;
        // as:
        const d = x as Vacio;
        // una explicación cualquiera
        const e = x as Otra;
        const g = x as Sin;
      }`;
    const c = contarApi('a.ts', texto);
    // Con motivo: la simple, la doble (una línea, dos aserciones) y la de varias líneas; sin motivo u otro comentario, no.
    expect([c.aserciones, c.asercionesJustificadas]).toEqual([3, 4]);
  });

  it('en el portal cuenta las aserciones de un .tsx (con JSX y genéricos), sin `as const`, y las justificadas aparte', () => {
    const texto = `
      export function Vista<T,>({ filas }: { filas: T[] }) {
        const a = filas as unknown as Fila[];
        const b = ['x'] as const;
        // as: antd no tipa el valor del evento
        const c = evento.target.value as Modalidad;
        // una explicación cualquiera
        const d = <Tabla<Fila> filas={a} onClick={() => (b as string[])} />;
        return <div>{c}{d}</div>;
      }`;
    expect(contarPortal('Vista.tsx', texto)).toEqual({ asercionesPortal: 3, asercionesPortalJustificadas: 1 });
  });

  it('el portal guarda a lo sumo ' + MAXIMO_ASERCIONES_PORTAL + ' aserciones justificadas, y ninguna sin justificar', () => {
    const { asercionesPortal, asercionesPortalJustificadas } = contar(RAIZ);
    expect(asercionesPortalJustificadas).toBeLessThanOrEqual(MAXIMO_ASERCIONES_PORTAL);
    expect(leerBase(RAIZ).asercionesPortalJustificadas).toBeLessThanOrEqual(MAXIMO_ASERCIONES_PORTAL);
    expect(asercionesPortal).toBeLessThanOrEqual(leerBase(RAIZ).asercionesPortal);
  });

  it('una consulta cruda es justificada sólo con la marca en la línea de antes y su archivo en el registro', () => {
    const texto = `
      async function f(m, runner) {
        // crudo: límites de la sesión
        await m.query('SET lock_timeout = 0');
        // crudo: candado consultivo de sesión
        await runner
          .query('SELECT pg_advisory_lock(1)');
        // crudo:
        await m.query('SELECT 3');
        // una explicación cualquiera
        await m.query('SELECT 4');
        await m.query('SELECT 5');
      }`;
    const crudas = (justificado) => {
      const c = contarApi('a.ts', texto, justificado);
      return [c.consultasCrudas, c.consultasCrudasJustificadas];
    };
    // En el registro: las dos con motivo se justifican; sin motivo, otro comentario o sin marca, no.
    expect(crudas(true)).toEqual([3, 2]);
    // Fuera del registro, la marca sola no basta.
    expect(crudas(false)).toEqual([5, 0]);
  });

  it('el registro nombra los archivos justificados en su tabla, cada uno con su razón', () => {
    const registro = [
      '## Decisión',
      '| `api/src/fuera.ts` | una tabla de otro tema |',
      '### Consultas crudas justificadas',
      '| Archivo | Por qué |',
      '| --- | --- |',
      '| `api/src/database/migrar.ts` | la sesión que migra |',
      '| `api/src/sin-razon.ts` |  |',
      '## Consecuencias',
      '| `api/src/despues.ts` | ya no es la tabla |',
    ].join('\n');
    expect([...archivosJustificados(registro)]).toEqual(['api/src/database/migrar.ts']);
  });

  it('cada archivo de la tabla del registro existe (una fila vieja no justifica nada)', () => {
    const registro = fs.readFileSync(path.join(RAIZ, REGISTRO_JUSTIFICADAS), 'utf8');
    const faltan = [...archivosJustificados(registro)].filter((a) => !fs.existsSync(path.join(RAIZ, a)));
    expect(faltan).toEqual([]);
  });

  it('un conteo que crece se nombra; uno que baja no; las justificadas no tienen tope', () => {
    expect(
      crecidos(
        { consultasCrudas: 5, consultasCrudasJustificadas: 9, aserciones: 1 },
        { consultasCrudas: 4, consultasCrudasJustificadas: 3, aserciones: 2 },
      ),
    ).toEqual([
      'consultasCrudas: 5 (la base dice 4) — `.query(` en api/src fuera de las migraciones y de la capa tipada, sin justificar (tiene que llegar a 0)',
    ]);
  });
});
