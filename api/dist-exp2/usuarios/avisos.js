"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.registrarAviso = registrarAviso;
exports.listarAvisos = listarAvisos;
exports.autorDelCambio = autorDelCambio;
/**
 * Aviso al dueño de una cuenta (su contraseña o su email cambiaron), en la misma transacción del cambio. Lo ve en
 * GET /api/auth/avisos; si no fue él, sabe que debe avisar a un administrador.
 */
async function registrarAviso(manager, usuarioId, titulo, mensaje) {
    await manager.query(`INSERT INTO usuarios_avisos (usuario_id, titulo, mensaje) VALUES ($1, $2, $3)`, [
        usuarioId,
        titulo,
        mensaje,
    ]);
}
/** Los avisos más recientes de una cuenta. */
async function listarAvisos(manager, usuarioId, limite = 50) {
    const filas = (await manager.query(`SELECT id::text AS id, titulo, mensaje, created_at AS "createdAt"
       FROM usuarios_avisos WHERE usuario_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [usuarioId, limite]));
    return filas.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() }));
}
/** Texto del aviso: quién hizo el cambio (el propio usuario o un administrador). */
function autorDelCambio(actor, usuarioId) {
    return actor.id === usuarioId ? 'usted mismo' : actor.nombre;
}
//# sourceMappingURL=avisos.js.map