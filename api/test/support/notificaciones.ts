// El cuerpo de un envío de notificaciones (POST /api/notificaciones) que arman las pruebas.

/** A quién va un envío: clientes o usuarios por id, o los clientes que da un filtro. */
export type DestinoNotificacion =
  | { destinatarios: 'clientes'; clienteIds: string[] }
  | { destinatarios: 'usuarios'; usuarioIds: string[] }
  | { destinatarios: 'filtro'; filtroEstado: string };

/** Un envío de categoría «sistema» por el canal `tipo` ('sms', 'sistema'…) con su título y mensaje, a `destino`. */
export function envioDeSistema(tipo: string, titulo: string, mensaje: string, destino: DestinoNotificacion) {
  return { tipo, categoria: 'sistema', titulo, mensaje, ...destino };
}
