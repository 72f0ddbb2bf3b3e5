import {
  applyDecorators,
  Controller,
  Delete,
  Get,
  HttpCode,
  Patch,
  Post,
  Put,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { TSchema } from '@cartera/dominio/esquemas';
import { EnvioDeDescarga } from './descarga.interceptor';
import { Idempotente } from './idempotencia/idempotente.decorator';
import { Publico } from './publico.decorator';
import { Responde, RespondeArchivo, type OpcionesResponde, type TipoArchivo } from './responde.decorator';
import { Mensaje } from './respuesta';
import { PUBLICO, Roles, type Quienes } from './roles.decorator';

/**
 * Una ruta que responde un archivo y no JSON (`descarga('csv', 'xlsx')`): `RespondeArchivo` en el OpenAPI, y la
 * `Descarga` que devuelve sale como archivo (`EnvioDeDescarga`).
 */
export class TiposDeDescarga {
  constructor(readonly tipos: [TipoArchivo, ...TipoArchivo[]]) {}
}
export const descarga = (...tipos: [TipoArchivo, ...TipoArchivo[]]) => new TiposDeDescarga(tipos);

export interface OpcionesRuta extends OpcionesResponde {
  /** El `message` de la respuesta (`@Mensaje`). */
  mensaje?: string;
  /** Exige `Idempotency-Key` (`@Idempotente`): una escritura que mueve dinero. */
  idempotente?: true;
}

type Verbo = (ruta?: string) => MethodDecorator;

/**
 * Las rutas de un verbo: `@Ruta.get('gastos/:id', TODOS, EsquemaGastoCobrador, { pagina: true })`. Quién la usa y
 * qué responde son obligatorios; el estado declarado es el que Nest responde (`estado: 200` en un POST pone
 * `@HttpCode(200)`), así que no pueden diferir. El texto de la documentación (`@ApiOperation({ summary })`) va en la
 * línea de abajo, no aquí (docs/decisiones/una-declaracion-por-ruta.md).
 */
function rutasDe(verbo: Verbo, estadoDeNest: 200 | 201) {
  return (
    ruta: string,
    quienes: Quienes,
    responde: TSchema | TiposDeDescarga,
    opciones: OpcionesRuta = {},
  ) => {
    const { mensaje, idempotente, estado = estadoDeNest, ...respuesta } = opciones;
    return applyDecorators(
      verbo(ruta),
      quienes === PUBLICO ? Publico() : Roles(...quienes),
      ...(estado === estadoDeNest ? [] : [HttpCode(estado)]),
      ...(idempotente ? [Idempotente()] : []),
      ...(mensaje === undefined ? [] : [Mensaje(mensaje)]),
      ...(responde instanceof TiposDeDescarga
        ? [RespondeArchivo(...responde.tipos), UseInterceptors(EnvioDeDescarga)]
        : [Responde(responde, { ...respuesta, estado })]),
    );
  };
}

/** Una declaración por ruta: verbo, ruta, roles, respuesta y, si hacen falta, estado, página, mensaje e idempotencia. */
export const Ruta = {
  get: rutasDe(Get, 200),
  post: rutasDe(Post, 201),
  put: rutasDe(Put, 200),
  patch: rutasDe(Patch, 200),
  delete: rutasDe(Delete, 200),
};

/**
 * Un controlador con sesión: `@Recurso('caja', 'Caja de cobradores')` es su ruta (`@Controller`), su grupo en el
 * OpenAPI (`@ApiTags`) y el token que piden sus rutas (`@ApiBearerAuth`). Salud y autenticación, con rutas sin
 * sesión, declaran esas tres cosas por separado.
 */
export const Recurso = (ruta: string, grupo: string) =>
  applyDecorators(ApiTags(grupo), ApiBearerAuth(), Controller(ruta));
