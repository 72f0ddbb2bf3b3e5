// Las consultas de préstamos que no son del núcleo de dinero (el alta, la edición, sus validaciones), tipadas contra el
// esquema (database/esquema.ts). Lo que se escribe de un préstamo es un tipo del esquema: renombrar una columna no
// compila.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import type { Prestamos } from '../database/esquema';

export const consultasPrestamos = {
  /** Si el cliente es de la cartera del cobrador. */
  async clienteDelCobrador(manager: EntityManager, clienteId: string, cobradorId: string): Promise<boolean> {
    const fila = await db(manager)
      .selectFrom('clientes')
      .select('id')
      .where('id', '=', clienteId)
      .where('cobrador_id', '=', cobradorId)
      .executeTakeFirst();
    return fila !== undefined;
  },

  /** El cobrador del cliente (undefined: el cliente no existe). */
  cliente(manager: EntityManager, clienteId: string) {
    return db(manager)
      .selectFrom('clientes')
      .select('cobrador_id')
      .where('id', '=', clienteId)
      .executeTakeFirst();
  },

  /** El estado de la cuenta del cobrador (undefined: no existe o no es cobrador). */
  cobrador(manager: EntityManager, cobradorId: string) {
    return db(manager)
      .selectFrom('usuarios')
      .select('estado')
      .where('id', '=', cobradorId)
      .where('rol', '=', 'cobrador')
      .executeTakeFirst();
  },

  async insertar(manager: EntityManager, columnas: Insertable<Prestamos>): Promise<string> {
    const fila = await db(manager)
      .insertInto('prestamos')
      .values(columnas)
      .returning('id')
      .executeTakeFirstOrThrow();
    return fila.id;
  },

  async actualizar(manager: EntityManager, id: string, cambios: Updateable<Prestamos>): Promise<void> {
    await db(manager)
      .updateTable('prestamos')
      .set({ ...cambios, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  },

  async hacerSolicitante(manager: EntityManager, id: string, usuarioId: string): Promise<void> {
    await db(manager)
      .updateTable('prestamos')
      .set({ solicitado_por: usuarioId })
      .where('id', '=', id)
      .execute();
  },
};
