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
exports.ReenganchePrestamoDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const terminos_1 = require("./terminos");
/**
 * Cuerpo de POST /api/prestamos/:id/reenganche. El préstamo nuevo presta el saldo del anterior más
 * `montoAdicional` (efectivo nuevo, 0 por defecto) con estas condiciones (valores por defecto de §9).
 */
class ReenganchePrestamoDto {
    cuotas;
    plazo;
    interes;
    modalidad;
    tipoAmortizacion;
    fechaInicio;
    fechaPrimerPago;
    montoAdicional;
}
exports.ReenganchePrestamoDto = ReenganchePrestamoDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 30 }),
    (0, terminos_1.TerminoPrestamo)('cuotas'),
    __metadata("design:type", Number)
], ReenganchePrestamoDto.prototype, "cuotas", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ deprecated: true }),
    (0, class_validator_1.IsOptional)(),
    (0, terminos_1.TerminoPrestamo)('cuotas'),
    __metadata("design:type", Number)
], ReenganchePrestamoDto.prototype, "plazo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 10 }),
    (0, terminos_1.TerminoPrestamo)('interes'),
    __metadata("design:type", Number)
], ReenganchePrestamoDto.prototype, "interes", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['diario', 'semanal', 'quincenal', 'mensual'] }),
    (0, terminos_1.TerminoPrestamo)('modalidad'),
    __metadata("design:type", String)
], ReenganchePrestamoDto.prototype, "modalidad", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['capital_final', 'amortizable', 'interes_adelantado'] }),
    (0, terminos_1.TerminoPrestamo)('tipoAmortizacion'),
    __metadata("design:type", String)
], ReenganchePrestamoDto.prototype, "tipoAmortizacion", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-22', description: 'Inicio del préstamo nuevo; por defecto hoy' }),
    (0, terminos_1.TerminoPrestamo)('fechaInicio'),
    __metadata("design:type", String)
], ReenganchePrestamoDto.prototype, "fechaInicio", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-29' }),
    (0, terminos_1.TerminoPrestamo)('fechaPrimerPago'),
    __metadata("design:type", Object)
], ReenganchePrestamoDto.prototype, "fechaPrimerPago", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 200000, default: 0, description: 'Efectivo nuevo que recibe el cliente' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false }, { message: 'El monto adicional debe ser un número' }),
    (0, class_validator_1.IsInt)({ message: 'El monto adicional debe ser en pesos, sin decimales' }),
    (0, class_validator_1.Min)(0, { message: 'El monto adicional debe ser mayor o igual a 0' }),
    __metadata("design:type", Number)
], ReenganchePrestamoDto.prototype, "montoAdicional", void 0);
//# sourceMappingURL=reenganche.dto.js.map