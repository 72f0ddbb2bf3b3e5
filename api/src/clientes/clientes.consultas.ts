// Las consultas SQL de clientes, tipadas contra el esquema (database/esquema.ts). La ficha se lee con la selección de
// la lista (clientes.sql.ts) y se escribe en clientes.escritura.ts; aquí va lo demás.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { cobradorPorId } from '../usuarios/usuarios.consultas';
import { clientePorId } from './clientes.sql';

export const consultasClientes = {
  /** El cobrador del cliente (undefined: el cliente no existe). */
  cobradorDe(manager: EntityManager, clienteId: string) {
    return clientePorId(manager, clienteId).select('cobrador_id').executeTakeFirst();
  },

  /**
   * Las oficinas de un cobrador activo (el único al que se le asigna un cliente); undefined si el usuario no es un
   * cobrador activo.
   */
  async oficinasDeCobradorActivo(manager: EntityManager, usuarioId: string): Promise<string[] | undefined> {
    const cobrador = await cobradorPorId(manager, usuarioId)
      .where('estado', '=', 'activo')
      .select('id')
      .executeTakeFirst();
    if (!cobrador) return undefined;
    const filas = await db(manager)
      .selectFrom('usuarios_oficinas')
      .where('usuario_id', '=', usuarioId)
      .select('oficina_id')
      .execute();
    return filas.map((fila) => fila.oficina_id);
  },

  /** Los clientes de demostración llegan con su autorización de datos, firmada el día en que se crearon (Bogotá). */
  async autorizarDemostracion(manager: EntityManager): Promise<void> {
    await db(manager)
      .insertInto('clientes_autorizaciones')
      .columns(['cliente_id', 'canal', 'version', 'fecha', 'usuario_nombre'])
      .expression((eb) =>
        eb.selectFrom('clientes').select([
          'id',
          sql.lit('presencial_firmado').as('canal'),
          sql.lit(1).as('version'),
          // sql: el día de Bogotá de un instante: AT TIME ZONE no tiene constructor en Kysely
          sql<string>`(created_at AT TIME ZONE 'America/Bogota')::date`.as('fecha'),
          sql.lit('Demostración').as('usuario_nombre'),
        ]),
      )
      .onConflict((oc) => oc.column('cliente_id').doNothing())
      .execute();
  },
};
