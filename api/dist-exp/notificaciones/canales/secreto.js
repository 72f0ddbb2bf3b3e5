"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CifradoSecretos = void 0;
const node_crypto_1 = require("node:crypto");
/**
 * Cifrado de los secretos de los canales (contraseña SMTP, token del proveedor) con AES-256-GCM y una clave derivada
 * del secreto JWT del despliegue: una copia de la base sin el secreto del servidor no revela las credenciales.
 */
class CifradoSecretos {
    clave;
    constructor(secretoServidor) {
        this.clave = (0, node_crypto_1.createHash)('sha256').update(`cartera/notificaciones/canales:${secretoServidor}`).digest();
    }
    cifrar(texto) {
        const iv = (0, node_crypto_1.randomBytes)(12);
        const cifrador = (0, node_crypto_1.createCipheriv)('aes-256-gcm', this.clave, iv);
        const datos = Buffer.concat([cifrador.update(texto, 'utf8'), cifrador.final()]);
        return ['v1', iv.toString('base64'), cifrador.getAuthTag().toString('base64'), datos.toString('base64')].join(':');
    }
    /** null si no se puede descifrar (p. ej. el secreto JWT cambió): el canal pide volver a escribir el secreto. */
    descifrar(cifrado) {
        const [version, iv, etiqueta, datos] = cifrado.split(':');
        if (version !== 'v1' || !iv || !etiqueta || datos === undefined)
            return null;
        try {
            const descifrador = (0, node_crypto_1.createDecipheriv)('aes-256-gcm', this.clave, Buffer.from(iv, 'base64'));
            descifrador.setAuthTag(Buffer.from(etiqueta, 'base64'));
            return Buffer.concat([descifrador.update(Buffer.from(datos, 'base64')), descifrador.final()]).toString('utf8');
        }
        catch {
            return null;
        }
    }
}
exports.CifradoSecretos = CifradoSecretos;
//# sourceMappingURL=secreto.js.map