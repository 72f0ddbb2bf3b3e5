// Las consultas tipadas de lo que `cartera/` comparte con los demás módulos: el acceso de un cobrador a un préstamo
// (acceso.ts), la ubicación de un cobro (ubicacion.ts), la ventana de fechas (ventana-fechas.ts) y la lista de
// notificaciones de un préstamo (notificaciones.ts). El libro, la mora y el barrido tienen las suyas.
import type { Expression, SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { filasEnMemoria } from './libro.consultas';

/** Una notificación en la lista de un préstamo, como se escribe. */
export type NotificacionEscrita = {
  prestamo_id: string;
  cuota_id: string | null;
  categoria: string;
  titulo: string;
  mensaje: string;
};

export const consultasCartera = {
  /** Si el préstamo `p` existe y, con `condicion`, si la cumple (la cartera de un cobrador: `deLaCarteraDe`). */
  async prestamoExiste(
    manager: EntityManager,
    prestamoId: string,
    condicion?: Expression<SqlBool>,
  ): Promise<boolean> {
    let consulta = db(manager).selectFrom('prestamos as p').select('p.id').where('p.id', '=', prestamoId);
    if (condicion) consulta = consulta.where(condicion);
    return (await consulta.executeTakeFirst()) !== undefined;
  },

  /** Las coordenadas que tiene ahora el cliente del préstamo (undefined: el préstamo no existe). */
  coordenadasDelCliente(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('prestamos as p')
      .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
      .select(['c.latitud', 'c.longitud'])
      .where('p.id', '=', prestamoId)
      .executeTakeFirst();
  },

  /** De la configuración de la organización: la distancia de «fuera de sitio» y los días atrás de la ventana. */
  async configuracion(manager: EntityManager) {
    return db(manager)
      .selectFrom('configuracion_organizacion')
      .select(['distancia_fuera_de_sitio_metros', 'dias_atras_fechas'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
  },

  /**
   * Las notificaciones en una sola sentencia, en el orden dado. La de mora es una por cuota: la que ya estaba se deja.
   */
  async insertarNotificaciones(manager: EntityManager, filas: readonly NotificacionEscrita[]): Promise<void> {
    if (filas.length === 0) return;
    await db(manager)
      .insertInto('prestamos_notificaciones')
      .columns(['prestamo_id', 'cuota_id', 'categoria', 'titulo', 'mensaje'])
      .expression((eb) =>
        eb
          .selectFrom(
            filasEnMemoria(filas, {
              prestamo_id: 'uuid',
              cuota_id: 'uuid',
              categoria: 'text',
              titulo: 'text',
              mensaje: 'text',
            }),
          )
          .select(['v.prestamo_id', 'v.cuota_id', 'v.categoria', 'v.titulo', 'v.mensaje']),
      )
      .onConflict((oc) => oc.column('cuota_id').where('categoria', '=', 'mora').doNothing())
      .execute();
  },
};
