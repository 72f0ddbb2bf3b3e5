import { Injectable } from '@nestjs/common';
import type { AvisoBandeja } from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { noEncontrado } from '../common/errores';
import { metaPagina, tramoDe } from '../common/paginacion';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { consultasBandeja } from './bandeja.consultas';
import type { ConsultaBandejaDto } from './dto/notificaciones.dto';
import { MENSAJES_NOTIFICACIONES_API } from './notificaciones.service';

/** La bandeja (canal sistema) de cada usuario: lo que le llegó, cuántos sin leer y marcarlos leídos. */
@Injectable()
export class BandejaService {
  constructor(private readonly dataSource: DataSource) {}

  async bandeja(
    actor: Usuario,
    consulta: ConsultaBandejaDto,
  ): Promise<{ data: AvisoBandeja[]; meta: ReturnType<typeof metaPagina>; noLeidas: number }> {
    const { total, filas } = await consultasBandeja.pagina(
      this.dataSource.manager,
      actor.id,
      Boolean(consulta.noLeidas),
      tramoDe(consulta),
    );
    return {
      data: filas.map((f) => ({
        _id: f.id,
        notificacionId: f.notificacion_id,
        titulo: f.titulo,
        mensaje: f.mensaje,
        categoria: f.categoria,
        fecha: f.fecha.toISOString(),
        leida: f.leida_at !== null,
      })),
      meta: metaPagina(total, consulta.page, consulta.limit),
      noLeidas: await this.noLeidas(actor),
    };
  }

  noLeidas(actor: Usuario): Promise<number> {
    return consultasBandeja.noLeidas(this.dataSource.manager, actor.id);
  }

  async marcarLeida(actor: Usuario, id: string): Promise<{ noLeidas: number }> {
    const marcada = await consultasBandeja.marcarLeida(this.dataSource.manager, actor.id, id);
    if (!marcada) throw noEncontrado(MENSAJES_NOTIFICACIONES_API.avisoNoEncontrado);
    return { noLeidas: await this.noLeidas(actor) };
  }

  async marcarTodasLeidas(actor: Usuario): Promise<{ marcadas: number; noLeidas: number }> {
    const marcadas = await consultasBandeja.marcarTodasLeidas(this.dataSource.manager, actor.id);
    return { marcadas, noLeidas: 0 };
  }
}
