// Lo que la página de un préstamo y el tablero leen además del préstamo: sus notificaciones y el aging de la mora.
import { CANAL_EVENTOS_DINERO, bandaDiasMora, hoyBogota, type AgingMora } from '@cartera/dominio';
import type { DataSource } from 'typeorm';
import { esCobrador } from '../common/acceso-cartera';
import { esperarTrasConfirmar } from '../database/tras-confirmar';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { consultasPrestamos } from './prestamos.consultas';
import type { PrestamosLectura } from './prestamos.lectura';

/** Las notificaciones de un préstamo y el aging de la mora (PrestamosService los expone en sus rutas). */
export class InformesDePrestamos {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lectura: PrestamosLectura,
  ) {}

  async notificaciones(id: string, actor: Usuario) {
    await this.lectura.obtener(this.dataSource.manager, id, actor);
    // La notificación de la operación que se acaba de confirmar la escribe después el consumidor de eventos de dinero
    // (docs/decisiones/nucleo-sin-puertas.md): la lista la espera, así quien cobra la ve al recargar.
    await esperarTrasConfirmar(this.dataSource, CANAL_EVENTOS_DINERO);
    const filas = await consultasPrestamos.notificaciones(this.dataSource.manager, id);
    return filas.map((fila) => ({
      _id: fila.id,
      titulo: fila.titulo,
      categoria: fila.categoria,
      mensaje: fila.mensaje,
      createdAt: fila.created_at.toISOString(),
    }));
  }

  /**
   * Aging de mora: cuotas vencidas sin pagar por días de atraso, en las bandas 8/15/30 de RANGOS_MORA. Las cuotas de
   * préstamos cerrados nunca cuentan: las de un reenganchado quedan 'refinanciada' y las de un cancelado 'anulada'.
   * Se cuentan las marcadas 'vencida' (índice parcial, sin juntar con los préstamos) y, para que la cifra sea exacta
   * aunque el barrido aún no haya pasado hoy, las pendientes o parciales cuya fecha ya pasó: están en los préstamos
   * con `proxima_fecha` anterior a hoy (su índice). Para un cobrador, sólo su cartera. La base cuenta por días de
   * atraso; la banda de cada día la dice bandaDiasMora (@cartera/dominio).
   */
  async aging(actor: Usuario): Promise<AgingMora> {
    const aging: AgingMora = { '1-8': 0, '9-15': 0, '16-30': 0, '31+': 0 };
    const filas = await consultasPrestamos.atrasosPorDias(
      this.dataSource.manager,
      hoyBogota(),
      esCobrador(actor) ? actor.id : null,
    );
    for (const { dias, cuotas } of filas) {
      const banda = bandaDiasMora(dias);
      if (banda) aging[banda.clave] += cuotas;
    }
    return aging;
  }
}
