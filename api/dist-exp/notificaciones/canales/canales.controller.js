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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.CanalesController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const respuesta_1 = require("../../common/respuesta");
const roles_decorator_1 = require("../../common/roles.decorator");
const usuario_actual_decorator_1 = require("../../common/usuario-actual.decorator");
const canales_dto_1 = require("./canales.dto");
const canales_service_1 = require("./canales.service");
/** /api/notificaciones/canales: ajustes de email, SMS y WhatsApp y mensaje de prueba. Sólo admin; auditado. */
let CanalesController = class CanalesController {
    canales;
    constructor(canales) {
        this.canales = canales;
    }
    listar() {
        return this.canales.listar();
    }
    email(dto, contexto) {
        return this.canales.actualizarEmail(dto, contexto);
    }
    sms(dto, contexto) {
        return this.canales.actualizarHttp('sms', dto, contexto);
    }
    whatsapp(dto, contexto) {
        return this.canales.actualizarHttp('whatsapp', dto, contexto);
    }
    probarEmail(dto, contexto) {
        return this.canales.probar('email', dto, contexto);
    }
    probarSms(dto, contexto) {
        return this.canales.probar('sms', dto, contexto);
    }
    probarWhatsapp(dto, contexto) {
        return this.canales.probar('whatsapp', dto, contexto);
    }
};
exports.CanalesController = CanalesController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin'),
    (0, respuesta_1.Mensaje)('Canales obtenidos'),
    (0, swagger_1.ApiOperation)({ summary: 'Ajustes de los canales; los secretos nunca se devuelven (secretoConfigurado)' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], CanalesController.prototype, "listar", null);
__decorate([
    (0, common_1.Put)('email'),
    (0, roles_decorator_1.Roles)('admin'),
    (0, respuesta_1.Mensaje)('Canal email actualizado'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [canales_dto_1.CanalEmailDto, Object]),
    __metadata("design:returntype", void 0)
], CanalesController.prototype, "email", null);
__decorate([
    (0, common_1.Put)('sms'),
    (0, roles_decorator_1.Roles)('admin'),
    (0, respuesta_1.Mensaje)('Canal SMS actualizado'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [canales_dto_1.CanalHttpDto, Object]),
    __metadata("design:returntype", void 0)
], CanalesController.prototype, "sms", null);
__decorate([
    (0, common_1.Put)('whatsapp'),
    (0, roles_decorator_1.Roles)('admin'),
    (0, respuesta_1.Mensaje)('Canal WhatsApp actualizado'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [canales_dto_1.CanalHttpDto, Object]),
    __metadata("design:returntype", void 0)
], CanalesController.prototype, "whatsapp", null);
__decorate([
    (0, common_1.Post)('email/prueba'),
    (0, common_1.HttpCode)(200),
    (0, roles_decorator_1.Roles)('admin'),
    (0, respuesta_1.Mensaje)('Mensaje de prueba enviado'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [canales_dto_1.PruebaCanalDto, Object]),
    __metadata("design:returntype", void 0)
], CanalesController.prototype, "probarEmail", null);
__decorate([
    (0, common_1.Post)('sms/prueba'),
    (0, common_1.HttpCode)(200),
    (0, roles_decorator_1.Roles)('admin'),
    (0, respuesta_1.Mensaje)('Mensaje de prueba enviado'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [canales_dto_1.PruebaCanalDto, Object]),
    __metadata("design:returntype", void 0)
], CanalesController.prototype, "probarSms", null);
__decorate([
    (0, common_1.Post)('whatsapp/prueba'),
    (0, common_1.HttpCode)(200),
    (0, roles_decorator_1.Roles)('admin'),
    (0, respuesta_1.Mensaje)('Mensaje de prueba enviado'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [canales_dto_1.PruebaCanalDto, Object]),
    __metadata("design:returntype", void 0)
], CanalesController.prototype, "probarWhatsapp", null);
exports.CanalesController = CanalesController = __decorate([
    (0, swagger_1.ApiTags)('Notificaciones'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('notificaciones/canales'),
    __metadata("design:paramtypes", [canales_service_1.CanalesService])
], CanalesController);
//# sourceMappingURL=canales.controller.js.map