"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.RespuestaInterceptor = void 0;
exports.envolver = envolver;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const rxjs_1 = require("rxjs");
const respuesta_1 = require("./respuesta");
/** Envuelve lo que devuelve un controlador en { success: true, data, message } (y `meta` en las listas). */
let RespuestaInterceptor = class RespuestaInterceptor {
    reflector;
    constructor(reflector) {
        this.reflector = reflector;
    }
    intercept(contexto, siguiente) {
        const mensaje = this.reflector.getAllAndOverride(respuesta_1.MENSAJE_RESPUESTA, [
            contexto.getHandler(),
            contexto.getClass(),
        ]) ?? 'Operación exitosa';
        return siguiente.handle().pipe((0, rxjs_1.map)((valor) => envolver(valor, mensaje)));
    }
};
exports.RespuestaInterceptor = RespuestaInterceptor;
exports.RespuestaInterceptor = RespuestaInterceptor = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector])
], RespuestaInterceptor);
function envolver(valor, mensaje) {
    if (valor instanceof respuesta_1.Respuesta) {
        return { success: true, ...valor.raiz, data: valor.data ?? null, message: valor.message ?? mensaje };
    }
    if (valor instanceof respuesta_1.Pagina)
        return { success: true, data: valor.items, message: mensaje, meta: valor.meta };
    return { success: true, data: valor ?? null, message: mensaje };
}
//# sourceMappingURL=respuesta.interceptor.js.map