"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.CarteraModule = void 0;
const common_1 = require("@nestjs/common");
const barrido_service_1 = require("./barrido.service");
const libro_service_1 = require("./libro.service");
/** El libro de dinero compartido por préstamos y cobros, y el barrido que mueve los estados con el tiempo. */
let CarteraModule = class CarteraModule {
};
exports.CarteraModule = CarteraModule;
exports.CarteraModule = CarteraModule = __decorate([
    (0, common_1.Module)({
        providers: [libro_service_1.LibroService, barrido_service_1.BarridoService],
        exports: [libro_service_1.LibroService, barrido_service_1.BarridoService],
    })
], CarteraModule);
//# sourceMappingURL=cartera.module.js.map