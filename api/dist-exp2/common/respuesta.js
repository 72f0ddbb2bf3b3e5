"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Pagina = exports.Respuesta = exports.Mensaje = exports.MENSAJE_RESPUESTA = void 0;
const common_1 = require("@nestjs/common");
exports.MENSAJE_RESPUESTA = 'cartera:mensaje';
/** Mensaje de éxito de un endpoint; el interceptor lo pone en `message`. */
const Mensaje = (mensaje) => (0, common_1.SetMetadata)(exports.MENSAJE_RESPUESTA, mensaje);
exports.Mensaje = Mensaje;
/** Respuesta con mensaje propio y, si hace falta, campos extra en la raíz (p. ej. `token` en el inicio de sesión). */
class Respuesta {
    data;
    message;
    raiz;
    constructor(data, message, raiz = {}) {
        this.data = data;
        this.message = message;
        this.raiz = raiz;
    }
}
exports.Respuesta = Respuesta;
/** Una página de una lista: sale como `data: [...]` con `meta` al lado. */
class Pagina {
    items;
    meta;
    constructor(items, meta) {
        this.items = items;
        this.meta = meta;
    }
    /** La misma página anidada en `data.data` (cobradores y metas, especificación §7). */
    anidada() {
        return { data: this.items, meta: this.meta };
    }
}
exports.Pagina = Pagina;
//# sourceMappingURL=respuesta.js.map