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
exports.ConsultaMetasDto = exports.MetaDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const validadores_1 = require("../../cartera/validadores");
const paginacion_1 = require("../../common/paginacion");
const metas_rules_1 = require("../metas.rules");
const Periodo = () => (0, class_validator_1.ValidateBy)({
    name: 'periodo',
    validator: { validate: (valor) => (0, metas_rules_1.esPeriodoValido)(valor), defaultMessage: () => dominio_1.MENSAJES.periodoInvalido },
});
/** Cuerpo de POST y PUT /api/metas-cobrador (especificación §7); todos los campos son obligatorios. */
class MetaDto {
    cobradorId;
    periodo;
    metaMonto;
    metaCobros;
    fechaVencimiento;
}
exports.MetaDto = MetaDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.cobradorObligatorio }),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", String)
], MetaDto.prototype, "cobradorId", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.periodoInvalido }),
    Periodo(),
    __metadata("design:type", String)
], MetaDto.prototype, "periodo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 5000000, description: 'Pesos, ≥ 0, hasta dos decimales' }),
    (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: dominio_1.MENSAJES.metaMontoInvalida }),
    (0, class_validator_1.Min)(0, { message: dominio_1.MENSAJES.metaMontoInvalida }),
    (0, class_validator_1.Max)(999_999_999_999, { message: 'La meta de monto es demasiado grande' }),
    __metadata("design:type", Number)
], MetaDto.prototype, "metaMonto", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 120 }),
    (0, class_validator_1.IsInt)({ message: dominio_1.MENSAJES.metaCobrosInvalida }),
    (0, class_validator_1.Min)(0, { message: dominio_1.MENSAJES.metaCobrosInvalida }),
    (0, class_validator_1.Max)(1_000_000_000, { message: 'La meta de cobros es demasiado grande' }),
    __metadata("design:type", Number)
], MetaDto.prototype, "metaCobros", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11-30' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.fechaVencimientoObligatoria }),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], MetaDto.prototype, "fechaVencimiento", void 0);
/** Parámetros de GET /api/metas-cobrador. */
class ConsultaMetasDto extends paginacion_1.ConsultaListaDto {
    periodo;
    cobradorId;
    estado;
}
exports.ConsultaMetasDto = ConsultaMetasDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11' }),
    (0, class_validator_1.IsOptional)(),
    Periodo(),
    __metadata("design:type", String)
], ConsultaMetasDto.prototype, "periodo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", String)
], ConsultaMetasDto.prototype, "cobradorId", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_META }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_META, { message: `El estado debe ser uno de: ${dominio_1.ESTADOS_META.join(', ')}` }),
    __metadata("design:type", String)
], ConsultaMetasDto.prototype, "estado", void 0);
//# sourceMappingURL=meta.dto.js.map