"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.registrarEvento = registrarEvento;
const evento_auditoria_entity_1 = require("./entities/evento-auditoria.entity");
const sanitizar_1 = require("./sanitizar");
/**
 * Escribe un evento con el `manager` recibido: dentro de una transacción, el evento se confirma o se deshace
 * junto con la escritura que describe. Los datos pasan siempre por `sanitizar`.
 */
async function registrarEvento(manager, evento) {
    const registro = manager.create(evento_auditoria_entity_1.EventoAuditoria, {
        usuarioId: evento.usuarioId ?? null,
        usuario: evento.usuario,
        accion: evento.accion,
        modulo: evento.modulo,
        detalles: evento.detalles,
        ip: evento.ip ?? null,
        tipo: evento.tipo,
        resultado: evento.resultado,
        datosAnteriores: (0, sanitizar_1.sanitizarObjeto)(evento.datosAnteriores),
        datosNuevos: (0, sanitizar_1.sanitizarObjeto)(evento.datosNuevos),
    });
    await manager.save(registro);
}
//# sourceMappingURL=registrar-evento.js.map