"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.DemoModule = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const demo_service_1 = require("./demo.service");
const usuarios_semilla_1 = require("./usuarios.semilla");
/**
 * Datos de arranque. Los pasos de demostración de otros módulos (clientes, préstamos…) se declaran en su propio
 * módulo con @SemillaDemo; DemoService los descubre.
 */
let DemoModule = class DemoModule {
};
exports.DemoModule = DemoModule;
exports.DemoModule = DemoModule = __decorate([
    (0, common_1.Module)({
        imports: [core_1.DiscoveryModule],
        providers: [demo_service_1.DemoService, usuarios_semilla_1.UsuariosSemilla],
        exports: [demo_service_1.DemoService],
    })
], DemoModule);
//# sourceMappingURL=demo.module.js.map