// Las consultas del trabajador de la cola (entregas.service.ts), tipadas contra el esquema (database/esquema.ts): el
// arriendo de cada destinatario, su estado justo antes de enviar y su resultado. Los conteos del mensaje, en
// conteos.consultas.ts.
import { ahora, dentroDe } from '../database/fragmentos';
import { TIPOS_NOTIFICACION, type EstadoDestinatario } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { filasEnMemoria } from '../database/filas-en-memoria';
import { db, deLista } from '../database/kysely';

/** El resultado de una entrega: enviado, fallido (definitivo) o pendiente con el error del intento. */
export type ResultadoEntrega = {
  id: string;
  estado: EstadoDestinatario;
  error: string | null;
};

export const consultasEntregas = {
  /**
   * Arrienda por `segundos` los destinatarios `ids` que siguen pendientes y nadie tiene arrendados: lo que cada uno
   * necesita para su envío, con el canal de su mensaje.
   */
  async arrendar(manager: EntityManager, ids: readonly string[], segundos: number) {
    if (ids.length === 0) return [];
    const filas = await db(manager)
      .updateTable('notificaciones_destinatarios as d')
      .from('notificaciones as n')
      .set({ entregando_hasta: dentroDe(segundos, 'segundos') })
      .whereRef('n.id', '=', 'd.notificacion_id')
      .where('d.id', 'in', ids)
      .where('d.estado', '=', 'pendiente')
      .where((eb) =>
        eb.or([eb('d.entregando_hasta', 'is', null), eb('d.entregando_hasta', '<', ahora())]),
      )
      .returning(['d.id', 'd.notificacion_id', 'n.tipo', 'd.direccion', 'd.titulo', 'd.mensaje'])
      .execute();
    return filas.map((f) => ({ ...f, tipo: deLista(TIPOS_NOTIFICACION, f.tipo, 'notificaciones.tipo') }));
  },

  /** De `ids`, los que siguen pendientes. */
  async pendientes(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const filas = await db(manager)
      .selectFrom('notificaciones_destinatarios')
      .select('id')
      .where('id', 'in', ids)
      .where('estado', '=', 'pendiente')
      .execute();
    return filas.map((f) => f.id);
  },

  /**
   * El destinatario tal como está ahora, si sigue pendiente y su cliente no fue suprimido. El candado compartido
   * espera a una supresión en curso (que bloquea y cambia la fila) y ve su resultado.
   */
  vigente(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('notificaciones_destinatarios as d')
      .select(['d.direccion', 'd.titulo', 'd.mensaje'])
      .where('d.id', '=', id)
      .where('d.estado', '=', 'pendiente')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('clientes as c')
              .select('c.id')
              .whereRef('c.id', '=', 'd.cliente_id')
              .where('c.suprimido_en', 'is not', null),
          ),
        ),
      )
      .forShare('d')
      .executeTakeFirst();
  },

  /** Guarda el resultado de cada entrega aún pendiente: su mensaje y el estado con que quedó. */
  async resolver(manager: EntityManager, resultados: readonly ResultadoEntrega[]) {
    if (resultados.length === 0) return [];
    const filas = await db(manager)
      .updateTable('notificaciones_destinatarios as d')
      .from(filasEnMemoria<ResultadoEntrega>(resultados, { id: 'uuid', estado: 'text', error: 'text' }))
      .set((eb) => ({
        estado: eb.ref('v.estado'),
        error: eb.ref('v.error'),
        intentos: eb('d.intentos', '+', 1),
        entregando_hasta: null,
        enviado_at: eb
          .case()
          .when('v.estado', '=', 'enviado')
          .then(ahora())
          .end(),
      }))
      .whereRef('d.id', '=', 'v.id')
      .where('d.estado', '=', 'pendiente')
      .returning(['d.notificacion_id', 'd.estado'])
      .execute();
    return filas;
  },
};
