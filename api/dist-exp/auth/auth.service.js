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
exports.AuthService = exports.ACCION_INICIO_SESION = exports.MENSAJES_AUTH = void 0;
const common_1 = require("@nestjs/common");
const jwt_1 = require("@nestjs/jwt");
const typeorm_1 = require("@nestjs/typeorm");
const auditoria_service_1 = require("../auditoria/auditoria.service");
const errores_1 = require("../common/errores");
const usuario_entity_1 = require("../usuarios/entities/usuario.entity");
const usuarios_service_1 = require("../usuarios/usuarios.service");
const avisos_1 = require("../usuarios/avisos");
const candados_1 = require("../database/candados");
const contrasenas_1 = require("./contrasenas");
const intentos_rules_1 = require("./intentos.rules");
exports.MENSAJES_AUTH = {
    credencialesInvalidas: 'Usuario o contraseña incorrectos',
    usuarioInactivo: 'Usuario inactivo. Contacte al administrador',
    demasiadosIntentos: 'Demasiados intentos fallidos. Intente de nuevo en unos minutos.',
    contrasenaActualIncorrecta: 'La contraseña actual no es correcta',
};
/** Acción de auditoría de cada intento de inicio de sesión; el límite de intentos cuenta sus fallos. */
exports.ACCION_INICIO_SESION = 'Inicio de sesión';
let AuthService = class AuthService {
    dataSource;
    jwt;
    usuarios;
    auditoria;
    constructor(dataSource, jwt, usuarios, auditoria) {
        this.dataSource = dataSource;
        this.jwt = jwt;
        this.usuarios = usuarios;
        this.auditoria = auditoria;
    }
    async iniciarSesion({ email, password }, ip) {
        const cuenta = email.trim().toLowerCase();
        const reserva = await this.reservarIntento(cuenta, ip);
        if (reserva.bloqueo) {
            // Los rechazos por el límite se agregan en bloqueos_login: la auditoría recibe uno por ventana, no uno por
            // intento, así una ráfaga no la hace crecer sin límite (y nunca se actualiza un evento).
            if (reserva.bloqueo.primeroDeLaVentana) {
                await this.auditoria.registrarAparte({
                    usuario: email,
                    accion: 'Inicio de sesión bloqueado',
                    modulo: 'Autenticación',
                    detalles: `Demasiados intentos fallidos (${reserva.fallos.porCuenta} de esta cuenta desde esta IP, ` +
                        `${reserva.fallos.porCuentaTotal} de esta cuenta en total, ${reserva.fallos.porIp} desde esta IP). ` +
                        `Los siguientes rechazos de los próximos ${intentos_rules_1.LIMITE_INTENTOS.ventanaMinutos} minutos se cuentan sin repetir este evento.`,
                    ip,
                    tipo: 'warning',
                    resultado: 'fallido',
                });
            }
            throw new errores_1.ErrorNegocio('DEMASIADOS_INTENTOS', exports.MENSAJES_AUTH.demasiadosIntentos, 429);
        }
        const usuario = await this.usuarios.buscarPorEmail(email);
        // Con un email desconocido también se compara (contra un hash ficticio): el tiempo no delata si existe.
        const valida = await (0, contrasenas_1.verificarContrasena)(password, usuario?.passwordHash);
        if (!usuario || !valida) {
            await this.auditoria.registrarAparte({
                usuarioId: usuario?.id ?? null,
                usuario: email,
                accion: exports.ACCION_INICIO_SESION,
                modulo: 'Autenticación',
                detalles: exports.MENSAJES_AUTH.credencialesInvalidas,
                ip,
                tipo: 'error',
                resultado: 'fallido',
            });
            throw new errores_1.ErrorNegocio('CREDENCIALES_INVALIDAS', exports.MENSAJES_AUTH.credencialesInvalidas, 401);
        }
        if (usuario.estado !== 'activo') {
            await this.auditoria.registrarAparte({
                usuarioId: usuario.id,
                usuario: email,
                accion: exports.ACCION_INICIO_SESION,
                modulo: 'Autenticación',
                detalles: 'Intento de inicio de sesión de un usuario inactivo',
                ip,
                tipo: 'warning',
                resultado: 'fallido',
            });
            throw new errores_1.ErrorNegocio('USUARIO_INACTIVO', exports.MENSAJES_AUTH.usuarioInactivo, 403);
        }
        // Éxito: el intento reservado deja de contar como fallo.
        await this.dataSource.query(`DELETE FROM intentos_login WHERE id = $1`, [reserva.id]);
        await this.rehacerHashSiHaceFalta(usuario, password);
        const token = await this.emitirToken(usuario);
        await this.auditoria.registrarAparte({
            usuarioId: usuario.id,
            usuario: usuario.nombre,
            accion: exports.ACCION_INICIO_SESION,
            modulo: 'Autenticación',
            detalles: `Inicio de sesión de ${usuario.email}`,
            ip,
            tipo: 'success',
            resultado: 'exitoso',
        });
        return { token, usuario };
    }
    /** Token HS256 con { sub, rol, cv }; caduca según JWT_EXPIRES_IN (12 h como máximo). */
    emitirToken(usuario) {
        const carga = { sub: usuario.id, rol: usuario.rol, cv: usuario.credencialesVersion };
        return this.jwt.signAsync(carga);
    }
    /**
     * Cambia la contraseña propia tras comprobar la actual. Las demás sesiones quedan cerradas; la actual sigue
     * con el token nuevo que se devuelve.
     */
    async cambiarMiPassword(datos, { actor, ip }) {
        if (!(await (0, contrasenas_1.verificarContrasena)(datos.passwordActual, actor.passwordHash))) {
            throw (0, errores_1.errorValidacion)({ passwordActual: [exports.MENSAJES_AUTH.contrasenaActualIncorrecta] });
        }
        const passwordHash = await (0, contrasenas_1.cifrarContrasena)(datos.password);
        const usuario = await this.dataSource.transaction(async (manager) => {
            const propio = await manager.findOneOrFail(usuario_entity_1.Usuario, {
                where: { id: actor.id },
                lock: { mode: 'pessimistic_write' },
            });
            propio.passwordHash = passwordHash;
            propio.credencialesVersion += 1;
            await manager.save(propio);
            await this.auditoria.registrar(manager, {
                usuarioId: propio.id,
                usuario: propio.nombre,
                accion: 'Cambiar contraseña',
                modulo: 'Autenticación',
                detalles: `${propio.nombre} cambió su contraseña`,
                ip,
                tipo: 'success',
                resultado: 'exitoso',
            });
            await (0, avisos_1.registrarAviso)(manager, propio.id, 'Contraseña cambiada', 'Su contraseña fue cambiada por usted mismo.');
            return propio;
        });
        return { token: await this.emitirToken(usuario), usuario };
    }
    /** Avisos de la cuenta de la sesión (cambios de contraseña o de email). */
    avisos(usuarioId) {
        return (0, avisos_1.listarAvisos)(this.dataSource.manager, usuarioId);
    }
    /**
     * Anota el intento ANTES de comparar la contraseña, bajo candados de transacción por cuenta y por IP: dos
     * intentos simultáneos no pueden leer el mismo conteo, así una ráfaga de N contraseñas en paralelo prueba como
     * mucho el límite. La fila queda como fallo hasta que un inicio exitoso la borra. Si ya se superó el límite no
     * se anota el intento: se agrega en bloqueos_login.
     */
    async reservarIntento(cuenta, ip) {
        return this.dataSource.transaction(async (manager) => {
            // Siempre en el mismo orden (cuenta, luego IP): nadie espera una cuenta teniendo una IP, no hay abrazo mortal.
            await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [candados_1.CANDADOS.login, `cuenta:${cuenta}`]);
            await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [candados_1.CANDADOS.login, `ip:${ip}`]);
            // Purga lo que ya no cuenta de esta cuenta y de esta IP: la tabla no crece más que las ventanas vivas.
            await manager.query(`DELETE FROM intentos_login
          WHERE (email = $1 OR ip = $2) AND fecha <= now() - make_interval(mins => $3)`, [cuenta, ip, intentos_rules_1.LIMITE_INTENTOS.ventanaMinutos]);
            const [fallos] = (await manager.query(`SELECT count(*) FILTER (WHERE email = $1 AND ip = $2)::int AS "porCuenta",
                count(*) FILTER (WHERE email = $1)::int AS "porCuentaTotal",
                count(*) FILTER (WHERE ip = $2)::int AS "porIp"
           FROM intentos_login
          WHERE (email = $1 OR ip = $2) AND fecha > now() - make_interval(mins => $3)`, [cuenta, ip, intentos_rules_1.LIMITE_INTENTOS.ventanaMinutos]));
            if ((0, intentos_rules_1.superaLimiteIntentos)(fallos)) {
                const [bloqueo] = (await manager.query(`INSERT INTO bloqueos_login AS b (email, ip, desde, ultimo, cantidad) VALUES ($1, $2, now(), now(), 1)
           ON CONFLICT (email, ip) DO UPDATE SET
             cantidad = CASE WHEN b.desde > now() - make_interval(mins => $3) THEN b.cantidad + 1 ELSE 1 END,
             desde = CASE WHEN b.desde > now() - make_interval(mins => $3) THEN b.desde ELSE now() END,
             ultimo = now()
           RETURNING cantidad`, [cuenta, ip, intentos_rules_1.LIMITE_INTENTOS.ventanaMinutos]));
                return { id: null, fallos, bloqueo: { primeroDeLaVentana: bloqueo.cantidad === 1 } };
            }
            const [fila] = (await manager.query(`INSERT INTO intentos_login (email, ip) VALUES ($1, $2) RETURNING id::text AS id`, [cuenta, ip]));
            return { id: fila.id, fallos, bloqueo: null };
        });
    }
    /** Un hash de otro algoritmo (bcrypt, scrypt) o con otros parámetros se rehace con argon2id al entrar. */
    async rehacerHashSiHaceFalta(usuario, password) {
        if (!(0, contrasenas_1.necesitaRehash)(usuario.passwordHash))
            return;
        const nuevo = await (0, contrasenas_1.cifrarContrasena)(password);
        // Sólo si nadie cambió la contraseña entretanto; las sesiones siguen valiendo (la contraseña es la misma).
        await this.dataSource.query(`UPDATE usuarios SET password_hash = $1 WHERE id = $2 AND password_hash = $3`, [
            nuevo,
            usuario.id,
            usuario.passwordHash,
        ]);
        usuario.passwordHash = nuevo;
    }
};
exports.AuthService = AuthService;
exports.AuthService = AuthService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [Function, jwt_1.JwtService,
        usuarios_service_1.UsuariosService,
        auditoria_service_1.AuditoriaService])
], AuthService);
//# sourceMappingURL=auth.service.js.map