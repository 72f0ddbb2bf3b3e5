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
exports.ConfiguracionOrganizacionDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const validadores_1 = require("../cartera/validadores");
/** PUT /api/configuracion/organizacion: cada ajuste es opcional; lo que no viene no cambia. */
class ConfiguracionOrganizacionDto {
    saldoInicialCaja;
    fechaSaldoInicial;
    nombreEmpresa;
    telefonoEmpresa;
    recordatorioCuota;
    avisoMora;
    reciboCobro;
}
exports.ConfiguracionOrganizacionDto = ConfiguracionOrganizacionDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 5000000, description: 'Saldo de caja (pesos enteros) al empezar fechaSaldoInicial' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsNumber)({ allowNaN: false, allowInfinity: false }, { message: 'El saldo inicial debe ser un número' }),
    (0, class_validator_1.IsInt)({ message: dominio_1.MENSAJES.montoEntero }),
    (0, class_validator_1.Min)(-999_999_999_999, { message: 'El saldo inicial no es válido' }),
    (0, class_validator_1.Max)(999_999_999_999, { message: 'El saldo inicial no es válido' }),
    __metadata("design:type", Number)
], ConfiguracionOrganizacionDto.prototype, "saldoInicialCaja", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-01-01', nullable: true, description: 'null: desde el primer movimiento' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.ValidateIf)((_o, valor) => valor !== null),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", Object)
], ConfiguracionOrganizacionDto.prototype, "fechaSaldoInicial", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'Créditos La Esperanza', description: 'Nombre con que se firman los mensajes' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'El nombre de la empresa debe ser texto' }),
    (0, class_validator_1.Length)(1, 120, { message: 'El nombre de la empresa debe tener entre 1 y 120 caracteres' }),
    __metadata("design:type", String)
], ConfiguracionOrganizacionDto.prototype, "nombreEmpresa", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '3001234567', nullable: true, description: 'Variable {{telefono_empresa}}' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.ValidateIf)((_o, valor) => valor !== null),
    (0, class_validator_1.IsString)({ message: 'El teléfono de la empresa debe ser texto' }),
    (0, class_validator_1.Length)(1, 30, { message: 'El teléfono de la empresa debe tener entre 1 y 30 caracteres' }),
    __metadata("design:type", Object)
], ConfiguracionOrganizacionDto.prototype, "telefonoEmpresa", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Recordatorio al cliente el día antes de cada cuota' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsBoolean)({ message: 'recordatorioCuota debe ser verdadero o falso' }),
    __metadata("design:type", Boolean)
], ConfiguracionOrganizacionDto.prototype, "recordatorioCuota", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Aviso al cliente cuando su préstamo entra en mora' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsBoolean)({ message: 'avisoMora debe ser verdadero o falso' }),
    __metadata("design:type", Boolean)
], ConfiguracionOrganizacionDto.prototype, "avisoMora", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Recibo al cliente después de cada cobro' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsBoolean)({ message: 'reciboCobro debe ser verdadero o falso' }),
    __metadata("design:type", Boolean)
], ConfiguracionOrganizacionDto.prototype, "reciboCobro", void 0);
//# sourceMappingURL=configuracion-organizacion.dto.js.map