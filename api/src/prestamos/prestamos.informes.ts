// Lo que la página de un préstamo y el tablero leen además del préstamo: sus notificaciones y el aging de la mora.
import { RANGOS_MORA, hoyBogota, type AgingMora } from '@cartera/dominio';
import type { DataSource } from 'typeorm';
import { condicionCarteraCobrador, esCobrador } from '../cartera/acceso';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { PrestamosLectura } from './prestamos.lectura';

/** Las notificaciones de un préstamo y el aging de la mora (PrestamosService los expone en sus rutas). */
export class InformesDePrestamos {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lectura: PrestamosLectura,
  ) {}

  async notificaciones(id: string, actor: Usuario) {
    await this.lectura.obtener(this.dataSource.manager, id, actor);
    const filas: Array<{ id: string; titulo: string; categoria: string; mensaje: string; created_at: Date }> =
      await this.dataSource.query(
        `SELECT id, titulo, categoria, mensaje, created_at FROM prestamos_notificaciones
         WHERE prestamo_id = $1 ORDER BY created_at DESC, id DESC`,
        [id],
      );
    return filas.map((fila) => ({
      _id: fila.id,
      titulo: fila.titulo,
      categoria: fila.categoria,
      mensaje: fila.mensaje,
      createdAt: new Date(fila.created_at).toISOString(),
    }));
  }

  /**
   * Aging de mora: cuotas vencidas sin pagar por días de atraso, en las bandas 8/15/30 de RANGOS_MORA. Las cuotas de
   * préstamos cerrados nunca cuentan: las de un reenganchado quedan 'refinanciada' y las de un cancelado 'anulada'.
   * Se cuentan las marcadas 'vencida' (índice parcial, sin juntar con los préstamos) y, para que la cifra sea exacta
   * aunque el barrido aún no haya pasado hoy, las pendientes o parciales cuya fecha ya pasó: están en los préstamos
   * con `proxima_fecha` anterior a hoy (su índice). Para un cobrador, sólo su cartera.
   */
  async aging(actor: Usuario): Promise<AgingMora> {
    const parametros: unknown[] = [hoyBogota()];
    let cartera = '';
    let carteraPrestamo = '';
    if (esCobrador(actor)) {
      parametros.push(actor.id);
      cartera = `AND c.prestamo_id IN (SELECT p.id FROM prestamos p WHERE ${condicionCarteraCobrador('$2')})`;
      carteraPrestamo = `AND ${condicionCarteraCobrador('$2')}`;
    }
    const columnas = RANGOS_MORA.map(
      (rango) =>
        `count(*) FILTER (WHERE dias >= ${rango.desde}${rango.hasta === null ? '' : ` AND dias <= ${rango.hasta}`})::int AS "${rango.clave}"`,
    ).join(', ');
    const [fila]: Array<Record<string, number>> = await this.dataSource.query(
      `SELECT ${columnas}
       FROM (
         SELECT $1::date - c.fecha_programada AS dias
         FROM cuotas c
         WHERE c.estado = 'vencida' AND c.fecha_programada < $1::date ${cartera}
         UNION ALL
         SELECT $1::date - c.fecha_programada
         FROM prestamos p JOIN cuotas c ON c.prestamo_id = p.id
         WHERE p.proxima_fecha < $1::date ${carteraPrestamo}
           AND c.estado IN ('pendiente', 'parcial') AND c.fecha_programada < $1::date
       ) atrasos`,
      parametros,
    );
    return Object.fromEntries(RANGOS_MORA.map((rango) => [rango.clave, fila[rango.clave]])) as AgingMora;
  }
}
