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
exports.GarantiasService = exports.MENSAJES_GARANTIAS = void 0;
exports.garantiaAccesible = garantiaAccesible;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const acceso_1 = require("../cartera/acceso");
const busqueda_1 = require("../cartera/busqueda");
const errores_1 = require("../common/errores");
const paginacion_1 = require("../common/paginacion");
const respuesta_1 = require("../common/respuesta");
const documentos_json_1 = require("./documentos.json");
exports.MENSAJES_GARANTIAS = {
    noEncontrada: 'Garantía no encontrada',
    prestamoNoEncontrado: 'Préstamo no encontrado',
    documentoNoEncontrado: 'Documento no encontrado',
    documentoDeOtroPrestamo: 'El documento pertenece a otro préstamo: sólo se pueden vincular documentos del mismo préstamo',
    sinCambios: 'Indique el nuevo estado o el valor de avalúo',
    transicion: (desde, hacia) => `No se puede pasar una garantía de ${dominio_1.ETIQUETAS_ESTADO_GARANTIA[desde]} a ${dominio_1.ETIQUETAS_ESTADO_GARANTIA[hacia]}: ` +
        'una pendiente sólo puede verificarse y una verificada sólo liberarse o ejecutarse',
};
const COLUMNAS_GARANTIA = `
  g.id, g.prestamo_id, p.numero AS prestamo_numero, c.id AS cliente_id, c.nombre AS cliente_nombre, g.tipo,
  g.descripcion, g.valor_declarado, g.valor_avaluo, g.identificador_legal, g.estado, g.created_at, g.updated_at`;
const FROM_GARANTIAS = `
  FROM garantias g
  JOIN prestamos p ON p.id = g.prestamo_id
  JOIN clientes c ON c.id = p.cliente_id`;
function garantiaAJson(fila, documentos) {
    return {
        _id: fila.id,
        prestamo: {
            _id: fila.prestamo_id,
            numero: Number(fila.prestamo_numero),
            cliente: { _id: fila.cliente_id, nombre: fila.cliente_nombre },
        },
        tipo: fila.tipo,
        descripcion: fila.descripcion,
        valorDeclarado: Number(fila.valor_declarado),
        valorAvaluo: fila.valor_avaluo === null ? null : Number(fila.valor_avaluo),
        identificadorLegal: fila.identificador_legal,
        estado: fila.estado,
        documentos,
        createdAt: new Date(fila.created_at).toISOString(),
        updatedAt: new Date(fila.updated_at).toISOString(),
    };
}
/** Una garantía por id, con 404 si no existe y 403 si un cobrador no la tiene en su cartera. */
async function garantiaAccesible(manager, actor, id, { bloquear = false } = {}) {
    const filas = await manager.query(`SELECT ${COLUMNAS_GARANTIA} ${FROM_GARANTIAS} WHERE g.id = $1 ${bloquear ? 'FOR UPDATE OF g' : ''}`, [id]);
    const fila = filas[0];
    if (!fila)
        throw (0, errores_1.noEncontrado)(exports.MENSAJES_GARANTIAS.noEncontrada);
    await (0, acceso_1.asegurarAccesoPrestamo)(manager, actor, fila.prestamo_id);
    return fila;
}
/**
 * Garantías (§2 Collateral, §3, §4, §7): pertenecen a un préstamo; el estado sigue pendiente → verificada →
 * liberada | ejecutada. Un cobrador ve y crea sólo en su cartera y no cambia estados (lo hace quien verifica:
 * admin o gerente).
 */
let GarantiasService = class GarantiasService {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async listar(consulta, actor) {
        const { valores, param } = (0, busqueda_1.crearParametros)();
        const condiciones = [];
        if ((0, acceso_1.esCobrador)(actor))
            condiciones.push((0, acceso_1.condicionCarteraCobrador)(param(actor.id)));
        if (consulta.estado)
            condiciones.push(`g.estado = ${param(consulta.estado)}`);
        if (consulta.prestamo)
            condiciones.push(`g.prestamo_id = ${param(consulta.prestamo)}`);
        if (consulta.cliente)
            condiciones.push(`p.cliente_id = ${param(consulta.cliente)}`);
        if (consulta.search)
            condiciones.push(`g.busqueda LIKE sin_acentos(${param((0, paginacion_1.patronContiene)(consulta.search))})`);
        const where = condiciones.length > 0 ? `WHERE ${condiciones.join(' AND ')}` : '';
        const direccion = consulta.sort === 'createdAt_asc' ? 'ASC' : 'DESC';
        const [filas, [{ total }]] = await Promise.all([
            this.dataSource.query(`SELECT ${COLUMNAS_GARANTIA} ${FROM_GARANTIAS} ${where}
         ORDER BY g.created_at ${direccion}, g.id ${direccion}
         LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`, valores),
            this.dataSource.query(`SELECT count(*)::int AS total ${FROM_GARANTIAS} ${where}`, valores),
        ]);
        const documentos = await this.documentosDe(this.dataSource.manager, filas.map((f) => f.id));
        return new respuesta_1.Pagina(filas.map((f) => garantiaAJson(f, documentos.get(f.id) ?? [])), (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit));
    }
    async obtener(id, actor, manager = this.dataSource.manager) {
        const fila = await garantiaAccesible(manager, actor, id);
        const documentos = await this.documentosDe(manager, [id]);
        return garantiaAJson(fila, documentos.get(id) ?? []);
    }
    async crear(dto, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const prestamo = await manager.query(`SELECT id FROM prestamos WHERE id = $1 FOR SHARE`, [
                dto.prestamo,
            ]);
            if (prestamo.length === 0) {
                throw new errores_1.ErrorNegocio('PRESTAMO_NO_ENCONTRADO', exports.MENSAJES_GARANTIAS.prestamoNoEncontrado, 404, {
                    prestamo: [exports.MENSAJES_GARANTIAS.prestamoNoEncontrado],
                });
            }
            await (0, acceso_1.asegurarAccesoPrestamo)(manager, contexto.actor, dto.prestamo);
            const [{ id }] = await manager.query(`INSERT INTO garantias (prestamo_id, tipo, descripcion, valor_declarado, valor_avaluo, identificador_legal, creado_por)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`, [
                dto.prestamo,
                dto.tipo,
                dto.descripcion,
                dto.valorDeclarado,
                dto.valorAvaluo ?? null,
                dto.identificadorLegal ?? null,
                contexto.actor.id,
            ]);
            const garantia = await this.obtener(id, contexto.actor, manager);
            await this.auditar(manager, contexto, 'Crear garantía', `Garantía creada en el préstamo #${garantia.prestamo.numero}`, {
                datosNuevos: { ...garantia, documentos: undefined },
            });
            return garantia;
        });
    }
    async actualizar(id, dto, contexto) {
        if (dto.estado === undefined && dto.valorAvaluo === undefined) {
            throw new errores_1.ErrorNegocio('SIN_CAMBIOS', exports.MENSAJES_GARANTIAS.sinCambios, 400);
        }
        return this.dataSource.transaction(async (manager) => {
            const actual = await garantiaAccesible(manager, contexto.actor, id, { bloquear: true });
            const estado = dto.estado ?? actual.estado;
            if (estado !== actual.estado && !(0, dominio_1.puedeCambiarEstadoGarantia)(actual.estado, estado)) {
                throw (0, errores_1.conflicto)('TRANSICION_NO_PERMITIDA', exports.MENSAJES_GARANTIAS.transicion(actual.estado, estado));
            }
            const valorAvaluo = dto.valorAvaluo === undefined ? actual.valor_avaluo : dto.valorAvaluo;
            const antes = await this.obtener(id, contexto.actor, manager);
            await manager.query(`UPDATE garantias SET estado = $2, valor_avaluo = $3, updated_at = now() WHERE id = $1`, [id, estado, valorAvaluo]);
            const despues = await this.obtener(id, contexto.actor, manager);
            const detalle = estado !== actual.estado
                ? `Garantía del préstamo #${despues.prestamo.numero}: ${dominio_1.ETIQUETAS_ESTADO_GARANTIA[actual.estado]} → ${dominio_1.ETIQUETAS_ESTADO_GARANTIA[estado]}`
                : `Garantía del préstamo #${despues.prestamo.numero} actualizada`;
            await this.auditar(manager, contexto, 'Actualizar garantía', detalle, {
                datosAnteriores: { ...antes, documentos: undefined },
                datosNuevos: { ...despues, documentos: undefined },
            });
            return despues;
        });
    }
    /** POST /garantias/:id/documentos/:documentId: vincula un documento ya subido del mismo préstamo. */
    async vincular(id, documentoId, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const garantia = await garantiaAccesible(manager, contexto.actor, id, { bloquear: true });
            const documentos = await manager.query(`SELECT prestamo_id, nombre_original FROM documentos WHERE id = $1 AND eliminado_en IS NULL`, [documentoId]);
            const documento = documentos[0];
            if (!documento)
                throw (0, errores_1.noEncontrado)(exports.MENSAJES_GARANTIAS.documentoNoEncontrado);
            if (documento.prestamo_id !== garantia.prestamo_id) {
                // Un cobrador no debe enterarse de que el documento existe en otra cartera.
                if ((0, acceso_1.esCobrador)(contexto.actor)) {
                    const propio = await manager.query(`SELECT 1 FROM prestamos p WHERE p.id = $1 AND ${(0, acceso_1.condicionCarteraCobrador)('$2')}`, [documento.prestamo_id, contexto.actor.id]);
                    if (propio.length === 0)
                        throw (0, errores_1.prohibido)(acceso_1.MENSAJE_PRESTAMO_AJENO);
                }
                throw new errores_1.ErrorNegocio('DOCUMENTO_DE_OTRO_PRESTAMO', exports.MENSAJES_GARANTIAS.documentoDeOtroPrestamo, 422);
            }
            const insertadas = await manager.query(`INSERT INTO garantia_documentos (garantia_id, documento_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING documento_id`, [id, documentoId]);
            if (insertadas.length > 0) {
                await this.auditar(manager, contexto, 'Vincular documento', `Documento «${documento.nombre_original}» vinculado a una garantía del préstamo #${garantia.prestamo_numero}`, { datosNuevos: { garantia: id, documento: documentoId } });
            }
            return this.obtener(id, contexto.actor, manager);
        });
    }
    async documentosDe(manager, garantias) {
        const porGarantia = new Map();
        if (garantias.length === 0)
            return porGarantia;
        const filas = await manager.query(`SELECT gd.garantia_id, ${documentos_json_1.COLUMNAS_DOCUMENTO}
       FROM garantia_documentos gd JOIN documentos d ON d.id = gd.documento_id
       WHERE gd.garantia_id = ANY ($1::uuid[]) AND d.eliminado_en IS NULL
       ORDER BY d.created_at, d.id`, [garantias]);
        for (const fila of filas) {
            const lista = porGarantia.get(fila.garantia_id) ?? [];
            lista.push((0, documentos_json_1.documentoAJson)(fila));
            porGarantia.set(fila.garantia_id, lista);
        }
        return porGarantia;
    }
    auditar(manager, contexto, accion, detalles, datos) {
        return (0, registrar_evento_1.registrarEvento)(manager, {
            usuarioId: contexto.actor.id,
            usuario: contexto.actor.nombre,
            ip: contexto.ip,
            modulo: 'Garantías',
            tipo: 'success',
            resultado: 'exitoso',
            accion,
            detalles,
            ...datos,
        });
    }
};
exports.GarantiasService = GarantiasService;
exports.GarantiasService = GarantiasService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GarantiasService);
//# sourceMappingURL=garantias.service.js.map