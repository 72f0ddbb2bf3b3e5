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
exports.CambiarEstadoPrestamoDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
/** Cuerpo de PATCH /api/prestamos/:id/estado. Sólo 'pagado' es una transición permitida (§4). */
class CambiarEstadoPrestamoDto {
    estado;
}
exports.CambiarEstadoPrestamoDto = CambiarEstadoPrestamoDto;
__decorate([
    (0, swagger_1.ApiProperty)({ enum: dominio_1.ESTADOS_PRESTAMO, example: 'pagado' }),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_PRESTAMO, { message: dominio_1.MENSAJES.estadoPrestamoInvalido }),
    __metadata("design:type", String)
], CambiarEstadoPrestamoDto.prototype, "estado", void 0);
//# sourceMappingURL=cambiar-estado.dto.js.map