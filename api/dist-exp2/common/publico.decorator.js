"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Publico = exports.ES_PUBLICO = void 0;
const common_1 = require("@nestjs/common");
exports.ES_PUBLICO = 'cartera:publico';
/** Endpoint sin sesión (inicio de sesión, salud). Todo lo demás exige un token válido. */
const Publico = () => (0, common_1.SetMetadata)(exports.ES_PUBLICO, true);
exports.Publico = Publico;
//# sourceMappingURL=publico.decorator.js.map