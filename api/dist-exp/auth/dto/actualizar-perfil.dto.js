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
exports.ActualizarPerfilDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const dto_1 = require("../../common/dto");
const enviado = (_objeto, valor) => valor !== undefined;
/**
 * PUT /api/auth/perfil (pestaña Mi Perfil): los datos de la cuenta propia que su dueño puede cambiar, con las mismas
 * reglas que la edición de usuarios. Lo que no llega no cambia; el rol, la zona y el estado los decide un
 * administrador. Cambiar el email pide la contraseña actual.
 */
class ActualizarPerfilDto {
    nombre;
    email;
    telefono;
    passwordActual;
}
exports.ActualizarPerfilDto = ActualizarPerfilDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'Ana María Pérez' }),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, dto_1.Recortar)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.nombreObligatorio),
    (0, class_validator_1.MaxLength)(120, { message: 'El nombre no puede superar 120 caracteres' }),
    __metadata("design:type", String)
], ActualizarPerfilDto.prototype, "nombre", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: 'ana@cartera.local', description: 'Único; cambiarlo pide passwordActual' }),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, dto_1.RecortarMinusculas)(),
    (0, dto_1.NoVacio)(dominio_1.MENSAJES.emailObligatorio),
    (0, dto_1.EsEmail)(),
    __metadata("design:type", String)
], ActualizarPerfilDto.prototype, "email", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ example: '3001234567', nullable: true, description: '10 dígitos; vacío lo borra' }),
    (0, class_validator_1.IsOptional)(),
    (0, dto_1.TextoOpcional)(),
    (0, dto_1.EsTelefono)(),
    __metadata("design:type", Object)
], ActualizarPerfilDto.prototype, "telefono", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ description: 'Obligatoria al cambiar el email' }),
    (0, class_validator_1.ValidateIf)(enviado),
    (0, class_validator_1.IsString)({ message: 'La contraseña actual debe ser texto' }),
    (0, class_validator_1.MaxLength)(1024, { message: 'La contraseña es demasiado larga' }),
    __metadata("design:type", String)
], ActualizarPerfilDto.prototype, "passwordActual", void 0);
//# sourceMappingURL=actualizar-perfil.dto.js.map