// Las consultas de la bandeja del canal sistema de cada usuario (bandeja.service.ts), tipadas contra el esquema
// (database/esquema.ts): sólo lo que ya le llegó (destinatario enviado).
import { ahora } from '../database/fragmentos';
import { CATEGORIAS_NOTIFICACION } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db, deLista } from '../database/kysely';
import { cuantasFilas, paginaConTotal } from '../common/filas';

function recibidos(manager: EntityManager, usuarioId: string) {
  return db(manager)
    .selectFrom('notificaciones_destinatarios as d')
    .where('d.usuario_id', '=', usuarioId)
    .where('d.estado', '=', 'enviado');
}

export const consultasBandeja = {
  /** Una página de los avisos del usuario, del más nuevo al más viejo, con su total. */
  async pagina(
    manager: EntityManager,
    usuarioId: string,
    soloNoLeidas: boolean,
    pagina: { limit: number; offset: number },
  ) {
    return paginaConTotal(
      // La categoría es la del destinatario: el encabezado puede ser de otra oficina o de todas, y no se ve.
      recibidos(manager, usuarioId)
        .select((eb) => [
          'd.id',
          'd.notificacion_id',
          'd.titulo',
          'd.mensaje',
          'd.categoria',
          eb.fn.coalesce('d.enviado_at', 'd.created_at').as('fecha'),
          'd.leida_at',
        ])
        .$if(soloNoLeidas, (q) => q.where('d.leida_at', 'is', null))
        .orderBy('d.created_at', 'desc')
        .orderBy('d.id', 'desc'),
      pagina,
      // Un aviso a una cuenta siempre la tiene (notificaciones_destinatarios_categoria_check).
      (f) => ({
        ...f,
        categoria: deLista(CATEGORIAS_NOTIFICACION, f.categoria ?? '', 'notificaciones_destinatarios.categoria'),
      }),
    );
  },

  noLeidas(manager: EntityManager, usuarioId: string): Promise<number> {
    return cuantasFilas(recibidos(manager, usuarioId).where('d.leida_at', 'is', null));
  },

  /** Marca leído un aviso del usuario (el primer momento queda); false si no es suyo o no le llegó. */
  async marcarLeida(manager: EntityManager, usuarioId: string, id: string): Promise<boolean> {
    const filas = await db(manager)
      .updateTable('notificaciones_destinatarios')
      .set((eb) => ({ leida_at: eb.fn.coalesce('leida_at', ahora()) }))
      .where('id', '=', id)
      .where('usuario_id', '=', usuarioId)
      .where('estado', '=', 'enviado')
      .returning('id')
      .execute();
    return filas.length > 0;
  },

  /** Marca leídos todos sus avisos sin leer; devuelve cuántos. */
  async marcarTodasLeidas(manager: EntityManager, usuarioId: string): Promise<number> {
    const filas = await db(manager)
      .updateTable('notificaciones_destinatarios')
      .set({ leida_at: ahora() })
      .where('usuario_id', '=', usuarioId)
      .where('estado', '=', 'enviado')
      .where('leida_at', 'is', null)
      .returning('id')
      .execute();
    return filas.length;
  },
};
