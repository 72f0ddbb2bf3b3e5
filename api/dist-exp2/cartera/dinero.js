"use strict";
// El libro suma y compara dinero en centavos enteros: NUMERIC(14,2) en la base, número en el JSON, y nunca una
// suma de coma flotante en medio.
Object.defineProperty(exports, "__esModule", { value: true });
exports.aCentavos = aCentavos;
exports.aPesos = aPesos;
exports.sumar = sumar;
function aCentavos(valor) {
    return Math.round(valor * 100);
}
function aPesos(centavos) {
    return centavos / 100;
}
/** Suma montos leídos de columnas NUMERIC(14,2) sin acumular error de coma flotante. */
function sumar(valores) {
    return aPesos(valores.reduce((total, valor) => total + aCentavos(valor), 0));
}
//# sourceMappingURL=dinero.js.map