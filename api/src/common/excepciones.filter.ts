import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { traducirError } from './traducir-error';

/** Segundos que un 503 pide esperar antes de reintentar (cabecera Retry-After). */
export const REINTENTAR_EN_SEGUNDOS = 2;

/** Filtro global: toda excepción sale como { success: false, message, code, errors? } con su estado HTTP. */
@Catch()
export class ExcepcionesFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errores');

  catch(excepcion: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, cuerpo, esFalloInterno } = traducirError(excepcion);
    if (esFalloInterno) {
      const traza = excepcion instanceof Error ? (excepcion.stack ?? excepcion.message) : String(excepcion);
      this.logger.error(`${request.method} ${request.url}: ${traza}`);
    }
    if (reply.sent) return;
    // Un 503 es pasajero (base caída o reiniciándose, u ocupada): el cliente sabe cuándo reintentar.
    if (status === 503) void reply.header('retry-after', String(REINTENTAR_EN_SEGUNDOS));
    void reply.status(status).header('cache-control', 'no-store').send(cuerpo);
  }
}
