// La consulta del reporte «Cartera» a una fecha de corte (docs/reportes.md), tipada contra el esquema: préstamo por
// préstamo y sumada por cobrador en la base, con la mora repartida en los rangos de RANGOS_MORA (@cartera/dominio).
import { RANGOS_MORA } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../../database/kysely';
import { diasHasta } from '../../database/fragmentos';

/** La columna de la mora de un rango (`mora_0` … en el orden de RANGOS_MORA). */
export const columnaMora = (i: number) => `mora_${i}` as const;

/**
 * La cartera al cierre de `fecha`, por cobrador:
 * - mayor: capital e interés pendientes con el reparto del libro mayor (saldos de 140505 y 140510 con fecha ≤ corte):
 *   el interés retenido de un préstamo adelantado y el refinanciado en un reenganche son interés, no capital, como en
 *   el balance;
 * - libro: lo castigado y lo que dice cómo estaban las cuotas al corte (reenganche, condonaciones, anulación);
 * - cuotas_mora: lo que cada cuota vencida antes del corte seguía debiendo ese día: su total menos lo que le aplicaron
 *   los cobros con fecha ≤ corte, menos lo refinanciado si el reenganche fue hasta el corte y lo condonado si no hubo
 *   condonaciones después (la cuota no guarda la fecha de su condonación); sólo préstamos con saldo al corte (uno
 *   castigado, liquidado o anulado no está en mora).
 */
export function carteraAlCorte(manager: EntityManager, fecha: string) {
  return db(manager)
    .with('mayor', (w) =>
      w
        .selectFrom('contabilidad_lineas as l')
        .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
        .select((eb) => {
          const neto = eb('l.debito', '-', eb.ref('l.credito'));
          return [
            'l.prestamo_id',
            eb.fn
              .coalesce(eb.fn.sum<string>(neto).filterWhere('c.clave', '=', 'cartera_capital'), sql.lit('0'))
              .as('capital'),
            eb.fn
              .coalesce(
                eb.fn.sum<string>(neto).filterWhere('c.clave', '=', 'cartera_intereses'),
                sql.lit('0'),
              )
              .as('interes'),
          ];
        })
        .where('c.clave', 'in', ['cartera_capital', 'cartera_intereses'])
        .where('l.fecha', '<=', fecha)
        .where('l.prestamo_id', 'is not', null)
        .groupBy('l.prestamo_id'),
    )
    .with('libro', (w) =>
      w
        .selectFrom('prestamos_movimientos as m')
        .leftJoin('mayor as ma', 'ma.prestamo_id', 'm.prestamo_id')
        .select((eb) => {
          const hubo = (tipo: string, cuando: '<=' | '>') =>
            eb.fn.coalesce(
              eb.fn.agg<boolean>('bool_or', [
                eb.and([eb('m.tipo', '=', tipo), eb('m.fecha', cuando, fecha)]),
              ]),
              sql.lit(false),
            );
          return [
            'm.prestamo_id',
            eb.fn.coalesce('ma.capital', sql.lit('0')).as('capital'),
            eb.fn.coalesce('ma.interes', sql.lit('0')).as('interes'),
            eb.fn
              .coalesce(
                eb.fn
                  .sum<string>('m.monto')
                  .filterWhere((f) => f.and([f('m.tipo', '=', 'castigo'), f('m.fecha', '<=', fecha)])),
                sql.lit('0'),
              )
              .as('castigado'),
            // Una anulación posterior al corte no cambia la cartera de ese día: sus cuotas siguen contando.
            hubo('anulacion', '<=').as('anulado_al_corte'),
            hubo('reenganche', '<=').as('reenganchado'),
            eb.not(hubo('condonacion', '>')).as('condonado_al_corte'),
          ];
        })
        .groupBy(['m.prestamo_id', 'ma.capital', 'ma.interes']),
    )
    .with('cuotas_mora', (w) =>
      w
        .selectFrom('cuotas as c')
        .innerJoin('libro as l', 'l.prestamo_id', 'c.prestamo_id')
        .select((eb) => [
          'c.prestamo_id',
          diasHasta(fecha, 'c.fecha_programada').as('dias'),
          // sql: lo abierto de la cuota: numeric menos una subconsulta escalar y dos CASE sobre el libro; el `-` de Kysely no encadena CASE
          sql<string>`c.monto_total
            - coalesce(${eb
              .selectFrom('cobros_aplicaciones as a')
              .innerJoin('cobros as co', 'co.id', 'a.cobro_id')
              .select((s) => s.fn.sum<string>('a.monto').as('aplicado'))
              .whereRef('a.cuota_id', '=', 'c.id')
              .where('co.fecha', '<=', fecha)}, 0)
            - CASE WHEN l.reenganchado THEN c.monto_refinanciado ELSE 0 END
            - CASE WHEN l.condonado_al_corte THEN c.monto_condonado ELSE 0 END`.as('abierto'),
        ])
        .where('c.fecha_programada', '<', fecha)
        .where((eb) => eb.or([eb('c.estado', '<>', 'anulada'), eb.not(eb.ref('l.anulado_al_corte'))]))
        .where((eb) => eb(eb('l.capital', '+', eb.ref('l.interes')), '>', sql.lit('0'))),
    )
    .with('mora', (w) =>
      w
        .selectFrom('cuotas_mora as cm')
        .select((eb) => [
          'cm.prestamo_id',
          ...RANGOS_MORA.map((rango, i) =>
            eb.fn
              .coalesce(
                eb.fn
                  .sum<string>(sql`greatest(cm.abierto, 0)`)
                  .filterWhere((f) =>
                    f.and([
                      f('cm.dias', '>=', rango.desde),
                      ...(rango.hasta === null ? [] : [f('cm.dias', '<=', rango.hasta)]),
                    ]),
                  ),
                sql.lit('0'),
              )
              .as(columnaMora(i)),
          ),
        ])
        .groupBy('cm.prestamo_id'),
    )
    .selectFrom('libro as l')
    .innerJoin('prestamos as p', 'p.id', 'l.prestamo_id')
    .leftJoin('usuarios as u', 'u.id', 'p.cobrador_id')
    .leftJoin('mora as mo', 'mo.prestamo_id', 'l.prestamo_id')
    .select((eb) => [
      'p.cobrador_id',
      'u.nombre as cobrador_nombre',
      eb
        .cast<number>(
          eb.fn.countAll().filterWhere(eb('l.capital', '+', eb.ref('l.interes')), '>', sql.lit('0')),
          'integer',
        )
        .as('prestamos'),
      eb.fn.sum<string>('l.capital').as('capital'),
      eb.fn.sum<string>('l.interes').as('interes'),
      eb.fn.sum<string>('l.castigado').as('castigado'),
      ...RANGOS_MORA.map((_rango, i) =>
        eb.fn.coalesce(eb.fn.sum<string>(`mo.${columnaMora(i)}`), sql.lit('0')).as(columnaMora(i)),
      ),
    ])
    .groupBy(['p.cobrador_id', 'u.nombre'])
    .having((eb) =>
      eb.or(
        (['l.capital', 'l.interes', 'l.castigado'] as const).map((c) => eb(eb.fn.sum(c), '<>', sql.lit('0'))),
      ),
    )
    .orderBy(sql`u.nombre NULLS LAST`)
    .orderBy('p.cobrador_id')
    .execute();
}
