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
exports.PruebaCanalDto = exports.CanalHttpDto = exports.CanalEmailDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const recortar = ({ value }) => (typeof value === 'string' ? value.trim() : value);
/** PUT /api/notificaciones/canales/email. `contrasena` omitida deja la guardada; '' la borra. */
class CanalEmailDto {
    activo;
    host;
    puerto;
    usuario;
    contrasena;
    remitente;
    seguro;
}
exports.CanalEmailDto = CanalEmailDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsBoolean)({ message: 'activo debe ser verdadero o falso' }),
    __metadata("design:type", Boolean)
], CanalEmailDto.prototype, "activo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'smtp.example.com' }),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El servidor SMTP debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'El servidor SMTP es obligatorio' }),
    (0, class_validator_1.MaxLength)(255, { message: 'El servidor SMTP no puede superar 255 caracteres' }),
    (0, class_validator_1.Matches)(/^[A-Za-z0-9.-]+$/, { message: 'El servidor SMTP no es válido' }),
    __metadata("design:type", String)
], CanalEmailDto.prototype, "host", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 587 }),
    (0, class_validator_1.IsInt)({ message: 'El puerto debe ser un número entero' }),
    (0, class_validator_1.Min)(1, { message: 'El puerto debe estar entre 1 y 65535' }),
    (0, class_validator_1.Max)(65535, { message: 'El puerto debe estar entre 1 y 65535' }),
    __metadata("design:type", Number)
], CanalEmailDto.prototype, "puerto", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true, description: 'Usuario SMTP; vacío = sin autenticación' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El usuario debe ser texto' }),
    (0, class_validator_1.MaxLength)(255, { message: 'El usuario no puede superar 255 caracteres' }),
    __metadata("design:type", Object)
], CanalEmailDto.prototype, "usuario", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Contraseña SMTP (se guarda cifrada y nunca se devuelve)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'La contraseña debe ser texto' }),
    (0, class_validator_1.MaxLength)(500, { message: 'La contraseña no puede superar 500 caracteres' }),
    __metadata("design:type", String)
], CanalEmailDto.prototype, "contrasena", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Cartera <avisos@example.com>' }),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El remitente debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'El remitente es obligatorio' }),
    (0, class_validator_1.MaxLength)(255, { message: 'El remitente no puede superar 255 caracteres' }),
    (0, class_validator_1.Matches)(/^([^<>@\s][^<>@]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, { message: 'El remitente debe ser un email (p. ej. Cartera <avisos@example.com>)' }),
    __metadata("design:type", String)
], CanalEmailDto.prototype, "remitente", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'TLS desde el inicio (puerto 465)' }),
    (0, class_validator_1.IsBoolean)({ message: 'seguro debe ser verdadero o falso' }),
    __metadata("design:type", Boolean)
], CanalEmailDto.prototype, "seguro", void 0);
/** PUT /api/notificaciones/canales/sms y /whatsapp. `token` omitido deja el guardado; '' lo borra. */
class CanalHttpDto {
    activo;
    url;
    token;
    cuerpo;
}
exports.CanalHttpDto = CanalHttpDto;
__decorate([
    (0, swagger_1.ApiProperty)(),
    (0, class_validator_1.IsBoolean)({ message: 'activo debe ser verdadero o falso' }),
    __metadata("design:type", Boolean)
], CanalHttpDto.prototype, "activo", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'https://proveedor.example.com/v1/mensajes' }),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'La URL debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'La URL del proveedor es obligatoria' }),
    (0, class_validator_1.MaxLength)(500, { message: 'La URL no puede superar 500 caracteres' }),
    (0, class_validator_1.Matches)(/^https?:\/\/[^\s]+$/, { message: 'La URL del proveedor debe empezar por http:// o https://' }),
    __metadata("design:type", String)
], CanalHttpDto.prototype, "url", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Token bearer del proveedor (se guarda cifrado y nunca se devuelve)' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsString)({ message: 'El token debe ser texto' }),
    (0, class_validator_1.MaxLength)(2000, { message: 'El token no puede superar 2000 caracteres' }),
    __metadata("design:type", String)
], CanalHttpDto.prototype, "token", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: '{"to": "{{telefono}}", "message": "{{mensaje}}"}' }),
    (0, class_validator_1.IsString)({ message: 'La plantilla del cuerpo debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'La plantilla del cuerpo es obligatoria' }),
    (0, class_validator_1.MaxLength)(4000, { message: 'La plantilla del cuerpo no puede superar 4000 caracteres' }),
    __metadata("design:type", String)
], CanalHttpDto.prototype, "cuerpo", void 0);
/** POST /api/notificaciones/canales/{canal}/prueba. */
class PruebaCanalDto {
    destino;
    mensaje;
}
exports.PruebaCanalDto = PruebaCanalDto;
__decorate([
    (0, swagger_1.ApiProperty)({ description: 'Email (canal email) o teléfono de 10 dígitos (SMS / WhatsApp)' }),
    (0, class_transformer_1.Transform)(recortar),
    (0, class_validator_1.IsString)({ message: 'El destino debe ser texto' }),
    (0, class_validator_1.IsNotEmpty)({ message: 'El destino es obligatorio' }),
    (0, class_validator_1.MaxLength)(255, { message: 'El destino no puede superar 255 caracteres' }),
    __metadata("design:type", String)
], PruebaCanalDto.prototype, "destino", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Texto del mensaje de prueba' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.ValidateIf)((_o, v) => v !== undefined),
    (0, class_validator_1.IsString)({ message: 'El mensaje debe ser texto' }),
    (0, class_validator_1.MaxLength)(1000, { message: 'El mensaje no puede superar 1000 caracteres' }),
    __metadata("design:type", String)
], PruebaCanalDto.prototype, "mensaje", void 0);
//# sourceMappingURL=canales.dto.js.map