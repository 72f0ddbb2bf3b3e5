// El estado de un mensaje del centro de notificaciones según lo que pasó con sus destinatarios
// (docs/decisiones/notificaciones.md): lo calcula la API al guardar entregas o cancelaciones, la base sólo lo guarda.
import type { EstadoNotificacion } from './notificaciones';

/** Un mensaje con los conteos de sus destinatarios. */
export interface ConteoNotificacion {
  estado: EstadoNotificacion;
  pendientes: number;
  enviados: number;
  fallidos: number;
  cancelados: number;
}

/** El mensaje después del cambio; `terminado`: se quedó sin pendientes ahora (su hora de envío es la de este cambio). */
export interface NotificacionResuelta extends ConteoNotificacion {
  terminado: boolean;
}

/** Sin pendientes: enviado si alguno llegó, fallido si alguno falló, cancelado si todos se cancelaron. */
function estadoSinPendientes(n: Pick<ConteoNotificacion, 'enviados' | 'fallidos'>): EstadoNotificacion {
  if (n.enviados > 0) return 'enviado';
  return n.fallidos > 0 ? 'fallido' : 'cancelado';
}

/**
 * `enviados` y `fallidos` destinatarios pendientes del mensaje se resolvieron (el trabajador de la cola): mientras
 * quede alguno pendiente el mensaje está pendiente; un mensaje cancelado sigue cancelado.
 */
export function trasEntregas(
  n: ConteoNotificacion,
  resueltos: { enviados: number; fallidos: number },
): NotificacionResuelta {
  const pendientes = n.pendientes - resueltos.enviados - resueltos.fallidos;
  const conteos = {
    pendientes,
    enviados: n.enviados + resueltos.enviados,
    fallidos: n.fallidos + resueltos.fallidos,
    cancelados: n.cancelados,
  };
  const estado =
    n.estado === 'cancelado' ? 'cancelado' : pendientes > 0 ? 'pendiente' : estadoSinPendientes(conteos);
  return { ...conteos, estado, terminado: pendientes === 0 };
}

/**
 * `cuantos` destinatarios pendientes del mensaje se cancelaron (la supresión de su cliente): si con eso el mensaje,
 * pendiente o programado, se queda sin pendientes, toma el estado de lo que sí se resolvió; si no, sigue como estaba.
 */
export function trasCancelar(n: ConteoNotificacion, cuantos: number): NotificacionResuelta {
  const pendientes = n.pendientes - cuantos;
  const conteos = {
    pendientes,
    enviados: n.enviados,
    fallidos: n.fallidos,
    cancelados: n.cancelados + cuantos,
  };
  const abierto = n.estado === 'pendiente' || n.estado === 'programado';
  const estado = pendientes > 0 || !abierto ? n.estado : estadoSinPendientes(conteos);
  return { ...conteos, estado, terminado: pendientes === 0 && n.estado === 'pendiente' };
}
