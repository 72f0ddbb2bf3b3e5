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
exports.DocumentosController = exports.GarantiasController = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const id_pipe_1 = require("../common/id.pipe");
const respuesta_1 = require("../common/respuesta");
const roles_decorator_1 = require("../common/roles.decorator");
const usuario_actual_decorator_1 = require("../common/usuario-actual.decorator");
const documentos_service_1 = require("./documentos.service");
const garantias_dto_1 = require("./dto/garantias.dto");
const garantias_service_1 = require("./garantias.service");
/** /api/garantias (especificación §7 Collateral and documents). */
let GarantiasController = class GarantiasController {
    garantias;
    constructor(garantias) {
        this.garantias = garantias;
    }
    listar(consulta, actor) {
        return this.garantias.listar(consulta, actor);
    }
    obtener(id, actor) {
        return this.garantias.obtener(id, actor);
    }
    crear(dto, contexto) {
        return this.garantias.crear(dto, contexto);
    }
    actualizar(id, dto, contexto) {
        return this.garantias.actualizar(id, dto, contexto);
    }
    vincular(id, documentoId, contexto) {
        return this.garantias.vincular(id, documentoId, contexto);
    }
};
exports.GarantiasController = GarantiasController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Lista paginada (estado, prestamo, cliente, search); un cobrador ve sólo su cartera' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [garantias_dto_1.ConsultaGarantiasDto, Function]),
    __metadata("design:returntype", void 0)
], GarantiasController.prototype, "listar", null);
__decorate([
    (0, common_1.Get)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function]),
    __metadata("design:returntype", void 0)
], GarantiasController.prototype, "obtener", null);
__decorate([
    (0, common_1.Post)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Garantía creada correctamente'),
    __param(0, (0, common_1.Body)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [garantias_dto_1.CreateGarantiaDto, Object]),
    __metadata("design:returntype", void 0)
], GarantiasController.prototype, "crear", null);
__decorate([
    (0, common_1.Put)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Garantía actualizada'),
    (0, swagger_1.ApiOperation)({ summary: 'Cambia el estado (pendiente → verificada → liberada | ejecutada) o el valor de avalúo' }),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, common_1.Body)()),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, garantias_dto_1.UpdateGarantiaDto, Object]),
    __metadata("design:returntype", void 0)
], GarantiasController.prototype, "actualizar", null);
__decorate([
    (0, common_1.Post)(':id/documentos/:documentId'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, respuesta_1.Mensaje)('Documento vinculado'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, id_pipe_1.ParamId)('documentId')),
    __param(2, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, String, Object]),
    __metadata("design:returntype", void 0)
], GarantiasController.prototype, "vincular", null);
exports.GarantiasController = GarantiasController = __decorate([
    (0, swagger_1.ApiTags)('Garantías'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('garantias'),
    __metadata("design:paramtypes", [garantias_service_1.GarantiasService])
], GarantiasController);
/** /api/documentos: subida, lista por relación, descarga autorizada y borrado lógico. */
let DocumentosController = class DocumentosController {
    documentos;
    constructor(documentos) {
        this.documentos = documentos;
    }
    listar(consulta, actor) {
        return this.documentos.listar(consulta, actor);
    }
    subir(request, contexto) {
        return this.documentos.subir(request, contexto);
    }
    async archivo(id, actor, respuesta) {
        const archivo = await this.documentos.descargar(id, actor);
        await respuesta
            .header('Content-Type', archivo.mime)
            .header('Content-Disposition', archivo.disposicion)
            .header('Content-Length', archivo.contenido.length)
            .header('X-Content-Type-Options', 'nosniff')
            .header('Content-Security-Policy', "default-src 'none'; sandbox")
            .header('Cache-Control', 'private, no-store')
            .send(archivo.contenido);
    }
    eliminar(id, contexto) {
        return this.documentos.eliminar(id, contexto);
    }
};
exports.DocumentosController = DocumentosController;
__decorate([
    (0, common_1.Get)(),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Documentos de una garantía o de un préstamo (relacionadoTipo, relacionadoId)' }),
    __param(0, (0, common_1.Query)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [garantias_dto_1.ConsultaDocumentosDto, Function]),
    __metadata("design:returntype", void 0)
], DocumentosController.prototype, "listar", null);
__decorate([
    (0, common_1.Post)('upload'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiConsumes)('multipart/form-data'),
    (0, respuesta_1.Mensaje)('Documento subido correctamente'),
    (0, swagger_1.ApiOperation)({ summary: 'multipart: file (PDF, JPEG, PNG o WebP, ≤ 10 MB), tipo, relacionadoTipo, relacionadoId, metadata' }),
    __param(0, (0, common_1.Req)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", void 0)
], DocumentosController.prototype, "subir", null);
__decorate([
    (0, common_1.Get)(':id/archivo'),
    (0, roles_decorator_1.Roles)('admin', 'gerente', 'cobrador'),
    (0, swagger_1.ApiOperation)({ summary: 'Descarga el archivo con su nombre original' }),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.UsuarioActual)()),
    __param(2, (0, common_1.Res)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Function, Object]),
    __metadata("design:returntype", Promise)
], DocumentosController.prototype, "archivo", null);
__decorate([
    (0, common_1.Delete)(':id'),
    (0, roles_decorator_1.Roles)('admin', 'gerente'),
    (0, respuesta_1.Mensaje)('Documento eliminado'),
    __param(0, (0, id_pipe_1.ParamId)()),
    __param(1, (0, usuario_actual_decorator_1.Contexto)()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object]),
    __metadata("design:returntype", void 0)
], DocumentosController.prototype, "eliminar", null);
exports.DocumentosController = DocumentosController = __decorate([
    (0, swagger_1.ApiTags)('Documentos'),
    (0, swagger_1.ApiBearerAuth)(),
    (0, common_1.Controller)('documentos'),
    __metadata("design:paramtypes", [documentos_service_1.DocumentosService])
], DocumentosController);
//# sourceMappingURL=garantias.controller.js.map