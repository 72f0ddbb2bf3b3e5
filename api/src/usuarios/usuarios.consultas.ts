// Las consultas SQL de las cuentas, tipadas contra el esquema (database/esquema.ts). Las cuentas mismas se leen y
// escriben con su entidad de TypeORM (entities/usuario.entity.ts); aquí va lo que no pasa por ella.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import { db } from '../database/kysely';

/**
 * La cuenta `id` si es de un cobrador (en cualquier estado), sin columnas ni más condiciones: quien la lee elige las
 * suyas (`.select('nombre')`, `.where('estado', '=', 'activo')`). Sin fila: no existe o no es cobrador.
 */
export function cobradorPorId(manager: EntityManager, id: string) {
  return db(manager).selectFrom('usuarios').where('id', '=', id).where('rol', '=', 'cobrador');
}

/** Los cobradores activos, por email (un orden estable), sin columnas: quien los lee elige las suyas. */
export function cobradoresActivos(manager: EntityManager) {
  return db(manager)
    .selectFrom('usuarios')
    .where('rol', '=', 'cobrador')
    .where('estado', '=', 'activo')
    .orderBy('email');
}

export const consultasUsuarios = {
  /** Un cambio de cuentas a la vez (quién administra, el último administrador): hasta el fin de la transacción. */
  async bloquearCuentas(manager: EntityManager): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(${CANDADOS.cuentas})`.execute(db(manager));
  },

  async insertarAviso(
    manager: EntityManager,
    aviso: { usuario_id: string; titulo: string; mensaje: string },
  ): Promise<void> {
    await db(manager).insertInto('usuarios_avisos').values(aviso).execute();
  },

  /**
   * Gerentes y administradores activos, por nombre: la oficina, a quien llegan los avisos del sistema (caja sin
   * entregar, solicitudes de datos por vencer).
   */
  oficina(manager: EntityManager) {
    return db(manager)
      .selectFrom('usuarios')
      .select(['id', 'nombre'])
      .where('rol', 'in', ['admin', 'gerente'])
      .where('estado', '=', 'activo')
      .orderBy('nombre')
      .orderBy('id')
      .execute();
  },

  /** Los avisos más recientes de una cuenta (`id` es bigint: llega como texto). */
  avisos(manager: EntityManager, usuarioId: string, limite: number) {
    return db(manager)
      .selectFrom('usuarios_avisos')
      .select(['id', 'titulo', 'mensaje', 'created_at'])
      .where('usuario_id', '=', usuarioId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limite)
      .execute();
  },
};
