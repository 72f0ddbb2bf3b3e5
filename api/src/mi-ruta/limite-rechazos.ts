// Topes de POST /api/mi-ruta/rechazos (docs/decisiones/mi-ruta.md, «Rechazos de sincronización»): el teléfono guarda
// cada rechazo hasta que la oficina lo tiene y lo reenvía en la siguiente sincronización, así un tope nunca pierde
// uno; sólo impide que un teléfono (o quien use su sesión) llene la tabla.
import { CanActivate, Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CODIGOS, ErrorNegocio } from '../common/errores';
import { propiedad } from '../common/tipado';
import type { SolicitudConUsuario } from '../common/usuario-actual.decorator';
import { CONFIGURACION } from '../config/configuracion.module';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { consultasMiRuta } from './mi-ruta.consultas';
import { VentanaPorMinuto } from '../common/ventana-por-minuto';

/** Cuerpo máximo de la petición (el rechazo con su `cuerpo`): más, y Fastify responde 413 sin leer el resto. */
export const LIMITE_CUERPO_RECHAZO_BYTES = 32 * 1024;
/** `cuerpo` máximo (la escritura rechazada, en JSON): un cobro, una gestión o una solicitud sin foto caben de sobra. */
export const LIMITE_ESCRITURA_RECHAZADA_BYTES = 16 * 1024;
/** Rechazos nuevos que un usuario guarda en 24 horas: un día de ruta con muchos rechazos usa unas decenas. */
export const RECHAZOS_POR_DIA = 200;
/** Lo que ocupan en total (escritura y mensaje, en bytes) los rechazos guardados de un usuario: 10 MB. */
export const ESPACIO_RECHAZOS_BYTES = 10 * 1024 * 1024;

export const MENSAJES_RECHAZOS = {
  escrituraDemasiadoGrande: `La escritura rechazada no puede superar ${LIMITE_ESCRITURA_RECHAZADA_BYTES / 1024} KB (sin fotos)`,
  porMinuto: (limite: number) =>
    `Ya envió ${limite.toLocaleString('es-CO')} ${limite === 1 ? 'rechazo' : 'rechazos'} en el último minuto: espere un momento; el teléfono los guarda y los vuelve a enviar`,
  porDia: `Ya se guardaron ${RECHAZOS_POR_DIA} rechazos suyos en las últimas 24 horas: el teléfono conserva los demás y los vuelve a enviar mañana; avise a la oficina`,
  espacio: `Sus rechazos guardados ya ocupan ${ESPACIO_RECHAZOS_BYTES / (1024 * 1024)} MB, el máximo: el teléfono conserva los nuevos; avise a la oficina`,
} as const;

/**
 * A lo sumo MI_RUTA_RECHAZOS_POR_MINUTO envíos por usuario y minuto en este proceso (ventana deslizante, como las
 * subidas de documentos); el siguiente recibe 429 RECHAZOS_POR_MINUTO. Cuenta cada envío que pasa la sesión y el rol,
 * también los repetidos y los mal formados.
 *
 * Además, en la base (vale con varias réplicas): a lo sumo RECHAZOS_POR_DIA rechazos nuevos por usuario en 24 horas
 * (429 RECHAZOS_POR_DIA) y ESPACIO_RECHAZOS_BYTES guardados por usuario en total (429 RECHAZOS_ESPACIO). El reenvío
 * de una clave ya guardada pasa siempre: el teléfono necesita la fila para olvidarla. Dos envíos simultáneos pueden
 * pasar el mismo conteo, así que el tope diario se excede como mucho en MI_RUTA_RECHAZOS_POR_MINUTO.
 */
@Injectable()
export class LimiteRechazosGuard implements CanActivate {
  private readonly recientes = new VentanaPorMinuto();

  constructor(
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async canActivate(contexto: ExecutionContext): Promise<boolean> {
    const peticion = contexto.switchToHttp().getRequest<SolicitudConUsuario & { body?: unknown }>();
    const usuario = peticion.user?.id;
    if (!usuario) return true; // sin sesión ya respondió la guardia JWT
    this.contarMinuto(usuario);
    const clave = propiedad(peticion.body, 'clave');
    await this.comprobarTopesGuardados(usuario, typeof clave === 'string' ? clave : null);
    return true;
  }

  private async comprobarTopesGuardados(usuario: string, clave: string | null): Promise<void> {
    const uso = await consultasMiRuta.usoRechazos(this.dataSource.manager, usuario, clave);
    if (uso.yaGuardado) return;
    if (uso.ultimoDia >= RECHAZOS_POR_DIA)
      throw new ErrorNegocio(CODIGOS.rechazosPorDia, MENSAJES_RECHAZOS.porDia, 429);
    if (uso.bytes >= ESPACIO_RECHAZOS_BYTES)
      throw new ErrorNegocio(CODIGOS.rechazosEspacio, MENSAJES_RECHAZOS.espacio, 429);
  }

  private contarMinuto(usuario: string): void {
    const limite = this.config.miRuta.rechazosPorMinuto;
    if (!this.recientes.cabe(usuario, limite))
      throw new ErrorNegocio(CODIGOS.rechazosPorMinuto, MENSAJES_RECHAZOS.porMinuto(limite), 429);
  }
}
