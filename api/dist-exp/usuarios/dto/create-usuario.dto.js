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
exports.CreateUsuarioDto = exports.CONTRASENA_MAXIMO = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const dto_1 = require("../../common/dto");
/** Máximo de bcrypt en bytes: lo que pase de 72 bytes no cuenta, así que no se admite. */
exports.CONTRASENA_MAXIMO = dto_1.CONTRASENA_MAXIMO_BYTES;
/** Alta de usuario (POST /usuarios, POST /auth/register) y base de la de cobrador. */
class CreateUsuarioDto {
    nombre;
    email;
    password;
    rol;
    telefono;
    zona;
    estado;
}
exports.CreateUsuarioDto = CreateUsuarioDto;
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'Ana María Pérez' }),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.nombreObligatorio),
    (0, class_validator_1.MaxLength)(120, { message: 'El nombre no puede superar 120 caracteres' }),
    __metadata("design:type", String)
], CreateUsuarioDto.prototype, "nombre", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ example: 'ana@cartera.local' }),
    (0, dto_1.RecortarMinusculas)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.emailObligatorio),
    (0, dto_1.EsEmail)(),
    __metadata("design:type", String)
], CreateUsuarioDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ minLength: dominio_1.LIMITES.contrasenaMinimo, maxLength: exports.CONTRASENA_MAXIMO }),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.contrasenaRequerida),
    (0, class_validator_1.MinLength)(dominio_1.LIMITES.contrasenaMinimo, { message: dominio_1.MENSAJES.contrasenaCorta }),
    (0, dto_1.ContrasenaMaximoBytes)(),
    __metadata("design:type", String)
], CreateUsuarioDto.prototype, "password", void 0);
__decorate([
    (0, swagger_1.ApiProperty)({ enum: dominio_1.ROLES }),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.rolObligatorio),
    (0, class_validator_1.IsIn)(dominio_1.ROLES, { message: dominio_1.MENSAJES.rolInvalido }),
    __metadata("design:type", String)
], CreateUsuarioDto.prototype, "rol", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '3001234567', nullable: true, description: '10 dígitos' }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, dto_1.EsTelefono)(),
    __metadata("design:type", Object)
], CreateUsuarioDto.prototype, "telefono", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'Centro', nullable: true }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, class_validator_1.IsString)({ message: 'La zona debe ser texto' }),
    (0, class_validator_1.MaxLength)(80, { message: 'La zona no puede superar 80 caracteres' }),
    __metadata("design:type", Object)
], CreateUsuarioDto.prototype, "zona", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_ACTIVO, default: 'activo' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_ACTIVO, { message: dominio_1.MENSAJES.estadoInvalido }),
    __metadata("design:type", String)
], CreateUsuarioDto.prototype, "estado", void 0);
//# sourceMappingURL=create-usuario.dto.js.map