"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuditoriaModule = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const auditoria_controller_1 = require("./auditoria.controller");
const auditoria_service_1 = require("./auditoria.service");
const evento_auditoria_entity_1 = require("./entities/evento-auditoria.entity");
/** Global: todo módulo que escribe registra su evento con AuditoriaService. */
let AuditoriaModule = class AuditoriaModule {
};
exports.AuditoriaModule = AuditoriaModule;
exports.AuditoriaModule = AuditoriaModule = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({
        imports: [typeorm_1.TypeOrmModule.forFeature([evento_auditoria_entity_1.EventoAuditoria])],
        controllers: [auditoria_controller_1.AuditoriaController],
        providers: [auditoria_service_1.AuditoriaService],
        exports: [auditoria_service_1.AuditoriaService],
    })
], AuditoriaModule);
//# sourceMappingURL=auditoria.module.js.map