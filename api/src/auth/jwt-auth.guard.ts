import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ALCANCE_PUBLICO, ES_PUBLICO, type AlcanceDeclarado } from '../common/publico.decorator';
import { conAlcance, fijarAlcanceDeLaPeticion, TODAS } from '../database/alcance';
import { alcanceDe } from './alcance';
import type { SolicitudConUsuario } from '../common/usuario-actual.decorator';
import { JwtStrategy } from './jwt.strategy';

/**
 * Guardia global: todo endpoint exige un token válido salvo los marcados con @Publico(). Fija el alcance de la petición:
 * el del usuario de la sesión (alcanceDe) o, sin sesión, el que la ruta declara con AlcanceSinSesion.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly estrategia: JwtStrategy,
  ) {}

  async canActivate(contexto: ExecutionContext): Promise<boolean> {
    const destinos = [contexto.getHandler(), contexto.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(ES_PUBLICO, destinos)) {
      // Sin sesión, el alcance que la ruta declara (AlcanceSinSesion); sin declararlo, ninguno: no ve filas acotadas.
      const declarado = this.reflector.getAllAndOverride<AlcanceDeclarado | undefined>(ALCANCE_PUBLICO, destinos);
      if (declarado) fijarAlcanceDeLaPeticion(declarado.alcance);
      return true;
    }
    const request = contexto.switchToHttp().getRequest<SolicitudConUsuario>();
    // Quién es: una lectura de la identidad, de todas las oficinas. Lo que sigue de la petición, con el alcance suyo.
    const { usuario, sesionId } = await conAlcance(TODAS, () => this.estrategia.autenticar(request));
    fijarAlcanceDeLaPeticion(alcanceDe(usuario));
    request.user = usuario;
    request.sesionId = sesionId;
    return true;
  }
}
