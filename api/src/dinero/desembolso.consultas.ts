// Lo que el núcleo escribe de un préstamo al nacer y al deshacerse (docs/decisiones/escritores-de-dinero.md, «El alta,
// el reenganche y la anulación»): la fila del préstamo nuevo (el alta en el paso de escritura de su operación, el
// préstamo de un reenganche, la solicitud y la carga de historia con la misma escritura), las cuotas del anterior que
// pasan al refinanciado. Las cuotas de un préstamo anulado las cierra cerrarPrestamo (dinero.consultas.ts, como las de
// uno castigado), las de un plan las emite prestamos/plan/plan.consultas.ts y el recálculo el libro.
import { sql, type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { idInsertado } from '../common/filas';
import type { Prestamos } from '../database/esquema';
import { db } from '../database/kysely';

export const consultasDesembolso = {
  /** Un préstamo nuevo, sin plan (lo emite el plan o lo recalcula el libro en la misma transacción); su id. */
  insertarPrestamo(manager: EntityManager, columnas: Insertable<Prestamos>): Promise<string> {
    return idInsertado(db(manager).insertInto('prestamos').values(columnas).returning('id'));
  },

  /** Lo que cada cuota aún debía pasa al préstamo nuevo (refinanciado) y el anterior queda reenganchado. */
  async cerrarReenganchado(manager: EntityManager, id: string): Promise<void> {
    await db(manager)
      .updateTable('cuotas')
      .set({
        monto_refinanciado: sql`monto_total - monto_pagado - monto_condonado`,
        updated_at: sql`now()`,
      })
      .where('prestamo_id', '=', id)
      .where((eb) => {
        const pagado = eb(eb('monto_pagado', '+', eb.ref('monto_refinanciado')), '+', eb.ref('monto_condonado'));
        return eb('monto_total', '>', pagado);
      })
      .execute();
    await db(manager)
      .updateTable('prestamos')
      .set({ estado: 'reenganchado', updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  },
};
