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
exports.ConsultaDocumentosDto = exports.TIPOS_RELACION = exports.UpdateGarantiaDto = exports.CreateGarantiaDto = exports.ConsultaGarantiasDto = exports.ORDENES_GARANTIAS = void 0;
const dominio_1 = require("@cartera/dominio");
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const dto_1 = require("../../common/dto");
const paginacion_1 = require("../../common/paginacion");
const MAXIMO_VALOR = 999_999_999_999.99;
/** Valor en pesos: número ≥ 0 con a lo sumo dos decimales (NUMERIC(14,2)). */
const Valor = (campo) => (0, common_1.applyDecorators)((0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: `${campo} debe ser un número con a lo sumo 2 decimales` }), (0, class_validator_1.Min)(0, { message: `${campo} no puede ser negativo` }), (0, class_validator_1.Max)(MAXIMO_VALOR, { message: `${campo} es demasiado grande` }));
exports.ORDENES_GARANTIAS = ['createdAt_desc', 'createdAt_asc'];
/** GET /api/garantias: estado, préstamo, cliente y búsqueda por descripción o identificador legal. */
class ConsultaGarantiasDto extends paginacion_1.ConsultaListaDto {
    sort = undefined;
    estado;
    prestamo;
    cliente;
}
exports.ConsultaGarantiasDto = ConsultaGarantiasDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.ORDENES_GARANTIAS, default: 'createdAt_desc' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.ORDENES_GARANTIAS, { message: `El orden debe ser uno de: ${exports.ORDENES_GARANTIAS.join(', ')}` }),
    __metadata("design:type", String)
], ConsultaGarantiasDto.prototype, "sort", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_GARANTIA }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_GARANTIA, { message: `El estado debe ser uno de: ${dominio_1.ESTADOS_GARANTIA.join(', ')}` }),
    __metadata("design:type", String)
], ConsultaGarantiasDto.prototype, "estado", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: dominio_1.MENSAJES.seleccionaPrestamo }),
    __metadata("design:type", String)
], ConsultaGarantiasDto.prototype, "prestamo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cliente no es válido' }),
    __metadata("design:type", String)
], ConsultaGarantiasDto.prototype, "cliente", void 0);
/** POST /api/garantias (§7): {prestamo, tipo, descripcion, valorDeclarado, identificadorLegal}. */
class CreateGarantiaDto {
    prestamo;
    tipo;
    descripcion;
    valorDeclarado;
    valorAvaluo;
    identificadorLegal;
}
exports.CreateGarantiaDto = CreateGarantiaDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.seleccionaPrestamo }),
    (0, class_validator_1.IsUUID)('all', { message: dominio_1.MENSAJES.seleccionaPrestamo }),
    __metadata("design:type", String)
], CreateGarantiaDto.prototype, "prestamo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: dominio_1.TIPOS_GARANTIA }),
    (0, class_validator_1.IsIn)(dominio_1.TIPOS_GARANTIA, { message: `El tipo debe ser uno de: ${dominio_1.TIPOS_GARANTIA.join(', ')}` }),
    __metadata("design:type", String)
], CreateGarantiaDto.prototype, "tipo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Moto Honda CB 125, placa ABC12D' }),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)('La descripción es obligatoria'),
    (0, class_validator_1.MaxLength)(500, { message: 'La descripción no puede superar 500 caracteres' }),
    __metadata("design:type", String)
], CreateGarantiaDto.prototype, "descripcion", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 3500000, description: 'Pesos, ≥ 0' }),
    Valor('El valor declarado'),
    __metadata("design:type", Number)
], CreateGarantiaDto.prototype, "valorDeclarado", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true, example: 3000000 }),
    (0, class_validator_1.IsOptional)(),
    Valor('El valor de avalúo'),
    __metadata("design:type", Object)
], CreateGarantiaDto.prototype, "valorAvaluo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true, example: 'ABC12D' }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsString)({ message: 'El identificador legal debe ser texto' }),
    (0, class_validator_1.MaxLength)(100, { message: 'El identificador legal no puede superar 100 caracteres' }),
    __metadata("design:type", Object)
], CreateGarantiaDto.prototype, "identificadorLegal", void 0);
/** PUT /api/garantias/:id (§7 "updates estado"): estado según §4 y, si se conoce, el valor de avalúo. */
class UpdateGarantiaDto {
    estado;
    valorAvaluo;
}
exports.UpdateGarantiaDto = UpdateGarantiaDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_GARANTIA }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_GARANTIA, { message: `El estado debe ser uno de: ${dominio_1.ESTADOS_GARANTIA.join(', ')}` }),
    __metadata("design:type", String)
], UpdateGarantiaDto.prototype, "estado", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true }),
    (0, class_validator_1.IsOptional)(),
    Valor('El valor de avalúo'),
    __metadata("design:type", Object)
], UpdateGarantiaDto.prototype, "valorAvaluo", void 0);
exports.TIPOS_RELACION = ['garantia', 'prestamo'];
/** GET /api/documentos?relacionadoTipo&relacionadoId. */
class ConsultaDocumentosDto {
    relacionadoTipo;
    relacionadoId;
}
exports.ConsultaDocumentosDto = ConsultaDocumentosDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.TIPOS_RELACION }),
    (0, class_validator_1.IsIn)(exports.TIPOS_RELACION, { message: 'El tipo de relación debe ser garantia o prestamo' }),
    __metadata("design:type", String)
], ConsultaDocumentosDto.prototype, "relacionadoTipo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    (0, class_validator_1.IsUUID)('all', { message: 'El identificador relacionado no es válido' }),
    __metadata("design:type", String)
], ConsultaDocumentosDto.prototype, "relacionadoId", void 0);
//# sourceMappingURL=garantias.dto.js.map