import { MENSAJES_CIERRE, type ErrorApi } from '@cartera/dominio';
import { HttpException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { CODIGOS, ErrorNegocio, MENSAJES_API, type CodigoError } from './errores';
import { RESTRICCIONES } from './restricciones';
import { codigoDe, propiedad } from './tipado';

export interface ErrorTraducido {
  status: number;
  cuerpo: ErrorApi;
  /** Fallo del servidor: se registra con su traza; al cliente sólo le llega el mensaje genérico. */
  esFalloInterno: boolean;
}

/** Lo que se lee del error de PostgreSQL (`driverError` de TypeORM, sin tipo): sólo lo que es texto. */
export interface ErrorPostgres {
  code?: string;
  message?: string;
  constraint?: string;
  detail?: string;
}

export function errorPostgres(driverError: unknown): ErrorPostgres {
  const texto = (nombre: keyof ErrorPostgres) => {
    const valor = propiedad(driverError, nombre);
    return typeof valor === 'string' ? valor : undefined;
  };
  return { code: texto('code'), message: texto('message'), constraint: texto('constraint'), detail: texto('detail') };
}

const MENSAJES_POR_ESTADO: Record<number, [CodigoError, string]> = {
  400: [CODIGOS.solicitudInvalida, MENSAJES_API.solicitudInvalida],
  401: [CODIGOS.noAutenticado, MENSAJES_API.sinSesion],
  403: [CODIGOS.prohibido, MENSAJES_API.sinPermiso],
  404: [CODIGOS.noEncontrado, MENSAJES_API.noEncontrado],
  405: [CODIGOS.metodoNoPermitido, MENSAJES_API.metodoNoPermitido],
  409: [CODIGOS.conflicto, MENSAJES_API.conflicto],
  413: [CODIGOS.cuerpoDemasiadoGrande, MENSAJES_API.cuerpoDemasiadoGrande],
  414: [CODIGOS.urlDemasiadoLarga, MENSAJES_API.urlDemasiadoLarga],
  415: [CODIGOS.tipoContenidoNoSoportado, MENSAJES_API.tipoContenidoNoSoportado],
  429: [CODIGOS.demasiadasSolicitudes, MENSAJES_API.demasiadasSolicitudes],
  503: [CODIGOS.noDisponible, MENSAJES_API.noDisponible],
};

const CODIGOS_JSON_INVALIDO = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function respuesta(
  status: number,
  code: CodigoError,
  message: string,
  errors?: ErrorApi['errors'],
): ErrorTraducido {
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
export function traducirError(error: unknown): ErrorTraducido {
  if (error instanceof ErrorNegocio) return respuesta(error.status, error.code, error.message, error.errors);

  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (
      status === 400 &&
      (error.cause instanceof SyntaxError || CODIGOS_JSON_INVALIDO.has(codigoDe(error.cause) ?? ''))
    ) {
      return respuesta(400, CODIGOS.jsonInvalido, MENSAJES_API.jsonInvalido);
    }
    if (status >= 500) return falloInterno();
    const [code, message] = MENSAJES_POR_ESTADO[status] ?? [
      CODIGOS.solicitudInvalida,
      MENSAJES_API.solicitudInvalida,
    ];
    return respuesta(status, code, message);
  }

  if (esConexionPerdida(error))
    return respuesta(503, CODIGOS.servicioNoDisponible, MENSAJES_API.servicioNoDisponible);

  if (error instanceof QueryFailedError) {
    const pg = errorPostgres(error.driverError);
    const propia = pg.constraint ? RESTRICCIONES[pg.constraint] : undefined;
    switch (pg.code) {
      case '23505': // unique_violation
        return propia
          ? respuesta(
              409,
              propia.code,
              propia.message,
              propia.campo ? { [propia.campo]: [propia.message] } : undefined,
            )
          : respuesta(409, CODIGOS.conflicto, MENSAJES_API.conflicto);
      case '23001': // restrict_violation: borrar algo a lo que apunta una clave foránea ON DELETE RESTRICT
        return respuesta(
          409,
          propia?.code ?? CODIGOS.datosAsociados,
          propia?.message ?? MENSAJES_API.datosAsociados,
        );
      case '23503': // foreign_key_violation
        if (pg.detail?.includes('still referenced')) {
          return respuesta(
            409,
            propia?.code ?? CODIGOS.datosAsociados,
            propia?.message ?? MENSAJES_API.datosAsociados,
          );
        }
        return respuesta(
          422,
          propia?.code ?? CODIGOS.referenciaInvalida,
          propia?.message ?? 'El registro relacionado no existe',
        );
      case '23514': // check_violation
      case '23502': // not_null_violation
      case '22P02': // invalid_text_representation
      case '22001': // string_data_right_truncation
      case '22003': // numeric_value_out_of_range
      case '22021': // character_not_in_repertoire: un NUL (\u0000) u otro byte que PostgreSQL no guarda en texto
      case '22P05': // untranslatable_character
        return respuesta(
          400,
          propia?.code ?? CODIGOS.solicitudInvalida,
          propia?.message ?? MENSAJES_API.solicitudInvalida,
        );
      case '57014': // query_canceled (statement_timeout)
      case '55P03': // lock_not_available (lock_timeout)
      case '25P03': // idle_in_transaction_session_timeout
        return respuesta(503, CODIGOS.baseDatosOcupada, MENSAJES_API.baseDatosOcupada);
      case 'CA001': // propio: periodo cerrado (asegurar_periodo_abierto); el mensaje trae la fecha del cierre
        return respuesta(422, CODIGOS.periodoCerrado, MENSAJES_CIERRE.periodoCerrado(pg.message ?? ''));
      case '40001': // serialization_failure
      case '40P01': // deadlock_detected
        return respuesta(409, CODIGOS.reintentar, 'Otra operación modificó los mismos datos. Intente de nuevo.');
    }
  }

  if (esBaseDatosOcupada(error))
    return respuesta(503, CODIGOS.baseDatosOcupada, MENSAJES_API.baseDatosOcupada);

  const estado = propiedad(error, 'statusCode');
  if (typeof estado === 'number' && estado >= 400 && estado < 500) {
    if (CODIGOS_JSON_INVALIDO.has(String(propiedad(error, 'code'))) || error instanceof SyntaxError) {
      return respuesta(400, CODIGOS.jsonInvalido, MENSAJES_API.jsonInvalido);
    }
    const [code, message] = MENSAJES_POR_ESTADO[estado] ?? [CODIGOS.solicitudInvalida, MENSAJES_API.solicitudInvalida];
    return respuesta(estado, code, message);
  }

  return falloInterno();
}

/** Errores de red del sistema operativo al hablar con PostgreSQL. */
const CODIGOS_RED = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE de una base que se fue o todavía no está: admin_shutdown (57P01, p. ej. pg_terminate_backend o un apagado),
 * crash_shutdown (57P02), cannot_connect_now (57P03: arrancando, recuperándose de una caída), la clase 08
 * (connection_exception) y read_only_sql_transaction (25006): durante una conmutación de Patroni la conexión llegó a un
 * nodo que ya no es (o todavía no es) el líder; el reintento llega al líder nuevo.
 */
const ESTADOS_SIN_CONEXION = new Set(['57P01', '57P02', '57P03', '25006']);

/**
 * Mensajes de node-postgres cuando la conexión se cortó (no traen código). 'Connection terminated due to connection
 * timeout' no está: es una base lenta en aceptar, y la trata esBaseDatosOcupada.
 */
const MENSAJES_SIN_CONEXION = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

/**
 * La base no está (caída, reiniciándose, red cortada): un corte, no un error de la solicitud. Se responde 503 y el
 * cliente reintenta; nunca 401 ni 500. Mira el error y, si es un QueryFailedError, el del controlador.
 */
export function esConexionPerdida(error: unknown): boolean {
  const candidatos = [error, error instanceof QueryFailedError ? error.driverError : undefined];
  return candidatos.some((candidato) => {
    // No `instanceof Error`: los errores de red de Node pueden venir de otro reino (vm, jest).
    const codigo = propiedad(candidato, 'code');
    const mensaje = propiedad(candidato, 'message');
    if (
      typeof codigo === 'string' &&
      (CODIGOS_RED.has(codigo) || ESTADOS_SIN_CONEXION.has(codigo) || /^08[0-9A-Z]{3}$/.test(codigo))
    )
      return true;
    return typeof mensaje === 'string' && MENSAJES_SIN_CONEXION.has(mensaje);
  });
}

/**
 * Errores de la base fuera de una consulta: el pool no entregó una conexión a tiempo (DB_POOL_ACQUIRE_TIMEOUT_MS)
 * o PostgreSQL cerró la sesión por transacción ociosa (25P03) o cancelación (57014).
 */
function esBaseDatosOcupada(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const codigo = propiedad(error, 'code');
  if (codigo === '57014' || codigo === '55P03' || codigo === '25P03') return true;
  return (
    error.message === 'timeout exceeded when trying to connect' ||
    error.message.startsWith('Connection terminated due to connection timeout')
  );
}

function falloInterno(): ErrorTraducido {
  return { ...respuesta(500, CODIGOS.interno, MENSAJES_API.errorInterno), esFalloInterno: true };
}
