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
exports.ReportesController = void 0;
const node_stream_1 = require("node:stream");
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const errores_1 = require("../common/errores");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const reportes_dto_1 = require("./reportes.dto");
const reportes_exportes_1 = require("./reportes.exportes");
const reportes_rules_1 = require("./reportes.rules");
const reportes_service_1 = require("./reportes.service");
function tipoValido(tipo) {
    if (!reportes_dto_1.TIPOS_REPORTE.includes(tipo))
        throw new errores_1.ErrorNegocio(errores_1.CODIGOS.validacion, reportes_rules_1.MENSAJES_REPORTES.tipoInvalido, 400, {
            tipo: [reportes_rules_1.MENSAJES_REPORTES.tipoInvalido],
        });
    return tipo;
}
/** /api/reportes (docs/reportes.md). Admin y gerente ven toda la cartera; un cobrador, sólo la suya. */
let ReportesController = class ReportesController {
    reportes;
    exportes;
    constructor(reportes, exportes) {
        this.reportes = reportes;
        this.exportes = exportes;
    }
    async reporte(tipo, consulta, actor) {
        const { meta, ...reporte } = await this.reportes.reporte(tipoValido(tipo), consulta, actor);
        // `data` es el reporte (no una lista): la página de detalle va en `data.filas` y su `meta` al lado de `data`.
        return new respuesta_1.Respuesta(reporte, undefined, { meta });
    }
    async exportar(tipo, formato, filtros, actor, respuesta) {
        const tipoReporte = tipoValido(tipo);
        if (!reportes_dto_1.FORMATOS_REPORTE.includes(formato))
            throw new errores_1.ErrorNegocio(errores_1.CODIGOS.validacion, reportes_rules_1.MENSAJES_REPORTES.formatoInvalido, 400, {
                formato: [reportes_rules_1.MENSAJES_REPORTES.formatoInvalido],
            });
        const resueltos = await this.reportes.resolver(filtros, actor);
        const reporte = await this.reportes.calcular(tipoReporte, resueltos, { page: 1, limit: null });
        const archivo = this.exportes.exportar(reporte, formato);
        // El XLSX se escribe mientras sale (ver xlsxEnFlujo); el CSV ya está entero en un búfer.
        await respuesta
            .header('Content-Type', archivo.tipo)
            .header('Content-Disposition', archivo.disposicion)
            .header('Cache-Control', 'no-store')
            .send(Buffer.isBuffer(archivo.contenido)
            ? archivo.contenido
            : node_stream_1.Readable.from(archivo.contenido, { objectMode: false }));
    }
};
exports.ReportesController = ReportesController;
__decorate([
    (0, common_1.Get)(':tipo'),
    (0, swagger_1.ApiOperation)({
        summary: 'Reporte general, prestamos, cobros o morosos: resumen y gráficos del rango y una página de detalle',
    }),
    __param(0, (0, common_1.Param)('tipo')),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, reportes_dto_1.ConsultaReporteDto, Function]),
    __metadata("design:returntype", Promise)
], ReportesController.prototype, "reporte", null);
__decorate([
    (0, common_1.Get)(':tipo/export/:formato'),
    (0, swagger_1.ApiOperation)({ summary: 'Exporta el reporte (resumen y todas las filas del rango) a CSV o XLSX' }),
    __param(0, (0, common_1.Param)('tipo')),
    __param(1, (0, common_1.Param)('formato')),
    __param(2, (0, common_1.Query)()),
    __param(3, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __param(4, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, String, reportes_dto_1.FiltrosReporteDto, Function, Object]),
    __metadata("design:returntype", Promise)
], ReportesController.prototype, "exportar", null);
exports.ReportesController = ReportesController = __decorate([
    (0, swagger_1.ApiTags)('Reportes'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('reportes'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    __metadata("design:paramtypes", [reportes_service_1.ReportesService,
        reportes_exportes_1.ReportesExportes])
], ReportesController);
//# sourceMappingURL=reportes.controller.js.map