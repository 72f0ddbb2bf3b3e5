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
exports.CreateCobroDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const dto_1 = require("../../common/dto");
const validadores_1 = require("../../cartera/validadores");
/** Cuerpo de POST /api/cobros (especificación §5: préstamo, monto ≥ 1 y fecha obligatorios). */
class CreateCobroDto {
    prestamo;
    monto;
    fecha;
    observaciones;
    cobrador;
}
exports.CreateCobroDto = CreateCobroDto;
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.seleccionaPrestamo }),
    (0, class_validator_1.IsUUID)('all', { message: dominio_1.MENSAJES.seleccionaPrestamo }),
    __metadata("design:type", String)
], CreateCobroDto.prototype, "prestamo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 50000, description: 'Pesos enteros, mayor que 0' }),
    (0, validadores_1.MontoPago)(),
    __metadata("design:type", Number)
], CreateCobroDto.prototype, "monto", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11-22' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.fechaObligatoria }),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], CreateCobroDto.prototype, "fecha", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsString)({ message: 'Las observaciones deben ser texto' }),
    (0, class_validator_1.MaxLength)(500, { message: 'Las observaciones no pueden superar 500 caracteres' }),
    __metadata("design:type", Object)
], CreateCobroDto.prototype, "observaciones", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({
        format: 'uuid',
        nullable: true,
        description: 'Sólo admin o gerente; por defecto el cobrador del préstamo. Un cobrador siempre cobra a su nombre.',
    }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", Object)
], CreateCobroDto.prototype, "cobrador", void 0);
//# sourceMappingURL=create-cobro.dto.js.map