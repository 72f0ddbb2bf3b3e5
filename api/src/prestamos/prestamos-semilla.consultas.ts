// Las consultas tipadas de la semilla de préstamos (database/esquema.ts): qué clientes reciben préstamos, lo que la
// semilla lee de lo que ya sembró y las horas creíbles de préstamos y cobros. Los préstamos y sus cobros se crean por
// los mismos servicios que usa la API.
import { ahora, horaSembrada, minutosDelId } from '../database/fragmentos';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { hayFila } from '../common/filas';

export const consultasSemillaPrestamos = {
  async hayPrestamos(manager: EntityManager): Promise<boolean> {
    return hayFila(db(manager).selectFrom('prestamos').select('id').limit(1));
  },

  /** Los clientes activos, del más antiguo al más nuevo. */
  clientesActivos(manager: EntityManager) {
    return db(manager)
      .selectFrom('clientes')
      .select('id')
      .where('estado', '=', 'activo')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },

  /** El cobrador del cliente o, si no tiene, el cobrador más antiguo (null: no hay cobradores). */
  async cobradorPara(manager: EntityManager, clienteId: string): Promise<string | null> {
    const fila = await db(manager)
      .selectNoFrom((eb) =>
        eb.fn
          .coalesce(
            eb.selectFrom('clientes').select('cobrador_id').where('id', '=', clienteId),
            eb
              .selectFrom('usuarios')
              .select('id')
              .where('rol', '=', 'cobrador')
              .orderBy('created_at')
              .limit(1),
          )
          .as('cobrador'),
      )
      .executeTakeFirstOrThrow();
    return fila.cobrador;
  },

  /** Lo que falta de las cuotas del préstamo y el interés de las que no recibieron nada (texto de numeric). */
  pendienteParaLiquidar(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('cuotas')
      .select((eb) => [
        eb.fn.sum<string>(eb('monto_total', '-', eb.ref('monto_pagado'))).as('saldo'),
        eb.fn
          .sum<string>(
            eb.case().when('monto_pagado', '=', '0').then(eb.ref('monto_interes')).else(sql.lit('0')).end(),
          )
          .as('interes'),
      ])
      .where('prestamo_id', '=', prestamoId)
      .executeTakeFirstOrThrow();
  },

  /** Las cuotas del préstamo, en orden. */
  cuotas(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('cuotas')
      .select(['numero', 'fecha_programada', 'monto_total'])
      .where('prestamo_id', '=', prestamoId)
      .orderBy('numero')
      .execute();
  },

  /**
   * Horas creíbles en Bogotá: cada préstamo registrado el día de su fecha entre las 8:00 y las 17:00 (por su número),
   * cada cobro el de su fecha entre las 7:00 y las 18:00 (por su id); nunca en el futuro.
   */
  async fechar(manager: EntityManager): Promise<void> {
    const base = db(manager);
    await base
      .updateTable('prestamos')
      .set((eb) => ({
        created_at: horaSembrada('fecha', '08:00', eb('numero', '%', '540').$castTo<number>()),
        updated_at: ahora(),
      }))
      .execute();
    await base
      .updateTable('cobros')
      .set({
        created_at: horaSembrada('fecha', '07:00', minutosDelId('id', 660)),
        updated_at: ahora(),
      })
      .execute();
  },

  /** Cuántos préstamos y cobros hay. */
  totales(manager: EntityManager) {
    return db(manager)
      .selectNoFrom((eb) => [
        eb
          .selectFrom('prestamos')
          .select((e) => e.cast<number>(e.fn.countAll(), 'integer').as('n'))
          .as('prestamos'),
        eb
          .selectFrom('cobros')
          .select((e) => e.cast<number>(e.fn.countAll(), 'integer').as('n'))
          .as('cobros'),
      ])
      .executeTakeFirstOrThrow();
  },
};
