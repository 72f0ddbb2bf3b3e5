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
exports.EjecutarRecordatoriosDto = exports.ConsultaBandejaDto = exports.EnviarNotificacionDto = exports.ConsultaDestinatariosDto = exports.FiltrosNotificacionesDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const validadores_1 = require("../../cartera/validadores");
const paginacion_1 = require("../../common/paginacion");
const recortar = ({ value }) => (typeof value === 'string' ? value.trim() : value);
const lista = (valores) => valores.join(', ');
/** Filtros del historial y de las estadísticas, aplicados en el servidor. */
class FiltrosNotificacionesDto extends paginacion_1.ConsultaListaDto {
    tipo;
    estado;
    categoria;
    desde;
    hasta;
}
exports.FiltrosNotificacionesDto = FiltrosNotificacionesDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.TIPOS_NOTIFICACION }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.TIPOS_NOTIFICACION, { message: `El tipo debe ser uno de: ${lista(dominio_1.TIPOS_NOTIFICACION)}` }),
    __metadata("design:type", String)
], FiltrosNotificacionesDto.prototype, "tipo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_NOTIFICACION }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_NOTIFICACION, { message: `El estado debe ser uno de: ${lista(dominio_1.ESTADOS_NOTIFICACION)}` }),
    __metadata("design:type", String)
], FiltrosNotificacionesDto.prototype, "estado", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.CATEGORIAS_NOTIFICACION }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.CATEGORIAS_NOTIFICACION, { message: `La categoría debe ser una de: ${lista(dominio_1.CATEGORIAS_NOTIFICACION)}` }),
    __metadata("design:type", String)
], FiltrosNotificacionesDto.prototype, "categoria", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-01', description: 'Desde esta fecha de creación (Bogotá), incluida' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)('La fecha inicial no es válida'),
    __metadata("design:type", String)
], FiltrosNotificacionesDto.prototype, "desde", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-30', description: 'Hasta esta fecha de creación (Bogotá), incluida' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)('La fecha final no es válida'),
    __metadata("design:type", String)
], FiltrosNotificacionesDto.prototype, "hasta", void 0);
/** GET /api/notificaciones/{id}/destinatarios. */
class ConsultaDestinatariosDto extends paginacion_1.ConsultaListaDto {
    estado;
}
exports.ConsultaDestinatariosDto = ConsultaDestinatariosDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_DESTINATARIO }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_DESTINATARIO, { message: `El estado debe ser uno de: ${lista(dominio_1.ESTADOS_DESTINATARIO)}` }),
    __metadata("design:type", String)
], ConsultaDestinatariosDto.prototype, "estado", void 0);
/** POST /api/notificaciones: enviar ya o programar un mensaje a clientes elegidos, a un grupo o a usuarios. */
class EnviarNotificacionDto {
    tipo;
    categoria;
    titulo;
    mensaje;
    plantillaId;
    destinatarios;
    clienteIds;
    usuarioIds;
    filtroEstado;
    filtroCobradorId;
    programada;
}
exports.EnviarNotificacionDto = EnviarNotificacionDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: dominio_1.TIPOS_NOTIFICACION }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.camposObligatorios }),
    (0, class_validator_1.IsIn)(dominio_1.TIPOS_NOTIFICACION, { message: `El tipo debe ser uno de: ${lista(dominio_1.TIPOS_NOTIFICACION)}` }),
    __metadata("design:type", String)
], EnviarNotificacionDto.prototype, "tipo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: dominio_1.CATEGORIAS_NOTIFICACION }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.camposObligatorios }),
    (0, class_validator_1.IsIn)(dominio_1.CATEGORIAS_NOTIFICACION, { message: `La categoría debe ser una de: ${lista(dominio_1.CATEGORIAS_NOTIFICACION)}` }),
    __metadata("design:type", String)
], EnviarNotificacionDto.prototype, "categoria", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Título o asunto; admite variables {{...}}' }),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El título debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.camposObligatorios }),
    (0, class_validator_1.MaxLength)(200, { message: 'El título no puede superar 200 caracteres' }),
    __metadata("design:type", String)
], EnviarNotificacionDto.prototype, "titulo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Mensaje; admite variables {{...}}' }),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El mensaje debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.camposObligatorios }),
    (0, class_validator_1.MaxLength)(2000, { message: 'El mensaje no puede superar 2000 caracteres' }),
    __metadata("design:type", String)
], EnviarNotificacionDto.prototype, "mensaje", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid', nullable: true }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'La plantilla no es válida' }),
    __metadata("design:type", Object)
], EnviarNotificacionDto.prototype, "plantillaId", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: dominio_1.TIPOS_DESTINATARIOS, description: 'clientes (clienteIds), filtro (filtroEstado, filtroCobradorId) o usuarios (usuarioIds)' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.camposObligatorios }),
    (0, class_validator_1.IsIn)(dominio_1.TIPOS_DESTINATARIOS, { message: `Los destinatarios deben ser: ${lista(dominio_1.TIPOS_DESTINATARIOS)}` }),
    __metadata("design:type", String)
], EnviarNotificacionDto.prototype, "destinatarios", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: [String], format: 'uuid' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsArray)({ message: 'Los clientes deben ser una lista' }),
    (0, class_validator_1.ArrayMaxSize)(1000, { message: 'No se pueden elegir más de 1000 clientes; use un filtro' }),
    (0, class_validator_1.IsUUID)('all', { each: true, message: 'Algún cliente no es válido' }),
    __metadata("design:type", Array)
], EnviarNotificacionDto.prototype, "clienteIds", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ type: [String], format: 'uuid' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsArray)({ message: 'Los usuarios deben ser una lista' }),
    (0, class_validator_1.ArrayMaxSize)(1000, { message: 'No se pueden elegir más de 1000 usuarios' }),
    (0, class_validator_1.IsUUID)('all', { each: true, message: 'Algún usuario no es válido' }),
    __metadata("design:type", Array)
], EnviarNotificacionDto.prototype, "usuarioIds", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.FILTROS_ESTADO_CLIENTES, description: "Estado del préstamo del grupo ('todos' = clientes activos)" }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.FILTROS_ESTADO_CLIENTES, { message: `El filtro de estado debe ser uno de: ${lista(dominio_1.FILTROS_ESTADO_CLIENTES)}` }),
    __metadata("design:type", String)
], EnviarNotificacionDto.prototype, "filtroEstado", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ format: 'uuid' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsUUID)('all', { message: 'El cobrador no es válido' }),
    __metadata("design:type", String)
], EnviarNotificacionDto.prototype, "filtroCobradorId", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-12-01T13:00:00.000Z', description: 'Fecha y hora futura de envío' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsISO8601)({ strict: true }, { message: 'La fecha programada no es válida' }),
    __metadata("design:type", String)
], EnviarNotificacionDto.prototype, "programada", void 0);
/** GET /api/notificaciones/bandeja. */
class ConsultaBandejaDto extends paginacion_1.ConsultaListaDto {
    noLeidas;
}
exports.ConsultaBandejaDto = ConsultaBandejaDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Sólo las no leídas' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Type)(() => String),
    (0, class_transformer_1.Transform)(({ value }) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value)),
    (0, class_validator_1.IsBoolean)({ message: 'noLeidas debe ser true o false' }),
    __metadata("design:type", Boolean)
], ConsultaBandejaDto.prototype, "noLeidas", void 0);
/** POST /api/notificaciones/recordatorios: corre ya el trabajo diario de recordatorios (para una fecha de vencimiento). */
class EjecutarRecordatoriosDto {
    fecha;
}
exports.EjecutarRecordatoriosDto = EjecutarRecordatoriosDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '2026-11-24', description: 'Fecha de vencimiento de las cuotas; por defecto, mañana (Bogotá)' }),
    (0, class_validator_1.IsOptional)(),
    (0, validadores_1.FechaNegocio)(),
    __metadata("design:type", String)
], EjecutarRecordatoriosDto.prototype, "fecha", void 0);
//# sourceMappingURL=notificaciones.dto.js.map