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
exports.Usuario = void 0;
const transformers_1 = require("../../database/transformers");
const typeorm_1 = require("typeorm");
/**
 * Usuario del back office (admin, gerente o cobrador). Nunca sale de la API tal cual: `toJSON` deja sólo la forma
 * pública, sin `passwordHash` ni `credencialesVersion`, aunque alguien lo serialice por descuido.
 */
let Usuario = class Usuario {
    id;
    nombre;
    /** Guardado en minúsculas; único sin distinguir mayúsculas (índice sobre lower(email)). */
    email;
    passwordHash;
    rol;
    telefono;
    zona;
    estado;
    /** Punto de partida de las rutas de cobro (sólo cobradores; las dos o ninguna). */
    latitud;
    longitud;
    /** Sube al cambiar la contraseña o al desactivar: invalida los tokens emitidos antes. */
    credencialesVersion;
    createdAt;
    updatedAt;
    toJSON() {
        return {
            _id: this.id,
            nombre: this.nombre,
            email: this.email,
            rol: this.rol,
            telefono: this.telefono,
            zona: this.zona,
            estado: this.estado,
            ...(this.rol === 'cobrador' ? { latitud: this.latitud ?? null, longitud: this.longitud ?? null } : {}),
            createdAt: this.createdAt.toISOString(),
            updatedAt: this.updatedAt.toISOString(),
        };
    }
};
exports.Usuario = Usuario;
__decorate([
    (0, typeorm_1.PrimaryGeneratedColumn)('uuid'),
    __metadata("design:type", String)
], Usuario.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], Usuario.prototype, "nombre", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], Usuario.prototype, "email", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'password_hash', type: 'text' }),
    __metadata("design:type", String)
], Usuario.prototype, "passwordHash", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], Usuario.prototype, "rol", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Usuario.prototype, "telefono", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Usuario.prototype, "zona", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], Usuario.prototype, "estado", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'numeric', precision: 9, scale: 6, nullable: true, transformer: transformers_1.numerico }),
    __metadata("design:type", Object)
], Usuario.prototype, "latitud", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'numeric', precision: 9, scale: 6, nullable: true, transformer: transformers_1.numerico }),
    __metadata("design:type", Object)
], Usuario.prototype, "longitud", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'credenciales_version', type: 'int', default: 1 }),
    __metadata("design:type", Number)
], Usuario.prototype, "credencialesVersion", void 0);
__decorate([
    (0, typeorm_1.CreateDateColumn)({ name: 'created_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Usuario.prototype, "createdAt", void 0);
__decorate([
    (0, typeorm_1.UpdateDateColumn)({ name: 'updated_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Usuario.prototype, "updatedAt", void 0);
exports.Usuario = Usuario = __decorate([
    (0, typeorm_1.Entity)('usuarios')
], Usuario);
//# sourceMappingURL=usuario.entity.js.map