// Las consultas tipadas de las oficinas (database/esquema.ts; docs/decisiones/oficinas.md): la lista, una oficina con
// su padre, lo que la regla de los dos niveles necesita saber y las oficinas de cada cuenta (`usuarios_oficinas`).
import type { ReferenciaOficina } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { hayFila } from '../common/filas';
import { db } from '../database/kysely';

/** Lo que se escribe de una oficina. */
export interface OficinaEscrita {
  codigo: string;
  nombre: string;
  ciudad: string;
  padre_id: string | null;
}

function seleccionOficinas(manager: EntityManager) {
  return db(manager)
    .selectFrom('oficinas as o')
    .leftJoin('oficinas as p', 'p.id', 'o.padre_id')
    .select([
      'o.id',
      'o.codigo',
      'o.nombre',
      'o.ciudad',
      'o.padre_id',
      'p.nombre as padre_nombre',
      'o.created_at',
      'o.updated_at',
    ]);
}

export type FilaOficina = Awaited<ReturnType<ReturnType<typeof seleccionOficinas>['executeTakeFirstOrThrow']>>;

export const consultasOficinas = {
  /** Todas las oficinas (`ids` ausente) o sólo ésas, por nombre. */
  lista(manager: EntityManager, ids?: readonly string[]): Promise<FilaOficina[]> {
    let consulta = seleccionOficinas(manager);
    if (ids !== undefined) {
      if (ids.length === 0) return Promise.resolve([]);
      consulta = consulta.where('o.id', 'in', ids);
    }
    return consulta.orderBy('o.nombre').orderBy('o.id').execute();
  },

  una(manager: EntityManager, id: string): Promise<FilaOficina | undefined> {
    return seleccionOficinas(manager).where('o.id', '=', id).executeTakeFirst();
  },

  /** La oficina `id` bloqueada para cambiarla; undefined si no existe. */
  bloquear(manager: EntityManager, id: string) {
    return db(manager).selectFrom('oficinas').select(['id', 'padre_id']).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  /** La oficina de la que se quiere depender, bloqueada para que nadie le cambie el padre a la vez. */
  padre(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('oficinas')
      .select(['id', 'padre_id as padreId'])
      .where('id', '=', id)
      .forShare()
      .executeTakeFirst();
  },

  tieneHijas(manager: EntityManager, id: string): Promise<boolean> {
    return hayFila(db(manager).selectFrom('oficinas').select('id').where('padre_id', '=', id).limit(1));
  },

  /** Otra oficina (no `excepto`) con ese código sin distinguir mayúsculas. */
  codigoUsado(manager: EntityManager, codigo: string, excepto: string | null): Promise<boolean> {
    let consulta = db(manager)
      .selectFrom('oficinas')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['codigo']), '=', codigo.toLowerCase()));
    if (excepto !== null) consulta = consulta.where('id', '<>', excepto);
    return hayFila(consulta.limit(1));
  },

  async insertar(manager: EntityManager, oficina: OficinaEscrita): Promise<string> {
    const fila = await db(manager).insertInto('oficinas').values(oficina).returning('id').executeTakeFirstOrThrow();
    return fila.id;
  },

  async actualizar(manager: EntityManager, id: string, oficina: OficinaEscrita): Promise<void> {
    await db(manager)
      .updateTable('oficinas')
      .set({ ...oficina, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  },

  /** Los ids de todas las oficinas, la más antigua primero. */
  async ids(manager: EntityManager): Promise<string[]> {
    const filas = await db(manager).selectFrom('oficinas').select('id').orderBy('created_at').orderBy('id').execute();
    return filas.map((f) => f.id);
  },

  /** Cuáles de `ids` existen. */
  async existentes(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const filas = await db(manager).selectFrom('oficinas').select('id').where('id', 'in', ids).execute();
    return filas.map((f) => f.id);
  },

  /** Los ids de las oficinas de la cuenta `usuarioId`. */
  async deUsuario(manager: EntityManager, usuarioId: string): Promise<string[]> {
    const filas = await db(manager)
      .selectFrom('usuarios_oficinas')
      .select('oficina_id')
      .where('usuario_id', '=', usuarioId)
      .execute();
    return filas.map((f) => f.oficina_id);
  },

  /** Las oficinas de cada cuenta de `usuarioIds`, por nombre (las cuentas sin oficinas no aparecen). */
  async deUsuarios(
    manager: EntityManager,
    usuarioIds: readonly string[],
  ): Promise<Map<string, ReferenciaOficina[]>> {
    const porUsuario = new Map<string, ReferenciaOficina[]>();
    if (usuarioIds.length === 0) return porUsuario;
    const filas = await db(manager)
      .selectFrom('usuarios_oficinas as uo')
      .innerJoin('oficinas as o', 'o.id', 'uo.oficina_id')
      .select(['uo.usuario_id', 'o.id', 'o.nombre'])
      .where('uo.usuario_id', 'in', usuarioIds)
      .orderBy('o.nombre')
      .orderBy('o.id')
      .execute();
    for (const fila of filas) {
      const lista = porUsuario.get(fila.usuario_id) ?? [];
      lista.push({ _id: fila.id, nombre: fila.nombre });
      porUsuario.set(fila.usuario_id, lista);
    }
    return porUsuario;
  },

  /** Deja a la cuenta con exactamente `oficinas`. */
  async asignar(manager: EntityManager, usuarioId: string, oficinas: readonly string[]): Promise<void> {
    await db(manager).deleteFrom('usuarios_oficinas').where('usuario_id', '=', usuarioId).execute();
    if (oficinas.length === 0) return;
    await db(manager)
      .insertInto('usuarios_oficinas')
      .values(oficinas.map((oficina_id) => ({ usuario_id: usuarioId, oficina_id })))
      .execute();
  },
};
