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
exports.ConsultaCobrosDto = exports.ORDENES_COBROS = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const paginacion_1 = require("../../common/paginacion");
const validadores_1 = require("../../cartera/validadores");
exports.ORDENES_COBROS = ['fecha_desc', 'fecha_asc', 'monto_desc', 'monto_asc', 'createdAt_desc', 'createdAt_asc'];
/** Parámetros de GET /api/cobros. `search` busca por cliente (nombre o cédula) y número de préstamo. */
class ConsultaCobrosDto extends paginacion_1.ConsultaListaDto {
    sort = undefined;
    cobrador;
    prestamo;
    fechaDesde;
    fechaHasta;
}
exports.ConsultaCobrosDto = ConsultaCobrosDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.ORDENES_COBROS, default: 'fecha_desc' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.ORDENES_COBROS, { message: `El orden debe ser uno de: ${exports.ORDENES_COBROS.join(', ')}` }),
    __metadata("design:type", String)
], ConsultaCobrosDto.prototype, "sort", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", String)
], ConsultaCobrosDto.prototype, "cobrador", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: dominio_1.MENSAJES.seleccionaPrestamo }),
    __metadata("design:type", String)
], ConsultaCobrosDto.prototype, "prestamo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-01' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], ConsultaCobrosDto.prototype, "fechaDesde", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-30' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], ConsultaCobrosDto.prototype, "fechaHasta", void 0);
//# sourceMappingURL=consulta-cobros.dto.js.map