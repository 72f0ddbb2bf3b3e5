// Una ruta de descarga (`@Ruta.get(…, descarga('csv', 'xlsx'))`) devuelve su archivo como cualquier ruta devuelve su
// `data`: este interceptor lo envía con sus cabeceras y fuera del sobre JSON. Así el controlador no escribe la
// respuesta a mano (`@Res()`) y sigue siendo «entrada → servicio → resultado».
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { archivoDeRespuesta, esDescarga } from './exportes';

/** La `Descarga` que devuelve la ruta, como archivo; lo demás (una ruta que aún responde con `@Res()`), tal cual. */
@Injectable()
export class EnvioDeDescarga implements NestInterceptor {
  intercept(contexto: ExecutionContext, siguiente: CallHandler): Observable<unknown> {
    const respuesta = contexto.switchToHttp().getResponse<FastifyReply>();
    return siguiente
      .handle()
      .pipe(map((valor: unknown) => (esDescarga(valor) ? archivoDeRespuesta(respuesta, valor) : valor)));
  }
}
