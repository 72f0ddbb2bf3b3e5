"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Idempotente = exports.IDEMPOTENTE = void 0;
const common_1 = require("@nestjs/common");
exports.IDEMPOTENTE = 'cartera:idempotente';
/**
 * La ruta acepta `Idempotency-Key`: la misma clave del mismo usuario devuelve la primera respuesta sin volver a
 * ejecutar nada (IdempotenciaInterceptor). Para las escrituras que mueven dinero.
 */
const Idempotente = () => (0, common_1.SetMetadata)(exports.IDEMPOTENTE, true);
exports.Idempotente = Idempotente;
//# sourceMappingURL=idempotente.decorator.js.map