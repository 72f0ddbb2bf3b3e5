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
exports.EventoAuditoria = void 0;
const typeorm_1 = require("typeorm");
/** Un evento de auditoría: quién hizo qué, dónde, con qué resultado y los datos antes y después. */
let EventoAuditoria = class EventoAuditoria {
    /** bigserial: node-postgres lo entrega como texto. */
    id;
    fecha;
    /** Sin clave foránea: el evento sobrevive al usuario. */
    usuarioId;
    /** Nombre del usuario, o el email escrito en un inicio de sesión fallido. */
    usuario;
    accion;
    modulo;
    detalles;
    ip;
    tipo;
    resultado;
    datosAnteriores;
    datosNuevos;
    toJSON() {
        return {
            id: this.id,
            timestamp: this.fecha.toISOString(),
            usuario: this.usuario,
            accion: this.accion,
            modulo: this.modulo,
            detalles: this.detalles,
            ip: this.ip,
            tipo: this.tipo,
            resultado: this.resultado,
            datosAnteriores: this.datosAnteriores,
            datosNuevos: this.datosNuevos,
        };
    }
};
exports.EventoAuditoria = EventoAuditoria;
__decorate([
    (0, typeorm_1.PrimaryGeneratedColumn)('increment', { type: 'bigint' }),
    __metadata("design:type", String)
], EventoAuditoria.prototype, "id", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'timestamptz', default: () => 'now()' }),
    __metadata("design:type", Date)
], EventoAuditoria.prototype, "fecha", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'usuario_id', type: 'uuid', nullable: true }),
    __metadata("design:type", Object)
], EventoAuditoria.prototype, "usuarioId", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], EventoAuditoria.prototype, "usuario", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], EventoAuditoria.prototype, "accion", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], EventoAuditoria.prototype, "modulo", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], EventoAuditoria.prototype, "detalles", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text', nullable: true }),
    __metadata("design:type", Object)
], EventoAuditoria.prototype, "ip", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], EventoAuditoria.prototype, "tipo", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], EventoAuditoria.prototype, "resultado", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'datos_anteriores', type: 'jsonb', nullable: true }),
    __metadata("design:type", Object)
], EventoAuditoria.prototype, "datosAnteriores", void 0);
__decorate([
    (0, typeorm_1.Column)({ name: 'datos_nuevos', type: 'jsonb', nullable: true }),
    __metadata("design:type", Object)
], EventoAuditoria.prototype, "datosNuevos", void 0);
exports.EventoAuditoria = EventoAuditoria = __decorate([
    (0, typeorm_1.Entity)('auditoria')
], EventoAuditoria);
//# sourceMappingURL=evento-auditoria.entity.js.map