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
exports.AuditoriaController = void 0;
const node_stream_1 = require("node:stream");
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const errores_1 = require("../common/errores");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const auditoria_service_1 = require("./auditoria.service");
const consulta_auditoria_dto_1 = require("./dto/consulta-auditoria.dto");
/**
 * Sólo lectura: no hay ruta para editar ni borrar eventos, y la base lo impide además con disparadores.
 * Admin y gerente leen la auditoría (docs/decisiones.md); el cobrador recibe 403.
 */
let AuditoriaController = class AuditoriaController {
    auditoria;
    constructor(auditoria) {
        this.auditoria = auditoria;
    }
    listar(consulta) {
        return this.auditoria.listar(consulta);
    }
    resumen(consulta) {
        return this.auditoria.resumen(consulta);
    }
    opciones() {
        return this.auditoria.opciones();
    }
    async exportar(formato, consulta, respuesta) {
        if (!auditoria_service_1.FORMATOS_EXPORTE_AUDITORIA.includes(formato)) {
            throw new errores_1.ErrorNegocio('FORMATO_INVALIDO', 'El formato debe ser csv o xlsx', 400);
        }
        const descarga = await this.auditoria.exportar(consulta, formato);
        await respuesta
            .header('Content-Type', descarga.tipo)
            .header('Content-Disposition', descarga.disposicion)
            .header('Cache-Control', 'no-store')
            .send(node_stream_1.Readable.from(descarga.contenido, { objectMode: false }));
    }
};
exports.AuditoriaController = AuditoriaController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: 'Eventos de auditoría, del más reciente al más antiguo' }),
    (0, respuesta_1.Mensaje)('Eventos de auditoría obtenidos'),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [consulta_auditoria_dto_1.ConsultaAuditoriaDto]),
    __metadata("design:returntype", void 0)
], AuditoriaController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)('resumen'),
    (0, swagger_1.ApiOperation)({ summary: 'Totales de eventos (exitosos, fallidos, advertencias) con los mismos filtros' }),
    (0, respuesta_1.Mensaje)('Resumen de auditoría obtenido'),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [consulta_auditoria_dto_1.ConsultaAuditoriaDto]),
    __metadata("design:returntype", void 0)
], AuditoriaController.prototype, "resumen", null);
__decorate([
    (0, common_1.Get)('opciones'),
    (0, swagger_1.ApiOperation)({ summary: 'Usuarios y módulos presentes en la auditoría, para los filtros' }),
    (0, respuesta_1.Mensaje)('Opciones de filtro obtenidas'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], AuditoriaController.prototype, "opciones", null);
__decorate([
    (0, common_1.Get)('export/:formato'),
    (0, swagger_1.ApiOperation)({ summary: 'Descarga los eventos filtrados en CSV (UTF-8 con BOM, separador ;) o XLSX, en flujo' }),
    __param(0, (0, common_1.Param)('formato')),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, consulta_auditoria_dto_1.ConsultaAuditoriaDto, Object]),
    __metadata("design:returntype", Promise)
], AuditoriaController.prototype, "exportar", null);
exports.AuditoriaController = AuditoriaController = __decorate([
    (0, swagger_1.ApiTags)('Auditoría'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, common_1.Controller)('auditoria'),
    __metadata("design:paramtypes", [auditoria_service_1.AuditoriaService])
], AuditoriaController);
//# sourceMappingURL=auditoria.controller.js.map