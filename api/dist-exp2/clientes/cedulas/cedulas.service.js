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
exports.CedulasService = exports.MENSAJES_CEDULAS = exports.FUENTES_CEDULA = void 0;
const dominio_1 = require("@cartera/dominio");
const common_1 = require("@nestjs/common");
const typeorm_1 = require("@nestjs/typeorm");
const auditoria_service_1 = require("../../auditoria/auditoria.service");
const errores_1 = require("../../common/errores");
const configuracion_module_1 = require("../../config/configuracion.module");
const clientes_service_1 = require("../clientes.service");
const registro_cedulas_1 = require("./registro-cedulas");
exports.FUENTES_CEDULA = ['database', 'cache', 'external'];
exports.MENSAJES_CEDULAS = {
    noEncontrada: 'Cédula no encontrada',
    tiempoAgotado: 'El registro de cédulas no respondió a tiempo. Intente de nuevo más tarde.',
    noDisponible: 'El registro de cédulas no está disponible en este momento',
    respuestaInvalida: 'El registro de cédulas respondió con datos inválidos',
};
/**
 * Consulta de cédula para llenar el formulario de cliente. Orden: un cliente que ya existe (database); la caché de
 * consultas anteriores, si no venció y no se pide `refresh` (cache); el registro externo configurado (external).
 * Sin registro configurado, lo que no está en la base ni en la caché es 'Cédula no encontrada' al instante.
 */
let CedulasService = class CedulasService {
    dataSource;
    config;
    clientes;
    auditoria;
    logger = new common_1.Logger('Cedulas');
    constructor(dataSource, config, clientes, auditoria) {
        this.dataSource = dataSource;
        this.config = config;
        this.clientes = clientes;
        this.auditoria = auditoria;
    }
    async consultar(valor, { refresh = false, persist = false }, contexto) {
        const cedula = normalizar(valor);
        const cliente = await this.clientes.buscarPorCedula(cedula);
        if (cliente)
            return resultado('database', cliente);
        if (!refresh) {
            const filas = await this.dataSource.query(`SELECT datos FROM cedulas_cache WHERE cedula = $1 AND expira_en > now()`, [cedula]);
            if (filas[0])
                return resultado('cache', filas[0].datos);
        }
        const { urlProveedor, tokenProveedor, timeoutMs } = this.config.cedulas;
        if (!urlProveedor)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_CEDULAS.noEncontrada);
        const respuesta = await (0, registro_cedulas_1.consultarRegistro)(cedula, { url: urlProveedor, token: tokenProveedor, timeoutMs });
        switch (respuesta.tipo) {
            case 'no_encontrado':
                throw (0, errores_1.noEncontrado)(exports.MENSAJES_CEDULAS.noEncontrada);
            case 'fallo': {
                this.logger.warn(`Registro de cédulas: fallo '${respuesta.motivo}' al consultar ${ocultar(cedula)}`);
                const mensaje = respuesta.motivo === 'tiempo'
                    ? exports.MENSAJES_CEDULAS.tiempoAgotado
                    : respuesta.motivo === 'respuesta'
                        ? exports.MENSAJES_CEDULAS.respuestaInvalida
                        : exports.MENSAJES_CEDULAS.noDisponible;
                throw new errores_1.ErrorNegocio('REGISTRO_CEDULAS_NO_DISPONIBLE', mensaje, 503);
            }
            case 'encontrado':
                if (persist)
                    await this.guardarEnCache(respuesta.datos, new URL(urlProveedor.replace('{cedula}', cedula)).host, contexto);
                return resultado('external', respuesta.datos);
        }
    }
    /** Borra la consulta guardada de una cédula (éxito aunque no hubiera ninguna). */
    async limpiarCache(valor, { actor, ip }) {
        const cedula = normalizar(valor);
        return this.dataSource.transaction(async (manager) => {
            const borradas = await manager.query(`DELETE FROM cedulas_cache WHERE cedula = $1 RETURNING cedula`, [cedula]);
            const eliminada = borradas.length > 0;
            await this.auditoria.registrar(manager, {
                usuarioId: actor.id,
                usuario: actor.nombre,
                accion: 'Limpiar caché de cédula',
                modulo: 'Clientes',
                detalles: eliminada ? `Caché de la cédula ${cedula} eliminada` : `La cédula ${cedula} no tenía caché`,
                ip,
                tipo: 'info',
                resultado: 'exitoso',
            });
            return { eliminada };
        });
    }
    /** Guarda la ficha del registro (y de paso purga las vencidas) con la caducidad configurada. */
    async guardarEnCache(datos, fuente, { actor, ip }) {
        await this.dataSource.transaction(async (manager) => {
            await manager.query(`DELETE FROM cedulas_cache WHERE expira_en <= now()`);
            await manager.query(`INSERT INTO cedulas_cache (cedula, datos, fuente, expira_en)
         VALUES ($1, $2::jsonb, $3, now() + make_interval(hours => $4::int))
         ON CONFLICT (cedula) DO UPDATE
           SET datos = EXCLUDED.datos, fuente = EXCLUDED.fuente, expira_en = EXCLUDED.expira_en, created_at = now()`, [datos.cedula, JSON.stringify(datos), fuente, this.config.cedulas.cacheTtlHoras]);
            await this.auditoria.registrar(manager, {
                usuarioId: actor.id,
                usuario: actor.nombre,
                accion: 'Guardar consulta de cédula',
                modulo: 'Clientes',
                detalles: `Consulta de la cédula ${datos.cedula} en ${fuente} guardada en caché`,
                ip,
                tipo: 'info',
                resultado: 'exitoso',
                datosNuevos: { ...datos, foto: datos.foto ? '[foto]' : undefined },
            });
        });
    }
};
exports.CedulasService = CedulasService;
exports.CedulasService = CedulasService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, typeorm_1.InjectDataSource)()),
    __param(1, (0, common_1.Inject)(configuracion_module_1.CONFIGURACION)),
    __metadata("design:paramtypes", [Function, Object, clientes_service_1.ClientesService,
        auditoria_service_1.AuditoriaService])
], CedulasService);
/** Cédula de la ruta: admite separadores; si no son 11 dígitos, 400 con el mensaje del formulario. */
function normalizar(valor) {
    const limpio = (valor ?? '').replace(/[\s.-]/g, '');
    const error = (0, dominio_1.validarCedula)(limpio);
    if (error)
        throw (0, errores_1.errorValidacion)({ cedula: [error] });
    return limpio;
}
function resultado(source, datos) {
    return { source, data: { ...datos, source } };
}
/** En los registros del servidor la cédula va parcialmente oculta. */
function ocultar(cedula) {
    return `${cedula.slice(0, 3)}•••••${cedula.slice(-3)}`;
}
//# sourceMappingURL=cedulas.service.js.map