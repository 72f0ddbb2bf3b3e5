"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.GarantiasModule = void 0;
const common_1 = require("@nestjs/common");
const almacen_documentos_1 = require("./almacen-documentos");
const documentos_service_1 = require("./documentos.service");
const garantias_controller_1 = require("./garantias.controller");
const garantias_service_1 = require("./garantias.service");
let GarantiasModule = class GarantiasModule {
};
exports.GarantiasModule = GarantiasModule;
exports.GarantiasModule = GarantiasModule = __decorate([
    (0, common_1.Module)({
        controllers: [garantias_controller_1.GarantiasController, garantias_controller_1.DocumentosController],
        providers: [garantias_service_1.GarantiasService, documentos_service_1.DocumentosService, { provide: almacen_documentos_1.ALMACEN_DOCUMENTOS, useClass: almacen_documentos_1.AlmacenPostgres }],
    })
], GarantiasModule);
//# sourceMappingURL=garantias.module.js.map