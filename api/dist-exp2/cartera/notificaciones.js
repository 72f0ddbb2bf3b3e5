"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.registrarNotificacion = registrarNotificacion;
exports.registrarNotificaciones = registrarNotificaciones;
/** Agrega un evento a la lista del préstamo, en la misma transacción del cambio que lo produce. */
async function registrarNotificacion(manager, notificacion) {
    await manager.query(`INSERT INTO prestamos_notificaciones (prestamo_id, cuota_id, categoria, titulo, mensaje)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (cuota_id) WHERE categoria = 'mora' DO NOTHING`, [notificacion.prestamoId, notificacion.cuotaId ?? null, notificacion.categoria, notificacion.titulo, notificacion.mensaje]);
}
/** Varias notificaciones en un solo INSERT (p. ej. las cuotas que vencieron juntas), en el orden dado. */
async function registrarNotificaciones(manager, lista) {
    if (lista.length === 0)
        return;
    await manager.query(`INSERT INTO prestamos_notificaciones (prestamo_id, cuota_id, categoria, titulo, mensaje)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT (cuota_id) WHERE categoria = 'mora' DO NOTHING`, [
        lista.map((n) => n.prestamoId),
        lista.map((n) => n.cuotaId ?? null),
        lista.map((n) => n.categoria),
        lista.map((n) => n.titulo),
        lista.map((n) => n.mensaje),
    ]);
}
//# sourceMappingURL=notificaciones.js.map