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
exports.ConsultaReporteDto = exports.FiltrosReporteDto = exports.LIMITE_REPORTE = exports.FORMATOS_REPORTE = exports.TIPOS_REPORTE = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const validadores_1 = require("../cartera/validadores");
exports.TIPOS_REPORTE = ['general', 'prestamos', 'cobros', 'morosos'];
exports.FORMATOS_REPORTE = ['csv', 'xlsx'];
/** Filas por página de los reportes (la tabla de la pantalla muestra 20). */
exports.LIMITE_REPORTE = 20;
/** Filtros de un reporte (y de su exportación): rango de fechas de Bogotá inclusivo y cobrador. */
class FiltrosReporteDto {
    desde;
    hasta;
    cobradorId;
}
exports.FiltrosReporteDto = FiltrosReporteDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        example: '2026-11-01',
        description: 'Fecha inicial (Bogotá, inclusiva); por defecto hace 29 días',
    }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)('La fecha inicial no es válida (AAAA-MM-DD)'),
    __metadata("design:type", String)
], FiltrosReporteDto.prototype, "desde", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        example: '2026-11-30',
        description: 'Fecha final (Bogotá, inclusiva); por defecto hoy',
    }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)('La fecha final no es válida (AAAA-MM-DD)'),
    __metadata("design:type", String)
], FiltrosReporteDto.prototype, "hasta", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        format: 'uuid',
        description: 'Cartera de un cobrador (ignorado para un cobrador: ve la suya)',
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", String)
], FiltrosReporteDto.prototype, "cobradorId", void 0);
/** Filtros más la página de la lista de detalle. */
class ConsultaReporteDto extends FiltrosReporteDto {
    page = 1;
    limit = exports.LIMITE_REPORTE;
}
exports.ConsultaReporteDto = ConsultaReporteDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: 1, default: 1 }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'La página debe ser un número entero' }),
    (0, class_validator_1.Min)(1, { message: 'La página debe ser mayor o igual a 1' }),
    __metadata("design:type", Number)
], ConsultaReporteDto.prototype, "page", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ minimum: 1, maximum: dominio_1.LIMITES.limiteMaximo, default: exports.LIMITE_REPORTE }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => Number),
    (0, class_validator_1.IsInt)({ message: 'El límite debe ser un número entero' }),
    (0, class_validator_1.Min)(1, { message: 'El límite debe ser mayor o igual a 1' }),
    (0, class_validator_1.Max)(dominio_1.LIMITES.limiteMaximo, { message: `El límite no puede superar ${dominio_1.LIMITES.limiteMaximo}` }),
    __metadata("design:type", Number)
], ConsultaReporteDto.prototype, "limit", void 0);
//# sourceMappingURL=reportes.dto.js.map