import { CODIGOS } from '@cartera/dominio';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ErrorNegocio } from '../common/errores';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { MENSAJE_ORIGEN_NO_PERMITIDO, origenAdmitido } from './origen.rules';

const cabecera = (valor: string | string[] | undefined) => (Array.isArray(valor) ? valor[0] : valor);

/** Las rutas de las cookies de /api/auth rechazan con 403 lo que viene de otro sitio (origen.rules.ts). */
@Injectable()
export class OrigenPropioGuard implements CanActivate {
  constructor(@Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta) {}

  canActivate(contexto: ExecutionContext): boolean {
    const peticion = contexto.switchToHttp().getRequest<FastifyRequest>();
    const admitido = origenAdmitido({
      origen: cabecera(peticion.headers.origin),
      sitio: cabecera(peticion.headers['sec-fetch-site']),
      permitidos: [...this.config.origenesPublicos, ...this.config.origenesCors],
    });
    if (!admitido) throw new ErrorNegocio(CODIGOS.origenNoPermitido, MENSAJE_ORIGEN_NO_PERMITIDO, 403);
    return true;
  }
}
