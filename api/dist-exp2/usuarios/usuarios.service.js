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
exports.UsuariosService = exports.ALCANCE_COBRADORES = exports.ALCANCE_USUARIOS = void 0;
const dominio_1 = require("@cartera/dominio");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const auditoria_service_1 = require("../auditoria/auditoria.service");
const contrasenas_1 = require("../auth/contrasenas");
const errores_1 = require("../common/errores");
const paginacion_1 = require("../common/paginacion");
const respuesta_1 = require("../common/respuesta");
const candados_1 = require("../database/candados");
const consulta_preparada_1 = require("../database/consulta-preparada");
const usuario_entity_1 = require("./entities/usuario.entity");
const avisos_1 = require("./avisos");
const usuarios_rules_1 = require("./usuarios.rules");
const SQL_USUARIO_SESION = `SELECT id, nombre, email, password_hash, rol, telefono, zona, estado, credenciales_version,
  created_at, updated_at FROM usuarios WHERE id = $1`;
exports.ALCANCE_USUARIOS = {
    modulo: 'Usuarios',
    sustantivo: 'usuario',
    noEncontrado: 'Usuario no encontrado',
};
exports.ALCANCE_COBRADORES = {
    rol: 'cobrador',
    modulo: 'Cobradores',
    sustantivo: 'cobrador',
    noEncontrado: 'Cobrador no encontrado',
};
const COLUMNAS_ORDEN = {
    createdAt: 'u.created_at',
    updatedAt: 'u.updated_at',
    nombre: 'sin_acentos(u.nombre)',
    email: 'u.email',
    rol: 'u.rol',
    estado: 'u.estado',
    zona: 'u.zona',
};
let UsuariosService = class UsuariosService {
    dataSource;
    auditoria;
    constructor(dataSource, auditoria) {
        this.dataSource = dataSource;
        this.auditoria = auditoria;
    }
    async listar(consulta, alcance = exports.ALCANCE_USUARIOS) {
        const orden = (0, paginacion_1.leerOrden)(consulta.sort, COLUMNAS_ORDEN, 'createdAt_desc');
        if ('error' in orden)
            throw (0, errores_1.errorValidacion)({ sort: [orden.error] });
        const qb = this.dataSource.getRepository(usuario_entity_1.Usuario).createQueryBuilder('u');
        const rol = alcance.rol ?? consulta.rol;
        if (alcance.rol && consulta.rol && consulta.rol !== alcance.rol) {
            return new respuesta_1.Pagina([], (0, paginacion_1.metaPagina)(0, consulta.page, consulta.limit));
        }
        if (rol)
            qb.andWhere('u.rol = :rol', { rol });
        if (consulta.estado)
            qb.andWhere('u.estado = :estado', { estado: consulta.estado });
        if (consulta.search) {
            const patron = (0, paginacion_1.patronContiene)(consulta.search);
            const digitos = (0, dominio_1.soloDigitos)(consulta.search);
            qb.andWhere(new typeorm_2.Brackets((o) => {
                o.where('sin_acentos(u.nombre) LIKE sin_acentos(:patron)', { patron })
                    .orWhere('sin_acentos(u.email) LIKE sin_acentos(:patron)', { patron })
                    .orWhere('sin_acentos(u.zona) LIKE sin_acentos(:patron)', { patron });
                // El teléfono se guarda sólo con dígitos: '300 123' encuentra 3001234567.
                if (digitos)
                    o.orWhere('u.telefono LIKE :digitos', { digitos: (0, paginacion_1.patronContiene)(digitos) });
            }));
        }
        qb.orderBy(orden.expresion, orden.direccion)
            .addOrderBy('u.id', orden.direccion)
            .offset((consulta.page - 1) * consulta.limit)
            .limit(consulta.limit);
        const [usuarios, total] = await qb.getManyAndCount();
        return new respuesta_1.Pagina(usuarios, (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit));
    }
    async obtener(id, alcance = exports.ALCANCE_USUARIOS) {
        const usuario = await this.dataSource.getRepository(usuario_entity_1.Usuario).findOneBy({ id });
        if (!usuario || (alcance.rol && usuario.rol !== alcance.rol))
            throw (0, errores_1.noEncontrado)(alcance.noEncontrado);
        return usuario;
    }
    /**
     * El usuario de un token: `null` si ya no existe (la estrategia JWT decide qué hacer). Corre en cada petición con
     * sesión: va como sentencia preparada y sin el armado de consultas de TypeORM (docs/rendimiento.md, «API»).
     */
    async buscarParaSesion(id) {
        const [fila] = await (0, consulta_preparada_1.consultaPreparada)(this.dataSource, SQL_USUARIO_SESION, [id]);
        if (!fila)
            return null;
        return Object.assign(new usuario_entity_1.Usuario(), {
            id: fila.id,
            nombre: fila.nombre,
            email: fila.email,
            passwordHash: fila.password_hash,
            rol: fila.rol,
            telefono: fila.telefono,
            zona: fila.zona,
            estado: fila.estado,
            credencialesVersion: fila.credenciales_version,
            createdAt: fila.created_at,
            updatedAt: fila.updated_at,
        });
    }
    /** Búsqueda por email sin distinguir mayúsculas (usa el índice único sobre lower(email)). */
    buscarPorEmail(email) {
        return this.dataSource
            .getRepository(usuario_entity_1.Usuario)
            .createQueryBuilder('u')
            .where('lower(u.email) = lower(:email)', { email: email.trim() })
            .getOne();
    }
    async crear(datos, { actor, ip }, alcance = exports.ALCANCE_USUARIOS, accion = `Crear ${alcance.sustantivo}`) {
        const rol = alcance.rol ?? datos.rol;
        this.exigirPermiso(actor.rol, null, rol);
        const passwordHash = await (0, contrasenas_1.cifrarContrasena)(datos.password);
        return this.dataSource.transaction(async (manager) => {
            await this.verificarEmailLibre(manager, datos.email);
            const usuario = manager.create(usuario_entity_1.Usuario, {
                nombre: datos.nombre,
                email: datos.email,
                passwordHash,
                rol,
                telefono: normalizarTelefono(datos.telefono),
                zona: datos.zona ?? null,
                latitud: datos.latitud ?? null,
                longitud: datos.longitud ?? null,
                estado: datos.estado ?? 'activo',
                credencialesVersion: 1,
            });
            await manager.save(usuario);
            await this.auditoria.registrar(manager, {
                usuarioId: actor.id,
                usuario: actor.nombre,
                accion,
                modulo: alcance.modulo,
                detalles: `${capitalizar(alcance.sustantivo)} ${usuario.nombre} (${usuario.email}) creado con rol ${usuario.rol}`,
                ip,
                tipo: 'success',
                resultado: 'exitoso',
                datosNuevos: usuario,
            });
            return usuario;
        });
    }
    async actualizar(id, datos, { actor, ip }, alcance = exports.ALCANCE_USUARIOS) {
        if (alcance.rol && datos.rol !== undefined && datos.rol !== alcance.rol) {
            throw (0, errores_1.errorValidacion)({ rol: [`El rol de un ${alcance.sustantivo} no se puede cambiar aquí`] });
        }
        const propia = actor.id === id;
        const cambiaEmail = datos.email !== undefined && datos.email !== actor.email;
        if (propia && (datos.password !== undefined || cambiaEmail)) {
            await this.exigirContrasenaActual(actor.passwordHash, datos.passwordActual);
        }
        const passwordHash = datos.password !== undefined ? await (0, contrasenas_1.cifrarContrasena)(datos.password) : undefined;
        return this.dataSource.transaction(async (manager) => {
            await manager.query('SELECT pg_advisory_xact_lock($1)', [candados_1.CANDADOS.cuentas]);
            const usuario = await this.cargarParaCambiar(manager, id, alcance);
            const antes = usuario.toJSON();
            const rolNuevo = datos.rol ?? usuario.rol;
            this.exigirPermiso(actor.rol, usuario.rol, rolNuevo, propia);
            const estadoNuevo = datos.estado ?? usuario.estado;
            if (actor.id === usuario.id && estadoNuevo === 'inactivo' && usuario.estado === 'activo') {
                throw new errores_1.ErrorNegocio('AUTO_DESACTIVACION', usuarios_rules_1.MENSAJES_USUARIOS.desactivarseASiMismo);
            }
            const despues = { rol: rolNuevo, estado: estadoNuevo };
            if ((0, usuarios_rules_1.dejaSinAdministrador)(usuario, despues, await this.otrosAdminsActivos(manager, usuario.id))) {
                throw new errores_1.ErrorNegocio('ULTIMO_ADMIN', usuarios_rules_1.MENSAJES_USUARIOS.ultimoAdmin);
            }
            const emailAnterior = usuario.email;
            if (datos.email !== undefined && datos.email !== usuario.email) {
                await this.verificarEmailLibre(manager, datos.email, usuario.id);
                usuario.email = datos.email;
            }
            if ((0, usuarios_rules_1.invalidaSesiones)(usuario, despues, passwordHash !== undefined))
                usuario.credencialesVersion += 1;
            if (passwordHash !== undefined)
                usuario.passwordHash = passwordHash;
            if (datos.nombre !== undefined)
                usuario.nombre = datos.nombre;
            if (datos.telefono !== undefined)
                usuario.telefono = normalizarTelefono(datos.telefono);
            if (datos.zona !== undefined)
                usuario.zona = datos.zona;
            if (datos.latitud !== undefined || datos.longitud !== undefined) {
                usuario.latitud = datos.latitud ?? null;
                usuario.longitud = datos.longitud ?? null;
            }
            usuario.rol = rolNuevo;
            usuario.estado = estadoNuevo;
            await manager.save(usuario);
            const cambios = [
                passwordHash !== undefined ? 'contraseña cambiada' : '',
                emailAnterior !== usuario.email ? `email cambiado (antes ${emailAnterior})` : '',
                antes.estado !== usuario.estado ? `estado ${usuario.estado}` : '',
            ]
                .filter(Boolean)
                .join(', ');
            await this.auditoria.registrar(manager, {
                usuarioId: actor.id,
                usuario: actor.nombre,
                accion: `Actualizar ${alcance.sustantivo}`,
                modulo: alcance.modulo,
                detalles: `${capitalizar(alcance.sustantivo)} ${usuario.nombre} (${usuario.email}) actualizado${cambios ? `: ${cambios}` : ''}`,
                ip,
                tipo: 'success',
                resultado: 'exitoso',
                datosAnteriores: antes,
                datosNuevos: usuario,
            });
            const autor = (0, avisos_1.autorDelCambio)(actor, usuario.id);
            if (passwordHash !== undefined) {
                await (0, avisos_1.registrarAviso)(manager, usuario.id, 'Contraseña cambiada', `Su contraseña fue cambiada por ${autor}.`);
            }
            if (emailAnterior !== usuario.email) {
                await (0, avisos_1.registrarAviso)(manager, usuario.id, 'Email cambiado', `El email de su cuenta pasó de ${emailAnterior} a ${usuario.email}; lo cambió ${autor}.`);
            }
            return usuario;
        });
    }
    /**
     * Mi Perfil (PUT /api/auth/perfil): el dueño de la cuenta, de cualquier rol, cambia su nombre, su email o su
     * teléfono. Cambiar el email pide la contraseña actual (como en PUT /usuarios/:id sobre la cuenta propia); un
     * email de otra cuenta es 409 en el campo. El rol, la zona y el estado no se tocan aquí.
     */
    async actualizarPerfil(datos, { actor, ip }) {
        const cambiaEmail = datos.email !== undefined && datos.email !== actor.email;
        if (cambiaEmail)
            await this.exigirContrasenaActual(actor.passwordHash, datos.passwordActual);
        return this.dataSource.transaction(async (manager) => {
            const usuario = await this.cargarParaCambiar(manager, actor.id, exports.ALCANCE_USUARIOS);
            const antes = usuario.toJSON();
            const emailAnterior = usuario.email;
            if (datos.email !== undefined && datos.email !== usuario.email) {
                await this.verificarEmailLibre(manager, datos.email, usuario.id);
                usuario.email = datos.email;
            }
            if (datos.nombre !== undefined)
                usuario.nombre = datos.nombre;
            if (datos.telefono !== undefined)
                usuario.telefono = normalizarTelefono(datos.telefono);
            await manager.save(usuario);
            const cambiados = ['nombre', 'email', 'telefono'].filter((campo) => antes[campo] !== usuario[campo]);
            await this.auditoria.registrar(manager, {
                usuarioId: usuario.id,
                usuario: usuario.nombre,
                accion: 'Actualizar perfil',
                modulo: 'Autenticación',
                detalles: `${usuario.nombre} actualizó su perfil: ${cambiados.join(', ') || 'sin cambios'}` +
                    (emailAnterior !== usuario.email ? ` (email antes ${emailAnterior})` : ''),
                ip,
                tipo: 'success',
                resultado: 'exitoso',
                datosAnteriores: antes,
                datosNuevos: usuario,
            });
            if (emailAnterior !== usuario.email) {
                await (0, avisos_1.registrarAviso)(manager, usuario.id, 'Email cambiado', `El email de su cuenta pasó de ${emailAnterior} a ${usuario.email}; lo cambió usted mismo.`);
            }
            return usuario;
        });
    }
    async cambiarPassword(id, password, { actor, ip }, alcance = exports.ALCANCE_USUARIOS, passwordActual) {
        const propia = actor.id === id;
        if (propia)
            await this.exigirContrasenaActual(actor.passwordHash, passwordActual);
        const passwordHash = await (0, contrasenas_1.cifrarContrasena)(password);
        return this.dataSource.transaction(async (manager) => {
            const usuario = await this.cargarParaCambiar(manager, id, alcance);
            this.exigirPermiso(actor.rol, usuario.rol, undefined, propia);
            usuario.passwordHash = passwordHash;
            usuario.credencialesVersion += 1;
            await manager.save(usuario);
            await this.auditoria.registrar(manager, {
                usuarioId: actor.id,
                usuario: actor.nombre,
                accion: 'Cambiar contraseña',
                modulo: alcance.modulo,
                detalles: `Contraseña de ${usuario.nombre} (${usuario.email}) cambiada; sus sesiones abiertas se cerraron`,
                ip,
                tipo: 'success',
                resultado: 'exitoso',
            });
            await (0, avisos_1.registrarAviso)(manager, usuario.id, 'Contraseña cambiada', `Su contraseña fue cambiada por ${(0, avisos_1.autorDelCambio)(actor, usuario.id)}.`);
            return usuario;
        });
    }
    async eliminar(id, { actor, ip }, alcance = exports.ALCANCE_USUARIOS) {
        try {
            await this.dataSource.transaction(async (manager) => {
                await manager.query('SELECT pg_advisory_xact_lock($1)', [candados_1.CANDADOS.cuentas]);
                const usuario = await this.cargarParaCambiar(manager, id, alcance);
                if (actor.id === usuario.id)
                    throw new errores_1.ErrorNegocio('AUTO_ELIMINACION', usuarios_rules_1.MENSAJES_USUARIOS.eliminarseASiMismo);
                this.exigirPermiso(actor.rol, usuario.rol);
                if ((0, usuarios_rules_1.dejaSinAdministrador)(usuario, null, await this.otrosAdminsActivos(manager, usuario.id))) {
                    throw new errores_1.ErrorNegocio('ULTIMO_ADMIN', usuarios_rules_1.MENSAJES_USUARIOS.ultimoAdmin);
                }
                const antes = usuario.toJSON();
                await manager.delete(usuario_entity_1.Usuario, { id: usuario.id });
                await this.auditoria.registrar(manager, {
                    usuarioId: actor.id,
                    usuario: actor.nombre,
                    accion: `Eliminar ${alcance.sustantivo}`,
                    modulo: alcance.modulo,
                    detalles: `${capitalizar(alcance.sustantivo)} ${antes.nombre} (${antes.email}) eliminado`,
                    ip,
                    tipo: 'success',
                    resultado: 'exitoso',
                    datosAnteriores: antes,
                });
            });
        }
        catch (error) {
            // Lo protegen las claves foráneas ON DELETE RESTRICT de clientes, préstamos, cobros…
            if (error instanceof typeorm_2.QueryFailedError &&
                ['23503', '23001'].includes(error.driverError.code ?? '')) {
                throw (0, errores_1.conflicto)('USUARIO_CON_DATOS', usuarios_rules_1.MENSAJES_USUARIOS.conDatos);
            }
            throw error;
        }
    }
    async estadisticas() {
        const fila = await this.dataSource
            .getRepository(usuario_entity_1.Usuario)
            .createQueryBuilder('u')
            .select('count(*)::int', 'total')
            .addSelect(`count(*) FILTER (WHERE u.estado = 'activo')::int`, 'activos')
            .addSelect(`count(*) FILTER (WHERE u.estado = 'inactivo')::int`, 'inactivos')
            .addSelect(`count(*) FILTER (WHERE u.rol = 'admin')::int`, 'admin')
            .addSelect(`count(*) FILTER (WHERE u.rol = 'gerente')::int`, 'gerente')
            .addSelect(`count(*) FILTER (WHERE u.rol = 'cobrador')::int`, 'cobrador')
            .getRawOne();
        const f = fila ?? { total: 0, activos: 0, inactivos: 0, admin: 0, gerente: 0, cobrador: 0 };
        return {
            total: f.total,
            activos: f.activos,
            inactivos: f.inactivos,
            porRol: { admin: f.admin, gerente: f.gerente, cobrador: f.cobrador },
        };
    }
    async cargarParaCambiar(manager, id, alcance) {
        const usuario = await manager.findOne(usuario_entity_1.Usuario, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!usuario || (alcance.rol && usuario.rol !== alcance.rol))
            throw (0, errores_1.noEncontrado)(alcance.noEncontrado);
        return usuario;
    }
    async otrosAdminsActivos(manager, id) {
        return manager
            .getRepository(usuario_entity_1.Usuario)
            .createQueryBuilder('u')
            .where(`u.rol = 'admin' AND u.estado = 'activo' AND u.id <> :id`, { id })
            .getCount();
    }
    async verificarEmailLibre(manager, email, excepto) {
        const qb = manager
            .getRepository(usuario_entity_1.Usuario)
            .createQueryBuilder('u')
            .where('lower(u.email) = lower(:email)', { email });
        if (excepto)
            qb.andWhere('u.id <> :excepto', { excepto });
        if (await qb.getExists()) {
            throw new errores_1.ErrorNegocio('EMAIL_DUPLICADO', usuarios_rules_1.MENSAJES_USUARIOS.emailDuplicado, 409, {
                email: [usuarios_rules_1.MENSAJES_USUARIOS.emailDuplicado],
            });
        }
    }
    /** 403 con el motivo (cuenta de administrador, de gerente, o sin rol para administrar). */
    exigirPermiso(rolActor, rolObjetivo, rolNuevo, propia = false) {
        const motivo = (0, usuarios_rules_1.motivoSinPermiso)(rolActor, rolObjetivo, rolNuevo, propia);
        if (motivo === 'admin')
            throw (0, errores_1.prohibido)(usuarios_rules_1.MENSAJES_USUARIOS.adminProtegido, 'ADMIN_PROTEGIDO');
        if (motivo === 'gerente')
            throw (0, errores_1.prohibido)(usuarios_rules_1.MENSAJES_USUARIOS.soloCobradores, 'SOLO_COBRADORES');
        if (motivo === 'rol')
            throw (0, errores_1.prohibido)();
    }
    /**
     * Cambiar la contraseña o el email de la cuenta propia pide la contraseña actual: un token robado no basta
     * para quedarse con la cuenta.
     */
    async exigirContrasenaActual(hashGuardado, passwordActual) {
        if (!passwordActual) {
            throw (0, errores_1.errorValidacion)({ passwordActual: [usuarios_rules_1.MENSAJES_USUARIOS.contrasenaActualRequerida] });
        }
        if (!(await (0, contrasenas_1.verificarContrasena)(passwordActual, hashGuardado))) {
            throw (0, errores_1.errorValidacion)({ passwordActual: [usuarios_rules_1.MENSAJES_USUARIOS.contrasenaActualIncorrecta] });
        }
    }
};
exports.UsuariosService = UsuariosService;
exports.UsuariosService = UsuariosService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [Function, auditoria_service_1.AuditoriaService])
], UsuariosService);
function normalizarTelefono(telefono) {
    return telefono ? (0, dominio_1.soloDigitos)(telefono) : null;
}
function capitalizar(texto) {
    return texto.charAt(0).toUpperCase() + texto.slice(1);
}
//# sourceMappingURL=usuarios.service.js.map