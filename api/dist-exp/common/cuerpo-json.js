"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.registrarParserJson = registrarParserJson;
/**
 * Parser de `application/json`: como el de Fastify (mismo JSON seguro: `__proto__` y `constructor.prototype`
 * se rechazan), salvo que un cuerpo VACÍO es "sin cuerpo". Muchos clientes HTTP mandan
 * `Content-Type: application/json` en todas las llamadas, también en un DELETE o un PATCH sin datos; Fastify
 * respondería 400 'El cuerpo de la solicitud no es JSON válido'. Un cuerpo no vacío mal formado sigue siendo
 * ese 400 (lo traduce `traducirError`).
 */
function registrarParserJson(app, limiteBytes) {
    const instancia = app.getHttpAdapter().getInstance();
    const parserFastify = instancia.getDefaultJsonParser('error', 'error');
    app.useBodyParser('application/json', { bodyLimit: limiteBytes }, (request, cuerpo, done) => {
        if (cuerpo.length === 0) {
            done(null, undefined);
            return;
        }
        parserFastify(request, cuerpo, done);
    });
}
//# sourceMappingURL=cuerpo-json.js.map