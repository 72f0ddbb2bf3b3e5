"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var ConfiguracionModule_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.ConfiguracionModule = exports.CONFIGURACION = void 0;
const common_1 = require("@nestjs/common");
/** Token de inyección de la configuración: `@Inject(CONFIGURACION) config: ConfiguracionResuelta`. */
exports.CONFIGURACION = Symbol('CONFIGURACION');
let ConfiguracionModule = ConfiguracionModule_1 = class ConfiguracionModule {
    static forRoot(config) {
        return {
            module: ConfiguracionModule_1,
            providers: [{ provide: exports.CONFIGURACION, useValue: config }],
            exports: [exports.CONFIGURACION],
        };
    }
};
exports.ConfiguracionModule = ConfiguracionModule;
exports.ConfiguracionModule = ConfiguracionModule = ConfiguracionModule_1 = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({})
], ConfiguracionModule);
//# sourceMappingURL=configuracion.module.js.map