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
exports.Cliente = void 0;
const typeorm_1 = require("typeorm");
const transformers_1 = require("../../database/transformers");
const usuario_entity_1 = require("../../usuarios/entities/usuario.entity");
/**
 * Cliente de la cartera (especificación §3 Client). La foto vive en `clientes_fotos` (ClienteFoto) para que las
 * listas no arrastren imágenes; `tieneFoto` dice si existe sin leerla. Cédula y teléfonos se guardan sólo con
 * dígitos.
 */
let Cliente = class Cliente {
    id;
    cedula;
    nombre;
    apodo;
    telefono;
    email;
    direccion;
    barrio;
    ciudad;
    departamento;
    /** Fecha de negocio 'YYYY-MM-DD' (el tipo date viaja como texto, ver data-source.ts). */
    fechaNacimiento;
    sexo;
    estadoCivil;
    lugarNacimiento;
    ocupacion;
    ingresos;
    referencia1Nombre;
    referencia1Telefono;
    referencia2Nombre;
    referencia2Telefono;
    observaciones;
    estado;
    latitud;
    longitud;
    cobradorId;
    /** Se carga sólo cuando la consulta lo pide (leftJoinAndSelect), con id y nombre. */
    cobrador;
    tieneFoto;
    createdAt;
    updatedAt;
    toJSON() {
        return {
            _id: this.id,
            cedula: this.cedula,
            nombre: this.nombre,
            apodo: this.apodo,
            telefono: this.telefono,
            email: this.email,
            direccion: this.direccion,
            barrio: this.barrio,
            ciudad: this.ciudad,
            departamento: this.departamento,
            latitud: this.latitud ?? null,
            longitud: this.longitud ?? null,
            fechaNacimiento: this.fechaNacimiento,
            sexo: this.sexo,
            estadoCivil: this.estadoCivil,
            lugarNacimiento: this.lugarNacimiento,
            ocupacion: this.ocupacion,
            ingresos: this.ingresos,
            referencia1Nombre: this.referencia1Nombre,
            referencia1Telefono: this.referencia1Telefono,
            referencia2Nombre: this.referencia2Nombre,
            referencia2Telefono: this.referencia2Telefono,
            observaciones: this.observaciones,
            estado: this.estado,
            cobrador: this.cobrador ? { _id: this.cobrador.id, nombre: this.cobrador.nombre } : null,
            tieneFoto: Boolean(this.tieneFoto),
            createdAt: this.createdAt.toISOString(),
            updatedAt: this.updatedAt.toISOString(),
        };
    }
};
exports.Cliente = Cliente;
__decorate([
    (0, typeorm_1.PrimaryGeneratedColumn)('uuid'),
    __metadata("design:type", String)
], Cliente.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], Cliente.prototype, "cedula", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], Cliente.prototype, "nombre", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "apodo", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], Cliente.prototype, "telefono", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "email", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], Cliente.prototype, "direccion", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "barrio", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], Cliente.prototype, "ciudad", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "departamento", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'fecha_nacimiento', type: 'date', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "fechaNacimiento", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "sexo", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'estado_civil', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "estadoCivil", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'lugar_nacimiento', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "lugarNacimiento", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "ocupacion", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: transformers_1.numerico }),
    __metadata("design:type", Object)
], Cliente.prototype, "ingresos", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'referencia1_nombre', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "referencia1Nombre", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'referencia1_telefono', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "referencia1Telefono", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'referencia2_nombre', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "referencia2Nombre", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'referencia2_telefono', type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "referencia2Telefono", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "observaciones", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', default: 'activo' }),
    __metadata("design:type", String)
], Cliente.prototype, "estado", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'numeric', precision: 9, scale: 6, nullable: true, transformer: transformers_1.numerico }),
    __metadata("design:type", Object)
], Cliente.prototype, "latitud", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'numeric', precision: 9, scale: 6, nullable: true, transformer: transformers_1.numerico }),
    __metadata("design:type", Object)
], Cliente.prototype, "longitud", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'cobrador_id', type: 'uuid', nullable: true }),
    __metadata("design:type", Object)
], Cliente.prototype, "cobradorId", void 0);
__decorate([
    (0, typeorm_1.ManyToOne)(() => usuario_entity_1.Usuario, { nullable: true, onDelete: 'RESTRICT' }),
    (0, typeorm_1.JoinColumn)({ name: 'cobrador_id' }),
    __metadata("design:type", Object)
], Cliente.prototype, "cobrador", void 0);
__decorate([
    (0, typeorm_1.VirtualColumn)({
        type: 'boolean',
        query: (alias) => `SELECT EXISTS (SELECT 1 FROM clientes_fotos f WHERE f.cliente_id = ${alias}.id)`,
    }),
    __metadata("design:type", Boolean)
], Cliente.prototype, "tieneFoto", void 0);
__decorate([
    (0, typeorm_1.CreateDateColumn)({ name: 'created_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Cliente.prototype, "createdAt", void 0);
__decorate([
    (0, typeorm_1.UpdateDateColumn)({ name: 'updated_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], Cliente.prototype, "updatedAt", void 0);
exports.Cliente = Cliente = __decorate([
    (0, typeorm_1.Entity)('clientes')
], Cliente);
//# sourceMappingURL=cliente.entity.js.map