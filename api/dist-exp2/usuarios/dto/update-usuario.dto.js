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
exports.UpdateUsuarioDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_transformer_1 = require("class-transformer");
const class_validator_1 = require("class-validator");
const dto_1 = require("../../common/dto");
const enviado = (_objeto, valor) => valor !== undefined;
/**
 * Edición (PUT): cada campo es opcional y lo que no llega no cambia. Una contraseña vacía o ausente deja la
 * actual (especificación §5); si llega, se cambia y se cierran las sesiones abiertas.
 */
class UpdateUsuarioDto {
    nombre;
    email;
    password;
    passwordActual;
    rol;
    telefono;
    zona;
    estado;
}
exports.UpdateUsuarioDto = UpdateUsuarioDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.nombreObligatorio),
    (0, class_validator_1.MaxLength)(120, { message: 'El nombre no puede superar 120 caracteres' }),
    __metadata("design:type", String)
], UpdateUsuarioDto.prototype, "nombre", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)(),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, dto_1.RecortarMinusculas)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.emailObligatorio),
    (0, dto_1.EsEmail)(),
    __metadata("design:type", String)
], UpdateUsuarioDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Vacía o ausente: no cambia' }),
    (0, class_transformer_1.Transform)(({ value }) => (value === '' || value === null ? undefined : value)),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, class_validator_1.IsString)({ message: dominio_1.MENSAJES.contrasenaCorta }),
    (0, class_validator_1.MinLength)(dominio_1.LIMITES.contrasenaMinimo, { message: dominio_1.MENSAJES.contrasenaCorta }),
    (0, dto_1.ContrasenaMaximoBytes)(),
    __metadata("design:type", String)
], UpdateUsuarioDto.prototype, "password", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Obligatoria al cambiar la contraseña o el email de la cuenta propia' }),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, class_validator_1.IsString)({ message: 'La contraseña actual debe ser texto' }),
    (0, class_validator_1.MaxLength)(1024, { message: 'La contraseña es demasiado larga' }),
    __metadata("design:type", String)
], UpdateUsuarioDto.prototype, "passwordActual", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ROLES }),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, class_validator_1.IsIn)(dominio_1.ROLES, { message: dominio_1.MENSAJES.rolInvalido }),
    __metadata("design:type", String)
], UpdateUsuarioDto.prototype, "rol", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true, description: '10 dígitos; vacío lo borra' }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, dto_1.EsTelefono)(),
    __metadata("design:type", Object)
], UpdateUsuarioDto.prototype, "telefono", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ nullable: true }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsString)({ message: 'La zona debe ser texto' }),
    (0, class_validator_1.MaxLength)(80, { message: 'La zona no puede superar 80 caracteres' }),
    __metadata("design:type", Object)
], UpdateUsuarioDto.prototype, "zona", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_ACTIVO }),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_ACTIVO, { message: dominio_1.MENSAJES.estadoInvalido }),
    __metadata("design:type", String)
], UpdateUsuarioDto.prototype, "estado", void 0);
//# sourceMappingURL=update-usuario.dto.js.map