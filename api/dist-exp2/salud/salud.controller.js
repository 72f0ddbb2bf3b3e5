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
exports.SaludController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const typeorm_1 = require("@nestjs/typeorm");
const errores_1 = require("../common/errores");
const publico_decorator_1 = require("../common/publico.decorator");
const respuesta_1 = require("../common/respuesta");
const ESPERA_BASE_DATOS_MS = 3000;
/** Sondas de Kubernetes: vida (el proceso responde) y preparación (además, la base contesta). */
let SaludController = class SaludController {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    vivo() {
        return { status: 'ok' };
    }
    async listo() {
        try {
            await Promise.race([
                this.dataSource.query('SELECT 1'),
                new Promise((_, rechazar) => setTimeout(() => rechazar(new Error('tiempo agotado')), ESPERA_BASE_DATOS_MS).unref()),
            ]);
        }
        catch {
            throw new errores_1.ErrorNegocio(errores_1.CODIGOS.noDisponible, 'Base de datos no disponible', 503);
        }
        return { status: 'ok', baseDatos: 'ok' };
    }
};
exports.SaludController = SaludController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: 'Vida: el proceso responde' }),
    (0, respuesta_1.Mensaje)('API en funcionamiento'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], SaludController.prototype, "vivo", null);
__decorate([
    (0, common_1.Get)('ready'),
    (0, swagger_1.ApiOperation)({ summary: 'Preparación: la base de datos responde (503 si no)' }),
    (0, respuesta_1.Mensaje)('API lista'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], SaludController.prototype, "listo", null);
exports.SaludController = SaludController = __decorate([
    (0, swagger_1.ApiTags)('Salud'),
    (0, publico_decorator_1.Publico)(),
    (0, common_1.Controller)('health'),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [Function])
], SaludController);
//# sourceMappingURL=salud.controller.js.map