"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ErrorEntrega = void 0;
/** Error de entrega: el texto se guarda en el destinatario y se muestra en el historial. */
class ErrorEntrega extends Error {
}
exports.ErrorEntrega = ErrorEntrega;
//# sourceMappingURL=canal.js.map