"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.CobrosModule = void 0;
const common_1 = require("@nestjs/common");
const cartera_module_1 = require("../cartera/cartera.module");
const cobros_controller_1 = require("./cobros.controller");
const cobros_service_1 = require("./cobros.service");
let CobrosModule = class CobrosModule {
};
exports.CobrosModule = CobrosModule;
exports.CobrosModule = CobrosModule = __decorate([
    (0, common_1.Module)({
        imports: [cartera_module_1.CarteraModule],
        controllers: [cobros_controller_1.CobrosController],
        providers: [cobros_service_1.CobrosService],
    })
], CobrosModule);
//# sourceMappingURL=cobros.module.js.map