// Las cuentas leídas y escritas con la capa tipada (database/kysely.ts): la fila de `usuarios` como la entidad
// `Usuario` que usa el resto de la API (el actor de cada petición, su `toJSON`), y la entidad de vuelta a su fila.
// TypeORM ya no lee ni escribe cuentas: sólo da la conexión y la transacción (docs/decisiones/acceso-tipado-a-datos.md).
import { ESTADOS_ACTIVO, ROLES } from '@cartera/dominio';
import { type Selectable } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { Usuarios } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { Usuario } from './entities/usuario.entity';
import { ahora } from '../database/fragmentos';

const numero = (valor: string | null): number | null => (valor === null ? null : Number(valor));
/** Un NUMERIC para comparar: como texto, como lo lee la base. */
const texto = (valor: number | null): string | null => (valor === null ? null : String(valor));

/** Las columnas de una cuenta que necesita el actor de una petición (la sesión no lee la cédula ni las coordenadas). */
export type FilaActor = Pick<
  Selectable<Usuarios>,
  | 'id'
  | 'nombre'
  | 'email'
  | 'password_hash'
  | 'rol'
  | 'telefono'
  | 'zona'
  | 'estado'
  | 'credenciales_version'
  | 'created_at'
  | 'updated_at'
>;

/** La entidad del actor de una petición, de las columnas que lee la sesión. */
export function usuarioDeFilaActor(fila: FilaActor): Usuario {
  return Object.assign(new Usuario(), {
    id: fila.id,
    nombre: fila.nombre,
    email: fila.email,
    passwordHash: fila.password_hash,
    rol: deLista(ROLES, fila.rol, 'usuarios.rol'),
    telefono: fila.telefono,
    zona: fila.zona,
    estado: deLista(ESTADOS_ACTIVO, fila.estado, 'usuarios.estado'),
    credencialesVersion: fila.credenciales_version,
    createdAt: fila.created_at,
    updatedAt: fila.updated_at,
  });
}

/** La entidad de una fila completa de `usuarios` (NUMERIC llega como texto: las coordenadas pasan a número). */
export function usuarioDeFila(fila: Selectable<Usuarios>): Usuario {
  return Object.assign(usuarioDeFilaActor(fila), {
    cedula: fila.cedula,
    latitud: numero(fila.latitud),
    longitud: numero(fila.longitud),
  });
}

/** Las cuentas `u` con todas sus columnas, sin condiciones: quien las lee agrega las suyas. */
export function filasUsuarios(manager: EntityManager) {
  return db(manager).selectFrom('usuarios as u').selectAll('u');
}

/** La cuenta `id`, o null si no existe. */
export async function usuarioPorId(manager: EntityManager, id: string): Promise<Usuario | null> {
  const fila = await filasUsuarios(manager).where('u.id', '=', id).executeTakeFirst();
  return fila ? usuarioDeFila(fila) : null;
}

/** Lo que escribe la API de una cuenta (id, alta y cambio los pone la base). */
export type CamposUsuario = Pick<
  Usuario,
  | 'nombre'
  | 'email'
  | 'passwordHash'
  | 'rol'
  | 'telefono'
  | 'zona'
  | 'cedula'
  | 'estado'
  | 'latitud'
  | 'longitud'
  | 'credencialesVersion'
>;

function columnas(usuario: CamposUsuario) {
  return {
    nombre: usuario.nombre,
    email: usuario.email,
    password_hash: usuario.passwordHash,
    rol: usuario.rol,
    telefono: usuario.telefono,
    zona: usuario.zona,
    cedula: usuario.cedula,
    estado: usuario.estado,
    latitud: usuario.latitud,
    longitud: usuario.longitud,
    credenciales_version: usuario.credencialesVersion,
  };
}

/** Da de alta la cuenta: la entidad guardada, con su id y sus instantes. */
export async function insertarUsuario(manager: EntityManager, usuario: CamposUsuario): Promise<Usuario> {
  const fila = await db(manager)
    .insertInto('usuarios')
    .values(columnas(usuario))
    .returningAll()
    .executeTakeFirstOrThrow();
  return usuarioDeFila(fila);
}

/**
 * Escribe los campos de la entidad en su fila. Sólo si alguno cambió, y entonces con su nuevo instante de cambio
 * (`updated_at`, que la entidad recibe): una edición sin cambios no toca la fila, como antes con TypeORM.
 */
export async function guardarUsuario(manager: EntityManager, usuario: Usuario): Promise<void> {
  const valores = columnas(usuario);
  const cambiada = await db(manager)
    .updateTable('usuarios')
    .set({ ...valores, updated_at: ahora() })
    .where('id', '=', usuario.id)
    .where((eb) =>
      eb.or([
        eb('nombre', 'is distinct from', valores.nombre),
        eb('email', 'is distinct from', valores.email),
        eb('password_hash', 'is distinct from', valores.password_hash),
        eb('rol', 'is distinct from', valores.rol),
        eb('telefono', 'is distinct from', valores.telefono),
        eb('zona', 'is distinct from', valores.zona),
        eb('cedula', 'is distinct from', valores.cedula),
        eb('estado', 'is distinct from', valores.estado),
        eb('latitud', 'is distinct from', texto(valores.latitud)),
        eb('longitud', 'is distinct from', texto(valores.longitud)),
        eb('credenciales_version', 'is distinct from', valores.credenciales_version),
      ]),
    )
    .returning('updated_at')
    .executeTakeFirst();
  if (cambiada) usuario.updatedAt = cambiada.updated_at;
}

/** Si hay alguna cuenta (el arranque crea el administrador inicial o las de demostración sólo sin ninguna). */
export async function hayUsuarios(manager: EntityManager): Promise<boolean> {
  return (await db(manager).selectFrom('usuarios').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** El primer administrador activo (por alta), o null: quien firma un trabajo cuando su autor ya no existe. */
export async function primerAdministradorActivo(manager: EntityManager): Promise<Usuario | null> {
  const fila = await filasUsuarios(manager)
    .where('u.rol', '=', 'admin')
    .where('u.estado', '=', 'activo')
    .orderBy('u.created_at')
    .limit(1)
    .executeTakeFirst();
  return fila ? usuarioDeFila(fila) : null;
}
