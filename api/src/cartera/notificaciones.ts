import type { EntityManager } from 'typeorm';
import { consultasCartera } from './cartera.consultas';

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
  await registrarNotificaciones(manager, [notificacion]);
}

/** Varias notificaciones en un solo INSERT (p. ej. las cuotas que vencieron juntas), en el orden dado. */
export async function registrarNotificaciones(manager: EntityManager, lista: readonly NuevaNotificacion[]): Promise<void> {
  await consultasCartera.insertarNotificaciones(
    manager,
    lista.map((n) => ({
      prestamo_id: n.prestamoId,
      cuota_id: n.cuotaId ?? null,
      categoria: n.categoria,
      titulo: n.titulo,
      mensaje: n.mensaje,
    })),
  );
}
