"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ExcepcionesFilter = void 0;
const common_1 = require("@nestjs/common");
const traducir_error_1 = require("./traducir-error");
/** Filtro global: toda excepción sale como { success: false, message, code, errors? } con su estado HTTP. */
let ExcepcionesFilter = class ExcepcionesFilter {
    logger = new common_1.Logger('Errores');
    catch(excepcion, host) {
        const http = host.switchToHttp();
        const reply = http.getResponse();
        const request = http.getRequest();
        const { status, cuerpo, esFalloInterno } = (0, traducir_error_1.traducirError)(excepcion);
        if (esFalloInterno) {
            const traza = excepcion instanceof Error ? (excepcion.stack ?? excepcion.message) : String(excepcion);
            this.logger.error(`${request.method} ${request.url}: ${traza}`);
        }
        if (reply.sent)
            return;
        void reply.status(status).header('cache-control', 'no-store').send(cuerpo);
    }
};
exports.ExcepcionesFilter = ExcepcionesFilter;
exports.ExcepcionesFilter = ExcepcionesFilter = __decorate([
    (0, common_1.Catch)()
], ExcepcionesFilter);
//# sourceMappingURL=excepciones.filter.js.map