"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.erroresPorCampo = erroresPorCampo;
exports.crearValidationPipe = crearValidationPipe;
const common_1 = require("@nestjs/common");
const errores_1 = require("./errores");
/** Reglas que dicen «falta el dato» (NoVacio de common/dto y las de class-validator). */
const REGLAS_DE_PRESENCIA = new Set(['noVacio', 'isNotEmpty', 'isDefined']);
/**
 * Convierte los errores de class-validator en { campo: [mensajes] } (campos anidados con punto: 'a.b').
 * Una propiedad que el DTO no declara llega como 'whitelistValidation' y se explica en español.
 */
function erroresPorCampo(errores, prefijo = '') {
    const resultado = {};
    for (const error of errores) {
        const campo = prefijo ? `${prefijo}.${error.property}` : error.property;
        const restricciones = Object.entries(error.constraints ?? {});
        // Un campo que falta sólo dice que falta: «es demasiado largo» o «no es un email» sobra.
        const faltante = restricciones.filter(([regla]) => REGLAS_DE_PRESENCIA.has(regla));
        const mensajes = (faltante.length > 0 ? faltante : restricciones).map(([regla, mensaje]) => regla === 'whitelistValidation' ? errores_1.MENSAJES_API.propiedadNoPermitida(campo) : mensaje);
        if (mensajes.length > 0)
            resultado[campo] = [...new Set([...(resultado[campo] ?? []), ...mensajes])];
        if (error.children?.length)
            Object.assign(resultado, erroresPorCampo(error.children, campo));
    }
    return resultado;
}
/** La tubería de validación global: sólo propiedades declaradas, tipos convertidos, errores en español. */
function crearValidationPipe() {
    return new common_1.ValidationPipe({
        whitelist: true,
        forbidNonWhitelisted: true,
        transform: true,
        validationError: { target: false, value: false },
        exceptionFactory: (errores) => (0, errores_1.errorValidacion)(erroresPorCampo(errores)),
    });
}
//# sourceMappingURL=validacion.js.map