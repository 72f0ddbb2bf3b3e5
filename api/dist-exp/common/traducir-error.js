"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.traducirError = traducirError;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const errores_1 = require("./errores");
const restricciones_1 = require("./restricciones");
const MENSAJES_POR_ESTADO = {
    400: [errores_1.CODIGOS.solicitudInvalida, errores_1.MENSAJES_API.solicitudInvalida],
    401: [errores_1.CODIGOS.noAutenticado, errores_1.MENSAJES_API.sinSesion],
    403: [errores_1.CODIGOS.prohibido, errores_1.MENSAJES_API.sinPermiso],
    404: [errores_1.CODIGOS.noEncontrado, errores_1.MENSAJES_API.noEncontrado],
    405: ['METODO_NO_PERMITIDO', errores_1.MENSAJES_API.metodoNoPermitido],
    409: [errores_1.CODIGOS.conflicto, errores_1.MENSAJES_API.conflicto],
    413: ['CUERPO_DEMASIADO_GRANDE', errores_1.MENSAJES_API.cuerpoDemasiadoGrande],
    414: ['URL_DEMASIADO_LARGA', errores_1.MENSAJES_API.urlDemasiadoLarga],
    415: ['TIPO_CONTENIDO_NO_SOPORTADO', errores_1.MENSAJES_API.tipoContenidoNoSoportado],
    429: [errores_1.CODIGOS.demasiadasSolicitudes, errores_1.MENSAJES_API.demasiadasSolicitudes],
    503: [errores_1.CODIGOS.noDisponible, errores_1.MENSAJES_API.noDisponible],
};
const CODIGOS_JSON_INVALIDO = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);
function respuesta(status, code, message, errors) {
    return {
        status,
        cuerpo: errors ? { success: false, message, code, errors } : { success: false, message, code },
        esFalloInterno: false,
    };
}
/**
 * Traduce cualquier error a la respuesta de la API. Es el único lugar que decide estados y mensajes de error:
 * los mensajes que no son nuestros (de Nest, Fastify o PostgreSQL) nunca llegan al cliente.
 */
function traducirError(error) {
    if (error instanceof errores_1.ErrorNegocio)
        return respuesta(error.status, error.code, error.message, error.errors);
    if (error instanceof common_1.HttpException) {
        const status = error.getStatus();
        const causa = error.cause;
        if (status === 400 &&
            (error.cause instanceof SyntaxError || CODIGOS_JSON_INVALIDO.has(causa?.code ?? ''))) {
            return respuesta(400, errores_1.CODIGOS.jsonInvalido, errores_1.MENSAJES_API.jsonInvalido);
        }
        if (status >= 500)
            return falloInterno();
        const [code, message] = MENSAJES_POR_ESTADO[status] ?? [
            errores_1.CODIGOS.solicitudInvalida,
            errores_1.MENSAJES_API.solicitudInvalida,
        ];
        return respuesta(status, code, message);
    }
    if (error instanceof typeorm_1.QueryFailedError) {
        const pg = error.driverError;
        const propia = pg.constraint ? restricciones_1.RESTRICCIONES[pg.constraint] : undefined;
        switch (pg.code) {
            case '23505': // unique_violation
                return propia
                    ? respuesta(409, propia.code, propia.message, propia.campo ? { [propia.campo]: [propia.message] } : undefined)
                    : respuesta(409, errores_1.CODIGOS.conflicto, errores_1.MENSAJES_API.conflicto);
            case '23001': // restrict_violation: borrar algo a lo que apunta una clave foránea ON DELETE RESTRICT
                return respuesta(409, propia?.code ?? errores_1.CODIGOS.datosAsociados, propia?.message ?? errores_1.MENSAJES_API.datosAsociados);
            case '23503': // foreign_key_violation
                if (pg.detail?.includes('still referenced')) {
                    return respuesta(409, propia?.code ?? errores_1.CODIGOS.datosAsociados, propia?.message ?? errores_1.MENSAJES_API.datosAsociados);
                }
                return respuesta(422, propia?.code ?? 'REFERENCIA_INVALIDA', propia?.message ?? 'El registro relacionado no existe');
            case '23514': // check_violation
            case '23502': // not_null_violation
            case '22P02': // invalid_text_representation
            case '22001': // string_data_right_truncation
            case '22003': // numeric_value_out_of_range
            case '22021': // character_not_in_repertoire: un NUL (\u0000) u otro byte que PostgreSQL no guarda en texto
            case '22P05': // untranslatable_character
                return respuesta(400, propia?.code ?? errores_1.CODIGOS.solicitudInvalida, propia?.message ?? errores_1.MENSAJES_API.solicitudInvalida);
            case '57014': // query_canceled (statement_timeout)
            case '55P03': // lock_not_available (lock_timeout)
            case '25P03': // idle_in_transaction_session_timeout
                return respuesta(503, errores_1.CODIGOS.baseDatosOcupada, errores_1.MENSAJES_API.baseDatosOcupada);
            case '40001': // serialization_failure
            case '40P01': // deadlock_detected
                return respuesta(409, 'REINTENTAR', 'Otra operación modificó los mismos datos. Intente de nuevo.');
        }
    }
    if (esBaseDatosOcupada(error))
        return respuesta(503, errores_1.CODIGOS.baseDatosOcupada, errores_1.MENSAJES_API.baseDatosOcupada);
    const conEstado = error;
    if (typeof conEstado?.statusCode === 'number' &&
        conEstado.statusCode >= 400 &&
        conEstado.statusCode < 500) {
        if (CODIGOS_JSON_INVALIDO.has(String(conEstado.code)) || error instanceof SyntaxError) {
            return respuesta(400, errores_1.CODIGOS.jsonInvalido, errores_1.MENSAJES_API.jsonInvalido);
        }
        const [code, message] = MENSAJES_POR_ESTADO[conEstado.statusCode] ?? [
            errores_1.CODIGOS.solicitudInvalida,
            errores_1.MENSAJES_API.solicitudInvalida,
        ];
        return respuesta(conEstado.statusCode, code, message);
    }
    return falloInterno();
}
/**
 * Errores de la base fuera de una consulta: el pool no entregó una conexión a tiempo (DB_POOL_ACQUIRE_TIMEOUT_MS)
 * o PostgreSQL cerró la sesión por transacción ociosa (25P03) o cancelación (57014).
 */
function esBaseDatosOcupada(error) {
    if (!(error instanceof Error))
        return false;
    const codigo = error.code;
    if (codigo === '57014' || codigo === '55P03' || codigo === '25P03')
        return true;
    return (error.message === 'timeout exceeded when trying to connect' ||
        error.message.startsWith('Connection terminated due to connection timeout'));
}
function falloInterno() {
    return { ...respuesta(500, errores_1.CODIGOS.interno, errores_1.MENSAJES_API.errorInterno), esFalloInterno: true };
}
//# sourceMappingURL=traducir-error.js.map