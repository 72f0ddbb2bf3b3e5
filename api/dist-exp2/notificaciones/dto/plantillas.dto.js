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
exports.VistaPreviaDto = exports.ConsultaPlantillasDto = exports.PlantillaDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const paginacion_1 = require("../../common/paginacion");
const recortar = ({ value }) => (typeof value === 'string' ? value.trim() : value);
/** POST y PUT /api/notificaciones/plantillas. */
class PlantillaDto {
    nombre;
    tipo;
    asunto;
    contenido;
    activa;
}
exports.PlantillaDto = PlantillaDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Recordatorio amable' }),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El nombre debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.camposObligatorios }),
    (0, class_validator_1.MaxLength)(120, { message: 'El nombre no puede superar 120 caracteres' }),
    __metadata("design:type", String)
], PlantillaDto.prototype, "nombre", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: dominio_1.TIPOS_NOTIFICACION }),
    (0, class_validator_1.IsIn)(dominio_1.TIPOS_NOTIFICACION, { message: `El tipo debe ser uno de: ${dominio_1.TIPOS_NOTIFICACION.join(', ')}` }),
    __metadata("design:type", String)
], PlantillaDto.prototype, "tipo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true, description: 'Asunto (email) o título; admite variables' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El asunto debe ser texto' }),
    (0, class_validator_1.MaxLength)(200, { message: 'El asunto no puede superar 200 caracteres' }),
    __metadata("design:type", Object)
], PlantillaDto.prototype, "asunto", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Hola {{cliente}}, su cuota de {{monto_cuota}} vence el {{fecha_vencimiento}}.' }),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El contenido debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.camposObligatorios }),
    (0, class_validator_1.MaxLength)(2000, { message: 'El contenido no puede superar 2000 caracteres' }),
    __metadata("design:type", String)
], PlantillaDto.prototype, "contenido", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsBoolean)({ message: 'activa debe ser verdadero o falso' }),
    __metadata("design:type", Boolean)
], PlantillaDto.prototype, "activa", void 0);
/** GET /api/notificaciones/plantillas. */
class ConsultaPlantillasDto extends paginacion_1.ConsultaListaDto {
    tipo;
    activa;
}
exports.ConsultaPlantillasDto = ConsultaPlantillasDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.TIPOS_NOTIFICACION }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.TIPOS_NOTIFICACION, { message: `El tipo debe ser uno de: ${dominio_1.TIPOS_NOTIFICACION.join(', ')}` }),
    __metadata("design:type", String)
], ConsultaPlantillasDto.prototype, "tipo", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)),
    (0, class_validator_1.IsBoolean)({ message: 'activa debe ser true o false' }),
    __metadata("design:type", Boolean)
], ConsultaPlantillasDto.prototype, "activa", void 0);
/** POST /api/notificaciones/plantillas/vista-previa: el texto renderizado con los datos de un cliente real. */
class VistaPreviaDto {
    asunto;
    contenido;
    clienteId;
}
exports.VistaPreviaDto = VistaPreviaDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'El asunto debe ser texto' }),
    (0, class_validator_1.MaxLength)(200, { message: 'El asunto no puede superar 200 caracteres' }),
    __metadata("design:type", Object)
], VistaPreviaDto.prototype, "asunto", void 0);
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsString)({ message: 'El contenido debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: dominio_1.MENSAJES.camposObligatorios }),
    (0, class_validator_1.MaxLength)(2000, { message: 'El contenido no puede superar 2000 caracteres' }),
    __metadata("design:type", String)
], VistaPreviaDto.prototype, "contenido", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ format: 'uuid' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'Elija un cliente para la vista previa' }),
    (0, class_validator_1.IsUUID)('all', { message: 'El cliente no es válido' }),
    __metadata("design:type", String)
], VistaPreviaDto.prototype, "clienteId", void 0);
//# sourceMappingURL=plantillas.dto.js.map