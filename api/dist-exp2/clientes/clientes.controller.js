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
exports.ClientesController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const limite_cuerpo_1 = require("../common/limite-cuerpo");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const cedulas_service_1 = require("./cedulas/cedulas.service");
const clientes_service_1 = require("./clientes.service");
const cliente_dto_1 = require("./dto/cliente.dto");
const consulta_clientes_dto_1 = require("./dto/consulta-clientes.dto");
/**
 * /api/clientes (especificación §7 Clients). Admin y gerente administran; un cobrador sólo lee sus propios
 * clientes (docs/decisiones.md).
 */
let ClientesController = class ClientesController {
    clientes;
    cedulas;
    constructor(clientes, cedulas) {
        this.clientes = clientes;
        this.cedulas = cedulas;
    }
    listar(consulta, actor) {
        return this.clientes.listar(consulta, actor);
    }
    // Antes de ':id': 'cedula' no es un identificador.
    async consultarCedula(cedula, consulta, contexto) {
        const { source, data } = await this.cedulas.consultar(cedula, consulta, contexto);
        return new respuesta_1.Respuesta(data, 'Cédula encontrada', { source });
    }
    limpiarCache(cedula, contexto) {
        return this.cedulas.limpiarCache(cedula, contexto);
    }
    obtener(id, actor) {
        return this.clientes.obtener(id, actor);
    }
    foto(id, actor) {
        return this.clientes.foto(id, actor);
    }
    crear(datos, contexto) {
        return this.clientes.crear(datos, contexto);
    }
    actualizar(id, datos, contexto) {
        return this.clientes.actualizar(id, datos, contexto);
    }
    async eliminar(id, contexto) {
        await this.clientes.eliminar(id, contexto);
        return null;
    }
};
exports.ClientesController = ClientesController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Clientes paginados: búsqueda por nombre, cédula o teléfono; filtros estado y cobrador' }),
    (0, respuesta_1.Mensaje)('Clientes obtenidos'),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [consulta_clientes_dto_1.ConsultaClientesDto, Function]),
    __metadata("design:returntype", void 0)
], ClientesController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)('cedula/:cedula'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, swagger_1.ApiOperation)({ summary: 'Datos de una cédula: cliente existente, caché o registro externo (source)' }),
    __param(0, (0, common_1.Param)('cedula')),
    __param(1, (0, common_1.Query)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, consulta_clientes_dto_1.ConsultaCedulaDto, Object]),
    __metadata("design:returntype", Promise)
], ClientesController.prototype, "consultarCedula", null);
__decorate([
    (0, common_1.Delete)('cedula/:cedula/cache'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: 'Borra la consulta guardada de una cédula' }),
    (0, respuesta_1.Mensaje)('Caché limpiada'),
    __param(0, (0, common_1.Param)('cedula')),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], ClientesController.prototype, "limpiarCache", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Cliente obtenido'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], ClientesController.prototype, "obtener", null);
__decorate([
    (0, common_1.Get)(':id/foto'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Foto del cliente como data URL (data.foto; null si no tiene)' }),
    (0, respuesta_1.Mensaje)('Foto obtenida'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], ClientesController.prototype, "foto", null);
__decorate([
    (0, common_1.Post)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, limite_cuerpo_1.LimiteCuerpo)(limite_cuerpo_1.LIMITE_CUERPO_FOTOS_BYTES),
    (0, respuesta_1.Mensaje)('Cliente creado exitosamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [cliente_dto_1.CreateClienteDto, Object]),
    __metadata("design:returntype", void 0)
], ClientesController.prototype, "crear", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, limite_cuerpo_1.LimiteCuerpo)(limite_cuerpo_1.LIMITE_CUERPO_FOTOS_BYTES),
    (0, respuesta_1.Mensaje)('Cliente actualizado exitosamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, cliente_dto_1.UpdateClienteDto, Object]),
    __metadata("design:returntype", void 0)
], ClientesController.prototype, "actualizar", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, common_1.HttpCode)(200),
    (0, respuesta_1.Mensaje)('Cliente eliminado correctamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", Promise)
], ClientesController.prototype, "eliminar", null);
exports.ClientesController = ClientesController = __decorate([
    (0, swagger_1.ApiTags)('Clientes'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('clientes'),
    __metadata("design:paramtypes", [clientes_service_1.ClientesService,
        cedulas_service_1.CedulasService])
], ClientesController);
//# sourceMappingURL=clientes.controller.js.map