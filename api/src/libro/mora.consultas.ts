// Las consultas del interés de mora de un préstamo (mora.ts, docs/decisiones/interes-de-mora.md), tipadas contra el
// esquema (database/esquema.ts). El préstamo ya está bloqueado por quien llama.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { COLUMNAS_CUOTA, aplicadoPorCuota, filasEnMemoria } from './libro.consultas';
import { sumaOCero } from '../common/filas';

export const consultasMora = {
  /**
   * Lo que rige la mora de un préstamo en `fecha`, en una sentencia: lo causado y pendiente, la configuración de la
   * organización, la tasa de usura vigente, desde cuándo existe el préstamo para el libro y lo que el libro mayor
   * tiene por cobrar de él (140505 y 140510). Undefined: el préstamo no existe.
   */
  estado(manager: EntityManager, prestamoId: string, fecha: string) {
    return consultaEstado(manager, prestamoId, fecha).executeTakeFirst();
  },

  /**
   * `estado` y, en la misma sentencia, las cuotas del préstamo por número con lo que el libro les aplicó (las columnas
   * de consultasLibro.cuotasDe, en JSON: los montos llegan como número): lo que un cobro lee antes de escribir.
   */
  estadoConCuotas(manager: EntityManager, prestamoId: string, fecha: string) {
    return consultaEstado(manager, prestamoId, fecha)
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('cuotas as c')
            .leftJoin(aplicadoPorCuota(db(manager), prestamoId), (join) => join.onRef('a.cuota_id', '=', 'c.id'))
            .select([...COLUMNAS_CUOTA, 'a.pagado', 'a.ultima_fecha'])
            .whereRef('c.prestamo_id', '=', 'p.id')
            .orderBy('c.numero'),
        ).as('cuotas'),
      )
      .executeTakeFirst();
  },

  /** Suma la mora causada a cada cuota (pesos, como texto), en una sentencia. */
  async sumarACuotas(manager: EntityManager, porCuota: ReadonlyArray<{ id: string; mora: string }>) {
    if (porCuota.length === 0) return;
    await db(manager)
      .updateTable('cuotas as c')
      .from(filasEnMemoria<{ id: string; mora: string }>(porCuota, { id: 'uuid', mora: 'numeric' }))
      .set((eb) => ({ mora_causada: eb('c.mora_causada', '+', eb.ref('v.mora')), updated_at: sql`now()` }))
      .whereRef('c.id', '=', 'v.id')
      .execute();
  },

  /** Suma lo causado (pesos) al préstamo, causada y pendiente, y corre hasta dónde va. */
  async sumarAlPrestamo(manager: EntityManager, prestamoId: string, pesos: number, hasta: string) {
    await db(manager)
      .updateTable('prestamos')
      .set((eb) => ({
        mora_causada: eb('mora_causada', '+', String(pesos)),
        mora_pendiente: eb('mora_pendiente', '+', String(pesos)),
        // sql: greatest no tiene constructor en Kysely
        mora_causada_hasta: sql<string>`greatest(coalesce(mora_causada_hasta, ${hasta}::date), ${hasta}::date)`,
      }))
      .where('id', '=', prestamoId)
      .execute();
  },

  /** Suma (o resta, con signo) pesos a la mora pendiente del préstamo. */
  async moverPendiente(manager: EntityManager, prestamoId: string, pesos: number) {
    await db(manager)
      .updateTable('prestamos')
      .set((eb) => ({ mora_pendiente: eb('mora_pendiente', '+', String(pesos)) }))
      .where('id', '=', prestamoId)
      .execute();
  },
};

/** La sentencia de `estado`, para leerla sola o con las cuotas. */
function consultaEstado(manager: EntityManager, prestamoId: string, fecha: string) {
  return db(manager)
    .selectFrom('prestamos as p')
    .innerJoin('configuracion_organizacion as o', (join) => join.on('o.id', '=', 1))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('contabilidad_lineas as l')
          .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
          .select((s) => [
            s.fn.sum<string>(s('l.debito', '-', s.ref('l.credito'))).filterWhere('c.clave', '=', 'cartera_capital').as('capital'),
            s.fn.sum<string>(s('l.debito', '-', s.ref('l.credito'))).filterWhere('c.clave', '=', 'cartera_intereses').as('interes'),
          ])
          .whereRef('l.prestamo_id', '=', 'p.id')
          .where('c.clave', 'in', ['cartera_capital', 'cartera_intereses'])
          .as('lm'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'p.mora_pendiente',
      'p.mora_causada',
      'p.mora_causada_hasta',
      'o.mora_activa',
      'o.mora_tasa',
      'o.mora_periodicidad',
      'o.mora_dias_gracia',
      'o.mora_desde',
      eb
        .selectFrom('cuotas as q')
        .select((s) => sumaOCero(s, 'q.mora_causada').as('total'))
        .whereRef('q.prestamo_id', '=', 'p.id')
        .as('cuotas_causado'),
      eb
        .selectFrom('tasas_usura as t')
        .select('t.tasa')
        .whereRef('t.tipo_credito', '=', 'p.tipo_credito')
        .where('t.desde', '<=', fecha)
        .where('t.hasta', '>=', fecha)
        .orderBy('t.desde', 'desc')
        .limit(1)
        .as('tope'),
      'p.fecha',
      'p.fecha_corte',
      'p.monto',
      eb
        .selectFrom('prestamos_movimientos as m')
        .select((s) => s.fn.min('m.fecha').as('primero'))
        .whereRef('m.prestamo_id', '=', 'p.id')
        .where('m.tipo', '=', 'desembolso')
        .as('desembolso_libro'),
      'p.tipo_amortizacion',
      'p.prestamo_origen_id',
      'lm.capital as cartera_capital',
      'lm.interes as cartera_interes',
    ])
    .where('p.id', '=', prestamoId);
}
