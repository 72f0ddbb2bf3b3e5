import { Param, ParseUUIDPipe } from '@nestjs/common';
import { CODIGOS, ErrorNegocio, MENSAJES_API } from './errores';

/** Valida que el parámetro sea un UUID: uno mal formado es un 400, nunca un 500 de PostgreSQL. */
export const pipeUuid = () =>
  new ParseUUIDPipe({
    exceptionFactory: () => new ErrorNegocio(CODIGOS.idInvalido, MENSAJES_API.idInvalido, 400),
  });

/** `@ParamId()` = el parámetro de ruta `id` validado como UUID. */
export const ParamId = (nombre = 'id') => Param(nombre, pipeUuid());
