// Errores de la API: un error de negocio lleva un código estable y un mensaje en español que se puede mostrar.
// El filtro de excepciones (excepciones.filter.ts) los traduce a { success: false, message, code, errors? }.
import { CODIGOS, MENSAJES, type CodigoError } from '@cartera/dominio';

export const MENSAJES_API = {
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
  servicioNoDisponible: 'Servicio no disponible, reintente en unos segundos',
  baseDatosOcupada: 'La base de datos está ocupada en este momento. Intente de nuevo en unos segundos.',
  demasiadasSolicitudes: 'Demasiadas solicitudes. Intente de nuevo en unos minutos.',
  propiedadNoPermitida: (propiedad: string) => `La propiedad ${propiedad} no está permitida`,
} as const;

/** Los códigos viven en @cartera/dominio (todos: generales y de cada recurso); las pantallas comparan los mismos. */
export { CODIGOS, type CodigoError };

/** Errores por campo: { campo: [mensajes] }. */
export type ErroresCampo = Record<string, string[]>;

/**
 * Error de negocio o de petición con código (uno de CODIGOS), estado HTTP y mensaje en español.
 * Por defecto 422: la petición está bien formada pero una regla del negocio la rechaza.
 */
export class ErrorNegocio extends Error {
  constructor(
    readonly code: CodigoError,
    message: string,
    readonly status: number = 422,
    readonly errors?: ErroresCampo,
  ) {
    super(message);
    this.name = 'ErrorNegocio';
  }
}

export const noEncontrado = (mensaje: string = MENSAJES_API.noEncontrado) =>
  new ErrorNegocio(CODIGOS.noEncontrado, mensaje, 404);

export const prohibido = (mensaje: string = MENSAJES_API.sinPermiso, code: CodigoError = CODIGOS.prohibido) =>
  new ErrorNegocio(code, mensaje, 403);

export const conflicto = (code: CodigoError, mensaje: string) => new ErrorNegocio(code, mensaje, 409);

export const sesionInvalida = () =>
  new ErrorNegocio(CODIGOS.sesionInvalida, MENSAJES_API.sesionInvalida, 401);

export const errorValidacion = (errors: ErroresCampo) =>
  new ErrorNegocio(CODIGOS.validacion, MENSAJES.formularioConErrores, 400, errors);
