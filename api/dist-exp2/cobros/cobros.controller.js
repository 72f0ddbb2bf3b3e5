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
exports.CobrosController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../common/id.pipe");
const idempotente_decorator_1 = require("../common/idempotencia/idempotente.decorator");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const cobros_service_1 = require("./cobros.service");
const consulta_cobros_dto_1 = require("./dto/consulta-cobros.dto");
const create_cobro_dto_1 = require("./dto/create-cobro.dto");
const update_cobro_dto_1 = require("./dto/update-cobro.dto");
/** /api/cobros (especificación §7 Collections). */
let CobrosController = class CobrosController {
    cobros;
    constructor(cobros) {
        this.cobros = cobros;
    }
    listar(consulta, actor) {
        return this.cobros.listar(consulta, actor);
    }
    porPrestamo(id, actor) {
        return this.cobros.porPrestamo(id, actor);
    }
    obtener(id, actor) {
        return this.cobros.obtener(id, actor);
    }
    crear(dto, contexto) {
        return this.cobros.crear(dto, contexto);
    }
    actualizar(id, dto, contexto) {
        return this.cobros.actualizar(id, dto, contexto);
    }
    eliminar(id, contexto) {
        return this.cobros.eliminar(id, contexto);
    }
};
exports.CobrosController = CobrosController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Lista paginada; un cobrador sólo ve sus cobros' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [consulta_cobros_dto_1.ConsultaCobrosDto, Function]),
    __metadata("design:returntype", void 0)
], CobrosController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)('prestamo/:id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Cobros de un préstamo' }),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], CobrosController.prototype, "porPrestamo", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], CobrosController.prototype, "obtener", null);
__decorate([
    (0, common_1.Post)(),
    (0, idempotente_decorator_1.Idempotente)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Cobro registrado correctamente'),
    (0, swagger_1.ApiOperation)({ summary: 'Registra un cobro aplicado a las cuotas más antiguas' }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [create_cobro_dto_1.CreateCobroDto, Object]),
    __metadata("design:returntype", void 0)
], CobrosController.prototype, "crear", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Cobro actualizado correctamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, update_cobro_dto_1.UpdateCobroDto, Object]),
    __metadata("design:returntype", void 0)
], CobrosController.prototype, "actualizar", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Cobro eliminado correctamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], CobrosController.prototype, "eliminar", null);
exports.CobrosController = CobrosController = __decorate([
    (0, swagger_1.ApiTags)('Cobros'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('cobros'),
    __metadata("design:paramtypes", [cobros_service_1.CobrosService])
], CobrosController);
//# sourceMappingURL=cobros.controller.js.map