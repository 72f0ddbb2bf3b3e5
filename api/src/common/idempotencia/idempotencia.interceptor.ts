import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import type { DataSource } from 'typeorm';
import { ErrorNegocio } from '../errores';
import type { SolicitudConUsuario } from '../usuario-actual.decorator';
import { IDEMPOTENTE } from './idempotente.decorator';
import { MENSAJES_IDEMPOTENCIA, VIGENCIA_CLAVE_HORAS, huellaSolicitud, leerClave } from './idempotencia.rules';

interface ClaveGuardada {
  huella: string;
  estado: 'en_curso' | 'completada';
  respuesta: unknown;
}

/**
 * `Idempotency-Key` en las rutas marcadas con @Idempotente. Va antes que el sobre de respuesta, así guarda y repite
 * la respuesta tal como salió. Con varias réplicas, la clave primaria (usuario, clave) decide quién la ejecuta:
 *
 * - la primera solicitud inserta la clave `en_curso`, se ejecuta y guarda su respuesta (`completada`); si falla, la
 *   clave se borra (la escritura fracasada no cambió nada) y el cliente puede reintentar con la misma;
 * - otra con la misma clave y la misma huella recibe la respuesta guardada (cabecera `Idempotent-Replayed: true`);
 *   con otra huella, 422; mientras la primera sigue en curso, 409.
 *
 * Si el proceso muere entre el commit del dinero y el guardado de la respuesta, la clave queda `en_curso` hasta
 * que vence (24 h): el reintento recibe 409 y nunca mueve el dinero dos veces.
 */
@Injectable()
export class IdempotenciaInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
  ) {}

  async intercept(contexto: ExecutionContext, siguiente: CallHandler): Promise<Observable<unknown>> {
    if (!this.reflector.get<boolean | undefined>(IDEMPOTENTE, contexto.getHandler())) return siguiente.handle();
    const solicitud = contexto.switchToHttp().getRequest<SolicitudConUsuario>();
    const respuestaHttp = contexto.switchToHttp().getResponse<FastifyReply>();
    const clave = leerClave(solicitud.headers['idempotency-key']);
    if (clave === undefined || !solicitud.user) return siguiente.handle();
    if (clave === null) throw new ErrorNegocio('IDEMPOTENCIA_CLAVE_INVALIDA', MENSAJES_IDEMPOTENCIA.claveInvalida, 400);

    const usuario = solicitud.user.id;
    const huella = huellaSolicitud(solicitud.method, solicitud.url, solicitud.body);
    const guardada = await this.reservar(usuario, clave, huella);
    if (guardada) {
      if (guardada.huella !== huella)
        throw new ErrorNegocio('IDEMPOTENCIA_OTRA_SOLICITUD', MENSAJES_IDEMPOTENCIA.otraSolicitud, 422);
      if (guardada.estado === 'en_curso')
        throw new ErrorNegocio('IDEMPOTENCIA_EN_CURSO', MENSAJES_IDEMPOTENCIA.enCurso, 409);
      respuestaHttp.header('idempotent-replayed', 'true');
      return from(Promise.resolve(guardada.respuesta));
    }

    return siguiente.handle().pipe(
      mergeMap(async (respuesta: unknown) => {
        await this.dataSource.query(
          `UPDATE claves_idempotencia SET estado = 'completada', respuesta = $3::jsonb
           WHERE usuario_id = $1 AND clave = $2`,
          [usuario, clave, JSON.stringify(respuesta ?? null)],
        );
        return respuesta;
      }),
      catchError((error: unknown) =>
        from(
          this.dataSource
            .query(`DELETE FROM claves_idempotencia WHERE usuario_id = $1 AND clave = $2 AND estado = 'en_curso'`, [
              usuario,
              clave,
            ])
            .then(() => Promise.reject(error)),
        ),
      ),
    );
  }

  /** Inserta la clave `en_curso`; si ya existe (vigente), devuelve lo guardado. */
  private async reservar(usuario: string, clave: string, huella: string): Promise<ClaveGuardada | undefined> {
    for (;;) {
      // Las vencidas se borran aquí (por el índice de creada_en: casi siempre no encuentra nada).
      await this.dataSource.query(
        `DELETE FROM claves_idempotencia WHERE creada_en < now() - make_interval(hours => $1)`,
        [VIGENCIA_CLAVE_HORAS],
      );
      const insertadas: unknown[] = await this.dataSource.query(
        `INSERT INTO claves_idempotencia (usuario_id, clave, huella, estado) VALUES ($1, $2, $3, 'en_curso')
         ON CONFLICT (usuario_id, clave) DO NOTHING RETURNING 1`,
        [usuario, clave, huella],
      );
      if (insertadas.length > 0) return undefined;
      const [guardada]: ClaveGuardada[] = await this.dataSource.query(
        `SELECT huella, estado, respuesta FROM claves_idempotencia WHERE usuario_id = $1 AND clave = $2`,
        [usuario, clave],
      );
      // Borrada entre el INSERT y el SELECT (la primera falló): se vuelve a intentar la reserva.
      if (guardada) return guardada;
    }
  }
}
