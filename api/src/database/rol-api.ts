// El rol con el que la API atiende (docs/decisiones/rol-de-la-api-y-alcance.md): ni superusuario, ni dueño de nada, ni
// BYPASSRLS, para que las políticas de seguridad por filas lo alcancen. El dueño de las tablas (DATABASE_URL, o el
// `postgres` del embebido) migra, respalda, restaura y lleva la cola; el rol de la API (DATABASE_URL_API, o
// `cartera_app`, que el dueño crea solo) sólo lee y escribe filas.
import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';
import { codigoDe } from '@cartera/dominio';
import { db, dbDeCliente } from './kysely';

/** El rol que el dueño crea para la API cuando no se da DATABASE_URL_API. */
export const ROL_API = 'cartera_app';

/** El esquema de la cola (pg-boss lo crea como dueño; la API encola dentro de sus transacciones). */
const ESQUEMA_COLA = 'pgboss';

/** El usuario de una URL de PostgreSQL. */
export function rolDeUrl(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

/**
 * La URL del rol de la API junto a la del dueño: el mismo servidor, base y opciones, otro usuario. Su contraseña se
 * deriva de la del dueño (HMAC): cada réplica y cada arranque llegan a la misma sin guardarla en ningún lado, y quien
 * la conoce ya conoce la del dueño.
 */
export function urlDelRolApi(urlPropietario: string): string {
  const url = new URL(urlPropietario);
  const secreto = decodeURIComponent(url.password);
  url.username = ROL_API;
  url.password = secreto ? createHmac('sha256', secreto).update(ROL_API).digest('base64url') : '';
  return url.toString();
}

async function puedeEntrar(url: string): Promise<boolean> {
  const cliente = new Client({ connectionString: url });
  try {
    await cliente.connect();
    return true;
  } catch (error) {
    // 28P01: contraseña incorrecta; 28000: el rol no existe o no puede entrar.
    if (codigoDe(error) === '28P01' || codigoDe(error) === '28000') return false;
    throw error;
  } finally {
    await cliente.end().catch(() => undefined);
  }
}

/**
 * Con la URL del dueño: el rol `cartera_app` existe, entra con su contraseña derivada y no puede saltarse las
 * políticas. Devuelve su URL. Si ya entra, no toca nada (varias réplicas o archivos de pruebas arrancan a la vez).
 */
export async function asegurarRolApi(urlPropietario: string): Promise<string> {
  const url = urlDelRolApi(urlPropietario);
  if (await puedeEntrar(url)) return url;
  const clave = new URL(url).password;
  const cliente = new Client({ connectionString: urlPropietario });
  await cliente.connect();
  try {
    const k = dbDeCliente(cliente);
    const atributos = sql`LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION`;
    const contrasena = clave ? sql`PASSWORD ${sql.lit(clave)}` : sql`PASSWORD NULL`;
    for (let intento = 1; ; intento++) {
      try {
        await sql`CREATE ROLE ${sql.id(ROL_API)} ${atributos} ${contrasena}`.execute(k);
        break;
      } catch (error) {
        // 42710: ya existe (con otra contraseña, o lo creó otra réplica ahora): se ajusta. XX000 «tuple concurrently
        // updated»: otra réplica lo ajustaba a la vez; se intenta de nuevo.
        if (codigoDe(error) === '42710') {
          await sql`ALTER ROLE ${sql.id(ROL_API)} ${atributos} ${contrasena}`.execute(k);
          break;
        }
        if (codigoDe(error) === '42501')
          throw new Error(
            `El dueño de la base (${rolDeUrl(urlPropietario)}, de DATABASE_URL) no puede crear el rol ${ROL_API} de la ` +
              'API. Cree un rol sin SUPERUSER ni BYPASSRLS que no sea dueño de nada y dé su URL en DATABASE_URL_API.',
            { cause: error },
          );
        if (codigoDe(error) !== 'XX000' || intento >= 3) throw error;
      }
    }
  } finally {
    await cliente.end().catch(() => undefined);
  }
  return url;
}

/**
 * Los permisos del rol de la API, dados por el dueño después de migrar (con el candado de las migraciones, en una
 * transacción): leer y escribir filas de todas las tablas, usar las secuencias y las funciones, y lo mismo para lo que
 * el dueño cree después (privilegios por omisión), también en el esquema de la cola. Nada de TRUNCATE (se salta las
 * políticas), REFERENCES ni TRIGGER. ANALYZE de importaciones_filas (lo pide la aplicación de una revisión) es
 * MAINTAIN, desde PostgreSQL 17.
 */
export async function concederAlRolApi(queryRunner: QueryRunner, rol: string): Promise<void> {
  const k = db(queryRunner.manager);
  const quien = sql.id(rol);
  const dml = sql`SELECT, INSERT, UPDATE, DELETE`;
  await queryRunner.startTransaction();
  try {
    await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(ESQUEMA_COLA)}`.execute(k);
    for (const esquema of ['public', ESQUEMA_COLA].map((nombre) => sql.id(nombre))) {
      await sql`GRANT USAGE ON SCHEMA ${esquema} TO ${quien}`.execute(k);
      await sql`GRANT ${dml} ON ALL TABLES IN SCHEMA ${esquema} TO ${quien}`.execute(k);
      await sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${esquema} TO ${quien}`.execute(k);
      await sql`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${esquema} TO ${quien}`.execute(k);
      await sql`ALTER DEFAULT PRIVILEGES IN SCHEMA ${esquema} GRANT ${dml} ON TABLES TO ${quien}`.execute(k);
      await sql`ALTER DEFAULT PRIVILEGES IN SCHEMA ${esquema} GRANT USAGE, SELECT ON SEQUENCES TO ${quien}`.execute(k);
      await sql`ALTER DEFAULT PRIVILEGES IN SCHEMA ${esquema} GRANT EXECUTE ON FUNCTIONS TO ${quien}`.execute(k);
    }
    // sql: versión del servidor y catálogo (to_regclass), fuera del esquema de Cartera
    const { rows } = await sql<{ conMaintain: boolean }>`SELECT
        current_setting('server_version_num')::int >= 170000
        AND to_regclass('public.importaciones_filas') IS NOT NULL AS "conMaintain"`.execute(k);
    if (rows[0]?.conMaintain) await sql`GRANT MAINTAIN ON importaciones_filas TO ${quien}`.execute(k);
    await queryRunner.commitTransaction();
  } catch (error) {
    await queryRunner.rollbackTransaction();
    throw error;
  }
}

export interface RolDeConexion {
  rol: string;
  superusuario: boolean;
  saltaPoliticas: boolean;
  /** Tablas, vistas y secuencias (no temporales) de las que es dueño. */
  propias: number;
}

/** Qué es el rol con el que `dataSource` se conecta. */
export async function rolDeConexion(dataSource: DataSource): Promise<RolDeConexion> {
  // sql: catálogo de PostgreSQL (pg_roles, pg_class), fuera del esquema de Cartera
  const { rows } = await sql<RolDeConexion>`SELECT r.rolname AS rol, r.rolsuper AS superusuario,
      r.rolbypassrls AS "saltaPoliticas",
      (SELECT count(*) FROM pg_class c WHERE c.relowner = r.oid AND c.relpersistence <> 't'
         AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S'))::int AS propias
    FROM pg_roles r WHERE r.rolname = current_user`.execute(db(dataSource.manager));
  const fila = rows[0];
  if (!fila) throw new Error('PostgreSQL no dice qué rol es current_user');
  return fila;
}

/** La API no atiende con un rol que se salte las políticas (superusuario, BYPASSRLS o dueño de alguna tabla). */
export async function comprobarRolApi(dataSource: DataSource): Promise<void> {
  const { rol, superusuario, saltaPoliticas, propias } = await rolDeConexion(dataSource);
  const motivo = superusuario
    ? 'es superusuario'
    : saltaPoliticas
      ? 'tiene BYPASSRLS'
      : propias > 0
        ? `es dueño de ${propias} tabla(s)`
        : undefined;
  if (motivo)
    throw new Error(
      `La API no atiende con el rol ${rol}: ${motivo}, y se saltaría la seguridad por filas. Dé en DATABASE_URL_API ` +
        'un rol sin SUPERUSER ni BYPASSRLS que no sea dueño de nada (DATABASE_URL es la del dueño, para migrar).',
    );
}
