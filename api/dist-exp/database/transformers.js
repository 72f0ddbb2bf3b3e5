"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.numerico = void 0;
/**
 * NUMERIC(14,2) ↔ number. node-postgres entrega NUMERIC como texto para no perder precisión; los montos de
 * Cartera caben holgados en un double (14 dígitos), así que se convierten aquí, en un solo lugar.
 */
exports.numerico = {
    to: (valor) => valor,
    from: (valor) => (valor === null ? null : Number(valor)),
};
//# sourceMappingURL=transformers.js.map