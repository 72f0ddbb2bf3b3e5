// Códigos de error de la API (docs/decisiones/contrato-de-la-api.md): el `code` de `{ success: false, message, code }`.
// La API los lanza (api/src/common/errores.ts) y las pantallas los comparan con estas mismas constantes.

/** Códigos generales, los que produce el filtro de excepciones o cualquier recurso. */
export const CODIGOS = {
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
  servicioNoDisponible: 'SERVICIO_NO_DISPONIBLE',
  baseDatosOcupada: 'BASE_DATOS_OCUPADA',
  demasiadasSolicitudes: 'DEMASIADAS_SOLICITUDES',
  solicitudInvalida: 'SOLICITUD_INVALIDA',
} as const;

export type CodigoError = (typeof CODIGOS)[keyof typeof CODIGOS];
