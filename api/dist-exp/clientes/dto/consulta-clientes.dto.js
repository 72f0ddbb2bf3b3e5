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
exports.ConsultaCedulaDto = exports.ConsultaClientesDto = exports.ORDENES_CLIENTES = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const paginacion_1 = require("../../common/paginacion");
/** Órdenes de la lista de clientes; el primero es el de por defecto. */
exports.ORDENES_CLIENTES = ['createdAt_desc', 'createdAt_asc', 'nombre_asc', 'nombre_desc'];
/**
 * GET /api/clientes: paginación, `search` (nombre sin tildes ni mayúsculas; con dígitos, cédula o teléfono),
 * filtros por estado y cobrador, y orden.
 */
class ConsultaClientesDto extends paginacion_1.ConsultaListaDto {
    sort = undefined;
    estado;
    cobrador;
}
exports.ConsultaClientesDto = ConsultaClientesDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: exports.ORDENES_CLIENTES, default: 'createdAt_desc' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.ORDENES_CLIENTES, { message: `El orden debe ser uno de: ${exports.ORDENES_CLIENTES.join(', ')}` }),
    __metadata("design:type", String)
], ConsultaClientesDto.prototype, "sort", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_ACTIVO }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_ACTIVO, { message: dominio_1.MENSAJES.estadoInvalido }),
    __metadata("design:type", String)
], ConsultaClientesDto.prototype, "estado", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid', description: 'Id del cobrador asignado' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", String)
], ConsultaClientesDto.prototype, "cobrador", void 0);
const SI = ['1', 'true', 'si', 'sí'];
const ABooleano = () => (0, class_transformer_1.Transform)(({ value }) => (typeof value === 'string' ? SI.includes(value.toLowerCase()) : value === true));
/** GET /api/clientes/cedula/:cedula. */
class ConsultaCedulaDto {
    refresh;
    persist;
}
exports.ConsultaCedulaDto = ConsultaCedulaDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: '1: no usar la caché, preguntar otra vez al registro externo' }),
    (0, class_validator_1.IsOptional)(),
    ABooleano(),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], ConsultaCedulaDto.prototype, "refresh", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: '1: guardar la respuesta del registro externo en la caché' }),
    (0, class_validator_1.IsOptional)(),
    ABooleano(),
    (0, class_validator_1.IsBoolean)(),
    __metadata("design:type", Boolean)
], ConsultaCedulaDto.prototype, "persist", void 0);
//# sourceMappingURL=consulta-clientes.dto.js.map