"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.FlujoCajaModule = void 0;
const common_1 = require("@nestjs/common");
const configuracion_organizacion_module_1 = require("../configuracion/configuracion-organizacion.module");
const flujo_caja_controller_1 = require("./flujo-caja.controller");
const flujo_caja_exportes_1 = require("./flujo-caja.exportes");
const flujo_caja_service_1 = require("./flujo-caja.service");
let FlujoCajaModule = class FlujoCajaModule {
};
exports.FlujoCajaModule = FlujoCajaModule;
exports.FlujoCajaModule = FlujoCajaModule = __decorate([
    (0, common_1.Module)({
        imports: [configuracion_organizacion_module_1.ConfiguracionOrganizacionModule],
        controllers: [flujo_caja_controller_1.FlujoCajaController],
        providers: [flujo_caja_service_1.FlujoCajaService, flujo_caja_exportes_1.FlujoCajaExportes],
    })
], FlujoCajaModule);
//# sourceMappingURL=flujo-caja.module.js.map