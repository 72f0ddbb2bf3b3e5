// La capa tipada de acceso a datos (docs/decisiones/acceso-tipado-a-datos.md): Kysely con los tipos de las tablas
// generados de la base migrada (`esquema.ts`, `npm run db:tipos`), sobre la conexión de TypeORM. `db(manager)` corre
// cada consulta por el mismo QueryRunner del manager: dentro de `dataSource.transaction((manager) => …)` las
// consultas tipadas y las de `manager.query` comparten la transacción, sus candados y su reversión. TypeORM sigue
// siendo dueño de la conexión, de las transacciones y de las migraciones; Kysely sólo escribe el SQL y sabe sus tipos.
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Client } from 'pg';
import type { EntityManager, QueryRunner } from 'typeorm';
import type { DB } from './esquema';

export type BaseTipada = Kysely<DB>;

class ConexionTypeorm implements DatabaseConnection {
  constructor(
    readonly runner: QueryRunner,
    /** Creado para esta consulta (se libera al terminar) o el de la transacción del manager (no se toca). */
    readonly propio: boolean,
  ) {}

  async executeQuery<R>(consulta: CompiledQuery): Promise<QueryResult<R>> {
    // crudo: el driver de la capa tipada corre el SQL que Kysely compila
    const resultado = await this.runner.query(consulta.sql, [...consulta.parameters], true);
    return {
      rows: resultado.records ?? [],
      numAffectedRows: typeof resultado.affected === 'number' ? BigInt(resultado.affected) : undefined,
    };
  }

  // eslint-disable-next-line require-yield -- no hay flujo: las lecturas grandes van por páginas
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('La capa tipada no lee en flujo: use páginas (limit/offset o por llave)');
  }
}

const SIN_TRANSACCIONES =
  'Las transacciones son de TypeORM: dataSource.transaction((manager) => …) y db(manager) dentro';

class DriverTypeorm implements Driver {
  constructor(private readonly manager: EntityManager) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const runner = this.manager.queryRunner;
    return runner
      ? new ConexionTypeorm(runner, false)
      : new ConexionTypeorm(this.manager.connection.createQueryRunner(), true);
  }

  async releaseConnection(conexion: DatabaseConnection): Promise<void> {
    if (conexion instanceof ConexionTypeorm && conexion.propio) await conexion.runner.release();
  }

  async beginTransaction(): Promise<void> {
    throw new Error(SIN_TRANSACCIONES);
  }

  async commitTransaction(): Promise<void> {
    throw new Error(SIN_TRANSACCIONES);
  }

  async rollbackTransaction(): Promise<void> {
    throw new Error(SIN_TRANSACCIONES);
  }

  async destroy(): Promise<void> {}
}

const porManager = new WeakMap<EntityManager, BaseTipada>();

/** Las consultas tipadas sobre la conexión (y la transacción, si la tiene) de `manager`. */
export function db(manager: EntityManager): BaseTipada {
  let base = porManager.get(manager);
  if (!base) {
    base = new Kysely<DB>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DriverTypeorm(manager),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    porManager.set(manager, base);
  }
  return base;
}

/** Una conexión suelta de `pg` (la sesión propia de un respaldo o una restauración): cada consulta va por ella. */
class ConexionPg implements DatabaseConnection {
  constructor(readonly cliente: Client) {}

  async executeQuery<R>(consulta: CompiledQuery): Promise<QueryResult<R>> {
    // crudo: el driver de la capa tipada corre el SQL que Kysely compila
    const resultado = await this.cliente.query(consulta.sql, [...consulta.parameters]);
    return {
      rows: resultado.rows,
      numAffectedRows: resultado.rowCount === null ? undefined : BigInt(resultado.rowCount),
    };
  }

  // eslint-disable-next-line require-yield -- no hay flujo: las lecturas grandes van por páginas
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('La capa tipada no lee en flujo: use páginas (limit/offset o por llave)');
  }
}

class DriverPg implements Driver {
  private readonly conexion: ConexionPg;

  constructor(cliente: Client) {
    this.conexion = new ConexionPg(cliente);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.conexion;
  }

  async releaseConnection(): Promise<void> {}

  async beginTransaction(): Promise<void> {
    throw new Error('En una conexión suelta, la transacción se abre y se cierra con sql`BEGIN` y sql`COMMIT`');
  }

  async commitTransaction(): Promise<void> {
    throw new Error('En una conexión suelta, la transacción se abre y se cierra con sql`BEGIN` y sql`COMMIT`');
  }

  async rollbackTransaction(): Promise<void> {
    throw new Error('En una conexión suelta, la transacción se abre y se cierra con sql`BEGIN` y sql`COMMIT`');
  }

  async destroy(): Promise<void> {}
}

/**
 * Las consultas tipadas sobre una conexión suelta de `pg` que abrió y cierra quien llama (la sesión de un respaldo,
 * sin límites de tiempo y con su candado; la base recién restaurada): todas van por esa conexión, en orden, y ven su
 * transacción si abrió una.
 */
export function dbDeCliente(cliente: Client): BaseTipada {
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DriverPg(cliente),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

/**
 * El valor de una columna de texto que un CHECK de la base restringe a `lista` (el esquema generado la tipa `string`):
 * el tipo de la lista, comprobado, sin aserción. Un valor fuera de la lista es un error de la base, no del usuario.
 */
export function deLista<const L extends readonly string[]>(lista: L, valor: string, columna: string): L[number] {
  const encontrado = lista.find((v) => v === valor);
  if (encontrado === undefined) throw new Error(`${columna}: valor desconocido en la base (${valor})`);
  return encontrado;
}
