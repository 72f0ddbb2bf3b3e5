"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.auditar = auditar;
const registrar_evento_1 = require("../auditoria/registrar-evento");
/** Auditoría de una escritura exitosa de préstamos o cobros, en la transacción de la escritura. */
function auditar(manager, contexto, modulo, evento) {
    return (0, registrar_evento_1.registrarEvento)(manager, {
        usuarioId: contexto.actor.id,
        usuario: contexto.actor.nombre,
        ip: contexto.ip,
        modulo,
        tipo: 'success',
        resultado: 'exitoso',
        ...evento,
    });
}
//# sourceMappingURL=auditar.js.map