import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
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
    return siguiente.handle().pipe(map((valor: unknown) => envolver(valor, mensaje)));
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

/**
 * Los interceptores globales de la API en una sola capa de Nest: la idempotencia por fuera y el sobre por dentro,
 * el mismo orden que registrados por separado (la idempotencia guarda y repite la respuesta tal como sale). Cada
 * capa de interceptor de Nest cuesta por petición un `defer`, un `AsyncResource.bind` y un `mergeAll` de RxJS; en
 * las listas eran ≈ 1–2 % del CPU de la API (docs/rendimiento.md, «API frente a SQL directo»).
 */
export class InterceptoresGlobales implements NestInterceptor {
  constructor(
    private readonly exterior: NestInterceptor,
    private readonly interior: RespuestaInterceptor,
  ) {}

  intercept(contexto: ExecutionContext, siguiente: CallHandler): ReturnType<NestInterceptor['intercept']> {
    return this.exterior.intercept(contexto, { handle: () => this.interior.intercept(contexto, siguiente) });
  }
}
