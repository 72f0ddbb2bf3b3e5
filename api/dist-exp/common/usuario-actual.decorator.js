"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Contexto = exports.IpCliente = exports.UsuarioActual = void 0;
const common_1 = require("@nestjs/common");
const ip_cliente_1 = require("./ip-cliente");
/** El usuario de la sesión, cargado de la base por la estrategia JWT. */
exports.UsuarioActual = (0, common_1.createParamDecorator)((_dato, contexto) => {
    const { user } = contexto.switchToHttp().getRequest();
    if (!user)
        throw new Error('@UsuarioActual en un endpoint sin sesión');
    return user;
});
/** IP del cliente. */
exports.IpCliente = (0, common_1.createParamDecorator)((_dato, contexto) => (0, ip_cliente_1.ipCliente)(contexto.switchToHttp().getRequest()));
/** Usuario de la sesión e IP juntos. */
exports.Contexto = (0, common_1.createParamDecorator)((_dato, contexto) => {
    const request = contexto.switchToHttp().getRequest();
    if (!request.user)
        throw new Error('@Contexto en un endpoint sin sesión');
    return { actor: request.user, ip: (0, ip_cliente_1.ipCliente)(request) };
});
//# sourceMappingURL=usuario-actual.decorator.js.map