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
exports.ConsultaRutasDto = exports.GenerarRutasDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const validadores_1 = require("../../cartera/validadores");
const dto_1 = require("../../common/dto");
/** POST /api/rutas/generar. */
class GenerarRutasDto {
    fecha;
    tipo;
    cobradorId;
    zona;
}
exports.GenerarRutasDto = GenerarRutasDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11-23', description: 'Fecha de la ruta (YYYY-MM-DD)' }),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], GenerarRutasDto.prototype, "fecha", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: dominio_1.TIPOS_RUTA }),
    (0, class_validator_1.IsIn)(dominio_1.TIPOS_RUTA, { message: 'El tipo de ruta debe ser vencidos, todos o zona' }),
    __metadata("design:type", String)
], GenerarRutasDto.prototype, "tipo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid', nullable: true }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", Object)
], GenerarRutasDto.prototype, "cobradorId", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Barrio o ciudad (sólo con tipo zona); vacío = todas las zonas' }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsString)({ message: 'La zona debe ser texto' }),
    (0, class_validator_1.MaxLength)(120, { message: 'La zona no puede superar 120 caracteres' }),
    __metadata("design:type", Object)
], GenerarRutasDto.prototype, "zona", void 0);
/** GET /api/rutas?fecha. */
class ConsultaRutasDto {
    fecha;
    cobradorId;
}
exports.ConsultaRutasDto = ConsultaRutasDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: '2026-11-23' }),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], ConsultaRutasDto.prototype, "fecha", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", String)
], ConsultaRutasDto.prototype, "cobradorId", void 0);
//# sourceMappingURL=rutas.dto.js.map