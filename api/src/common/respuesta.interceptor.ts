import {
  Injectable,
  StreamableFile,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { map, type Observable } from 'rxjs';
import { MENSAJE_RESPUESTA, Pagina, Respuesta } from './respuesta';

/** Envuelve lo que devuelve un controlador en { success: true, data, message } (y `meta` en las listas). */
@Injectable()
export class RespuestaInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(contexto: ExecutionContext, siguiente: CallHandler): Observable<unknown> {
    const mensaje =
      this.reflector.getAllAndOverride<string | undefined>(MENSAJE_RESPUESTA, [
        contexto.getHandler(),
        contexto.getClass(),
      ]) ?? 'Operación exitosa';
    // Un archivo (EnvioDeDescarga) sale tal cual, sin sobre.
    return siguiente
      .handle()
      .pipe(map((valor: unknown) => (valor instanceof StreamableFile ? valor : envolver(valor, mensaje))));
  }
}

export function envolver(valor: unknown, mensaje: string): Record<string, unknown> {
  if (valor instanceof Respuesta) {
    return { success: true, ...valor.raiz, data: valor.data ?? null, message: valor.message ?? mensaje };
  }
  if (valor instanceof Pagina)
    return { success: true, data: valor.items, message: mensaje, meta: valor.meta };
  return { success: true, data: valor ?? null, message: mensaje };
}
