// Los conteos y el estado de un mensaje del centro según sus destinatarios (docs/decisiones/notificaciones.md): la
// regla es de @cartera/dominio (trasEntregas, trasCancelar); aquí se bloquean, se leen y se guardan. Lo usan el
// trabajador de la cola (entregas.service.ts) y la supresión de un cliente (habeas-data/supresion.consultas.ts).
import { ahora } from '../database/fragmentos';
import { ESTADOS_NOTIFICACION, type ConteoNotificacion, type NotificacionResuelta } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db, deLista } from '../database/kysely';

export const consultasConteos = {
  /**
   * Los mensajes `ids` con sus conteos, bloqueados en orden fijo de id: dos trabajadores que tocan los mismos
   * mensajes no se bloquean mutuamente.
   */
  async bloquear(manager: EntityManager, ids: readonly string[]): Promise<Map<string, ConteoNotificacion>> {
    if (ids.length === 0) return new Map();
    const filas = await db(manager)
      .selectFrom('notificaciones')
      .select(['id', 'estado', 'pendientes', 'enviados', 'fallidos', 'cancelados'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    return new Map(
      filas.map(({ id, ...conteo }) => [
        id,
        { ...conteo, estado: deLista(ESTADOS_NOTIFICACION, conteo.estado, 'notificaciones.estado') },
      ]),
    );
  },

  /** Guarda lo resuelto; un mensaje que se quedó sin pendientes toma la hora de ahora como la de su envío. */
  async guardar(manager: EntityManager, id: string, n: NotificacionResuelta): Promise<void> {
    await db(manager)
      .updateTable('notificaciones')
      .set((eb) => ({
        estado: n.estado,
        pendientes: n.pendientes,
        enviados: n.enviados,
        fallidos: n.fallidos,
        cancelados: n.cancelados,
        enviada_at: n.terminado ? ahora() : eb.ref('enviada_at'),
        updated_at: ahora(),
      }))
      .where('id', '=', id)
      .execute();
  },
};
