// Topes de POST /api/mi-ruta/rechazos (docs/decisiones/mi-ruta.md, «Rechazos de sincronización»): el teléfono guarda
// cada rechazo hasta que la oficina lo tiene y lo reenvía en la siguiente sincronización, así un tope nunca pierde
// uno; sólo impide que un teléfono (o quien use su sesión) llene la tabla.
import { CanActivate, Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { CODIGOS, ErrorNegocio } from '../common/errores';
import type { SolicitudConUsuario } from '../common/usuario-actual.decorator';
import { CONFIGURACION } from '../config/configuracion.module';
import type { ConfiguracionResuelta } from '../config/configuracion';

/** Cuerpo máximo de la petición (el rechazo con su `cuerpo`): más, y Fastify responde 413 sin leer el resto. */
export const LIMITE_CUERPO_RECHAZO_BYTES = 32 * 1024;
/** `cuerpo` máximo (la escritura rechazada, en JSON): un cobro, una gestión o una solicitud sin foto caben de sobra. */
export const LIMITE_ESCRITURA_RECHAZADA_BYTES = 16 * 1024;

export const MENSAJES_RECHAZOS = {
  escrituraDemasiadoGrande: `La escritura rechazada no puede superar ${LIMITE_ESCRITURA_RECHAZADA_BYTES / 1024} KB (sin fotos)`,
  porMinuto: (limite: number) =>
    `Ya envió ${limite.toLocaleString('es-CO')} ${limite === 1 ? 'rechazo' : 'rechazos'} en el último minuto: espere un momento; el teléfono los guarda y los vuelve a enviar`,
} as const;

/**
 * A lo sumo MI_RUTA_RECHAZOS_POR_MINUTO envíos por usuario y minuto en este proceso (ventana deslizante, como las
 * subidas de documentos); el siguiente recibe 429 RECHAZOS_POR_MINUTO. Cuenta cada envío que pasa la sesión y el rol,
 * también los repetidos y los mal formados.
 */
@Injectable()
export class LimiteRechazosGuard implements CanActivate {
  private readonly recientes = new Map<string, number[]>();

  constructor(@Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta) {}

  canActivate(contexto: ExecutionContext): boolean {
    const usuario = contexto.switchToHttp().getRequest<SolicitudConUsuario>().user?.id;
    if (!usuario) return true; // sin sesión ya respondió la guardia JWT
    const limite = this.config.miRuta.rechazosPorMinuto;
    const ahora = Date.now();
    const recientes = (this.recientes.get(usuario) ?? []).filter((instante) => ahora - instante < 60_000);
    if (recientes.length >= limite) {
      this.recientes.set(usuario, recientes);
      throw new ErrorNegocio(CODIGOS.rechazosPorMinuto, MENSAJES_RECHAZOS.porMinuto(limite), 429);
    }
    recientes.push(ahora);
    this.recientes.set(usuario, recientes);
    return true;
  }
}
