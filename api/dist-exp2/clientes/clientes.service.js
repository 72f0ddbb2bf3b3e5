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
exports.ClientesService = exports.MENSAJES_CLIENTES = void 0;
exports.condicionBusqueda = condicionBusqueda;
const dominio_1 = require("@cartera/dominio");
const consulta_preparada_1 = require("../database/consulta-preparada");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const typeorm_2 = require("typeorm");
const auditoria_service_1 = require("../auditoria/auditoria.service");
const errores_1 = require("../common/errores");
const paginacion_1 = require("../common/paginacion");
const respuesta_1 = require("../common/respuesta");
const usuario_entity_1 = require("../usuarios/entities/usuario.entity");
const cliente_foto_entity_1 = require("./entities/cliente-foto.entity");
const cliente_entity_1 = require("./entities/cliente.entity");
const fotos_1 = require("./fotos");
exports.MENSAJES_CLIENTES = {
    noEncontrado: 'Cliente no encontrado',
    ajeno: 'No tiene permisos sobre este cliente',
    cedulaDuplicada: 'Ya existe un cliente con esa cédula',
    conPrestamos: 'No se puede eliminar: el cliente tiene préstamos. Desactívelo en su lugar.',
    cobradorNoExiste: 'El cobrador no existe o no está activo',
};
const COLUMNAS_ORDEN = {
    createdAt: 'c.created_at',
    nombre: 'c.nombre_busqueda',
};
/** Una búsqueda hecha sólo de dígitos y separadores de números busca en cédula y teléfono; si no, en el nombre. */
const PATRON_NUMERICO = /^[\d\s.()+-]+$/;
/** Campos del cuerpo que se copian tal cual a la fila (cédula y teléfonos ya llegan sólo con dígitos). */
const CAMPOS_DIRECTOS = [
    'nombre',
    'cedula',
    'telefono',
    'direccion',
    'ciudad',
    'apodo',
    'email',
    'barrio',
    'departamento',
    'latitud',
    'longitud',
    'fechaNacimiento',
    'sexo',
    'estadoCivil',
    'lugarNacimiento',
    'ocupacion',
    'ingresos',
    'referencia1Nombre',
    'referencia1Telefono',
    'referencia2Nombre',
    'referencia2Telefono',
    'observaciones',
    'estado',
];
/** Un cliente para la auditoría: sus datos, y en lugar de la foto sólo una marca (nunca los bytes). */
function paraAuditoria(cliente, foto) {
    const datos = cliente.toJSON();
    if (foto !== undefined)
        datos.foto = foto;
    return datos;
}
let ClientesService = class ClientesService {
    dataSource;
    auditoria;
    constructor(dataSource, auditoria) {
        this.dataSource = dataSource;
        this.auditoria = auditoria;
    }
    /**
     * Lista paginada. Un cobrador sólo ve sus clientes. Sin foto: `tieneFoto` dice si hay que pedirla. La página sale
     * de un índice por cada orden. El total no se cuenta si la página no se llenó (es lo anterior más lo que vino);
     * si no, sin búsqueda sale de `clientes_totales` y con búsqueda de un count(*) sin joins sobre los índices de
     * trigramas.
     */
    async listar(consulta, actor) {
        const orden = (0, paginacion_1.leerOrden)(consulta.sort, COLUMNAS_ORDEN, 'createdAt_desc');
        if ('error' in orden)
            throw (0, errores_1.errorValidacion)({ sort: [orden.error] });
        const repositorio = this.dataSource.getRepository(cliente_entity_1.Cliente);
        const filtrar = (qb) => {
            if (actor.rol === 'cobrador')
                qb.andWhere('c.cobrador_id = :actor', { actor: actor.id });
            if (consulta.cobrador)
                qb.andWhere('c.cobrador_id = :cobrador', { cobrador: consulta.cobrador });
            if (consulta.estado)
                qb.andWhere('c.estado = :estado', { estado: consulta.estado });
            if (consulta.search)
                qb.andWhere(condicionBusqueda(consulta.search));
            return qb;
        };
        const desde = (consulta.page - 1) * consulta.limit;
        // El QueryBuilder sólo arma el texto: la página va como sentencia preparada y se hidrata sin su maquinaria por
        // fila (docs/rendimiento.md, «API»). Mismas columnas, mismo orden, misma entidad.
        const [sqlPagina, parametrosPagina] = filtrar(conCobrador(repositorio.createQueryBuilder('c')))
            .orderBy(orden.expresion, orden.direccion)
            .addOrderBy('c.id', orden.direccion)
            .offset(desde)
            .limit(consulta.limit)
            .getQueryAndParameters();
        const pagina = (0, consulta_preparada_1.consultaPreparada)(this.dataSource, sqlPagina, parametrosPagina).then((filas) => filas.map((fila) => {
            const cliente = (0, consulta_preparada_1.hidratar)(this.dataSource, cliente_entity_1.Cliente, 'c', fila);
            if (fila.u_id != null)
                cliente.cobrador = (0, consulta_preparada_1.hidratar)(this.dataSource, usuario_entity_1.Usuario, 'u', fila);
            return cliente;
        }));
        // Sin búsqueda el total cuesta una fila de clientes_totales: se pide a la vez que la página.
        const totalGuardado = consulta.search ? undefined : this.totalSinBusqueda(consulta, actor);
        const [clientes, guardado] = await Promise.all([pagina, totalGuardado]);
        let total = desde + clientes.length;
        if (clientes.length === consulta.limit || (clientes.length === 0 && desde > 0)) {
            total =
                guardado ??
                    ((await filtrar(repositorio.createQueryBuilder('c').select('count(*)::int', 'total')).getRawOne())?.total ?? 0);
        }
        return new respuesta_1.Pagina(clientes, (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit));
    }
    /** Sin búsqueda, el total sale de `clientes_totales` (por estado y cobrador, al día por disparadores). */
    async totalSinBusqueda(consulta, actor) {
        const condiciones = [];
        const parametros = [];
        const agregar = (condicion, valor) => {
            parametros.push(valor);
            condiciones.push(`${condicion} $${parametros.length}`);
        };
        if (actor.rol === 'cobrador')
            agregar('cobrador_id =', actor.id);
        if (consulta.cobrador)
            agregar('cobrador_id =', consulta.cobrador);
        if (consulta.estado)
            agregar('estado =', consulta.estado);
        const [fila] = await (0, consulta_preparada_1.consultaPreparada)(this.dataSource, `SELECT coalesce(sum(total), 0)::int AS total FROM clientes_totales${condiciones.length ? ` WHERE ${condiciones.join(' AND ')}` : ''}`, parametros);
        return fila?.total ?? 0;
    }
    async obtener(id, actor) {
        const cliente = await this.cargar(this.dataSource.manager, id);
        this.asegurarAcceso(cliente, actor);
        return cliente;
    }
    /** La foto como data URL, o null si el cliente no tiene. */
    async foto(id, actor) {
        const filas = await this.dataSource.query(`SELECT cobrador_id FROM clientes WHERE id = $1`, [id]);
        if (filas.length === 0)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_CLIENTES.noEncontrado);
        if (actor.rol === 'cobrador' && filas[0].cobrador_id !== actor.id)
            throw (0, errores_1.prohibido)(exports.MENSAJES_CLIENTES.ajeno);
        return { foto: await this.leerFotoGuardada(id) };
    }
    /** Cliente (y su foto, si la hay) por cédula: la primera fuente de la consulta de cédulas. */
    async buscarPorCedula(cedula) {
        const cliente = await conCobrador(this.dataSource.getRepository(cliente_entity_1.Cliente).createQueryBuilder('c'))
            .where('c.cedula = :cedula', { cedula })
            .getOne();
        if (!cliente)
            return null;
        return { ...cliente.toJSON(), foto: cliente.tieneFoto ? await this.leerFotoGuardada(cliente.id) : null };
    }
    async crear(datos, { actor, ip }) {
        const foto = datos.foto ? this.decodificarFoto(datos.foto) : null;
        return this.traducirConflictos(() => this.dataSource.transaction(async (manager) => {
            await this.verificarCedulaLibre(manager, datos.cedula);
            if (datos.cobrador)
                await this.verificarCobrador(manager, datos.cobrador);
            const nuevo = manager.create(cliente_entity_1.Cliente, { estado: 'activo', cobradorId: datos.cobrador ?? null });
            copiarCampos(nuevo, datos);
            await manager.save(nuevo);
            if (foto)
                await this.guardarFoto(manager, nuevo.id, foto);
            const cliente = await this.cargar(manager, nuevo.id);
            await this.auditoria.registrar(manager, {
                usuarioId: actor.id,
                usuario: actor.nombre,
                accion: 'Crear cliente',
                modulo: 'Clientes',
                detalles: `Cliente ${cliente.nombre} (cédula ${cliente.cedula}) creado`,
                ip,
                tipo: 'success',
                resultado: 'exitoso',
                datosNuevos: paraAuditoria(cliente, (0, fotos_1.marcaFoto)(foto)),
            });
            return cliente;
        }));
    }
    async actualizar(id, datos, { actor, ip }) {
        const foto = datos.foto ? this.decodificarFoto(datos.foto) : null;
        return this.traducirConflictos(() => this.dataSource.transaction(async (manager) => {
            const existente = await manager.findOne(cliente_entity_1.Cliente, { where: { id }, lock: { mode: 'pessimistic_write' } });
            if (!existente)
                throw (0, errores_1.noEncontrado)(exports.MENSAJES_CLIENTES.noEncontrado);
            const antes = await this.cargar(manager, id);
            if (datos.cedula !== undefined && datos.cedula !== existente.cedula) {
                await this.verificarCedulaLibre(manager, datos.cedula, id);
            }
            if (datos.cobrador !== undefined && datos.cobrador !== existente.cobradorId) {
                if (datos.cobrador)
                    await this.verificarCobrador(manager, datos.cobrador);
                existente.cobradorId = datos.cobrador;
            }
            copiarCampos(existente, datos);
            await manager.save(existente);
            let cambioFoto = '';
            if (foto) {
                await this.guardarFoto(manager, id, foto);
                cambioFoto = 'foto cambiada';
            }
            else if (datos.foto === null && antes.tieneFoto) {
                await manager.delete(cliente_foto_entity_1.ClienteFoto, { clienteId: id });
                cambioFoto = 'foto eliminada';
            }
            const cliente = await this.cargar(manager, id);
            const cambios = [antes.estado !== cliente.estado ? `estado ${cliente.estado}` : '', cambioFoto].filter(Boolean);
            await this.auditoria.registrar(manager, {
                usuarioId: actor.id,
                usuario: actor.nombre,
                accion: 'Actualizar cliente',
                modulo: 'Clientes',
                detalles: `Cliente ${cliente.nombre} (cédula ${cliente.cedula}) actualizado${cambios.length ? `: ${cambios.join(', ')}` : ''}`,
                ip,
                tipo: 'success',
                resultado: 'exitoso',
                datosAnteriores: paraAuditoria(antes),
                datosNuevos: paraAuditoria(cliente, foto ? (0, fotos_1.marcaFoto)(foto) : undefined),
            });
            return cliente;
        }));
    }
    /**
     * Borra el cliente y su foto. Uno con préstamos no se borra (clave foránea ON DELETE RESTRICT de préstamos):
     * 409 y la sugerencia de desactivarlo, así ningún préstamo queda huérfano.
     */
    async eliminar(id, { actor, ip }) {
        try {
            await this.dataSource.transaction(async (manager) => {
                const existente = await manager.findOne(cliente_entity_1.Cliente, { where: { id }, lock: { mode: 'pessimistic_write' } });
                if (!existente)
                    throw (0, errores_1.noEncontrado)(exports.MENSAJES_CLIENTES.noEncontrado);
                const antes = await this.cargar(manager, id);
                await manager.delete(cliente_entity_1.Cliente, { id });
                await this.auditoria.registrar(manager, {
                    usuarioId: actor.id,
                    usuario: actor.nombre,
                    accion: 'Eliminar cliente',
                    modulo: 'Clientes',
                    detalles: `Cliente ${antes.nombre} (cédula ${antes.cedula}) eliminado`,
                    ip,
                    tipo: 'success',
                    resultado: 'exitoso',
                    datosAnteriores: paraAuditoria(antes),
                });
            });
        }
        catch (error) {
            // 23001 restrict_violation (ON DELETE RESTRICT) o 23503 foreign_key_violation (NO ACTION).
            const codigo = error instanceof typeorm_2.QueryFailedError ? error.driverError.code : undefined;
            if (codigo === '23001' || codigo === '23503') {
                throw (0, errores_1.conflicto)('CLIENTE_CON_PRESTAMOS', exports.MENSAJES_CLIENTES.conPrestamos);
            }
            throw error;
        }
    }
    /** Cliente con su cobrador (id y nombre) y `tieneFoto`. */
    async cargar(manager, id) {
        const cliente = await conCobrador(manager.getRepository(cliente_entity_1.Cliente).createQueryBuilder('c'))
            .where('c.id = :id', { id })
            .getOne();
        if (!cliente)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_CLIENTES.noEncontrado);
        return cliente;
    }
    async leerFotoGuardada(clienteId) {
        const foto = await this.dataSource.getRepository(cliente_foto_entity_1.ClienteFoto).findOneBy({ clienteId });
        return foto ? (0, fotos_1.aDataUrl)(foto.mime, foto.datos) : null;
    }
    asegurarAcceso(cliente, actor) {
        if (actor.rol === 'cobrador' && cliente.cobradorId !== actor.id)
            throw (0, errores_1.prohibido)(exports.MENSAJES_CLIENTES.ajeno);
    }
    decodificarFoto(valor) {
        const foto = (0, fotos_1.leerFoto)(valor);
        if ('error' in foto)
            throw (0, errores_1.errorValidacion)({ foto: [foto.error] });
        return foto;
    }
    async guardarFoto(manager, clienteId, foto) {
        await manager.upsert(cliente_foto_entity_1.ClienteFoto, { clienteId, mime: foto.mime, datos: foto.datos, tamano: foto.datos.length, updatedAt: new Date() }, ['clienteId']);
    }
    async verificarCedulaLibre(manager, cedula, excepto) {
        const qb = manager.getRepository(cliente_entity_1.Cliente).createQueryBuilder('c').where('c.cedula = :cedula', { cedula });
        if (excepto)
            qb.andWhere('c.id <> :excepto', { excepto });
        if (await qb.getExists())
            throw cedulaDuplicada();
    }
    async verificarCobrador(manager, cobradorId) {
        const filas = await manager.query(`SELECT 1 FROM usuarios WHERE id = $1 AND rol = 'cobrador' AND estado = 'activo'`, [cobradorId]);
        if (filas.length === 0)
            throw (0, errores_1.errorValidacion)({ cobrador: [exports.MENSAJES_CLIENTES.cobradorNoExiste] });
    }
    /** Dos altas simultáneas con la misma cédula: la segunda choca con el índice único y recibe el mismo 409. */
    async traducirConflictos(trabajo) {
        try {
            return await trabajo();
        }
        catch (error) {
            const pg = error instanceof typeorm_2.QueryFailedError ? error.driverError : null;
            if (pg?.code === '23505' && pg.constraint === 'clientes_cedula_unico')
                throw cedulaDuplicada();
            throw error;
        }
    }
};
exports.ClientesService = ClientesService;
exports.ClientesService = ClientesService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __metadata("design:paramtypes", [Function, auditoria_service_1.AuditoriaService])
], ClientesService);
function cedulaDuplicada() {
    return new errores_1.ErrorNegocio('CEDULA_DUPLICADA', exports.MENSAJES_CLIENTES.cedulaDuplicada, 409, {
        cedula: [exports.MENSAJES_CLIENTES.cedulaDuplicada],
    });
}
/** Une el cobrador (sólo id y nombre) para que la respuesta lleve `cobrador: { _id, nombre }`. */
function conCobrador(qb) {
    return qb.leftJoin('c.cobrador', 'u').addSelect(['u.id', 'u.nombre']);
}
/** Copia a la fila los campos que llegaron (undefined = no cambia; null = se borra). */
function copiarCampos(cliente, datos) {
    const destino = cliente;
    const origen = datos;
    for (const campo of CAMPOS_DIRECTOS) {
        if (origen[campo] !== undefined)
            destino[campo] = origen[campo];
    }
}
/**
 * Condición de búsqueda: sólo dígitos (con separadores) → cédula o teléfono que los contengan; cualquier otra cosa
 * → nombre que la contenga, sin tildes ni mayúsculas ('jose' encuentra a 'José'; `nombre_busqueda` es
 * sin_acentos(nombre), columna generada). Ambas usan índices de trigramas.
 */
function condicionBusqueda(texto) {
    const digitos = (0, dominio_1.soloDigitos)(texto);
    if (PATRON_NUMERICO.test(texto) && digitos.length > 0) {
        const patron = (0, paginacion_1.patronContiene)(digitos);
        return new typeorm_2.Brackets((o) => o.where('c.cedula LIKE :patron', { patron }).orWhere('c.telefono LIKE :patron', { patron }));
    }
    return new typeorm_2.Brackets((o) => o.where('c.nombre_busqueda LIKE sin_acentos(:patron)', { patron: (0, paginacion_1.patronContiene)(texto) }));
}
//# sourceMappingURL=clientes.service.js.map