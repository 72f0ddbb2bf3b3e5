"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.HttpCanal = void 0;
const dominio_1 = require("@cartera/dominio");
const canal_1 = require("./canal");
const TIEMPO_MAXIMO_MS = 10_000;
/**
 * SMS y WhatsApp por un proveedor HTTP: POST a `url` con el cuerpo JSON de la plantilla y `Authorization: Bearer
 * <token>`. Cualquier respuesta 2xx es una entrega aceptada; otra cosa, un error que se reintenta.
 */
class HttpCanal {
    canal;
    ajustes;
    token;
    constructor(canal, ajustes, token) {
        this.canal = canal;
        this.ajustes = ajustes;
        this.token = token;
    }
    async enviar(mensaje) {
        const resultado = (0, dominio_1.renderizarCuerpoProveedor)(this.ajustes.cuerpo, {
            telefono: mensaje.direccion,
            mensaje: mensaje.mensaje,
            titulo: mensaje.titulo,
            canal: this.canal,
            id: mensaje.id,
        });
        if ('error' in resultado)
            throw new canal_1.ErrorEntrega(resultado.error);
        let respuesta;
        try {
            respuesta = await fetch(this.ajustes.url, {
                method: 'POST',
                headers: {
                    'content-type': 'application/json',
                    'idempotency-key': mensaje.id,
                    ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
                },
                body: resultado.cuerpo,
                signal: AbortSignal.timeout(TIEMPO_MAXIMO_MS),
            });
        }
        catch (error) {
            throw new canal_1.ErrorEntrega(`Proveedor ${this.canal}: ${error instanceof Error ? error.message : String(error)}`);
        }
        if (!respuesta.ok) {
            const texto = (await respuesta.text().catch(() => '')).slice(0, 200);
            throw new canal_1.ErrorEntrega(`Proveedor ${this.canal}: respondió ${respuesta.status}${texto ? ` (${texto})` : ''}`);
        }
        await respuesta.arrayBuffer().catch(() => undefined);
    }
}
exports.HttpCanal = HttpCanal;
//# sourceMappingURL=http.canal.js.map