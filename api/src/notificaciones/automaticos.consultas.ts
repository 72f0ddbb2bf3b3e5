// Las consultas de los mensajes automáticos (automaticos.service.ts), tipadas contra el esquema (database/esquema.ts):
// la plantilla de cada uso con su interruptor, los candados del trabajo diario y los asientos de las correcciones de
// recibos. Los valores de las plantillas salen de valores.consultas.ts.
import { TIPOS_NOTIFICACION, type UsoPlantilla } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import { db, deLista } from '../database/kysely';
import { claveReciboSql } from './recibo';

/** El interruptor de la organización que enciende un uso. */
export type InterruptorAutomatico = 'recordatorio_cuota' | 'aviso_mora' | 'recibo_cobro';

export const consultasAutomaticos = {
  /**
   * La plantilla activa del uso si su interruptor está encendido y, con `conCanal`, si el canal de la plantilla está
   * configurado y activo (undefined: no se envía nada).
   */
  async plantillaActiva(
    manager: EntityManager,
    uso: UsoPlantilla,
    interruptor: InterruptorAutomatico,
    conCanal: boolean,
  ) {
    const fila = await db(manager)
      .selectFrom('notificaciones_plantillas as p')
      .innerJoin('configuracion_organizacion as o', (join) => join.on('o.id', '=', 1))
      .select(['p.id', 'p.tipo', 'p.asunto', 'p.contenido'])
      .where('p.uso', '=', uso)
      .where('p.activa', '=', true)
      .where(`o.${interruptor}`, '=', true)
      .$if(conCanal, (q) =>
        q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('notificaciones_canales as c')
              .select('c.canal')
              .whereRef('c.canal', '=', 'p.tipo')
              .where('c.activo', '=', true)
              .where('c.ajustes', '<>', JSON.stringify({})),
          ),
        ),
      )
      .executeTakeFirst();
    return (
      fila && { ...fila, tipo: deLista(TIPOS_NOTIFICACION, fila.tipo, 'notificaciones_plantillas.tipo') }
    );
  },

  /**
   * El cron y una corrida a pedido no eligen a la vez las mismas cuotas; el trabajo corre por lotes (cientos de miles
   * de filas en sentencias de 10.000), más allá del límite por sentencia de las peticiones interactivas.
   */
  async prepararRecordatorios(manager: EntityManager): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(${CANDADOS.recordatorios})`.execute(db(manager));
    await sql`SET LOCAL statement_timeout = '10min'`.execute(db(manager));
  },

  /**
   * El último asiento (por secuencia) de cada cobro en el préstamo donde quedó, sólo de los cobros cuyo recibo se
   * encoló y no se canceló: la clave y la fecha de su corrección.
   */
  asientosConRecibo(manager: EntityManager, cobros: ReadonlyArray<{ cobroId: string; prestamoId: string }>) {
    if (cobros.length === 0) return Promise.resolve([]);
    return db(manager)
      .selectFrom('prestamos_movimientos as m')
      .select(['m.cobro_id', 'm.id', 'm.fecha'])
      .distinctOn('m.cobro_id')
      .where((eb) =>
        eb.or(
          cobros.map((c) =>
            eb.and([eb('m.prestamo_id', '=', c.prestamoId), eb('m.cobro_id', '=', c.cobroId)]),
          ),
        ),
      )
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('notificaciones as n')
            .select('n.id')
            .where('n.clave_origen', '=', claveReciboSql(sql.ref<string>('m.cobro_id')))
            .where('n.estado', '<>', 'cancelado'),
        ),
      )
      .orderBy('m.cobro_id')
      .orderBy('m.secuencia', 'desc')
      .execute();
  },

  /** Los nombres de los cobradores `ids`. */
  cobradores(manager: EntityManager, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db(manager).selectFrom('usuarios').select(['id', 'nombre']).where('id', 'in', ids).execute();
  },
};
