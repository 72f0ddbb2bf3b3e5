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
exports.RolesGuard = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const errores_1 = require("./errores");
const publico_decorator_1 = require("./publico.decorator");
const roles_decorator_1 = require("./roles.decorator");
/**
 * Aplica @Roles: el rol del usuario (leído de la base en cada petición) debe estar en la lista. Denegación por
 * defecto: una ruta sin @Roles ni @Publico no la usa nadie (docs/decisiones.md, «Endurecimiento»).
 */
let RolesGuard = class RolesGuard {
    reflector;
    constructor(reflector) {
        this.reflector = reflector;
    }
    canActivate(contexto) {
        const destinos = [contexto.getHandler(), contexto.getClass()];
        if (this.reflector.getAllAndOverride(publico_decorator_1.ES_PUBLICO, destinos))
            return true;
        const roles = this.reflector.getAllAndOverride(roles_decorator_1.ROLES_PERMITIDOS, destinos);
        if (!roles?.length)
            throw (0, errores_1.prohibido)();
        const { user } = contexto.switchToHttp().getRequest();
        if (!user || !roles.includes(user.rol))
            throw (0, errores_1.prohibido)();
        return true;
    }
};
exports.RolesGuard = RolesGuard;
exports.RolesGuard = RolesGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector])
], RolesGuard);
//# sourceMappingURL=roles.guard.js.map