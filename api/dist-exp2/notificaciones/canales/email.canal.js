"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.EmailCanal = void 0;
const nodemailer_1 = __importDefault(require("nodemailer"));
const canal_1 = require("./canal");
/** Email por SMTP con nodemailer (un transporte con conexiones reutilizadas por lote). */
class EmailCanal {
    ajustes;
    transporte;
    constructor(ajustes, contrasena) {
        this.ajustes = ajustes;
        this.transporte = nodemailer_1.default.createTransport({
            host: ajustes.host,
            port: ajustes.puerto,
            secure: ajustes.seguro,
            pool: true,
            maxConnections: 5,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
            ...(ajustes.usuario ? { auth: { user: ajustes.usuario, pass: contrasena ?? '' } } : {}),
        });
    }
    async enviar(mensaje) {
        try {
            await this.transporte.sendMail({
                from: this.ajustes.remitente,
                to: mensaje.direccion,
                subject: mensaje.titulo,
                text: mensaje.mensaje,
                headers: { 'X-Cartera-Referencia': mensaje.id },
            });
        }
        catch (error) {
            throw new canal_1.ErrorEntrega(`SMTP: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    cerrar() {
        this.transporte.close();
    }
}
exports.EmailCanal = EmailCanal;
//# sourceMappingURL=email.canal.js.map