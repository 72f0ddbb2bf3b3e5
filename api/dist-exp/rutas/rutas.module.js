"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.RutasModule = void 0;
const common_1 = require("@nestjs/common");
const rutas_controller_1 = require("./rutas.controller");
const rutas_service_1 = require("./rutas.service");
let RutasModule = class RutasModule {
};
exports.RutasModule = RutasModule;
exports.RutasModule = RutasModule = __decorate([
    (0, common_1.Module)({
        controllers: [rutas_controller_1.RutasController],
        providers: [rutas_service_1.RutasService],
    })
], RutasModule);
//# sourceMappingURL=rutas.module.js.map