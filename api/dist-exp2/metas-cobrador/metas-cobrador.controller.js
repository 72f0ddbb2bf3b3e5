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
exports.MetasCobradorController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const meta_dto_1 = require("./dto/meta.dto");
const metas_cobrador_service_1 = require("./metas-cobrador.service");
/** /api/metas-cobrador (especificación §7 Goals). La lista va en `data.data`. */
let MetasCobradorController = class MetasCobradorController {
    metas;
    constructor(metas) {
        this.metas = metas;
    }
    async listar(consulta, actor) {
        return (await this.metas.listar(consulta, actor)).anidada();
    }
    obtener(id, actor) {
        return this.metas.obtener(id, actor);
    }
    crear(dto, contexto) {
        return this.metas.crear(dto, contexto);
    }
    actualizar(id, dto, contexto) {
        return this.metas.actualizar(id, dto, contexto);
    }
    eliminar(id, contexto) {
        return this.metas.eliminar(id, contexto);
    }
};
exports.MetasCobradorController = MetasCobradorController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Metas obtenidas'),
    (0, swagger_1.ApiOperation)({ summary: 'Metas con su avance; un cobrador sólo ve las suyas. La lista va en data.data' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [meta_dto_1.ConsultaMetasDto, Function]),
    __metadata("design:returntype", Promise)
], MetasCobradorController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Meta obtenida'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], MetasCobradorController.prototype, "obtener", null);
__decorate([
    (0, common_1.Post)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Meta creada correctamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [meta_dto_1.MetaDto, Object]),
    __metadata("design:returntype", void 0)
], MetasCobradorController.prototype, "crear", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Meta actualizada correctamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, meta_dto_1.MetaDto, Object]),
    __metadata("design:returntype", void 0)
], MetasCobradorController.prototype, "actualizar", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, common_1.HttpCode)(200),
    (0, respuesta_1.Mensaje)('Meta eliminada correctamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], MetasCobradorController.prototype, "eliminar", null);
exports.MetasCobradorController = MetasCobradorController = __decorate([
    (0, swagger_1.ApiTags)('Metas de cobradores'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('metas-cobrador'),
    __metadata("design:paramtypes", [metas_cobrador_service_1.MetasCobradorService])
], MetasCobradorController);
//# sourceMappingURL=metas-cobrador.controller.js.map