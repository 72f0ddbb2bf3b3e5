"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.IdempotenciaInterceptor = exports.MarcaIdempotencia = void 0;
exports.enIntentoIdempotente = enIntentoIdempotente;
const common_1 = require("@nestjs/common");
const node_async_hooks_1 = require("node:async_hooks");
const node_crypto_1 = require("node:crypto");
const rxjs_1 = require("rxjs");
const errores_1 = require("../errores");
const idempotente_decorator_1 = require("./idempotente.decorator");
const idempotencia_rules_1 = require("./idempotencia.rules");
const intentoActual = new node_async_hooks_1.AsyncLocalStorage();
/** Corre `fn` como el intento dueño de la clave: sus transacciones marcan la clave al confirmarse. */
function enIntentoIdempotente(intento, fn) {
    return intentoActual.run(intento, fn);
}
/**
 * En la primera transacción que confirma la solicitud idempotente (la del dinero), y dentro de ella, la clave pasa a
 * `aplicada` sólo si este intento sigue siendo su dueño; si otro se quedó con ella, la transacción no se confirma.
 * Así la escritura y la marca de la clave se confirman juntas o no se confirman.
 */
class MarcaIdempotencia {
    async beforeTransactionCommit(evento) {
        const intento = intentoActual.getStore();
        if (!intento || intento.aplicada)
            return;
        const [{ n }] = (await evento.queryRunner.query(`WITH marcada AS (
         UPDATE claves_idempotencia SET estado = 'aplicada', actualizada_en = now()
          WHERE usuario_id = $1 AND clave = $2 AND dueno = $3 AND estado = 'en_curso'
          RETURNING 1)
       SELECT count(*)::int AS n FROM marcada`, [intento.usuario, intento.clave, intento.dueno]));
        if (n !== 1)
            throw new errores_1.ErrorNegocio('IDEMPOTENCIA_EN_CURSO', idempotencia_rules_1.MENSAJES_IDEMPOTENCIA.enCurso, 409);
        intento.aplicada = true;
    }
}
exports.MarcaIdempotencia = MarcaIdempotencia;
/**
 * `Idempotency-Key` en las rutas marcadas con @Idempotente. Va antes que el sobre de respuesta, así guarda y repite
 * la respuesta tal como salió. Con varias réplicas, la clave primaria (usuario, clave) decide quién la ejecuta:
 *
 * - la primera solicitud inserta la clave `en_curso` con su marca de dueño y se ejecuta; la transacción del dinero
 *   la pasa a `aplicada` al confirmarse (MarcaIdempotencia) y al final se guarda la respuesta (`completada`); si
 *   falla, la clave se borra (la escritura fracasada no cambió nada) y el cliente puede reintentar con la misma;
 * - otra con la misma clave y la misma huella recibe la respuesta guardada (cabecera `Idempotent-Replayed: true`);
 *   con otra huella, 422; mientras la primera sigue en curso, 409;
 * - si la réplica que la tenía murió (clave sin cambios desde hace ABANDONO_CLAVE_SEGUNDOS): `en_curso` quiere
 *   decir que el dinero no se movió, y el reintento se queda con la clave y ejecuta (el intento muerto, si
 *   reviviera, ya no podría confirmar); `aplicada` quiere decir que el dinero se movió pero la respuesta se
 *   perdió: 409 IDEMPOTENCIA_APLICADA, nunca una segunda aplicación.
 */
let IdempotenciaInterceptor = class IdempotenciaInterceptor {
    reflector;
    dataSource;
    constructor(reflector, dataSource) {
        this.reflector = reflector;
        this.dataSource = dataSource;
        if (!dataSource.subscribers.some((s) => s instanceof MarcaIdempotencia))
            dataSource.subscribers.push(new MarcaIdempotencia());
    }
    async intercept(contexto, siguiente) {
        if (!this.reflector.get(idempotente_decorator_1.IDEMPOTENTE, contexto.getHandler()))
            return siguiente.handle();
        const solicitud = contexto.switchToHttp().getRequest();
        const respuestaHttp = contexto.switchToHttp().getResponse();
        const clave = (0, idempotencia_rules_1.leerClave)(solicitud.headers['idempotency-key']);
        if (clave === undefined || !solicitud.user)
            return siguiente.handle();
        if (clave === null)
            throw new errores_1.ErrorNegocio('IDEMPOTENCIA_CLAVE_INVALIDA', idempotencia_rules_1.MENSAJES_IDEMPOTENCIA.claveInvalida, 400);
        const usuario = solicitud.user.id;
        const huella = (0, idempotencia_rules_1.huellaSolicitud)(solicitud.method, solicitud.url, solicitud.body);
        const dueno = (0, node_crypto_1.randomUUID)();
        const guardada = await this.reservar(usuario, clave, huella, dueno);
        if (guardada) {
            if (guardada.huella !== huella)
                throw new errores_1.ErrorNegocio('IDEMPOTENCIA_OTRA_SOLICITUD', idempotencia_rules_1.MENSAJES_IDEMPOTENCIA.otraSolicitud, 422);
            if (guardada.estado === 'aplicada' && guardada.abandonada)
                throw new errores_1.ErrorNegocio('IDEMPOTENCIA_APLICADA', idempotencia_rules_1.MENSAJES_IDEMPOTENCIA.aplicada, 409);
            if (guardada.estado !== 'completada')
                throw new errores_1.ErrorNegocio('IDEMPOTENCIA_EN_CURSO', idempotencia_rules_1.MENSAJES_IDEMPOTENCIA.enCurso, 409);
            respuestaHttp.header('idempotent-replayed', 'true');
            return (0, rxjs_1.from)(Promise.resolve(guardada.respuesta));
        }
        const intento = { usuario, clave, dueno, aplicada: false };
        // El manejador corre al suscribirse: dentro del contexto del intento, que ven sus transacciones.
        const ejecucion = new rxjs_1.Observable((suscriptor) => enIntentoIdempotente(intento, () => siguiente.handle().subscribe(suscriptor)));
        return ejecucion.pipe((0, rxjs_1.mergeMap)(async (respuesta) => {
            await this.dataSource.query(`UPDATE claves_idempotencia SET estado = 'completada', respuesta = $4::jsonb, actualizada_en = now()
           WHERE usuario_id = $1 AND clave = $2 AND dueno = $3`, [usuario, clave, dueno, JSON.stringify(respuesta ?? null)]);
            return respuesta;
        }), (0, rxjs_1.catchError)((error) => (0, rxjs_1.from)(this.dataSource
            .query(`DELETE FROM claves_idempotencia WHERE usuario_id = $1 AND clave = $2 AND dueno = $3 AND estado = 'en_curso'`, [usuario, clave, dueno])
            .then(() => Promise.reject(error)))));
    }
    /**
     * Inserta la clave `en_curso` a nombre de `dueno`; si ya existe (vigente), devuelve lo guardado, salvo que sea un
     * intento abandonado `en_curso`: entonces este intento se queda con ella (undefined, como si la hubiera creado).
     */
    async reservar(usuario, clave, huella, dueno) {
        for (;;) {
            // Las vencidas se borran aquí (por el índice de creada_en: casi siempre no encuentra nada).
            await this.dataSource.query(`DELETE FROM claves_idempotencia WHERE creada_en < now() - make_interval(hours => $1)`, [idempotencia_rules_1.VIGENCIA_CLAVE_HORAS]);
            const insertadas = await this.dataSource.query(`INSERT INTO claves_idempotencia (usuario_id, clave, huella, estado, dueno) VALUES ($1, $2, $3, 'en_curso', $4)
         ON CONFLICT (usuario_id, clave) DO NOTHING RETURNING 1`, [usuario, clave, huella, dueno]);
            if (insertadas.length > 0)
                return undefined;
            const [guardada] = await this.dataSource.query(`SELECT huella, estado, respuesta, dueno::text AS dueno,
                actualizada_en < now() - make_interval(secs => $3) AS abandonada
           FROM claves_idempotencia WHERE usuario_id = $1 AND clave = $2`, [usuario, clave, idempotencia_rules_1.ABANDONO_CLAVE_SEGUNDOS]);
            // Borrada entre el INSERT y el SELECT (la primera falló): se vuelve a intentar la reserva.
            if (!guardada)
                continue;
            if (guardada.huella !== huella || guardada.estado !== 'en_curso' || !guardada.abandonada)
                return guardada;
            // Abandonada sin aplicar: el dinero no se movió. Si la transacción del intento anterior sigue viva y marca la
            // clave, esta UPDATE espera su fin y ya no encuentra la clave `en_curso`: se vuelve a leer.
            const [{ n }] = (await this.dataSource.query(`WITH tomada AS (
           UPDATE claves_idempotencia SET dueno = $4, actualizada_en = now()
            WHERE usuario_id = $1 AND clave = $2 AND estado = 'en_curso' AND dueno IS NOT DISTINCT FROM $3::uuid
            RETURNING 1)
         SELECT count(*)::int AS n FROM tomada`, [usuario, clave, guardada.dueno, dueno]));
            if (n === 1)
                return undefined;
        }
    }
};
exports.IdempotenciaInterceptor = IdempotenciaInterceptor;
exports.IdempotenciaInterceptor = IdempotenciaInterceptor = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [Function, Function])
], IdempotenciaInterceptor);
//# sourceMappingURL=idempotencia.interceptor.js.map