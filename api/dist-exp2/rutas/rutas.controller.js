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
exports.RutasController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const rutas_dto_1 = require("./dto/rutas.dto");
const rutas_service_1 = require("./rutas.service");
/** /api/rutas (especificación §2 Rutas de Cobro). Un cobrador sólo genera y ve su propia ruta. */
let RutasController = class RutasController {
    rutas;
    constructor(rutas) {
        this.rutas = rutas;
    }
    generar(dto, contexto) {
        return this.rutas.generar(dto, contexto);
    }
    listar(consulta, actor) {
        return this.rutas.listar(consulta, actor);
    }
    obtener(id, actor) {
        return this.rutas.obtener(id, actor);
    }
    async exportar(id, formato, actor, respuesta) {
        const archivo = await this.rutas.exportar(id, formato, actor);
        await respuesta
            .header('Content-Type', archivo.tipo)
            .header('Content-Disposition', archivo.disposicion)
            .header('Cache-Control', 'no-store')
            .send(archivo.contenido);
    }
};
exports.RutasController = RutasController;
__decorate([
    (0, common_1.Post)('generar'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Rutas generadas correctamente'),
    (0, swagger_1.ApiOperation)({ summary: 'Genera y guarda una ruta por cobrador para la fecha' }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [rutas_dto_1.GenerarRutasDto, Object]),
    __metadata("design:returntype", void 0)
], RutasController.prototype, "generar", null);
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Resúmenes de las rutas guardadas de una fecha (las paradas, con GET /rutas/:id)' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [rutas_dto_1.ConsultaRutasDto, Function]),
    __metadata("design:returntype", void 0)
], RutasController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Ruta completa: paradas en orden de visita y préstamos (un cobrador sólo la suya)' }),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], RutasController.prototype, "obtener", null);
__decorate([
    (0, common_1.Get)(':id/export/:formato'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Descarga la ruta en texto (txt) o la planilla imprimible (pdf)' }),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Param)('formato')),
    __param(2, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __param(3, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, String, Function, Object]),
    __metadata("design:returntype", Promise)
], RutasController.prototype, "exportar", null);
exports.RutasController = RutasController = __decorate([
    (0, swagger_1.ApiTags)('Rutas de cobro'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('rutas'),
    __metadata("design:paramtypes", [rutas_service_1.RutasService])
], RutasController);
//# sourceMappingURL=rutas.controller.js.map