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
exports.NotificacionesController = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const typeorm_1 = require("typeorm");
const acceso_1 = require("../cartera/acceso");
const exportes_1 = require("../common/exportes");
const recibo_1 = require("./recibo");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const notificaciones_dto_1 = require("./dto/notificaciones.dto");
const automaticos_service_1 = require("./automaticos.service");
const notificaciones_service_1 = require("./notificaciones.service");
/** /api/notificaciones: historial, envío, cancelación y estadísticas (admin y gerente); la bandeja (todos). */
let NotificacionesController = class NotificacionesController {
    notificaciones;
    automaticos;
    dataSource;
    constructor(notificaciones, automaticos, dataSource) {
        this.notificaciones = notificaciones;
        this.automaticos = automaticos;
        this.dataSource = dataSource;
    }
    listar(filtros) {
        return this.notificaciones.listar(filtros);
    }
    estadisticas(filtros) {
        return this.notificaciones.estadisticas(filtros);
    }
    async bandeja(consulta, actor) {
        const { data, meta, noLeidas } = await this.notificaciones.bandeja(actor, consulta);
        return new respuesta_1.Respuesta(data, 'Bandeja obtenida', { meta, noLeidas });
    }
    async noLeidas(actor) {
        return { noLeidas: await this.notificaciones.noLeidas(actor) };
    }
    leerTodas(actor) {
        return this.notificaciones.marcarTodasLeidas(actor);
    }
    leer(id, actor) {
        return this.notificaciones.marcarLeida(actor, id);
    }
    enviar(dto, contexto) {
        return this.notificaciones.enviar(dto, contexto);
    }
    recordatorios(dto, contexto) {
        return this.automaticos.ejecutarRecordatorios(dto.fecha, contexto);
    }
    async recibo(id, actor, respuesta) {
        const recibo = await (0, recibo_1.leerRecibo)(this.dataSource.manager, id);
        await (0, acceso_1.asegurarAccesoPrestamo)(this.dataSource.manager, actor, recibo.prestamoId);
        const nombre = `recibo-${recibo.numeroPrestamo}-${recibo.fecha}.pdf`;
        await respuesta
            .header('Content-Type', exportes_1.TIPOS_ARCHIVO.pdf)
            .header('Content-Disposition', (0, exportes_1.disposicionAdjunto)(nombre, nombre))
            .header('Cache-Control', 'no-store')
            .send(await (0, recibo_1.pdfRecibo)(recibo));
    }
    obtener(id) {
        return this.notificaciones.obtener(id);
    }
    destinatarios(id, consulta) {
        return this.notificaciones.destinatarios(id, consulta);
    }
    cancelar(id, contexto) {
        return this.notificaciones.cancelar(id, contexto);
    }
};
exports.NotificacionesController = NotificacionesController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Notificaciones obtenidas'),
    (0, swagger_1.ApiOperation)({ summary: 'Historial con filtros de tipo, estado, categoría, fechas y búsqueda, paginado' }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [notificaciones_dto_1.FiltrosNotificacionesDto]),
    __metadata("design:returntype", void 0)
], NotificacionesController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)('estadisticas'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Estadísticas de notificaciones'),
    (0, swagger_1.ApiOperation)({ summary: 'Conteos por estado y tipo, y entregas, con los mismos filtros del historial' }),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [notificaciones_dto_1.FiltrosNotificacionesDto]),
    __metadata("design:returntype", void 0)
], NotificacionesController.prototype, "estadisticas", null);
__decorate([
    (0, common_1.Get)('bandeja'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Bandeja obtenida'),
    (0, swagger_1.ApiOperation)({
        summary: 'Avisos del canal sistema de quien inició sesión (campana), con el contador de no leídas',
    }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [notificaciones_dto_1.ConsultaBandejaDto, Function]),
    __metadata("design:returntype", Promise)
], NotificacionesController.prototype, "bandeja", null);
__decorate([
    (0, common_1.Get)('bandeja/no-leidas'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Avisos sin leer'),
    __param(0, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Function]),
    __metadata("design:returntype", Promise)
], NotificacionesController.prototype, "noLeidas", null);
__decorate([
    (0, common_1.Post)('bandeja/leer-todas'),
    (0, common_1.HttpCode)(200),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Avisos marcados como leídos'),
    __param(0, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Function]),
    __metadata("design:returntype", void 0)
], NotificacionesController.prototype, "leerTodas", null);
__decorate([
    (0, common_1.Post)('bandeja/:id/leer'),
    (0, common_1.HttpCode)(200),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Aviso marcado como leído'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], NotificacionesController.prototype, "leer", null);
__decorate([
    (0, common_1.Post)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)(dominio_1.MENSAJES_NOTIFICACIONES.enviada),
    (0, swagger_1.ApiOperation)({
        summary: 'Envía (o programa) un mensaje a clientes elegidos, a un grupo filtrado o a usuarios',
    }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [notificaciones_dto_1.EnviarNotificacionDto, Object]),
    __metadata("design:returntype", void 0)
], NotificacionesController.prototype, "enviar", null);
__decorate([
    (0, common_1.Post)('recordatorios'),
    (0, common_1.HttpCode)(200),
    (0, roles_decorator_1.Roles)('admin'),
    (0, respuesta_1.Mensaje)('Recordatorios encolados'),
    (0, swagger_1.ApiOperation)({
        summary: 'Corre ya el trabajo diario: encola el recordatorio de las cuotas que vencen en la fecha (mañana)',
    }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [notificaciones_dto_1.EjecutarRecordatoriosDto, Object]),
    __metadata("design:returntype", void 0)
], NotificacionesController.prototype, "recordatorios", null);
__decorate([
    (0, common_1.Get)('recibos/:id/pdf'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Recibo de un cobro en PDF (monto, fecha, cobrador y saldo después del pago)' }),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __param(2, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function, Object]),
    __metadata("design:returntype", Promise)
], NotificacionesController.prototype, "recibo", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Notificación obtenida'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", void 0)
], NotificacionesController.prototype, "obtener", null);
__decorate([
    (0, common_1.Get)(':id/destinatarios'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Destinatarios obtenidos'),
    (0, swagger_1.ApiOperation)({ summary: 'Resultado de la entrega por destinatario, paginado' }),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, notificaciones_dto_1.ConsultaDestinatariosDto]),
    __metadata("design:returntype", void 0)
], NotificacionesController.prototype, "destinatarios", null);
__decorate([
    (0, common_1.Post)(':id/cancelar'),
    (0, common_1.HttpCode)(200),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Notificación cancelada'),
    (0, swagger_1.ApiOperation)({ summary: 'Cancela una notificación programada (sus entregas salen de la cola)' }),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], NotificacionesController.prototype, "cancelar", null);
exports.NotificacionesController = NotificacionesController = __decorate([
    (0, swagger_1.ApiTags)('Notificaciones'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('notificaciones'),
    __metadata("design:paramtypes", [notificaciones_service_1.NotificacionesService,
        automaticos_service_1.AutomaticosService,
        typeorm_1.DataSource])
], NotificacionesController);
//# sourceMappingURL=notificaciones.controller.js.map