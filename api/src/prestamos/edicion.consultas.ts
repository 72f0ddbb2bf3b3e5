// Lo que la edición de un préstamo escribe (edicion.ts): las condiciones y la fecha de una solicitud, que todavía no se
// desembolsó (sin plan ni saldo), el cobrador que lo cobra y quién pide la solicitud. Ningún monto desembolsado, cuota ni
// estado: después del desembolso la deuda sólo la cambian el núcleo de dinero (un reenganche, anular) y el libro.
import { sql, type Updateable } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { Prestamos } from '../database/esquema';
import { db } from '../database/kysely';

export const consultasEdicion = {
  async actualizar(manager: EntityManager, id: string, cambios: Updateable<Prestamos>): Promise<void> {
    await db(manager)
      .updateTable('prestamos')
      .set({ ...cambios, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  },

  async hacerSolicitante(manager: EntityManager, id: string, usuarioId: string): Promise<void> {
    await db(manager).updateTable('prestamos').set({ solicitado_por: usuarioId }).where('id', '=', id).execute();
  },
};
