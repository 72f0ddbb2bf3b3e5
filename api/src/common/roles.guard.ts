import type { Rol } from '@cartera/dominio';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { prohibido } from './errores';
import { ES_PUBLICO } from './publico.decorator';
import { ROLES_PERMITIDOS } from './roles.decorator';
import type { SolicitudConUsuario } from './usuario-actual.decorator';

/**
 * Aplica @Roles: el rol del usuario (leído de la base en cada petición) debe estar en la lista. Denegación por
 * defecto: una ruta sin @Roles ni @Publico no la usa nadie (docs/decisiones/roles-y-permisos.md).
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(contexto: ExecutionContext): boolean {
    const destinos = [contexto.getHandler(), contexto.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(ES_PUBLICO, destinos)) return true;
    const roles = this.reflector.getAllAndOverride<Rol[] | undefined>(ROLES_PERMITIDOS, destinos);
    if (!roles?.length) throw prohibido();
    const { user } = contexto.switchToHttp().getRequest<SolicitudConUsuario>();
    if (!user || !roles.includes(user.rol)) throw prohibido();
    return true;
  }
}
