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
exports.ClienteFoto = void 0;
const typeorm_1 = require("typeorm");
/** La foto de un cliente, aparte de su fila: bytes ya decodificados, tipo y tamaño. Se borra con el cliente. */
let ClienteFoto = class ClienteFoto {
    clienteId;
    mime;
    datos;
    tamano;
    updatedAt;
};
exports.ClienteFoto = ClienteFoto;
__decorate([
    (0, typeorm_1.PrimaryColumn)({ name: 'cliente_id', type: 'uuid' }),
    __metadata("design:type", String)
], ClienteFoto.prototype, "clienteId", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'text' }),
    __metadata("design:type", String)
], ClienteFoto.prototype, "mime", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'bytea' }),
    __metadata("design:type", Buffer)
], ClienteFoto.prototype, "datos", void 0);
__decorate([
    (0, typeorm_1.Column)({ type: 'int' }),
    __metadata("design:type", Number)
], ClienteFoto.prototype, "tamano", void 0);
__decorate([
    (0, typeorm_1.UpdateDateColumn)({ name: 'updated_at', type: 'timestamptz' }),
    __metadata("design:type", Date)
], ClienteFoto.prototype, "updatedAt", void 0);
exports.ClienteFoto = ClienteFoto = __decorate([
    (0, typeorm_1.Entity)('clientes_fotos')
], ClienteFoto);
//# sourceMappingURL=cliente-foto.entity.js.map