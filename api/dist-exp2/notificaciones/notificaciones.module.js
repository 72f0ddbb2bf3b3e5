"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.NotificacionesModule = void 0;
const common_1 = require("@nestjs/common");
const automaticos_service_1 = require("./automaticos.service");
const canales_controller_1 = require("./canales/canales.controller");
const canales_service_1 = require("./canales/canales.service");
const cola_service_1 = require("./cola.service");
const entregas_service_1 = require("./entregas.service");
const envio_service_1 = require("./envio.service");
const notificaciones_controller_1 = require("./notificaciones.controller");
const notificaciones_service_1 = require("./notificaciones.service");
const plantillas_controller_1 = require("./plantillas.controller");
const plantillas_service_1 = require("./plantillas.service");
/**
 * Centro de notificaciones. Global para que el libro (préstamos y cobros) encole los mensajes automáticos en sus
 * propias transacciones con AutomaticosService. Los controladores de rutas fijas (plantillas, canales) van antes
 * que el de /notificaciones/:id.
 */
let NotificacionesModule = class NotificacionesModule {
};
exports.NotificacionesModule = NotificacionesModule;
exports.NotificacionesModule = NotificacionesModule = __decorate([
    (0, common_1.Global)(),
    (0, common_1.Module)({
        controllers: [plantillas_controller_1.PlantillasController, canales_controller_1.CanalesController, notificaciones_controller_1.NotificacionesController],
        providers: [
            cola_service_1.ColaService,
            envio_service_1.EnvioService,
            canales_service_1.CanalesService,
            entregas_service_1.EntregasService,
            automaticos_service_1.AutomaticosService,
            notificaciones_service_1.NotificacionesService,
            plantillas_service_1.PlantillasService,
        ],
        exports: [automaticos_service_1.AutomaticosService],
    })
], NotificacionesModule);
//# sourceMappingURL=notificaciones.module.js.map