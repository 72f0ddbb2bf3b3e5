// Las consultas de la caja de la oficina frente a un desembolso (caja-disponible.ts), tipadas contra el esquema
// (database/esquema.ts): la cuenta de la caja en el libro mayor, su saldo y el efectivo del último desembolso.
import { POLITICAS_CAJA_INSUFICIENTE } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db, deLista } from '../database/kysely';

export const consultasCajaDisponible = {
  /**
   * La cuenta de la caja de la oficina, bloqueada (FOR NO KEY UPDATE: dos desembolsos a la vez no gastan el mismo
   * efectivo), y la política de la organización ante una caja insuficiente.
   */
  async bloquearCajaOficina(manager: EntityManager) {
    const fila = await db(manager)
      .selectFrom('contabilidad_cuentas as c')
      .crossJoin('configuracion_organizacion as o')
      .select(['c.id', 'o.caja_insuficiente as politica'])
      .where('c.clave', '=', 'caja_oficina')
      .where('o.id', '=', 1)
      .forNoKeyUpdate('c')
      .executeTakeFirstOrThrow();
    return {
      id: fila.id,
      politica: deLista(
        POLITICAS_CAJA_INSUFICIENTE,
        fila.politica,
        'configuracion_organizacion.caja_insuficiente',
      ),
    };
  },

  /**
   * El saldo de una cuenta en la oficina del préstamo (cada oficina tiene su caja: docs/decisiones/libros-por-oficina.md),
   * de los saldos por mes del mayor (los lleva un disparador en la misma transacción), y el efectivo que salió en el
   * último desembolso del préstamo (null: no tiene).
   */
  saldoYDesembolso(manager: EntityManager, cuentaId: string, prestamoId: string) {
    return db(manager)
      .selectNoFrom((eb) => [
        eb.fn
          .coalesce(
            eb
              .selectFrom('contabilidad_saldos_mes')
              .select((e) => e.fn.sum<string>(e('debitos', '-', e.ref('creditos'))).as('v'))
              .where('cuenta_id', '=', cuentaId)
              .where('oficina_id', '=', (o) =>
                o.selectFrom('prestamos').select('oficina_id').where('id', '=', prestamoId),
              ),
            sql.lit('0'),
          )
          .as('saldo'),
        eb
          .selectFrom('prestamos_movimientos')
          .select((e) => e.fn.coalesce(e.neg('efectivo'), sql.lit('0')).as('v'))
          .where('prestamo_id', '=', prestamoId)
          .where('tipo', '=', 'desembolso')
          .orderBy('secuencia', 'desc')
          .limit(1)
          .as('desembolso'),
      ])
      .executeTakeFirstOrThrow();
  },
};
