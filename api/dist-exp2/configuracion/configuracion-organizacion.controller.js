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
exports.ConfiguracionOrganizacionController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const configuracion_organizacion_dto_1 = require("./configuracion-organizacion.dto");
const configuracion_organizacion_service_1 = require("./configuracion-organizacion.service");
/** /api/configuracion/organizacion: ajustes de toda la organización (caja, empresa, mensajes automáticos). */
let ConfiguracionOrganizacionController = class ConfiguracionOrganizacionController {
    configuracion;
    constructor(configuracion) {
        this.configuracion = configuracion;
    }
    obtener() {
        return this.configuracion.obtener();
    }
    actualizar(dto, contexto) {
        return this.configuracion.actualizar(dto, contexto);
    }
};
exports.ConfiguracionOrganizacionController = ConfiguracionOrganizacionController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, swagger_1.ApiOperation)({ summary: 'Ajustes de la organización' }),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], ConfiguracionOrganizacionController.prototype, "obtener", null);
__decorate([
    (0, common_1.Put)(),
    (0, roles_decorator_1.Roles)('admin'),
    (0, respuesta_1.Mensaje)('Configuración actualizada correctamente'),
    (0, swagger_1.ApiOperation)({ summary: 'Cambia ajustes de la organización (sólo admin; auditado)' }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [configuracion_organizacion_dto_1.ConfiguracionOrganizacionDto, Object]),
    __metadata("design:returntype", void 0)
], ConfiguracionOrganizacionController.prototype, "actualizar", null);
exports.ConfiguracionOrganizacionController = ConfiguracionOrganizacionController = __decorate([
    (0, swagger_1.ApiTags)('Configuración'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('configuracion/organizacion'),
    __metadata("design:paramtypes", [configuracion_organizacion_service_1.ConfiguracionOrganizacionService])
], ConfiguracionOrganizacionController);
//# sourceMappingURL=configuracion-organizacion.controller.js.map