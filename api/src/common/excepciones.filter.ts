import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { traducirError } from './traducir-error';

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
    void reply.status(status).header('cache-control', 'no-store').send(cuerpo);
  }
}
