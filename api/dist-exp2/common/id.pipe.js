"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ParamId = exports.pipeUuid = void 0;
const common_1 = require("@nestjs/common");
const errores_1 = require("./errores");
/** Valida que el parámetro sea un UUID: uno mal formado es un 400, nunca un 500 de PostgreSQL. */
const pipeUuid = () => new common_1.ParseUUIDPipe({
    exceptionFactory: () => new errores_1.ErrorNegocio(errores_1.CODIGOS.idInvalido, errores_1.MENSAJES_API.idInvalido, 400),
});
exports.pipeUuid = pipeUuid;
/** `@ParamId()` = el parámetro de ruta `id` validado como UUID. */
const ParamId = (nombre = 'id') => (0, common_1.Param)(nombre, (0, exports.pipeUuid)());
exports.ParamId = ParamId;
//# sourceMappingURL=id.pipe.js.map