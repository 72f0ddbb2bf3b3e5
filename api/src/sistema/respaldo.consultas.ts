// Las consultas de la sesión propia de un respaldo y de la base recién restaurada: una conexión suelta de `pg`
// (dbDeCliente, database/kysely.ts), sin límites de tiempo y con el candado de respaldos. Casi todo es del catálogo y
// de las funciones de respaldo de PostgreSQL (pg_backup_start/stop, ranuras, instantáneas), que el esquema generado
// no describe: fragmentos `sql` con la forma de su resultado declarada ahí. Las que recorren todas las tablas de
// public (contar sus filas, bloquearlas) nombran la tabla en tiempo de ejecución: van citadas con `sql.id`
// (docs/decisiones/acceso-tipado-a-datos.md, «Respaldos»).
import { sql } from 'kysely';
import type { Client } from 'pg';
import { CANDADOS } from '../database/candados';
import { dbDeCliente } from '../database/kysely';

/** Un punto del WAL y el nombre del segmento que lo contiene. */
interface PuntoWal {
  lsn: string;
  segmento: string;
}

export const consultasSesionRespaldo = {
  /** Sin límites de tiempo: un respaldo grande tarda lo que tarda. */
  async sinLimitesDeTiempo(cliente: Client): Promise<void> {
    const k = dbDeCliente(cliente);
    await sql`SET statement_timeout = 0`.execute(k);
    await sql`SET lock_timeout = 0`.execute(k);
    await sql`SET idle_in_transaction_session_timeout = 0`.execute(k);
  },

  /** El candado de respaldos de la sesión; con `esperar`, hasta que lo suelte quien lo tiene. true: tomado. */
  async tomarCandado(cliente: Client, esperar: boolean): Promise<boolean> {
    // sql: candado consultivo de sesión, esperándolo: pg_advisory_lock no tiene constructor en Kysely
    const esperandolo = sql<boolean>`pg_advisory_lock(${CANDADOS.respaldos}) IS NOT NULL`;
    // sql: candado consultivo de sesión, si está libre: pg_try_advisory_lock no tiene constructor en Kysely
    const siEstaLibre = sql<boolean>`pg_try_advisory_lock(${CANDADOS.respaldos})`;
    const tomado = esperar ? esperandolo : siEstaLibre;
    const fila = await dbDeCliente(cliente).selectNoFrom(tomado.as('tomado')).executeTakeFirstOrThrow();
    return fila.tomado;
  },

  /** Versión, base y carpeta de datos del servidor (la carpeta, '' si no se puede leer desde esta sesión). */
  async servidor(cliente: Client) {
    const fila = await dbDeCliente(cliente)
      .selectNoFrom([
        // sql: current_setting: función de PostgreSQL sin constructor en Kysely
        sql<string>`current_setting('server_version_num')`.as('num'),
        // sql: current_setting: función de PostgreSQL sin constructor en Kysely
        sql<string>`current_setting('server_version')`.as('version'),
        // sql: current_database: función de PostgreSQL sin constructor en Kysely
        sql<string>`current_database()`.as('base'),
        // sql: pg_settings: catálogo de PostgreSQL, fuera del esquema generado (esquema.ts sólo tiene las tablas de la aplicación)
        sql<string | null>`(SELECT setting FROM pg_settings WHERE name = 'data_directory')`.as('dir'),
      ])
      .executeTakeFirstOrThrow();
    return {
      mayor: Math.floor(Number(fila.num) / 10000),
      version: fila.version,
      baseDatos: fila.base,
      dataDirectory: fila.dir ?? '',
    };
  },

  /** Los nombres de las migraciones aplicadas, en orden (ninguna si la tabla de TypeORM no existe). */
  async migraciones(cliente: Client): Promise<string[]> {
    const k = dbDeCliente(cliente);
    const { existe } = await k
      // sql: to_regclass: función de PostgreSQL sin constructor en Kysely
      .selectNoFrom(sql<string | null>`to_regclass('public.migrations')`.as('existe'))
      .executeTakeFirstOrThrow();
    if (!existe) return [];
    // sql: la tabla de migraciones es de TypeORM: el esquema generado no la incluye
    const { rows } = await sql<{ name: string }>`SELECT name FROM migrations ORDER BY id`.execute(k);
    return rows.map((f) => f.name);
  },

  /** Las tablas del esquema public, por nombre. */
  async tablasPublicas(cliente: Client): Promise<string[]> {
    // sql: pg_tables: catálogo de PostgreSQL, fuera del esquema generado (esquema.ts sólo tiene las tablas de la aplicación)
    const { rows } = await sql<{
      tablename: string;
    }>`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(
      dbDeCliente(cliente),
    );
    return rows.map((f) => f.tablename);
  },

  /** Las filas de cada tabla de `tablas`, en una sola sentencia (y en la transacción en curso de la sesión). */
  async contarFilas(cliente: Client, tablas: readonly string[]): Promise<Record<string, number>> {
    if (tablas.length === 0) return {};
    const conteos = tablas.map(
      (t) =>
        // sql: las tablas se nombran en tiempo de ejecución (sql.id): ninguna tabla tipada las conoce
        sql<{
          tabla: string;
          filas: string;
        }>`SELECT ${sql.lit(t)} AS tabla, count(*)::bigint AS filas FROM ${sql.id('public', t)}`,
    );
    // sql: la unión de los conteos de tablas nombradas en tiempo de ejecución
    const { rows } = await sql<{
      tabla: string;
      filas: string;
    }>`${sql.join(conteos, sql` UNION ALL `)}`.execute(dbDeCliente(cliente));
    return Object.fromEntries(rows.map((f) => [f.tabla, Number(f.filas)]));
  },

  /**
   * Candado SHARE sobre `tablas` (se leen, no se escriben) hasta el fin de la transacción, esperando a lo más 30 s.
   * Si no se obtiene, la transacción vuelve al punto de antes y el error sigue (quien llama decide si reintenta).
   */
  async bloquearTablas(cliente: Client, tablas: readonly string[]): Promise<void> {
    const k = dbDeCliente(cliente);
    await sql`SAVEPOINT candado`.execute(k);
    try {
      await sql`SET LOCAL lock_timeout = '30s'`.execute(k);
      const lista = sql.join(tablas.map((t) => sql.id('public', t)));
      await sql`LOCK TABLE ${lista} IN SHARE MODE`.execute(k);
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT candado`.execute(k);
      throw error;
    }
  },

  /** Una ranura de replicación temporal (retiene el WAL mientras la sesión viva) y el inicio del respaldo. */
  async iniciarRespaldoFisico(cliente: Client, ranura: string, etiqueta: string): Promise<PuntoWal> {
    const k = dbDeCliente(cliente);
    await sql`SELECT pg_create_physical_replication_slot(${ranura}, true, true)`.execute(k);
    // sql: pg_backup_start y pg_walfile_name: funciones de PostgreSQL sin constructor en Kysely
    const { rows } = await sql<PuntoWal>`SELECT lsn::text, pg_walfile_name(lsn) AS segmento
      FROM pg_backup_start(${etiqueta}, true) AS lsn`.execute(k);
    return rows[0];
  },

  /** El fin del respaldo de bajo nivel: el punto final y el contenido de backup_label y tablespace_map. */
  async terminarRespaldoFisico(cliente: Client) {
    // sql: pg_backup_stop y pg_walfile_name: funciones de PostgreSQL sin constructor en Kysely
    const { rows } = await sql<PuntoWal & { labelfile: string; spcmapfile: string }>`
      SELECT lsn::text, labelfile, spcmapfile, pg_walfile_name(lsn) AS segmento FROM pg_backup_stop(false)`.execute(
      dbDeCliente(cliente),
    );
    return rows[0];
  },

  async soltarRanura(cliente: Client, ranura: string): Promise<void> {
    await sql`SELECT pg_drop_replication_slot(${ranura})`.execute(dbDeCliente(cliente));
  },

  /** Abre la transacción de la sesión (REPEATABLE READ: una foto que se puede exportar a pg_dump). */
  async empezar(cliente: Client, fotoFija = false): Promise<void> {
    await (fotoFija ? sql`BEGIN ISOLATION LEVEL REPEATABLE READ` : sql`BEGIN`).execute(dbDeCliente(cliente));
  },

  async confirmar(cliente: Client): Promise<void> {
    await sql`COMMIT`.execute(dbDeCliente(cliente));
  },

  async revertir(cliente: Client): Promise<void> {
    await sql`ROLLBACK`.execute(dbDeCliente(cliente));
  },

  /** La instantánea de la transacción en curso, para que pg_dump vea las mismas filas que se contaron. */
  async exportarInstantanea(cliente: Client): Promise<string> {
    const { instantanea } = await dbDeCliente(cliente)
      // sql: pg_export_snapshot: función de PostgreSQL sin constructor en Kysely
      .selectNoFrom(sql<string>`pg_export_snapshot()`.as('instantanea'))
      .executeTakeFirstOrThrow();
    return instantanea;
  },

  /** Cuántas tablas de usuario tiene la base (una base de destino de pg_restore debe estar vacía). */
  async tablasDeUsuario(cliente: Client): Promise<number> {
    // sql: pg_tables: catálogo de PostgreSQL, fuera del esquema generado (esquema.ts sólo tiene las tablas de la aplicación)
    const { rows } = await sql<{ tablas: string }>`SELECT count(*) AS tablas FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`.execute(dbDeCliente(cliente));
    return Number(rows[0].tablas);
  },

  /**
   * En la base restaurada, el registro del respaldo quedó «en curso» (se copió mientras se hacía): se completa con los
   * datos del archivo, ya verificados.
   */
  async completarRestaurado(
    cliente: Client,
    id: string,
    archivo: { metodo: string; nombre: string; tamano: number; sha256: string },
  ): Promise<void> {
    await dbDeCliente(cliente)
      .updateTable('respaldos')
      .set({
        resultado: 'exitoso',
        metodo: archivo.metodo,
        archivo: archivo.nombre,
        tamano: archivo.tamano,
        sha256: archivo.sha256,
      })
      .where('id', '=', id)
      .where('resultado', '=', 'en_curso')
      .execute();
  },
};
