"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.sanitizar = sanitizar;
exports.sanitizarObjeto = sanitizarObjeto;
/** Claves que nunca se guardan en la auditoría, en cualquier nivel y sin distinguir mayúsculas ni guiones bajos. */
const CLAVES_SECRETAS = new Set([
    'password',
    'passwordhash',
    'token',
    'credencialesversion',
    'passwordactual',
]);
function esSecreta(clave) {
    return CLAVES_SECRETAS.has(clave.replace(/_/g, '').toLowerCase());
}
/**
 * Copia de `datos` apta para la auditoría: sin contraseñas, hashes, tokens ni versión de credenciales, en
 * objetos y arreglos anidados. Las fechas pasan a texto ISO y los objetos con toJSON se serializan primero.
 */
function sanitizar(datos) {
    if (datos === null || datos === undefined)
        return null;
    if (datos instanceof Date)
        return datos.toISOString();
    if (Array.isArray(datos))
        return datos.map((elemento) => sanitizar(elemento));
    if (typeof datos === 'object') {
        const conToJson = datos;
        if (typeof conToJson.toJSON === 'function')
            return sanitizar(conToJson.toJSON());
        const limpio = {};
        for (const [clave, valor] of Object.entries(datos)) {
            if (!esSecreta(clave) && valor !== undefined)
                limpio[clave] = sanitizar(valor);
        }
        return limpio;
    }
    if (typeof datos === 'bigint')
        return datos.toString();
    if (typeof datos === 'function' || typeof datos === 'symbol')
        return null;
    return datos;
}
/** `sanitizar` para las columnas jsonb: un objeto, o null. Un valor suelto queda como { valor }. */
function sanitizarObjeto(datos) {
    const limpio = sanitizar(datos);
    if (limpio === null)
        return null;
    if (typeof limpio === 'object' && !Array.isArray(limpio))
        return limpio;
    return { valor: limpio };
}
//# sourceMappingURL=sanitizar.js.map