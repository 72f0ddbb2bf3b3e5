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
exports.UpdateCobradorDto = exports.CreateCobradorDto = void 0;
const swagger_1 = require("@nestjs/swagger");
const class_validator_1 = require("class-validator");
const coordenadas_1 = require("../../common/coordenadas");
const create_usuario_dto_1 = require("../../usuarios/dto/create-usuario.dto");
const update_usuario_dto_1 = require("../../usuarios/dto/update-usuario.dto");
const MENSAJE_ROL = 'El rol de un cobrador es siempre cobrador';
/** Alta de cobrador: los mismos campos que un usuario; el rol, si llega, sólo puede ser 'cobrador'. */
class CreateCobradorDto extends (0, swagger_1.OmitType)(create_usuario_dto_1.CreateUsuarioDto, ['rol']) {
    rol;
    /** Punto de partida del recorrido de sus rutas de cobro (opcional; las dos coordenadas o ninguna). */
    latitud;
    longitud;
}
exports.CreateCobradorDto = CreateCobradorDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['cobrador'], default: 'cobrador' }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['cobrador'], { message: MENSAJE_ROL }),
    __metadata("design:type", String)
], CreateCobradorDto.prototype, "rol", void 0);
__decorate([
    (0, coordenadas_1.Latitud)('Punto de partida de sus rutas: grados (−90 a 90); con longitud o sin ninguna'),
    __metadata("design:type", Object)
], CreateCobradorDto.prototype, "latitud", void 0);
__decorate([
    (0, coordenadas_1.Longitud)('Punto de partida de sus rutas: grados (−180 a 180); con latitud o sin ninguna'),
    __metadata("design:type", Object)
], CreateCobradorDto.prototype, "longitud", void 0);
class UpdateCobradorDto extends (0, swagger_1.OmitType)(update_usuario_dto_1.UpdateUsuarioDto, ['rol']) {
    rol;
    /** Punto de partida del recorrido de sus rutas de cobro (opcional; las dos coordenadas o ninguna). */
    latitud;
    longitud;
}
exports.UpdateCobradorDto = UpdateCobradorDto;
__decorate([
    (0, swagger_1.ApiPropertyOptional)({ enum: ['cobrador'] }),
    (0, class_validator_1.IsOptional)(),
    (0, class_validator_1.IsIn)(['cobrador'], { message: MENSAJE_ROL }),
    __metadata("design:type", String)
], UpdateCobradorDto.prototype, "rol", void 0);
__decorate([
    (0, coordenadas_1.Latitud)('Punto de partida de sus rutas: grados (−90 a 90); con longitud o sin ninguna'),
    __metadata("design:type", Object)
], UpdateCobradorDto.prototype, "latitud", void 0);
__decorate([
    (0, coordenadas_1.Longitud)('Punto de partida de sus rutas: grados (−180 a 180); con latitud o sin ninguna'),
    __metadata("design:type", Object)
], UpdateCobradorDto.prototype, "longitud", void 0);
//# sourceMappingURL=create-cobrador.dto.js.map