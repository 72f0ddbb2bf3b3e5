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
exports.AuthController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const publico_decorator_1 = require("../common/publico.decorator");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const create_usuario_dto_1 = require("../usuarios/dto/create-usuario.dto");
const usuarios_service_1 = require("../usuarios/usuarios.service");
const auth_service_1 = require("./auth.service");
const actualizar_perfil_dto_1 = require("./dto/actualizar-perfil.dto");
const cambiar_mi_password_dto_1 = require("./dto/cambiar-mi-password.dto");
const login_dto_1 = require("./dto/login.dto");
let AuthController = class AuthController {
    auth;
    usuarios;
    constructor(auth, usuarios) {
        this.auth = auth;
        this.usuarios = usuarios;
    }
    async login(datos, ip) {
        const { token, usuario } = await this.auth.iniciarSesion(datos, ip);
        return new respuesta_1.Respuesta({ token, usuario }, 'Inicio de sesión exitoso', { token, usuario });
    }
    /** No es un registro público: un back office de préstamos no admite altas anónimas (docs/decisiones.md). */
    registrar(datos, contexto) {
        return this.usuarios.crear(datos, contexto, { modulo: 'Autenticación', sustantivo: 'usuario', noEncontrado: 'Usuario no encontrado' }, 'Registrar usuario');
    }
    perfil(usuario) {
        return usuario;
    }
    actualizarPerfil(datos, contexto) {
        return this.usuarios.actualizarPerfil(datos, contexto);
    }
    avisos(usuario) {
        return this.auth.avisos(usuario.id);
    }
    async cambiarMiPassword(datos, contexto) {
        const { token, usuario } = await this.auth.cambiarMiPassword(datos, contexto);
        return new respuesta_1.Respuesta({ token, usuario }, 'Contraseña actualizada exitosamente', { token });
    }
};
exports.AuthController = AuthController;
__decorate([
    (0, publico_decorator_1.Publico)(),
    (0, common_1.Post)('login'),
    (0, common_1.HttpCode)(200),
    (0, swagger_1.ApiOperation)({ summary: 'Inicia sesión: token y usuario en la raíz y en data' }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.IpCliente)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [login_dto_1.LoginDto, String]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "login", null);
__decorate([
    (0, common_1.Post)('register'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, swagger_1.ApiOperation)({ summary: 'Crea un usuario (admin o gerente), con las mismas reglas que POST /usuarios' }),
    (0, respuesta_1.Mensaje)('Usuario registrado exitosamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [create_usuario_dto_1.CreateUsuarioDto, Object]),
    __metadata("design:returntype", void 0)
], AuthController.prototype, "registrar", null);
__decorate([
    (0, common_1.Get)('profile'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, respuesta_1.Mensaje)('Perfil obtenido'),
    __param(0, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Function]),
    __metadata("design:returntype", void 0)
], AuthController.prototype, "perfil", null);
__decorate([
    (0, common_1.Put)('perfil'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, swagger_1.ApiOperation)({
        summary: 'Cambia el nombre, el email o el teléfono propios (el email pide passwordActual); auditado',
    }),
    (0, respuesta_1.Mensaje)('Perfil actualizado exitosamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [actualizar_perfil_dto_1.ActualizarPerfilDto, Object]),
    __metadata("design:returntype", void 0)
], AuthController.prototype, "actualizarPerfil", null);
__decorate([
    (0, common_1.Get)('avisos'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Avisos de la cuenta propia: cambios de su contraseña o de su email' }),
    (0, respuesta_1.Mensaje)('Avisos obtenidos'),
    __param(0, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Function]),
    __metadata("design:returntype", void 0)
], AuthController.prototype, "avisos", null);
__decorate([
    (0, common_1.Put)('password'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, swagger_1.ApiOperation)({
        summary: 'Cambia la contraseña propia; devuelve un token nuevo (los anteriores dejan de valer)',
    }),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [cambiar_mi_password_dto_1.CambiarMiPasswordDto, Object]),
    __metadata("design:returntype", Promise)
], AuthController.prototype, "cambiarMiPassword", null);
exports.AuthController = AuthController = __decorate([
    (0, swagger_1.ApiTags)('Autenticación'),
    (0, common_1.Controller)('auth'),
    __metadata("design:paramtypes", [auth_service_1.AuthService,
        usuarios_service_1.UsuariosService])
], AuthController);
//# sourceMappingURL=auth.controller.js.map