import type { EntityManager } from 'typeorm';

export type CategoriaNotificacion =
  | 'plan'
  | 'pago'
  | 'reverso'
  | 'mora'
  | 'reenganche'
  | 'cancelacion'
  | 'estado'
  | 'solicitud'
  | 'condonacion'
  | 'castigo';

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
  await manager.query(
    `INSERT INTO prestamos_notificaciones (prestamo_id, cuota_id, categoria, titulo, mensaje)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (cuota_id) WHERE categoria = 'mora' DO NOTHING`,
    [notificacion.prestamoId, notificacion.cuotaId ?? null, notificacion.categoria, notificacion.titulo, notificacion.mensaje],
  );
}

/** Varias notificaciones en un solo INSERT (p. ej. las cuotas que vencieron juntas), en el orden dado. */
export async function registrarNotificaciones(manager: EntityManager, lista: readonly NuevaNotificacion[]): Promise<void> {
  if (lista.length === 0) return;
  await manager.query(
    `INSERT INTO prestamos_notificaciones (prestamo_id, cuota_id, categoria, titulo, mensaje)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT (cuota_id) WHERE categoria = 'mora' DO NOTHING`,
    [
      lista.map((n) => n.prestamoId),
      lista.map((n) => n.cuotaId ?? null),
      lista.map((n) => n.categoria),
      lista.map((n) => n.titulo),
      lista.map((n) => n.mensaje),
    ],
  );
}
