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
exports.ConsultaAuditoriaDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const paginacion_1 = require("../../common/paginacion");
const recortar = ({ value }) => typeof value === 'string' ? value.trim() || undefined : value;
class ConsultaAuditoriaDto extends paginacion_1.ConsultaListaDto {
    fechaDesde;
    fechaHasta;
    usuario;
    modulo;
    tipo;
    resultado;
}
exports.ConsultaAuditoriaDto = ConsultaAuditoriaDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "Desde (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601" }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsISO8601)({ strict: true }, { message: 'La fecha desde no es válida' }),
    __metadata("design:type", String)
], ConsultaAuditoriaDto.prototype, "fechaDesde", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: "Hasta (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601" }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsISO8601)({ strict: true }, { message: 'La fecha hasta no es válida' }),
    __metadata("design:type", String)
], ConsultaAuditoriaDto.prototype, "fechaHasta", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Nombre exacto del usuario (o email en un inicio de sesión fallido)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El usuario debe ser texto' }),
    (0, class_validator_1.MaxLength)(200, { message: 'El usuario no puede superar 200 caracteres' }),
    __metadata("design:type", String)
], ConsultaAuditoriaDto.prototype, "usuario", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.MODULOS_AUDITORIA }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.MODULOS_AUDITORIA, { message: `El módulo debe ser uno de: ${dominio_1.MODULOS_AUDITORIA.join(', ')}` }),
    __metadata("design:type", String)
], ConsultaAuditoriaDto.prototype, "modulo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.TIPOS_EVENTO_AUDITORIA }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.TIPOS_EVENTO_AUDITORIA, { message: 'El tipo debe ser success, error, warning o info' }),
    __metadata("design:type", String)
], ConsultaAuditoriaDto.prototype, "tipo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.RESULTADOS_AUDITORIA }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.RESULTADOS_AUDITORIA, { message: 'El resultado debe ser exitoso o fallido' }),
    __metadata("design:type", String)
], ConsultaAuditoriaDto.prototype, "resultado", void 0);
//# sourceMappingURL=consulta-auditoria.dto.js.map