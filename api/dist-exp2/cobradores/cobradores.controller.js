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
exports.CobradoresController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const consulta_usuarios_dto_1 = require("../usuarios/dto/consulta-usuarios.dto");
const usuarios_service_1 = require("../usuarios/usuarios.service");
const create_cobrador_dto_1 = require("./dto/create-cobrador.dto");
/**
 * Cobradores: usuarios con rol cobrador. La lista va en `data.data` (especificación §7). Cualquier sesión puede
 * leerla (los selectores de cobrador la usan); escribir es de admin y gerente.
 */
let CobradoresController = class CobradoresController {
    usuarios;
    constructor(usuarios) {
        this.usuarios = usuarios;
    }
    async listar(consulta, actor) {
        const pagina = (await this.usuarios.listar(consulta, usuarios_service_1.ALCANCE_COBRADORES)).anidada();
        // Un cobrador sólo necesita los nombres (filtros, asignaciones): no ve emails, teléfonos ni zonas ajenas.
        if (actor.rol === 'cobrador')
            return { data: pagina.data.map(soloNombre), meta: pagina.meta };
        return pagina;
    }
    async obtener(id, actor) {
        const cobrador = await this.usuarios.obtener(id, usuarios_service_1.ALCANCE_COBRADORES);
        return actor.rol === 'cobrador' ? soloNombre(cobrador) : cobrador;
    }
    crear(datos, contexto) {
        return this.usuarios.crear({ ...datos, rol: 'cobrador' }, contexto, usuarios_service_1.ALCANCE_COBRADORES);
    }
    actualizar(id, datos, contexto) {
        return this.usuarios.actualizar(id, datos, contexto, usuarios_service_1.ALCANCE_COBRADORES);
    }
    async eliminar(id, contexto) {
        await this.usuarios.eliminar(id, contexto, usuarios_service_1.ALCANCE_COBRADORES);
        return null;
    }
};
exports.CobradoresController = CobradoresController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Cobradores paginados; la lista va en data.data' }),
    (0, respuesta_1.Mensaje)('Cobradores obtenidos'),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [consulta_usuarios_dto_1.ConsultaUsuariosDto, Function]),
    __metadata("design:returntype", Promise)
], CobradoresController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Cobrador obtenido'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", Promise)
], CobradoresController.prototype, "obtener", null);
__decorate([
    (0, common_1.Post)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Cobrador creado exitosamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [create_cobrador_dto_1.CreateCobradorDto, Object]),
    __metadata("design:returntype", void 0)
], CobradoresController.prototype, "crear", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Cobrador actualizado exitosamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, create_cobrador_dto_1.UpdateCobradorDto, Object]),
    __metadata("design:returntype", void 0)
], CobradoresController.prototype, "actualizar", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, common_1.HttpCode)(200),
    (0, respuesta_1.Mensaje)('Cobrador eliminado exitosamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", Promise)
], CobradoresController.prototype, "eliminar", null);
exports.CobradoresController = CobradoresController = __decorate([
    (0, swagger_1.ApiTags)('Cobradores'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('cobradores'),
    __metadata("design:paramtypes", [usuarios_service_1.UsuariosService])
], CobradoresController);
/** Lo que un cobrador ve de otro cobrador. */
function soloNombre(cobrador) {
    return { _id: cobrador.id, nombre: cobrador.nombre };
}
//# sourceMappingURL=cobradores.controller.js.map