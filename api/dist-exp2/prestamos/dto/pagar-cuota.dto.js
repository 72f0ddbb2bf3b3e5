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
exports.PagarCuotaDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const validadores_1 = require("../../cartera/validadores");
/** Cuerpo de PATCH /api/prestamos/:id/plan/cuota/:numero/pagar. Se permiten abonos parciales. */
class PagarCuotaDto {
    monto;
    fecha;
}
exports.PagarCuotaDto = PagarCuotaDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 35000, description: 'Pesos enteros, mayor que 0' }),
    (0, validadores_1.MontoPago)(),
    __metadata("design:type", Number)
], PagarCuotaDto.prototype, "monto", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-22', description: 'Fecha del pago; por defecto hoy (Bogotá)' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], PagarCuotaDto.prototype, "fecha", void 0);
//# sourceMappingURL=pagar-cuota.dto.js.map