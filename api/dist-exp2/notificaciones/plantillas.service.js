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
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlantillasService = exports.MENSAJES_PLANTILLAS = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const busqueda_1 = require("../cartera/busqueda");
const errores_1 = require("../common/errores");
const paginacion_1 = require("../common/paginacion");
const respuesta_1 = require("../common/respuesta");
const envio_service_1 = require("./envio.service");
exports.MENSAJES_PLANTILLAS = {
    noEncontrada: 'Plantilla no encontrada',
    duplicada: 'Ya existe una plantilla con ese nombre',
    automatica: 'La plantilla de un mensaje automático no se puede eliminar: desactívela o edítela',
    clienteNoEncontrado: 'Cliente no encontrado',
};
function aJson(f) {
    return {
        _id: f.id,
        nombre: f.nombre,
        tipo: f.tipo,
        asunto: f.asunto,
        contenido: f.contenido,
        variables: (0, dominio_1.variablesUsadas)(`${f.asunto ?? ''} ${f.contenido}`),
        activa: f.activa,
        uso: f.uso,
        createdAt: f.created_at.toISOString(),
        updatedAt: f.updated_at.toISOString(),
    };
}
const COLUMNAS = 'id, nombre, tipo, asunto, contenido, activa, uso, created_at, updated_at';
const ORDEN = {
    nombre: 'sin_acentos(nombre)',
    tipo: 'tipo',
    updatedAt: 'updated_at',
    createdAt: 'created_at',
};
/** Plantillas con variables {{...}}: admin y gerente las escriben; toda escritura se audita. */
let PlantillasService = class PlantillasService {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async listar(consulta) {
        const orden = (0, paginacion_1.leerOrden)(consulta.sort, ORDEN, 'nombre_asc');
        if ('error' in orden)
            throw (0, errores_1.errorValidacion)({ sort: [orden.error] });
        const { valores, param } = (0, busqueda_1.crearParametros)();
        const condiciones = [];
        if (consulta.tipo)
            condiciones.push(`tipo = ${param(consulta.tipo)}`);
        if (consulta.activa !== undefined)
            condiciones.push(`activa = ${param(consulta.activa)}`);
        if (consulta.search) {
            const patron = param((0, paginacion_1.patronContiene)(consulta.search));
            condiciones.push(`(sin_acentos(nombre) ILIKE sin_acentos(${patron}) OR sin_acentos(contenido) ILIKE sin_acentos(${patron}))`);
        }
        const where = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
        const filas = await this.dataSource.query(`SELECT ${COLUMNAS}, count(*) OVER () AS conteo FROM notificaciones_plantillas ${where}
       ORDER BY ${orden.expresion} ${orden.direccion}, id
       LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`, valores);
        const total = filas.length ? Number(filas[0].conteo) : 0;
        return new respuesta_1.Pagina(filas.map(aJson), (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit));
    }
    async obtener(id, manager = this.dataSource.manager) {
        const [fila] = await manager.query(`SELECT ${COLUMNAS} FROM notificaciones_plantillas WHERE id = $1`, [id]);
        if (!fila)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_PLANTILLAS.noEncontrada);
        return aJson(fila);
    }
    validar(dto) {
        const problema = (0, dominio_1.errorVariables)(dto.asunto, dto.contenido);
        if (problema)
            throw (0, errores_1.errorValidacion)({ contenido: [problema] });
    }
    crear(dto, contexto) {
        this.validar(dto);
        return this.dataSource.transaction(async (manager) => {
            const [fila] = await manager.query(`INSERT INTO notificaciones_plantillas (nombre, tipo, asunto, contenido, activa) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ((lower(nombre))) DO NOTHING RETURNING id`, [dto.nombre, dto.tipo, dto.asunto || null, dto.contenido, dto.activa]);
            if (!fila)
                throw (0, errores_1.conflicto)('PLANTILLA_DUPLICADA', exports.MENSAJES_PLANTILLAS.duplicada);
            const plantilla = await this.obtener(fila.id, manager);
            await this.auditar(manager, contexto, 'Crear plantilla de notificación', `Plantilla «${plantilla.nombre}» (${plantilla.tipo})`, null, plantilla);
            return plantilla;
        });
    }
    actualizar(id, dto, contexto) {
        this.validar(dto);
        return this.dataSource.transaction(async (manager) => {
            const existe = await manager.query(`SELECT 1 FROM notificaciones_plantillas WHERE id = $1 FOR UPDATE`, [id]);
            if (existe.length === 0)
                throw (0, errores_1.noEncontrado)(exports.MENSAJES_PLANTILLAS.noEncontrada);
            const anterior = await this.obtener(id, manager);
            const duplicada = await manager.query(`SELECT 1 FROM notificaciones_plantillas WHERE lower(nombre) = lower($1) AND id <> $2`, [dto.nombre, id]);
            if (duplicada.length > 0)
                throw (0, errores_1.conflicto)('PLANTILLA_DUPLICADA', exports.MENSAJES_PLANTILLAS.duplicada);
            await manager.query(`UPDATE notificaciones_plantillas SET nombre = $2, tipo = $3, asunto = $4, contenido = $5, activa = $6, updated_at = now()
         WHERE id = $1`, [id, dto.nombre, dto.tipo, dto.asunto || null, dto.contenido, dto.activa]);
            const plantilla = await this.obtener(id, manager);
            await this.auditar(manager, contexto, 'Actualizar plantilla de notificación', `Plantilla «${plantilla.nombre}»`, anterior, plantilla);
            return plantilla;
        });
    }
    eliminar(id, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const existe = await manager.query(`SELECT 1 FROM notificaciones_plantillas WHERE id = $1 FOR UPDATE`, [id]);
            if (existe.length === 0)
                throw (0, errores_1.noEncontrado)(exports.MENSAJES_PLANTILLAS.noEncontrada);
            const anterior = await this.obtener(id, manager);
            if (anterior.uso)
                throw new errores_1.ErrorNegocio('PLANTILLA_AUTOMATICA', exports.MENSAJES_PLANTILLAS.automatica, 422);
            await manager.query(`DELETE FROM notificaciones_plantillas WHERE id = $1`, [id]);
            await this.auditar(manager, contexto, 'Eliminar plantilla de notificación', `Plantilla «${anterior.nombre}»`, anterior, null);
            return anterior;
        });
    }
    /** Asunto y contenido renderizados con los datos reales de un cliente (su préstamo abierto y próxima cuota). */
    async vistaPrevia(dto) {
        this.validar(dto);
        const manager = this.dataSource.manager;
        const [fila] = await manager.query((0, envio_service_1.consultaValoresClientes)('cl.id = $1'), [
            dto.clienteId,
        ]);
        if (!fila)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_PLANTILLAS.clienteNoEncontrado);
        const valores = (0, envio_service_1.valoresCliente)(fila, await (0, envio_service_1.leerEmpresa)(manager));
        return {
            asunto: dto.asunto ? (0, dominio_1.renderizarPlantilla)(dto.asunto, valores) : null,
            contenido: (0, dominio_1.renderizarPlantilla)(dto.contenido, valores),
            variables: (0, dominio_1.variablesUsadas)(`${dto.asunto ?? ''} ${dto.contenido}`),
        };
    }
    auditar(manager, contexto, accion, detalles, anterior, nuevo) {
        return (0, registrar_evento_1.registrarEvento)(manager, {
            usuarioId: contexto.actor.id,
            usuario: contexto.actor.nombre,
            ip: contexto.ip,
            modulo: 'Sistema',
            tipo: 'success',
            resultado: 'exitoso',
            accion,
            detalles,
            datosAnteriores: anterior,
            datosNuevos: nuevo,
        });
    }
};
exports.PlantillasService = PlantillasService;
exports.PlantillasService = PlantillasService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], PlantillasService);
//# sourceMappingURL=plantillas.service.js.map