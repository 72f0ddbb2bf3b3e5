"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.LimiteCuerpo = exports.LIMITE_CUERPO_FOTOS_BYTES = void 0;
exports.aplicarLimitesPorRuta = aplicarLimitesPorRuta;
const platform_fastify_1 = require("@nestjs/platform-fastify");
/** Cuerpo máximo de las rutas que reciben la foto de un cliente (2 MB decodificada ≈ 2,7 MB en base64, más datos). */
exports.LIMITE_CUERPO_FOTOS_BYTES = 4 * 1024 * 1024;
/** Ruta que admite un cuerpo mayor que el general (LIMITE_CUERPO_BYTES). */
const LimiteCuerpo = (bytes) => (0, platform_fastify_1.RouteConfig)({ limiteCuerpoBytes: bytes });
exports.LimiteCuerpo = LimiteCuerpo;
/**
 * Nest sólo pasa a Fastify la `config` de cada ruta; este gancho convierte `limiteCuerpoBytes` en el `bodyLimit`
 * de esa ruta. Se registra antes de crear la aplicación, para que vea todas las rutas.
 */
function aplicarLimitesPorRuta(adaptador) {
    adaptador.getInstance().addHook('onRoute', (opciones) => {
        const limite = opciones.config?.limiteCuerpoBytes;
        if (limite !== undefined)
            opciones.bodyLimit = limite;
    });
}
//# sourceMappingURL=limite-cuerpo.js.map