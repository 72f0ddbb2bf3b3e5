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
exports.UpdatePrestamoDto = exports.CreatePrestamoDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const validadores_1 = require("../../cartera/validadores");
const terminos_1 = require("./terminos");
/**
 * Cuerpo de POST /api/prestamos (especificación §7). Las condiciones se validan con las reglas de §5 de
 * @cartera/dominio; las que faltan toman los valores por defecto de §9.
 */
class CreatePrestamoDto {
    cliente;
    monto;
    interes;
    cuotas;
    plazo;
    modalidad;
    tipoAmortizacion;
    fechaInicio;
    fechaPrimerPago;
    cobrador;
    fecha;
    /**
     * El formulario envía el estado (activo, pagado, vencido); cualquier otro valor vale activo. En un préstamo nuevo
     * se ignora: nace activo y su estado lo decide el libro.
     */
    estado;
}
exports.CreatePrestamoDto = CreatePrestamoDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid', description: 'Cliente del préstamo' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.clienteObligatorio }),
    (0, class_validator_1.IsUUID)('all', { message: 'El cliente no es válido' }),
    __metadata("design:type", String)
], CreatePrestamoDto.prototype, "cliente", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 1000000, description: 'Capital en pesos enteros' }),
    (0, terminos_1.TerminoPrestamo)('monto'),
    __metadata("design:type", Number)
], CreatePrestamoDto.prototype, "monto", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 10, description: 'Interés % total sobre el capital (por defecto 10)' }),
    (0, terminos_1.TerminoPrestamo)('interes'),
    __metadata("design:type", Number)
], CreatePrestamoDto.prototype, "interes", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 30, description: 'Número de cuotas (por defecto 30)' }),
    (0, terminos_1.TerminoPrestamo)('cuotas'),
    __metadata("design:type", Number)
], CreatePrestamoDto.prototype, "cuotas", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ deprecated: true, description: 'Nombre antiguo de `cuotas`' }),
    (0, class_validator_1.IsOptional)(),
    (0, terminos_1.TerminoPrestamo)('cuotas'),
    __metadata("design:type", Number)
], CreatePrestamoDto.prototype, "plazo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['diario', 'semanal', 'quincenal', 'mensual'], default: 'semanal' }),
    (0, terminos_1.TerminoPrestamo)('modalidad'),
    __metadata("design:type", String)
], CreatePrestamoDto.prototype, "modalidad", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['capital_final', 'amortizable', 'interes_adelantado'], default: 'capital_final' }),
    (0, terminos_1.TerminoPrestamo)('tipoAmortizacion'),
    __metadata("design:type", String)
], CreatePrestamoDto.prototype, "tipoAmortizacion", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-22', description: 'Por defecto hoy (Bogotá)' }),
    (0, terminos_1.TerminoPrestamo)('fechaInicio'),
    __metadata("design:type", String)
], CreatePrestamoDto.prototype, "fechaInicio", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-29', description: 'Por defecto un periodo después del inicio' }),
    (0, terminos_1.TerminoPrestamo)('fechaPrimerPago'),
    __metadata("design:type", Object)
], CreatePrestamoDto.prototype, "fechaPrimerPago", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid', nullable: true, description: 'Por defecto el cobrador del cliente' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", Object)
], CreatePrestamoDto.prototype, "cobrador", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-22', description: 'Fecha del préstamo; por defecto hoy (Bogotá)' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], CreatePrestamoDto.prototype, "fecha", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['activo', 'pagado', 'vencido'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: dominio_1.MENSAJES.estadoPrestamoInvalido }),
    __metadata("design:type", Object)
], CreatePrestamoDto.prototype, "estado", void 0);
/** Cuerpo de PUT /api/prestamos/:id: el mismo del alta (con `estado` del formulario de edición). */
class UpdatePrestamoDto extends CreatePrestamoDto {
}
exports.UpdatePrestamoDto = UpdatePrestamoDto;
//# sourceMappingURL=create-prestamo.dto.js.map