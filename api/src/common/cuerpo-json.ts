import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RawServerDefault } from 'fastify';

/**
 * Parser de `application/json`: como el de Fastify (mismo JSON seguro: `__proto__` y `constructor.prototype`
 * se rechazan), salvo que un cuerpo VACÍO es "sin cuerpo". Muchos clientes HTTP mandan
 * `Content-Type: application/json` en todas las llamadas, también en un DELETE o un PATCH sin datos; Fastify
 * respondería 400 'El cuerpo de la solicitud no es JSON válido'. Un cuerpo no vacío mal formado sigue siendo
 * ese 400 (lo traduce `traducirError`).
 */
export function registrarParserJson(app: NestFastifyApplication, limiteBytes: number): void {
  const instancia = app.getHttpAdapter().getInstance();
  const parserFastify = instancia.getDefaultJsonParser('error', 'error');
  app.useBodyParser<RawServerDefault>('application/json', { bodyLimit: limiteBytes }, (request, cuerpo, done) => {
    if (cuerpo.length === 0) {
      done(null, undefined);
      return;
    }
    parserFastify(request, cuerpo.toString('utf8'), done);
  });
}
