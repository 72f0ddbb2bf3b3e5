"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RegistroApi = void 0;
const common_1 = require("@nestjs/common");
const configuracion_1 = require("../config/configuracion");
/** Contextos de Nest que cuentan su arranque línea a línea: sólo se muestran con LOG_LEVEL=debug o verbose. */
const CONTEXTOS_DE_ARRANQUE = new Set([
    'InstanceLoader',
    'RoutesResolver',
    'RouterExplorer',
    'NestFactory',
    'NestApplication',
]);
/** Registro de la API: niveles según LOG_LEVEL, prefijo 'Cartera' y un arranque sin ruido. */
class RegistroApi extends common_1.ConsoleLogger {
    detallado;
    constructor(nivel) {
        super({ logLevels: (0, configuracion_1.nivelesDeLog)(nivel), prefix: 'Cartera' });
        this.detallado = nivel === 'debug' || nivel === 'verbose';
    }
    log(message, ...resto) {
        const contexto = resto[resto.length - 1];
        if (!this.detallado && typeof contexto === 'string' && CONTEXTOS_DE_ARRANQUE.has(contexto))
            return;
        super.log(message, ...resto);
    }
}
exports.RegistroApi = RegistroApi;
//# sourceMappingURL=registro.js.map