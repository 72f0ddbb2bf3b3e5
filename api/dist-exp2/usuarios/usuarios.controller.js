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
exports.UsuariosController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const cambiar_password_dto_1 = require("./dto/cambiar-password.dto");
const consulta_usuarios_dto_1 = require("./dto/consulta-usuarios.dto");
const create_usuario_dto_1 = require("./dto/create-usuario.dto");
const update_usuario_dto_1 = require("./dto/update-usuario.dto");
const usuarios_service_1 = require("./usuarios.service");
let UsuariosController = class UsuariosController {
    usuarios;
    constructor(usuarios) {
        this.usuarios = usuarios;
    }
    listar(consulta) {
        return this.usuarios.listar(consulta);
    }
    // Antes de ':id', para que 'stats' no se tome por un identificador.
    estadisticas() {
        return this.usuarios.estadisticas();
    }
    obtener(id) {
        return this.usuarios.obtener(id);
    }
    crear(datos, contexto) {
        return this.usuarios.crear(datos, contexto);
    }
    actualizar(id, datos, contexto) {
        return this.usuarios.actualizar(id, datos, contexto);
    }
    cambiarPassword(id, datos, contexto) {
        return this.usuarios.cambiarPassword(id, datos.password, contexto, undefined, datos.passwordActual);
    }
    async eliminar(id, contexto) {
        await this.usuarios.eliminar(id, contexto);
        return null;
    }
};
exports.UsuariosController = UsuariosController;
__decorate([
    (0, common_1.Get)(),
    (0, swagger_1.ApiOperation)({ summary: 'Usuarios paginados, con búsqueda, filtros por rol y estado, y orden' }),
    (0, respuesta_1.Mensaje)('Usuarios obtenidos'),
    __param(0, (0, common_1.Query)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [consulta_usuarios_dto_1.ConsultaUsuariosDto]),
    __metadata("design:returntype", void 0)
], UsuariosController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)('stats/resumen'),
    (0, swagger_1.ApiOperation)({ summary: 'Totales: activos, inactivos y por rol' }),
    (0, respuesta_1.Mensaje)('Estadísticas de usuarios obtenidas'),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], UsuariosController.prototype, "estadisticas", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, respuesta_1.Mensaje)('Usuario obtenido'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", void 0)
], UsuariosController.prototype, "obtener", null);
__decorate([
    (0, common_1.Post)(),
    (0, respuesta_1.Mensaje)('Usuario creado exitosamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [create_usuario_dto_1.CreateUsuarioDto, Object]),
    __metadata("design:returntype", void 0)
], UsuariosController.prototype, "crear", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, respuesta_1.Mensaje)('Usuario actualizado exitosamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, update_usuario_dto_1.UpdateUsuarioDto, Object]),
    __metadata("design:returntype", void 0)
], UsuariosController.prototype, "actualizar", null);
__decorate([
    (0, common_1.Put)(':id/password'),
    (0, swagger_1.ApiOperation)({ summary: 'Cambia la contraseña y cierra las sesiones abiertas de ese usuario' }),
    (0, respuesta_1.Mensaje)('Contraseña actualizada exitosamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, cambiar_password_dto_1.CambiarPasswordDto, Object]),
    __metadata("design:returntype", void 0)
], UsuariosController.prototype, "cambiarPassword", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, common_1.HttpCode)(200),
    (0, respuesta_1.Mensaje)('Usuario eliminado exitosamente'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", Promise)
], UsuariosController.prototype, "eliminar", null);
exports.UsuariosController = UsuariosController = __decorate([
    (0, swagger_1.ApiTags)('Usuarios'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, common_1.Controller)('usuarios'),
    __metadata("design:paramtypes", [usuarios_service_1.UsuariosService])
], UsuariosController);
//# sourceMappingURL=usuarios.controller.js.map