import { Param, ParseUUIDPipe } from '@nestjs/common';
import { CODIGOS, ErrorNegocio, MENSAJES_API } from './errores';

/** El error de un identificador mal formado: un 400, nunca un 500 de PostgreSQL. */
export const errorIdInvalido = () => new ErrorNegocio(CODIGOS.idInvalido, MENSAJES_API.idInvalido, 400);

/** Valida que el parámetro sea un UUID: uno mal formado es un 400 (`errorIdInvalido`). */
export const pipeUuid = () => new ParseUUIDPipe({ exceptionFactory: errorIdInvalido });

/** `@ParamId()` = el parámetro de ruta `id` validado como UUID. */
export const ParamId = (nombre = 'id') => Param(nombre, pipeUuid());
