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
exports.FlujoCajaController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const errores_1 = require("../common/errores");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const flujo_caja_dto_1 = require("./dto/flujo-caja.dto");
const flujo_caja_exportes_1 = require("./flujo-caja.exportes");
const flujo_caja_service_1 = require("./flujo-caja.service");
/** /api/flujo-caja: sólo admin y gerente. */
let FlujoCajaController = class FlujoCajaController {
    flujo;
    exportes;
    constructor(flujo, exportes) {
        this.flujo = flujo;
        this.exportes = exportes;
    }
    calcular(consulta) {
        return this.flujo.calcular(consulta);
    }
    async exportar(formato, consulta, respuesta) {
        if (!flujo_caja_exportes_1.FORMATOS_FLUJO.includes(formato)) {
            throw new errores_1.ErrorNegocio('FORMATO_INVALIDO', 'El formato debe ser csv o xlsx', 400);
        }
        const archivo = await this.exportes.exportar(consulta, formato);
        await respuesta
            .header('Content-Type', archivo.tipo)
            .header('Content-Disposition', archivo.disposicion)
            .header('Cache-Control', 'no-store')
            .send(archivo.contenido);
    }
    listar(consulta) {
        return this.flujo.listarMovimientos(consulta);
    }
    obtener(id) {
        return this.flujo.obtenerMovimiento(id);
    }
    crear(dto, contexto) {
        return this.flujo.crearMovimiento(dto, contexto);
    }
    actualizar(id, dto, contexto) {
        return this.flujo.actualizarMovimiento(id, dto, contexto);
    }
    eliminar(id, contexto) {
        return this.flujo.eliminarMovimiento(id, contexto);
    }
};
exports.FlujoCajaController = FlujoCajaController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, swagger_1.ApiOperation)({ summary: 'Flujo de caja por periodo, tarjetas y proyección' }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [flujo_caja_dto_1.ConsultaFlujoCajaDto]),
    __metadata("design:returntype", void 0)
], FlujoCajaController.prototype, "calcular", null);
__decorate([
    (0, common_1.Get)('export/:formato'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, swagger_1.ApiOperation)({ summary: 'Descarga el flujo de caja en CSV (UTF-8 con BOM, ;) o XLSX' }),
    __param(0, (0, common_1.Param)('formato')),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, flujo_caja_dto_1.ConsultaFlujoCajaDto, Object]),
    __metadata("design:returntype", Promise)
], FlujoCajaController.prototype, "exportar", null);
__decorate([
    (0, common_1.Get)('movimientos'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [flujo_caja_dto_1.ConsultaMovimientosDto]),
    __metadata("design:returntype", void 0)
], FlujoCajaController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)('movimientos/:id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", void 0)
], FlujoCajaController.prototype, "obtener", null);
__decorate([
    (0, common_1.Post)('movimientos'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Movimiento registrado correctamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [flujo_caja_dto_1.MovimientoCajaDto, Object]),
    __metadata("design:returntype", void 0)
], FlujoCajaController.prototype, "crear", null);
__decorate([
    (0, common_1.Put)('movimientos/:id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Movimiento actualizado correctamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, flujo_caja_dto_1.MovimientoCajaDto, Object]),
    __metadata("design:returntype", void 0)
], FlujoCajaController.prototype, "actualizar", null);
__decorate([
    (0, common_1.Delete)('movimientos/:id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Movimiento eliminado correctamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], FlujoCajaController.prototype, "eliminar", null);
exports.FlujoCajaController = FlujoCajaController = __decorate([
    (0, swagger_1.ApiTags)('Flujo de caja'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('flujo-caja'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    __metadata("design:paramtypes", [flujo_caja_service_1.FlujoCajaService,
        flujo_caja_exportes_1.FlujoCajaExportes])
], FlujoCajaController);
//# sourceMappingURL=flujo-caja.controller.js.map