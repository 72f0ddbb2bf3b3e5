"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlantillasController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const plantillas_dto_1 = require("./dto/plantillas.dto");
const plantillas_service_1 = require("./plantillas.service");
/** /api/notificaciones/plantillas: CRUD con variables y vista previa con un cliente real (admin y gerente). */
let PlantillasController = class PlantillasController {
    plantillas;
    constructor(plantillas) {
        this.plantillas = plantillas;
    }
    listar(consulta) {
        return this.plantillas.listar(consulta);
    }
    vistaPrevia(dto) {
        return this.plantillas.vistaPrevia(dto);
    }
    obtener(id) {
        return this.plantillas.obtener(id);
    }
    crear(dto, contexto) {
        return this.plantillas.crear(dto, contexto);
    }
    actualizar(id, dto, contexto) {
        return this.plantillas.actualizar(id, dto, contexto);
    }
    eliminar(id, contexto) {
        return this.plantillas.eliminar(id, contexto);
    }
};
exports.PlantillasController = PlantillasController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Plantillas obtenidas'),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [plantillas_dto_1.ConsultaPlantillasDto]),
    __metadata("design:returntype", void 0)
], PlantillasController.prototype, "listar", null);
__decorate([
    (0, common_1.Post)('vista-previa'),
    (0, common_1.HttpCode)(200),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Vista previa'),
    (0, swagger_1.ApiOperation)({ summary: 'Asunto y contenido renderizados con los datos de un cliente' }),
    __param(0, (0, common_1.Body)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [plantillas_dto_1.VistaPreviaDto]),
    __metadata("design:returntype", void 0)
], PlantillasController.prototype, "vistaPrevia", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Plantilla obtenida'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", void 0)
], PlantillasController.prototype, "obtener", null);
__decorate([
    (0, common_1.Post)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Plantilla creada correctamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [plantillas_dto_1.PlantillaDto, Object]),
    __metadata("design:returntype", void 0)
], PlantillasController.prototype, "crear", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Plantilla actualizada correctamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, plantillas_dto_1.PlantillaDto, Object]),
    __metadata("design:returntype", void 0)
], PlantillasController.prototype, "actualizar", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(200),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Plantilla eliminada correctamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], PlantillasController.prototype, "eliminar", null);
exports.PlantillasController = PlantillasController = __decorate([
    (0, swagger_1.ApiTags)('Notificaciones'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('notificaciones/plantillas'),
    __metadata("design:paramtypes", [plantillas_service_1.PlantillasService])
], PlantillasController);
//# sourceMappingURL=plantillas.controller.js.map