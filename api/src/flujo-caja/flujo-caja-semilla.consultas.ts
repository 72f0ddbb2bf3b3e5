// Las consultas de la semilla del flujo de caja (flujo-caja.semilla.ts), tipadas contra el esquema (database/esquema.ts).
// Sólo leen y escriben: el punto más bajo de la caja lo recorre la semilla, día por día.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { hayFila } from '../common/filas';
import { cobradoresActivos } from '../usuarios/usuarios.consultas';

export const consultasSemillaFlujo = {
  async hayMovimientos(manager: EntityManager): Promise<boolean> {
    return hayFila(db(manager).selectFrom('movimientos_caja').select('id').limit(1));
  },

  /** Los movimientos quedan registrados el mismo día de su fecha, en horario de oficina de Bogotá (nunca en el futuro). */
  async fecharEnHorarioDeOficina(manager: EntityManager): Promise<void> {
    // sql: aritmética de fechas de PostgreSQL (hora local de Bogotá más un minuto al azar estable por id): sin equivalente en Kysely
    const instante = sql<Date>`least(now(), ((fecha + time '09:00') + (abs(hashtext(id::text)) % 540) * interval '1 minute')
                                 AT TIME ZONE 'America/Bogota')`;
    await db(manager)
      .updateTable('movimientos_caja')
      .set({ created_at: instante, updated_at: instante })
      .execute();
  },

  cobradoresActivos(manager: EntityManager) {
    return cobradoresActivos(manager).select(['id', 'nombre']).execute();
  },

  /** Lo cobrado por cada cobrador en cada mes desde `desde` (primer día de un mes). */
  cobradoPorMes(manager: EntityManager, desde: string) {
    // Una fila por oficina de los cobros: se suman las del cobrador en el mes.
    return db(manager)
      .selectFrom('cobros_cobrador_mes')
      .select((eb) => ['cobrador_id', 'mes', eb.fn.sum<string>('monto').as('monto')])
      .where('mes', '>=', desde)
      .groupBy(['cobrador_id', 'mes'])
      .execute();
  },

  /** Las motos de garantías ejecutadas con placa y avalúo: el día (Bogotá) en que se ejecutaron, por número de préstamo. */
  motosRecuperadas(manager: EntityManager) {
    return db(manager)
      .selectFrom('garantias as g')
      .innerJoin('prestamos as p', 'p.id', 'g.prestamo_id')
      .select([
        // sql: el día en Bogotá del instante en que se ejecutó: AT TIME ZONE no tiene equivalente en Kysely
        sql<string>`(g.updated_at AT TIME ZONE 'America/Bogota')::date`.as('ejecutada'),
        'g.identificador_legal as placa',
        'p.numero',
        'g.valor_avaluo as avaluo',
      ])
      .where('g.estado', '=', 'ejecutada')
      .where('g.tipo', '=', 'vehiculo')
      .where('g.valor_avaluo', '>', '0')
      .where('g.identificador_legal', 'is not', null)
      .orderBy('p.numero')
      .execute();
  },

  /** Lo que entró menos lo que salió de la caja de la oficina en el libro mayor, por día. */
  netoCajaOficinaPorDia(manager: EntityManager) {
    return db(manager)
      .selectFrom('contabilidad_lineas as l')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
      .select((eb) => ['l.fecha', eb.fn.sum<string>(eb('l.debito', '-', eb.ref('l.credito'))).as('neto')])
      .where('c.clave', '=', 'caja_oficina')
      .groupBy('l.fecha')
      .execute();
  },

  /** Por día: cobros + interés retenido − desembolsos (caja_diaria). */
  carteraPorDia(manager: EntityManager) {
    return db(manager)
      .selectFrom('caja_diaria')
      .select((eb) => [
        'fecha',
        eb.fn.sum<string>('cobros').as('cobros'),
        eb.fn.sum<string>('retenido').as('retenido'),
        eb.fn.sum<string>('desembolsado').as('desembolsado'),
      ])
      .groupBy('fecha')
      .execute();
  },

  /** Por día: lo que entró y lo que salió en movimientos de caja. */
  movimientosPorDia(manager: EntityManager) {
    return db(manager)
      .selectFrom('movimientos_caja')
      .select((eb) => [
        'fecha',
        eb.fn
          .coalesce(eb.fn.sum<string>('monto').filterWhere('tipo', '=', 'ingreso'), sql.lit('0'))
          .as('ingresos'),
        eb.fn
          .coalesce(eb.fn.sum<string>('monto').filterWhere('tipo', '<>', 'ingreso'), sql.lit('0'))
          .as('egresos'),
      ])
      .groupBy('fecha')
      .execute();
  },
};
