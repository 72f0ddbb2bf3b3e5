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
exports.ConsultaPrestamosDto = exports.ORDENES_PRESTAMOS = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const paginacion_1 = require("../../common/paginacion");
const validadores_1 = require("../../cartera/validadores");
/** Órdenes de la lista de préstamos. 'estado' sigue el orden de la especificación (pagado … cancelado). */
exports.ORDENES_PRESTAMOS = [
    'createdAt_desc',
    'createdAt_asc',
    'monto_desc',
    'monto_asc',
    'fecha_desc',
    'fecha_asc',
    'estado_asc',
    'estado_desc',
    'cliente_asc',
    'cliente_desc',
];
/** Parámetros de GET /api/prestamos. */
class ConsultaPrestamosDto extends paginacion_1.ConsultaListaDto {
    sort = undefined;
    estado;
    cobrador;
    cliente;
    modalidad;
    fechaDesde;
    fechaHasta;
}
exports.ConsultaPrestamosDto = ConsultaPrestamosDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['createdAt_desc', ...exports.ORDENES_PRESTAMOS.filter((o) => o !== 'createdAt_desc'), 'estado'] }),
    (0, class_transformer_1.Transform)(({ value }) => (value === 'estado' ? 'estado_asc' : value)),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(exports.ORDENES_PRESTAMOS, { message: `El orden debe ser uno de: ${exports.ORDENES_PRESTAMOS.join(', ')}, estado` }),
    __metadata("design:type", String)
], ConsultaPrestamosDto.prototype, "sort", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_PRESTAMO }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_PRESTAMO, { message: dominio_1.MENSAJES.estadoPrestamoInvalido }),
    __metadata("design:type", String)
], ConsultaPrestamosDto.prototype, "estado", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid', description: 'Id del cobrador del préstamo' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", String)
], ConsultaPrestamosDto.prototype, "cobrador", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid', description: 'Id del cliente' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cliente no es válido' }),
    __metadata("design:type", String)
], ConsultaPrestamosDto.prototype, "cliente", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.MODALIDADES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.MODALIDADES, { message: dominio_1.MENSAJES.modalidadInvalida }),
    __metadata("design:type", String)
], ConsultaPrestamosDto.prototype, "modalidad", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-01', description: 'Fecha del préstamo desde (incluida)' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], ConsultaPrestamosDto.prototype, "fechaDesde", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-30', description: 'Fecha del préstamo hasta (incluida)' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(dominio_1.MENSAJES.fechaInvalida),
    __metadata("design:type", String)
], ConsultaPrestamosDto.prototype, "fechaHasta", void 0);
//# sourceMappingURL=consulta-prestamos.dto.js.map