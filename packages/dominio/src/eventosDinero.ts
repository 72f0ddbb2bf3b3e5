// Lo que sigue a una escritura de dinero, como eventos (docs/decisiones/nucleo-sin-puertas.md). El núcleo de dinero
// los escribe en `dinero_eventos` en la misma transacción que el dinero; notificaciones los consume después. Viven aquí
// porque los dos lados los leen y ninguno importa al otro. Todo monto va en centavos.
import type { Centavos } from './centavos';

/** La categoría de una notificación de la lista de un préstamo (lo que le pasó). */
export type CategoriaNotificacionPrestamo =
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

/** Una línea en la lista de notificaciones del préstamo, con su texto ya escrito. */
export interface EventoNotificacion {
  tipo: 'notificacion';
  prestamoId: string;
  categoria: CategoriaNotificacionPrestamo;
  titulo: string;
  mensaje: string;
}

/** El recibo al cliente de un cobro recién escrito. */
export interface EventoRecibo {
  tipo: 'recibo';
  cobroId: string;
  prestamoId: string;
  monto: Centavos;
  fecha: string;
  cobradorId: string | null;
  /** Saldo del préstamo después del cobro. */
  saldoDespues: Centavos;
}

/** La corrección del recibo de un cobro editado, borrado, revertido o pasado a otro préstamo. */
export interface EventoCorreccionRecibo {
  tipo: 'correccion_recibo';
  cobroId: string;
  /** El préstamo donde queda el cobro (el otro préstamo, si pasó a otro). */
  prestamoId: string;
  /** Monto del cobro después de la corrección; null si quedó anulado. */
  montoNuevo: Centavos | null;
  saldoDespues: Centavos;
  cobradorId: string | null;
}

export type EventoDinero = EventoNotificacion | EventoRecibo | EventoCorreccionRecibo;
export type TipoEventoDinero = EventoDinero['tipo'];
/** La tabla de los eventos, y el canal que se avisa al confirmar una transacción que los escribió. */
export const CANAL_EVENTOS_DINERO = 'dinero_eventos';
export const TIPOS_EVENTO_DINERO: readonly TipoEventoDinero[] = ['recibo', 'correccion_recibo', 'notificacion'];
