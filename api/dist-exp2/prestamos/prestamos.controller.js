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
exports.PrestamosController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const errores_1 = require("../common/errores");
const idempotente_decorator_1 = require("../common/idempotencia/idempotente.decorator");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const cambiar_estado_dto_1 = require("./dto/cambiar-estado.dto");
const consulta_prestamos_dto_1 = require("./dto/consulta-prestamos.dto");
const create_prestamo_dto_1 = require("./dto/create-prestamo.dto");
const pagar_cuota_dto_1 = require("./dto/pagar-cuota.dto");
const preview_prestamo_dto_1 = require("./dto/preview-prestamo.dto");
const reenganche_dto_1 = require("./dto/reenganche.dto");
const exportes_service_1 = require("./exportes/exportes.service");
const plan_service_1 = require("./plan/plan.service");
const prestamos_lectura_1 = require("./prestamos.lectura");
const prestamos_service_1 = require("./prestamos.service");
/** Número de cuota en la ruta: entero positivo, o 400 en español. */
const NumeroCuota = () => (0, common_1.Param)('numero', new common_1.ParseIntPipe({
    exceptionFactory: () => new errores_1.ErrorNegocio('CUOTA_INVALIDA', 'El número de cuota no es válido', 400),
}));
/** /api/prestamos (especificación §7 Loans). Un cobrador sólo ve y cobra su cartera; no administra préstamos. */
let PrestamosController = class PrestamosController {
    prestamos;
    lectura;
    plan;
    exportes;
    constructor(prestamos, lectura, plan, exportes) {
        this.prestamos = prestamos;
        this.lectura = lectura;
        this.plan = plan;
        this.exportes = exportes;
    }
    listar(consulta, actor) {
        return this.lectura.listar(consulta, actor);
    }
    // Antes de /:id para que 'reportes' no se lea como un id.
    aging(actor) {
        return this.prestamos.aging(actor);
    }
    preview(dto, detalle) {
        return this.prestamos.preview(dto, detalle === '1' || detalle === 'true');
    }
    detalle(id, actor) {
        return this.lectura.detalle(id, actor);
    }
    crear(dto, contexto) {
        return this.prestamos.crear(dto, contexto);
    }
    actualizar(id, dto, contexto) {
        return this.prestamos.actualizar(id, dto, contexto);
    }
    cancelar(id, contexto) {
        return this.prestamos.cancelar(id, contexto);
    }
    reenganchar(id, dto, contexto) {
        return this.prestamos.reenganchar(id, dto, contexto);
    }
    cambiarEstado(id, dto, contexto) {
        return this.prestamos.cambiarEstado(id, dto.estado, contexto);
    }
    generarPlan(id, contexto) {
        return this.plan.generar(id, contexto);
    }
    obtenerPlan(id, actor) {
        return this.plan.obtener(id, actor);
    }
    pagarCuota(id, numero, dto, contexto) {
        return this.plan.pagarCuota(id, numero, dto, contexto);
    }
    revertirCuota(id, numero, contexto) {
        return this.plan.revertirCuota(id, numero, contexto);
    }
    async exportarPlan(id, formato, actor, respuesta) {
        if (!exportes_service_1.FORMATOS_EXPORTE.includes(formato)) {
            throw new errores_1.ErrorNegocio('FORMATO_INVALIDO', 'El formato debe ser csv, xlsx o pdf', 400);
        }
        const archivo = await this.exportes.exportar(id, formato, actor);
        await respuesta
            .header('Content-Type', archivo.tipo)
            .header('Content-Disposition', archivo.disposicion)
            .header('Cache-Control', 'no-store')
            .send(archivo.contenido);
    }
    notificaciones(id, actor) {
        return this.prestamos.notificaciones(id, actor);
    }
};
exports.PrestamosController = PrestamosController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Lista paginada con filtros, orden y resumen por estado' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [consulta_prestamos_dto_1.ConsultaPrestamosDto, Function]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)('reportes/aging'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Cuotas vencidas por rango de días de atraso (1-8, 9-15, 16-30, 31+)' }),
    __param(0, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Function]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "aging", null);
__decorate([
    (0, common_1.Post)('preview'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: 'Cifras del préstamo sin guardarlo' }),
    (0, swagger_1.ApiQuery)({ name: 'detalle', required: false, description: '1 para incluir las cuotas' }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, common_1.Query)('detalle')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [preview_prestamo_dto_1.PreviewPrestamoDto, String]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "preview", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "detalle", null);
__decorate([
    (0, common_1.Post)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, idempotente_decorator_1.Idempotente)(),
    (0, respuesta_1.Mensaje)('Préstamo creado correctamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [create_prestamo_dto_1.CreatePrestamoDto, Object]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "crear", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Préstamo actualizado'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, create_prestamo_dto_1.UpdatePrestamoDto, Object]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "actualizar", null);
__decorate([
    (0, common_1.Patch)(':id/cancelar'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Préstamo cancelado'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "cancelar", null);
__decorate([
    (0, common_1.Post)(':id/reenganche'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, idempotente_decorator_1.Idempotente)(),
    (0, respuesta_1.Mensaje)('Reenganche realizado'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, reenganche_dto_1.ReenganchePrestamoDto, Object]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "reenganchar", null);
__decorate([
    (0, common_1.Patch)(':id/estado'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, idempotente_decorator_1.Idempotente)(),
    (0, respuesta_1.Mensaje)('Préstamo marcado como pagado'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, cambiar_estado_dto_1.CambiarEstadoPrestamoDto, Object]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "cambiarEstado", null);
__decorate([
    (0, common_1.Post)(':id/plan/generar'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, idempotente_decorator_1.Idempotente)(),
    (0, respuesta_1.Mensaje)('Plan de pagos generado'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "generarPlan", null);
__decorate([
    (0, common_1.Get)(':id/plan'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "obtenerPlan", null);
__decorate([
    (0, common_1.Patch)(':id/plan/cuota/:numero/pagar'),
    (0, idempotente_decorator_1.Idempotente)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Pago aplicado'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, NumeroCuota()),
    __param(2, (0, common_1.Body)()),
    __param(3, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Number, pagar_cuota_dto_1.PagarCuotaDto, Object]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "pagarCuota", null);
__decorate([
    (0, common_1.Patch)(':id/plan/cuota/:numero/revertir'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Pago revertido'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, NumeroCuota()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Number, Object]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "revertirCuota", null);
__decorate([
    (0, common_1.Get)(':id/plan/export/:formato'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Descarga el plan en CSV (UTF-8 con BOM, separador ;), XLSX o PDF' }),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Param)('formato')),
    __param(2, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __param(3, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, String, Function, Object]),
    __metadata("design:returntype", Promise)
], PrestamosController.prototype, "exportarPlan", null);
__decorate([
    (0, common_1.Get)(':id/notificaciones'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], PrestamosController.prototype, "notificaciones", null);
exports.PrestamosController = PrestamosController = __decorate([
    (0, swagger_1.ApiTags)('Préstamos'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('prestamos'),
    __metadata("design:paramtypes", [prestamos_service_1.PrestamosService,
        prestamos_lectura_1.PrestamosLectura,
        plan_service_1.PlanService,
        exportes_service_1.ExportesService])
], PrestamosController);
//# sourceMappingURL=prestamos.controller.js.map