"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ipCliente = ipCliente;
/**
 * IP del cliente. Fastify ya aplica X-Forwarded-For sólo si se confía en el proxy (TRUST_PROXY=1); aquí se
 * normaliza la forma IPv4 mapeada en IPv6 ('::ffff:10.0.0.1' → '10.0.0.1').
 */
function ipCliente(request) {
    const ip = request.ip ?? '';
    return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}
//# sourceMappingURL=ip-cliente.js.map