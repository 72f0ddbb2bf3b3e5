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
exports.ConsultaUsuariosDto = void 0;
const dominio_1 = require("@cartera/dominio");
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const paginacion_1 = require("../../common/paginacion");
/** GET /usuarios y GET /cobradores: paginación, búsqueda, orden y filtros por rol y estado. */
class ConsultaUsuariosDto extends paginacion_1.ConsultaListaDto {
    rol;
    estado;
}
exports.ConsultaUsuariosDto = ConsultaUsuariosDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ROLES }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ROLES, { message: dominio_1.MENSAJES.rolInvalido }),
    __metadata("design:type", String)
], ConsultaUsuariosDto.prototype, "rol", void 0);
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: dominio_1.ESTADOS_ACTIVO }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(dominio_1.ESTADOS_ACTIVO, { message: dominio_1.MENSAJES.estadoInvalido }),
    __metadata("design:type", String)
], ConsultaUsuariosDto.prototype, "estado", void 0);
//# sourceMappingURL=consulta-usuarios.dto.js.map