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
exports.MovimientoCajaDto = exports.ConsultaMovimientosDto = exports.ConsultaFlujoCajaDto = exports.CATEGORIAS_MOVIMIENTO = exports.TIPOS_MOVIMIENTO = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const dto_1 = require("../../common/dto");
const paginacion_1 = require("../../common/paginacion");
const validadores_1 = require("../../cartera/validadores");
const flujo_caja_rules_1 = require("../flujo-caja.rules");
exports.TIPOS_MOVIMIENTO = ['ingreso', 'egreso'];
exports.CATEGORIAS_MOVIMIENTO = ['gastos', 'comisiones', 'otros'];
/** GET /api/flujo-caja y sus exportes. Sin fechas: los últimos 30 días (Bogotá). */
class ConsultaFlujoCajaDto {
    periodo;
    desde;
    hasta;
    diasProyeccion;
}
exports.ConsultaFlujoCajaDto = ConsultaFlujoCajaDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: flujo_caja_rules_1.PERIODOS_FLUJO, default: 'diario' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(flujo_caja_rules_1.PERIODOS_FLUJO, { message: `El periodo debe ser uno de: ${flujo_caja_rules_1.PERIODOS_FLUJO.join(', ')}` }),
    __metadata("design:type", Object)
], ConsultaFlujoCajaDto.prototype, "periodo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-01-01' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], ConsultaFlujoCajaDto.prototype, "desde", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-12-31' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], ConsultaFlujoCajaDto.prototype, "hasta", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: 1, maximum: 366, default: 30, description: 'Días de proyección desde hoy' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'Los días de proyección deben ser un número entero' }),
    (0, class_validator_1.Min)(1, { message: 'Los días de proyección deben ser al menos 1' }),
    (0, class_validator_1.Max)(366, { message: 'Los días de proyección no pueden superar 366' }),
    __metadata("design:type", Number)
], ConsultaFlujoCajaDto.prototype, "diasProyeccion", void 0);
/** GET /api/flujo-caja/movimientos. */
class ConsultaMovimientosDto extends paginacion_1.ConsultaListaDto {
    sort = undefined;
    tipo;
    categoria;
    desde;
    hasta;
}
exports.ConsultaMovimientosDto = ConsultaMovimientosDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'fecha_desc' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['fecha_desc', 'fecha_asc', 'monto_desc', 'monto_asc'], {
        message: 'El orden debe ser uno de: fecha_desc, fecha_asc, monto_desc, monto_asc',
    }),
    __metadata("design:type", String)
], ConsultaMovimientosDto.prototype, "sort", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.TIPOS_MOVIMIENTO }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.TIPOS_MOVIMIENTO, { message: 'El tipo debe ser ingreso o egreso' }),
    __metadata("design:type", Object)
], ConsultaMovimientosDto.prototype, "tipo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.CATEGORIAS_MOVIMIENTO }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.CATEGORIAS_MOVIMIENTO, { message: 'La categoría debe ser gastos, comisiones u otros' }),
    __metadata("design:type", Object)
], ConsultaMovimientosDto.prototype, "categoria", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-01' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], ConsultaMovimientosDto.prototype, "desde", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-30' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], ConsultaMovimientosDto.prototype, "hasta", void 0);
/** POST y PUT /api/flujo-caja/movimientos: todos los campos obligatorios. */
class MovimientoCajaDto {
    fecha;
    tipo;
    categoria;
    concepto;
    monto;
}
exports.MovimientoCajaDto = MovimientoCajaDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11-22' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.fechaObligatoria }),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], MovimientoCajaDto.prototype, "fecha", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.TIPOS_MOVIMIENTO }),
    (0, class_validator_1.IsIn)(exports.TIPOS_MOVIMIENTO, { message: 'El tipo debe ser ingreso o egreso' }),
    __metadata("design:type", Object)
], MovimientoCajaDto.prototype, "tipo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: exports.CATEGORIAS_MOVIMIENTO }),
    (0, class_validator_1.IsIn)(exports.CATEGORIAS_MOVIMIENTO, { message: 'La categoría debe ser gastos, comisiones u otros' }),
    __metadata("design:type", Object)
], MovimientoCajaDto.prototype, "categoria", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Arriendo de la oficina' }),
    (0, dto_1.Recortar)(),
    (0, class_validator_1.IsString)({ message: 'El concepto debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'El concepto es obligatorio' }),
    (0, class_validator_1.MaxLength)(200, { message: 'El concepto no puede superar 200 caracteres' }),
    __metadata("design:type", String)
], MovimientoCajaDto.prototype, "concepto", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 150000, description: 'Pesos enteros, mayor que 0' }),
    (0, validadores_1.MontoPago)(),
    __metadata("design:type", Number)
], MovimientoCajaDto.prototype, "monto", void 0);
//# sourceMappingURL=flujo-caja.dto.js.map