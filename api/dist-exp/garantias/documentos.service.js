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
exports.DocumentosService = exports.MENSAJES_DOCUMENTOS = void 0;
const common_1 = require("@nestjs/common");
const node_crypto_1 = require("node:crypto");
const typeorm_1 = require("typeorm");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const acceso_1 = require("../cartera/acceso");
const errores_1 = require("../common/errores");
const exportes_1 = require("../common/exportes");
const almacen_documentos_1 = require("./almacen-documentos");
const documentos_json_1 = require("./documentos.json");
const documentos_rules_1 = require("./documentos.rules");
const garantias_dto_1 = require("./dto/garantias.dto");
const garantias_service_1 = require("./garantias.service");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAXIMO_METADATA = 10_000;
exports.MENSAJES_DOCUMENTOS = {
    noMultipart: 'Envíe el archivo como multipart/form-data (campos file, tipo, relacionadoTipo, relacionadoId)',
    sinArchivo: 'Adjunte un archivo en el campo file',
    variosArchivos: 'Envíe un solo archivo por subida',
    relacionadoTipo: 'Indique a qué pertenece el documento: relacionadoTipo debe ser garantia o prestamo',
    relacionadoId: 'Indique el identificador de la garantía o del préstamo (relacionadoId)',
    tipo: 'El tipo del documento debe ser texto de hasta 50 caracteres',
    metadata: 'metadata debe ser un objeto JSON de hasta 10.000 caracteres',
    formularioInvalido: 'La subida tiene errores',
    noEncontrado: 'Documento no encontrado',
};
const demasiadoGrande = () => new errores_1.ErrorNegocio('ARCHIVO_DEMASIADO_GRANDE', documentos_rules_1.MENSAJES_ARCHIVO.demasiadoGrande, 413);
/** Lee el multipart entero (un archivo de ≤ 10 MB y campos de texto) antes de tocar la base. */
async function leerSubida(request) {
    if (!request.isMultipart())
        throw new errores_1.ErrorNegocio('NO_MULTIPART', exports.MENSAJES_DOCUMENTOS.noMultipart, 400);
    const campos = {};
    let archivo;
    try {
        for await (const parte of request.parts()) {
            if (parte.type === 'file') {
                if (parte.fieldname !== 'file') {
                    await parte.toBuffer();
                    continue;
                }
                if (archivo)
                    throw new errores_1.ErrorNegocio('VARIOS_ARCHIVOS', exports.MENSAJES_DOCUMENTOS.variosArchivos, 400);
                const contenido = await parte.toBuffer();
                if (parte.file.truncated || contenido.length > documentos_rules_1.TAMANO_MAXIMO_DOCUMENTO)
                    throw demasiadoGrande();
                archivo = { nombre: parte.filename, contenido };
            }
            else if (['tipo', 'relacionadoTipo', 'relacionadoId', 'metadata'].includes(parte.fieldname)) {
                campos[parte.fieldname] = typeof parte.value === 'string' ? parte.value : String(parte.value);
            }
        }
    }
    catch (error) {
        if (error instanceof errores_1.ErrorNegocio)
            throw error;
        const codigo = error.code;
        if (codigo === 'FST_REQ_FILE_TOO_LARGE')
            throw demasiadoGrande();
        if (codigo === 'FST_FILES_LIMIT')
            throw new errores_1.ErrorNegocio('VARIOS_ARCHIVOS', exports.MENSAJES_DOCUMENTOS.variosArchivos, 400);
        if (codigo === 'FST_PARTS_LIMIT' || codigo === 'FST_FIELDS_LIMIT' || codigo === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
            throw new errores_1.ErrorNegocio('MULTIPART_INVALIDO', exports.MENSAJES_DOCUMENTOS.noMultipart, 400);
        }
        if (error instanceof Error && /multipart|boundary|Unexpected end of form/i.test(error.message)) {
            throw new errores_1.ErrorNegocio('MULTIPART_INVALIDO', exports.MENSAJES_DOCUMENTOS.noMultipart, 400);
        }
        throw error;
    }
    return { campos, archivo };
}
function validarCampos(campos) {
    const errores = {};
    const relacionadoTipo = campos.relacionadoTipo?.trim();
    if (!relacionadoTipo || !garantias_dto_1.TIPOS_RELACION.includes(relacionadoTipo)) {
        errores.relacionadoTipo = [exports.MENSAJES_DOCUMENTOS.relacionadoTipo];
    }
    const relacionadoId = campos.relacionadoId?.trim();
    if (!relacionadoId || !UUID.test(relacionadoId))
        errores.relacionadoId = [exports.MENSAJES_DOCUMENTOS.relacionadoId];
    const tipo = (campos.tipo?.trim() || relacionadoTipo) ?? '';
    if (tipo.length > 50)
        errores.tipo = [exports.MENSAJES_DOCUMENTOS.tipo];
    let metadata = null;
    if (campos.metadata !== undefined && campos.metadata.trim() !== '') {
        try {
            const valor = JSON.parse(campos.metadata);
            if (typeof valor !== 'object' || valor === null || Array.isArray(valor) || campos.metadata.length > MAXIMO_METADATA) {
                errores.metadata = [exports.MENSAJES_DOCUMENTOS.metadata];
            }
            else {
                metadata = valor;
            }
        }
        catch {
            errores.metadata = [exports.MENSAJES_DOCUMENTOS.metadata];
        }
    }
    if (Object.keys(errores).length > 0) {
        const primero = Object.values(errores)[0]?.[0] ?? exports.MENSAJES_DOCUMENTOS.formularioInvalido;
        throw new errores_1.ErrorNegocio('VALIDACION', primero, 400, errores);
    }
    return { tipo, relacionadoTipo: relacionadoTipo, relacionadoId: relacionadoId, metadata };
}
/**
 * Documentos (§7): subida multipart verificada por contenido, bytes en el almacén (PostgreSQL por defecto),
 * descarga autorizada con el nombre original, borrado lógico auditado. Cada documento pertenece a un préstamo
 * (directamente o por su garantía), y un cobrador sólo ve y sube en su cartera.
 */
let DocumentosService = class DocumentosService {
    dataSource;
    almacen;
    constructor(dataSource, almacen) {
        this.dataSource = dataSource;
        this.almacen = almacen;
    }
    async listar(consulta, actor) {
        const manager = this.dataSource.manager;
        await this.prestamoDeRelacion(manager, actor, consulta.relacionadoTipo, consulta.relacionadoId);
        const filas = consulta.relacionadoTipo === 'garantia'
            ? await manager.query(`SELECT ${documentos_json_1.COLUMNAS_DOCUMENTO} FROM garantia_documentos gd JOIN documentos d ON d.id = gd.documento_id
             WHERE gd.garantia_id = $1 AND d.eliminado_en IS NULL ORDER BY d.created_at, d.id`, [consulta.relacionadoId])
            : await manager.query(`SELECT ${documentos_json_1.COLUMNAS_DOCUMENTO} FROM documentos d
             WHERE d.prestamo_id = $1 AND d.eliminado_en IS NULL ORDER BY d.created_at, d.id`, [consulta.relacionadoId]);
        return filas.map(documentos_json_1.documentoAJson);
    }
    async subir(request, contexto) {
        const { campos, archivo } = await leerSubida(request);
        const datos = validarCampos(campos);
        if (!archivo)
            throw new errores_1.ErrorNegocio('VALIDACION', exports.MENSAJES_DOCUMENTOS.sinArchivo, 400, { file: [exports.MENSAJES_DOCUMENTOS.sinArchivo] });
        const tipo = (0, documentos_rules_1.detectarTipo)(archivo.contenido);
        if ('error' in tipo) {
            throw new errores_1.ErrorNegocio('ARCHIVO_NO_PERMITIDO', tipo.error, 422, { file: [tipo.error] });
        }
        const nombre = (0, documentos_rules_1.limpiarNombreArchivo)(archivo.nombre) || `documento.${tipo.mime.split('/')[1]}`;
        const checksum = (0, node_crypto_1.createHash)('sha256').update(archivo.contenido).digest('hex');
        return this.dataSource.transaction(async (manager) => {
            const prestamoId = await this.prestamoDeRelacion(manager, contexto.actor, datos.relacionadoTipo, datos.relacionadoId, {
                bloquear: true,
            });
            const [fila] = await manager.query(`INSERT INTO documentos (nombre_original, tipo, mime, size_bytes, checksum_sha256, relacionado_tipo, relacionado_id,
                                 prestamo_id, metadata, almacen, subido_por)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING ${documentos_json_1.COLUMNAS_DOCUMENTO.replace(/\bd\./g, '')}`, [
                nombre,
                datos.tipo,
                tipo.mime,
                archivo.contenido.length,
                checksum,
                datos.relacionadoTipo,
                datos.relacionadoId,
                prestamoId,
                datos.metadata === null ? null : JSON.stringify(datos.metadata),
                this.almacen.nombre,
                contexto.actor.id,
            ]);
            await this.almacen.guardar(manager, fila.id, archivo.contenido);
            if (datos.relacionadoTipo === 'garantia') {
                await manager.query(`INSERT INTO garantia_documentos (garantia_id, documento_id) VALUES ($1, $2)`, [
                    datos.relacionadoId,
                    fila.id,
                ]);
            }
            const documento = (0, documentos_json_1.documentoAJson)(fila);
            await this.auditar(manager, contexto, 'Subir documento', `Documento «${nombre}» subido (${datos.relacionadoTipo})`, {
                datosNuevos: documento,
            });
            return documento;
        });
    }
    async descargar(id, actor) {
        const manager = this.dataSource.manager;
        const fila = await this.documentoAccesible(manager, actor, id);
        const contenido = await this.almacen.leer(manager, id);
        if (!contenido)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_DOCUMENTOS.noEncontrado);
        return {
            contenido,
            mime: fila.mime,
            disposicion: (0, exportes_1.disposicionAdjunto)((0, documentos_rules_1.nombreAscii)(fila.nombre_original), fila.nombre_original),
        };
    }
    async eliminar(id, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const filas = await manager.query(`UPDATE documentos d SET eliminado_en = now(), eliminado_por = $2
         WHERE d.id = $1 AND d.eliminado_en IS NULL RETURNING ${documentos_json_1.COLUMNAS_DOCUMENTO}`, [id, contexto.actor.id]);
            const fila = filas[0]?.[0];
            if (!fila)
                throw (0, errores_1.noEncontrado)(exports.MENSAJES_DOCUMENTOS.noEncontrado);
            const documento = (0, documentos_json_1.documentoAJson)(fila);
            await this.auditar(manager, contexto, 'Eliminar documento', `Documento «${fila.nombre_original}» eliminado`, {
                datosAnteriores: documento,
            });
            return documento;
        });
    }
    /** El préstamo al que pertenece la relación (404 si no existe, 403 si un cobrador no la tiene). */
    async prestamoDeRelacion(manager, actor, relacionadoTipo, relacionadoId, { bloquear = false } = {}) {
        if (relacionadoTipo === 'garantia') {
            const garantia = await (0, garantias_service_1.garantiaAccesible)(manager, actor, relacionadoId, { bloquear });
            return garantia.prestamo_id;
        }
        const filas = await manager.query(`SELECT 1 FROM prestamos WHERE id = $1 ${bloquear ? 'FOR SHARE' : ''}`, [relacionadoId]);
        if (filas.length === 0)
            throw (0, errores_1.noEncontrado)(garantias_service_1.MENSAJES_GARANTIAS.prestamoNoEncontrado);
        await (0, acceso_1.asegurarAccesoPrestamo)(manager, actor, relacionadoId);
        return relacionadoId;
    }
    async documentoAccesible(manager, actor, id) {
        const filas = await manager.query(`SELECT ${documentos_json_1.COLUMNAS_DOCUMENTO} FROM documentos d WHERE d.id = $1 AND d.eliminado_en IS NULL`, [id]);
        const fila = filas[0];
        if (!fila)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_DOCUMENTOS.noEncontrado);
        await (0, acceso_1.asegurarAccesoPrestamo)(manager, actor, fila.prestamo_id);
        return fila;
    }
    auditar(manager, contexto, accion, detalles, datos) {
        return (0, registrar_evento_1.registrarEvento)(manager, {
            usuarioId: contexto.actor.id,
            usuario: contexto.actor.nombre,
            ip: contexto.ip,
            modulo: 'Documentos',
            tipo: 'success',
            resultado: 'exitoso',
            accion,
            detalles,
            ...datos,
        });
    }
};
exports.DocumentosService = DocumentosService;
exports.DocumentosService = DocumentosService = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(almacen_documentos_1.ALMACEN_DOCUMENTOS)),
    __metadata("design:paramtypes", [typeorm_1.DataSource, Object])
], DocumentosService);
//# sourceMappingURL=documentos.service.js.map