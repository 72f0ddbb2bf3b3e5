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
exports.PreviewPrestamoDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const terminos_1 = require("./terminos");
/** Cuerpo de POST /api/prestamos/preview: sólo condiciones; no toca la base de datos. */
class PreviewPrestamoDto {
    monto;
    interes;
    cuotas;
    plazo;
    modalidad;
    tipoAmortizacion;
    fechaInicio;
    fechaPrimerPago;
}
exports.PreviewPrestamoDto = PreviewPrestamoDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 1000000 }),
    (0, terminos_1.TerminoPrestamo)('monto'),
    __metadata("design:type", Number)
], PreviewPrestamoDto.prototype, "monto", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 10 }),
    (0, terminos_1.TerminoPrestamo)('interes'),
    __metadata("design:type", Number)
], PreviewPrestamoDto.prototype, "interes", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 30 }),
    (0, terminos_1.TerminoPrestamo)('cuotas'),
    __metadata("design:type", Number)
], PreviewPrestamoDto.prototype, "cuotas", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ deprecated: true }),
    (0, class_validator_1.IsOptional)(),
    (0, terminos_1.TerminoPrestamo)('cuotas'),
    __metadata("design:type", Number)
], PreviewPrestamoDto.prototype, "plazo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['diario', 'semanal', 'quincenal', 'mensual'] }),
    (0, terminos_1.TerminoPrestamo)('modalidad'),
    __metadata("design:type", String)
], PreviewPrestamoDto.prototype, "modalidad", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['capital_final', 'amortizable', 'interes_adelantado'] }),
    (0, terminos_1.TerminoPrestamo)('tipoAmortizacion'),
    __metadata("design:type", String)
], PreviewPrestamoDto.prototype, "tipoAmortizacion", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-22' }),
    (0, terminos_1.TerminoPrestamo)('fechaInicio'),
    __metadata("design:type", String)
], PreviewPrestamoDto.prototype, "fechaInicio", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-29' }),
    (0, terminos_1.TerminoPrestamo)('fechaPrimerPago'),
    __metadata("design:type", Object)
], PreviewPrestamoDto.prototype, "fechaPrimerPago", void 0);
//# sourceMappingURL=preview-prestamo.dto.js.map