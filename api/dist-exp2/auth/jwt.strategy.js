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
exports.JwtStrategy = void 0;
const node_crypto_1 = require("node:crypto");
const common_1 = require("@nestjs/common");
const passport_jwt_1 = require("passport-jwt");
const typeorm_1 = require("typeorm");
const errores_1 = require("../common/errores");
const traducir_error_1 = require("../common/traducir-error");
const configuracion_module_1 = require("../config/configuracion.module");
const usuarios_service_1 = require("../usuarios/usuarios.service");
/**
 * Valida el token con passport-jwt (sólo HS256, con caducidad) y carga el usuario en cada petición: si ya no
 * existe, está inactivo o su versión de credenciales cambió (nueva contraseña, desactivación), la sesión deja de
 * valer.
 *
 * La estrategia se ejecuta directamente, como lo hace passport por dentro, y no a través del registro global de
 * passport: ese registro es uno por proceso, y con dos aplicaciones en el mismo proceso (las pruebas) la guardia de
 * una usaría la estrategia, y la base de datos, de la otra.
 */
let JwtStrategy = class JwtStrategy {
    usuarios;
    estrategia;
    constructor(config, usuarios) {
        this.usuarios = usuarios;
        // jsonwebtoken convierte un secreto de texto en clave en cada verificación, y antes prueba leerlo como clave
        // pública: una excepción por petición (≈ 1 ms). La clave se crea una sola vez; jsonwebtoken acepta un KeyObject
        // aunque los tipos de passport-jwt sólo digan texto o Buffer.
        const clave = (0, node_crypto_1.createSecretKey)(Buffer.from(config.jwt.secreto));
        this.estrategia = new passport_jwt_1.Strategy({
            jwtFromRequest: passport_jwt_1.ExtractJwt.fromAuthHeaderAsBearerToken(),
            secretOrKeyProvider: (_request, _token, hecho) => hecho(null, clave),
            algorithms: ['HS256'],
            ignoreExpiration: false,
        }, (carga, hecho) => {
            this.validate(carga).then((usuario) => hecho(null, usuario), (error) => hecho(error));
        });
    }
    /** El usuario de la petición, o un ErrorNegocio 401 (sin token, o token o sesión inválidos). */
    autenticar(request) {
        return new Promise((resolver, rechazar) => {
            const intento = Object.create(this.estrategia);
            intento.success = (usuario) => resolver(usuario);
            intento.fail = (motivo) => {
                const sinToken = motivo instanceof Error && motivo.message === 'No auth token';
                rechazar(sinToken ? new errores_1.ErrorNegocio(errores_1.CODIGOS.noAutenticado, errores_1.MENSAJES_API.sinSesion, 401) : (0, errores_1.sesionInvalida)());
            };
            // Un fallo de la base al leer el usuario (pool agotado, timeout) no es una sesión inválida: sigue su curso
            // hasta el filtro de excepciones (503), para que el cliente no cierre la sesión por un problema pasajero.
            intento.error = (error) => rechazar(error instanceof errores_1.ErrorNegocio || esErrorDeBaseDatos(error) ? error : (0, errores_1.sesionInvalida)());
            intento.authenticate(request);
        });
    }
    async validate(carga) {
        const valida = typeof carga?.sub === 'string' && /^[0-9a-f-]{36}$/i.test(carga.sub) && Number.isInteger(carga.cv);
        const usuario = valida ? await this.usuarios.buscarParaSesion(carga.sub) : null;
        if (!usuario || usuario.estado !== 'activo' || usuario.credencialesVersion !== carga.cv)
            throw (0, errores_1.sesionInvalida)();
        return usuario;
    }
};
exports.JwtStrategy = JwtStrategy;
exports.JwtStrategy = JwtStrategy = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(configuracion_module_1.CONFIGURACION)),
    __metadata("design:paramtypes", [Object, usuarios_service_1.UsuariosService])
], JwtStrategy);
function esErrorDeBaseDatos(error) {
    return error instanceof typeorm_1.QueryFailedError || (0, traducir_error_1.traducirError)(error).status === 503;
}
//# sourceMappingURL=jwt.strategy.js.map