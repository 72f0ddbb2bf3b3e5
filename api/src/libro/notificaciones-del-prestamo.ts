// La lista de notificaciones de un préstamo (lo que le pasó, en orden), escrita en la transacción del cambio.
import type { CategoriaNotificacionPrestamo } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { filasEnMemoria } from '../database/filas-en-memoria';

/** La categoría vive en @cartera/dominio: el núcleo de dinero la escribe en sus eventos sin importar este módulo. */
export type CategoriaNotificacion = CategoriaNotificacionPrestamo;

export interface NuevaNotificacion {
  prestamoId: string;
  categoria: CategoriaNotificacion;
  titulo: string;
  mensaje: string;
  /** Sólo para 'Cuota vencida': con él la notificación se registra una sola vez por cuota. */
  cuotaId?: string;
}

/** Agrega un evento a la lista del préstamo, en la misma transacción del cambio que lo produce. */
export async function registrarNotificacion(manager: EntityManager, notificacion: NuevaNotificacion): Promise<void> {
  await registrarNotificaciones(manager, [notificacion]);
}

/** Varias notificaciones en un solo INSERT (p. ej. las cuotas que vencieron juntas), en el orden dado. */
export async function registrarNotificaciones(manager: EntityManager, lista: readonly NuevaNotificacion[]): Promise<void> {
  if (lista.length === 0) return;
  const filas = lista.map((n) => ({
    prestamo_id: n.prestamoId,
    cuota_id: n.cuotaId ?? null,
    categoria: n.categoria,
    titulo: n.titulo,
    mensaje: n.mensaje,
  }));
  // La de mora es una por cuota: la que ya estaba se deja.
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
}
