"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.errorValidacion = exports.sesionInvalida = exports.conflicto = exports.prohibido = exports.noEncontrado = exports.ErrorNegocio = exports.CODIGOS = exports.MENSAJES_API = void 0;
// Errores de la API: un error de negocio lleva un código estable y un mensaje en español que se puede mostrar.
// El filtro de excepciones (excepciones.filter.ts) los traduce a { success: false, message, code, errors? }.
const dominio_1 = require("@cartera/dominio");
exports.MENSAJES_API = {
    noEncontrado: 'Recurso no encontrado',
    errorInterno: 'Error interno del servidor',
    jsonInvalido: 'El cuerpo de la solicitud no es JSON válido',
    solicitudInvalida: 'La solicitud no es válida',
    cuerpoDemasiadoGrande: 'La solicitud es demasiado grande',
    urlDemasiadoLarga: 'La dirección de la solicitud es demasiado larga',
    tipoContenidoNoSoportado: 'Tipo de contenido no soportado',
    metodoNoPermitido: 'Método no permitido',
    sinSesion: 'Debe iniciar sesión para continuar',
    sesionInvalida: 'Sesión expirada o inválida',
    sinPermiso: 'No tiene permisos para realizar esta acción',
    conflicto: 'Ya existe un registro con esos datos',
    datosAsociados: 'No se puede eliminar: el registro tiene datos asociados',
    idInvalido: 'El identificador no es válido',
    noDisponible: 'Servicio no disponible',
    baseDatosOcupada: 'La base de datos está ocupada en este momento. Intente de nuevo en unos segundos.',
    demasiadasSolicitudes: 'Demasiadas solicitudes. Intente de nuevo en unos minutos.',
    propiedadNoPermitida: (propiedad) => `La propiedad ${propiedad} no está permitida`,
};
exports.CODIGOS = {
    validacion: 'VALIDACION',
    jsonInvalido: 'JSON_INVALIDO',
    noEncontrado: 'NO_ENCONTRADO',
    noAutenticado: 'NO_AUTENTICADO',
    sesionInvalida: 'SESION_INVALIDA',
    prohibido: 'PROHIBIDO',
    conflicto: 'CONFLICTO',
    datosAsociados: 'DATOS_ASOCIADOS',
    idInvalido: 'ID_INVALIDO',
    interno: 'ERROR_INTERNO',
    noDisponible: 'NO_DISPONIBLE',
    baseDatosOcupada: 'BASE_DATOS_OCUPADA',
    demasiadasSolicitudes: 'DEMASIADAS_SOLICITUDES',
    solicitudInvalida: 'SOLICITUD_INVALIDA',
};
/**
 * Error de negocio o de petición con código, estado HTTP y mensaje en español.
 * Por defecto 422: la petición está bien formada pero una regla del negocio la rechaza.
 */
class ErrorNegocio extends Error {
    code;
    status;
    errors;
    constructor(code, message, status = 422, errors) {
        super(message);
        this.code = code;
        this.status = status;
        this.errors = errors;
        this.name = 'ErrorNegocio';
    }
}
exports.ErrorNegocio = ErrorNegocio;
const noEncontrado = (mensaje = exports.MENSAJES_API.noEncontrado) => new ErrorNegocio(exports.CODIGOS.noEncontrado, mensaje, 404);
exports.noEncontrado = noEncontrado;
const prohibido = (mensaje = exports.MENSAJES_API.sinPermiso, code = exports.CODIGOS.prohibido) => new ErrorNegocio(code, mensaje, 403);
exports.prohibido = prohibido;
const conflicto = (code, mensaje) => new ErrorNegocio(code, mensaje, 409);
exports.conflicto = conflicto;
const sesionInvalida = () => new ErrorNegocio(exports.CODIGOS.sesionInvalida, exports.MENSAJES_API.sesionInvalida, 401);
exports.sesionInvalida = sesionInvalida;
const errorValidacion = (errors) => new ErrorNegocio(exports.CODIGOS.validacion, dominio_1.MENSAJES.formularioConErrores, 400, errors);
exports.errorValidacion = errorValidacion;
//# sourceMappingURL=errores.js.map