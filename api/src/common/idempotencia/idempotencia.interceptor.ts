import { CODIGOS } from '@cartera/dominio';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { catchError, from, mergeMap, Observable } from 'rxjs';
import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import type { TransactionCommitEvent } from 'typeorm/subscriber/event/TransactionCommitEvent';
import { ErrorNegocio } from '../errores';
import type { SolicitudConUsuario } from '../usuario-actual.decorator';
import { consultasIdempotencia, type ClaveGuardada } from './idempotencia.consultas';
import { IDEMPOTENTE } from './idempotente.decorator';
import {
  ABANDONO_CLAVE_SEGUNDOS,
  MENSAJES_IDEMPOTENCIA,
  VIGENCIA_CLAVE_HORAS,
  huellaSolicitud,
  leerClave,
} from './idempotencia.rules';

/** El intento que tiene la clave, visible para las transacciones que abre la solicitud. */
export interface IntentoIdempotente {
  usuario: string;
  clave: string;
  dueno: string;
  aplicada: boolean;
}

const intentoActual = new AsyncLocalStorage<IntentoIdempotente>();

/** Corre `fn` como el intento dueño de la clave: sus transacciones marcan la clave al confirmarse. */
export function enIntentoIdempotente<T>(intento: IntentoIdempotente, fn: () => T): T {
  return intentoActual.run(intento, fn);
}

/**
 * En la primera transacción que confirma la solicitud idempotente (la del dinero), y dentro de ella, la clave pasa a
 * `aplicada` sólo si este intento sigue siendo su dueño; si otro se quedó con ella, la transacción no se confirma.
 * Así la escritura y la marca de la clave se confirman juntas o no se confirman.
 */
export class MarcaIdempotencia implements EntitySubscriberInterface {
  async beforeTransactionCommit(evento: TransactionCommitEvent): Promise<void> {
    const intento = intentoActual.getStore();
    if (!intento || intento.aplicada) return;
    const marcada = await consultasIdempotencia.cambiarEnCurso(evento.queryRunner.manager, intento, intento.dueno, {
      estado: 'aplicada',
      dueno: intento.dueno,
    });
    if (!marcada) throw new ErrorNegocio(CODIGOS.idempotenciaEnCurso, MENSAJES_IDEMPOTENCIA.enCurso, 409);
    intento.aplicada = true;
  }
}

/** Cada cuánto borra una réplica las claves vencidas. */
const LIMPIEZA_VENCIDAS_MS = 60_000;

/**
 * `Idempotency-Key` en las rutas marcadas con @Idempotente. Va antes que el sobre de respuesta, así guarda y repite
 * la respuesta tal como salió. Sin la cabecera, 400 IDEMPOTENCIA_REQUERIDA y no se ejecuta nada. Con varias réplicas,
 * la clave primaria (usuario, clave) decide quién la ejecuta:
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
@Injectable()
export class IdempotenciaInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
  ) {
    if (!dataSource.subscribers.some((s) => s instanceof MarcaIdempotencia))
      dataSource.subscribers.push(new MarcaIdempotencia());
  }

  async intercept(contexto: ExecutionContext, siguiente: CallHandler): Promise<Observable<unknown>> {
    if (!this.reflector.get<boolean | undefined>(IDEMPOTENTE, contexto.getHandler())) return siguiente.handle();
    const solicitud = contexto.switchToHttp().getRequest<SolicitudConUsuario>();
    const respuestaHttp = contexto.switchToHttp().getResponse<FastifyReply>();
    const clave = leerClave(solicitud.headers['idempotency-key']);
    // Sin clave, una escritura de dinero no se ejecuta: un reintento podría aplicarla dos veces.
    if (clave === undefined) throw new ErrorNegocio(CODIGOS.idempotenciaRequerida, MENSAJES_IDEMPOTENCIA.requerida, 400);
    if (clave === null) throw new ErrorNegocio(CODIGOS.idempotenciaClaveInvalida, MENSAJES_IDEMPOTENCIA.claveInvalida, 400);
    if (!solicitud.user) return siguiente.handle();

    const usuario = solicitud.user.id;
    const huella = huellaSolicitud(solicitud.method, solicitud.url, solicitud.body);
    const dueno = randomUUID();
    const guardada = await this.reservar(usuario, clave, huella, dueno);
    if (guardada) {
      if (guardada.huella !== huella)
        throw new ErrorNegocio(CODIGOS.idempotenciaOtraSolicitud, MENSAJES_IDEMPOTENCIA.otraSolicitud, 422);
      if (guardada.estado === 'aplicada' && guardada.abandonada)
        throw new ErrorNegocio(CODIGOS.idempotenciaAplicada, MENSAJES_IDEMPOTENCIA.aplicada, 409);
      if (guardada.estado !== 'completada')
        throw new ErrorNegocio(CODIGOS.idempotenciaEnCurso, MENSAJES_IDEMPOTENCIA.enCurso, 409);
      respuestaHttp.header('idempotent-replayed', 'true');
      return from(Promise.resolve(guardada.respuesta));
    }

    const intento: IntentoIdempotente = { usuario, clave, dueno, aplicada: false };
    // El manejador corre al suscribirse: dentro del contexto del intento, que ven sus transacciones.
    const ejecucion = new Observable<unknown>((suscriptor) =>
      enIntentoIdempotente(intento, () => siguiente.handle().subscribe(suscriptor)),
    );
    return ejecucion.pipe(
      mergeMap(async (respuesta: unknown) => {
        await consultasIdempotencia.completar(this.dataSource.manager, intento, dueno, respuesta);
        return respuesta;
      }),
      catchError((error: unknown) =>
        from(
          consultasIdempotencia
            .soltar(this.dataSource.manager, intento, dueno)
            .then(() => Promise.reject(error)),
        ),
      ),
    );
  }

  /** Cuándo se borraron por última vez las claves vencidas (ms de este proceso; 0: nunca). */
  private vencidasBorradasEn = 0;

  /**
   * Las claves vencidas de todos, a lo más una vez por minuto en cada réplica: es limpieza, no una regla (la reserva de
   * una clave vencida la toma ella misma), y no cuesta una ida a la base en cada escritura de dinero.
   */
  private async borrarVencidas(): Promise<void> {
    const ahora = Date.now();
    if (ahora - this.vencidasBorradasEn < LIMPIEZA_VENCIDAS_MS) return;
    this.vencidasBorradasEn = ahora;
    await consultasIdempotencia.borrarVencidas(this.dataSource.manager, VIGENCIA_CLAVE_HORAS);
  }

  /**
   * Inserta la clave `en_curso` a nombre de `dueno`; si ya existe (vigente), devuelve lo guardado, salvo que sea un
   * intento abandonado `en_curso`: entonces este intento se queda con ella (undefined, como si la hubiera creado).
   */
  private async reservar(
    usuario: string,
    clave: string,
    huella: string,
    dueno: string,
  ): Promise<ClaveGuardada | undefined> {
    const manager = this.dataSource.manager;
    const llave = { usuario, clave };
    for (;;) {
      await this.borrarVencidas();
      // Una clave vencida de este usuario con esta clave se toma aquí mismo, como si se hubiera borrado antes.
      if (await consultasIdempotencia.insertar(manager, llave, huella, dueno, VIGENCIA_CLAVE_HORAS)) return undefined;
      const guardada = await consultasIdempotencia.leer(manager, llave, ABANDONO_CLAVE_SEGUNDOS);
      // Borrada entre el INSERT y el SELECT (la primera falló): se vuelve a intentar la reserva.
      if (!guardada) continue;
      if (guardada.huella !== huella || guardada.estado !== 'en_curso' || !guardada.abandonada) return guardada;
      // Abandonada sin aplicar: el dinero no se movió. Si la transacción del intento anterior sigue viva y marca la
      // clave, esta UPDATE espera su fin y ya no encuentra la clave `en_curso`: se vuelve a leer.
      const tomada = await consultasIdempotencia.cambiarEnCurso(manager, llave, guardada.dueno, {
        estado: 'en_curso',
        dueno,
      });
      if (tomada) return undefined;
    }
  }
}
