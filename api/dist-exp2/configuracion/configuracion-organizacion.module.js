"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ConfiguracionOrganizacionModule = void 0;
const common_1 = require("@nestjs/common");
const configuracion_organizacion_controller_1 = require("./configuracion-organizacion.controller");
const configuracion_organizacion_service_1 = require("./configuracion-organizacion.service");
let ConfiguracionOrganizacionModule = class ConfiguracionOrganizacionModule {
};
exports.ConfiguracionOrganizacionModule = ConfiguracionOrganizacionModule;
exports.ConfiguracionOrganizacionModule = ConfiguracionOrganizacionModule = __decorate([
    (0, common_1.Module)({
        controllers: [configuracion_organizacion_controller_1.ConfiguracionOrganizacionController],
        providers: [configuracion_organizacion_service_1.ConfiguracionOrganizacionService],
        exports: [configuracion_organizacion_service_1.ConfiguracionOrganizacionService],
    })
], ConfiguracionOrganizacionModule);
//# sourceMappingURL=configuracion-organizacion.module.js.map