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
exports.JwtAuthGuard = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
const publico_decorator_1 = require("../common/publico.decorator");
const jwt_strategy_1 = require("./jwt.strategy");
/** Guardia global: todo endpoint exige un token válido salvo los marcados con @Publico(). */
let JwtAuthGuard = class JwtAuthGuard {
    reflector;
    estrategia;
    constructor(reflector, estrategia) {
        this.reflector = reflector;
        this.estrategia = estrategia;
    }
    async canActivate(contexto) {
        const destinos = [contexto.getHandler(), contexto.getClass()];
        if (this.reflector.getAllAndOverride(publico_decorator_1.ES_PUBLICO, destinos))
            return true;
        const request = contexto.switchToHttp().getRequest();
        request.user = await this.estrategia.autenticar(request);
        return true;
    }
};
exports.JwtAuthGuard = JwtAuthGuard;
exports.JwtAuthGuard = JwtAuthGuard = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.Reflector,
        jwt_strategy_1.JwtStrategy])
], JwtAuthGuard);
//# sourceMappingURL=jwt-auth.guard.js.map