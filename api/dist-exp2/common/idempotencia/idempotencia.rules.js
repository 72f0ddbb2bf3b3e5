"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MENSAJES_IDEMPOTENCIA = exports.ABANDONO_CLAVE_SEGUNDOS = exports.VIGENCIA_CLAVE_HORAS = void 0;
exports.leerClave = leerClave;
exports.huellaSolicitud = huellaSolicitud;
// Reglas de la cabecera Idempotency-Key: qué clave se acepta y qué huella identifica una solicitud.
const node_crypto_1 = require("node:crypto");
/** Cuánto vale una clave: pasado esto, la misma clave es una solicitud nueva. */
exports.VIGENCIA_CLAVE_HORAS = 24;
/**
 * Una clave `en_curso` o `aplicada` sin cambios desde hace tanto es de un intento abandonado (su réplica murió):
 * un reintento puede quedarse con ella. Aunque el intento siguiera vivo, ya no podría confirmar su escritura.
 */
exports.ABANDONO_CLAVE_SEGUNDOS = 10;
const CLAVE_VALIDA = /^[\x21-\x7e]{1,255}$/;
exports.MENSAJES_IDEMPOTENCIA = {
    claveInvalida: 'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres visibles, sin espacios',
    otraSolicitud: 'Esta clave de idempotencia ya se usó con otra solicitud',
    enCurso: 'Una solicitud con esta clave de idempotencia todavía está en curso. Intente de nuevo en un momento.',
    aplicada: 'La operación con esta clave de idempotencia ya se aplicó, pero su respuesta se perdió. Consulte el resultado antes de repetirla.',
};
/**
 * La clave de la cabecera: `undefined` si no vino (la solicitud no es idempotente), `null` si vino mal formada.
 * Node junta cabeceras repetidas con ', ': una clave repetida no es válida.
 */
function leerClave(valor) {
    if (valor === undefined)
        return undefined;
    if (Array.isArray(valor) || !CLAVE_VALIDA.test(valor))
        return null;
    return valor;
}
/** Método, ruta y cuerpo: la misma clave con otra huella es otra solicitud, y se rechaza. */
function huellaSolicitud(metodo, url, cuerpo) {
    return (0, node_crypto_1.createHash)('sha256')
        .update(`${metodo.toUpperCase()} ${url}\n`)
        .update(JSON.stringify(cuerpo ?? null))
        .digest('hex');
}
//# sourceMappingURL=idempotencia.rules.js.map