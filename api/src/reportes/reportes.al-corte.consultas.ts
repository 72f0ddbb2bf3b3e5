// Los reportes de préstamos y de morosos a un corte dentro del periodo cerrado (docs/decisiones/reportes-al-cierre.md):
// cada préstamo como lo dejan los asientos de su libro (prestamos_movimientos) y los cobros con fecha hasta el corte,
// que nada posterior reescribe (una anulación, un cobro, un castigo después del corte llevan su propia fecha). La base
// lee y suma; el estado de cada préstamo a ese día lo decide `estadoAlCorte` (@cartera/dominio).
import { sql, type ExpressionBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { DB } from '../database/esquema';
import { db } from '../database/kysely';
import { deLaCarteraDe } from '../common/acceso-cartera';
import { sumaOCero } from '../common/filas';
import type { FiltrosResueltos, Pagina } from './reportes.rules';
import { diasHasta } from '../database/fragmentos';
import { COLUMNAS_PRESTAMO_REPORTE, paginar } from './reportes.consultas';

type ConPrestamos = DB & { p: DB['prestamos'] };

/**
 * El libro del préstamo `p` al corte: su saldo (lo pactado menos lo cobrado, condonado, castigado y refinanciado con
 * fecha ≤ corte: la identidad de `libroDeMovimientos` y de la verificación) y los hechos que lo cierran hasta ese día.
 * `condonado_despues`: hubo una condonación posterior (la cuota no guarda la fecha de la suya; como en la cartera al
 * corte, lo condonado de sus cuotas cuenta como deuda de ese día).
 */
function libroAlCorte(eb: ExpressionBuilder<ConPrestamos, 'p'>, corte: string) {
  const hubo = (tipo: string) =>
    // sql: bool_or no tiene constructor en Kysely (su eb.fn.agg también pide el tipo a mano), y va dentro de coalesce
    sql<boolean>`coalesce(bool_or(m.tipo = ${tipo} AND m.fecha <= ${corte}), false)`;
  return eb
    .selectFrom('prestamos_movimientos as m')
    .whereRef('m.prestamo_id', '=', 'p.id')
    .select([
      // sql: la suma con signo por tipo de movimiento (la identidad de libroDeMovimientos) con FILTER dentro de coalesce: en el constructor, un eb.case de ocho ramas
      sql<string>`coalesce(sum(CASE m.tipo
          WHEN 'desembolso' THEN m.monto WHEN 'reversion' THEN m.monto
          WHEN 'anulacion' THEN -m.monto WHEN 'cobro' THEN -m.monto WHEN 'liquidacion' THEN -m.monto
          WHEN 'condonacion' THEN -m.monto WHEN 'castigo' THEN -m.monto WHEN 'reenganche' THEN -m.monto
          ELSE 0 END) FILTER (WHERE m.fecha <= ${corte}), 0)`.as('saldo'),
      hubo('desembolso').as('desembolsado'),
      hubo('anulacion').as('anulado'),
      hubo('castigo').as('castigado'),
      hubo('reenganche').as('reenganchado'),
      // sql: bool_or no tiene constructor en Kysely (su eb.fn.agg también pide el tipo a mano), y va dentro de coalesce
      sql<boolean>`coalesce(bool_or(m.tipo = 'condonacion' AND m.fecha > ${corte}), false)`.as(
        'condonado_despues',
      ),
    ])
    .as('lc');
}

/**
 * Lo que cada cuota del préstamo `p` seguía debiendo al corte: su total menos lo que le aplicaron los cobros con fecha
 * ≤ corte, menos lo refinanciado si el reenganche fue hasta el corte y lo condonado si no hubo condonaciones después.
 */
function cuotasAlCorte(
  eb: ExpressionBuilder<
    ConPrestamos & { lc: { reenganchado: boolean; condonado_despues: boolean } },
    'p' | 'lc'
  >,
  corte: string,
) {
  return eb
    .selectFrom('cuotas as c')
    .whereRef('c.prestamo_id', '=', 'p.id')
    .select([
      'c.fecha_programada as fecha',
      // sql: lo abierto de la cuota: numeric menos una subconsulta escalar y dos CASE sobre la lateral lc; el `-` de Kysely no encadena CASE
      sql<string>`c.monto_total
        - coalesce((SELECT sum(a.monto) FROM cobros_aplicaciones a JOIN cobros co ON co.id = a.cobro_id
                    WHERE a.cuota_id = c.id AND co.fecha <= ${corte}), 0)
        - CASE WHEN lc.reenganchado THEN c.monto_refinanciado ELSE 0 END
        - CASE WHEN lc.condonado_despues THEN 0 ELSE c.monto_condonado END`.as('abierto'),
    ]);
}

/** Cada préstamo `p` con su libro al corte `lc`. */
function prestamosConLibroAlCorte(manager: EntityManager, corte: string) {
  return db(manager)
    .selectFrom('prestamos as p')
    .innerJoinLateral(
      (eb) => libroAlCorte(eb, corte),
      (j) => j.onTrue(),
    );
}

/** Cada préstamo de la cartera pedida con su libro y sus cuotas al corte `f.hasta` (las claves de `estadoAlCorte`). */
function prestamosAlCorte(manager: EntityManager, f: FiltrosResueltos) {
  const corte = f.hasta;
  return prestamosConLibroAlCorte(manager, corte)
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom(cuotasAlCorte(eb, corte).as('q'))
          .select((e) => {
            const vencidaAbierta = e.and([e('q.abierto', '>', sql.lit('0')), e('q.fecha', '<', corte)]);
            return [
              e.cast<number>(e.fn.countAll().filterWhere(vencidaAbierta), 'integer').as('cuotas_vencidas'),
              e.fn.min('q.fecha').filterWhere(vencidaAbierta).$castTo<string | null>().as('primera_impaga'),
              e.fn.max('q.fecha').$castTo<string | null>().as('vencimiento'),
            ];
          })
          .as('cc'),
      (j) => j.onTrue(),
    )
    .where((eb) => (f.cobradorId ? deLaCarteraDe(f.cobradorId) : eb.lit(true)));
}

/** Las claves de `estadoAlCorte` de cada préstamo (además de su estado de hoy). */
const CLAVES_AL_CORTE = (corte: string) =>
  [
    // sql: fuera de un `eb`: la lista y la condición se comparten entre consultas de tablas distintas, y sin él nada conoce las laterales lc y cc
    sql<boolean>`lc.saldo > 0`.as('con_saldo'),
    // sql: fuera de un `eb`: la lista y la condición se comparten entre consultas de tablas distintas, y sin él nada conoce las laterales lc y cc
    sql<boolean>`coalesce(cc.cuotas_vencidas, 0) > 0`.as('con_cuotas_vencidas'),
    // sql: fuera de un `eb`: la lista y la condición se comparten entre consultas de tablas distintas, y sin él nada conoce las laterales lc y cc
    sql<boolean>`coalesce(cc.vencimiento < ${corte}, false)`.as('plan_vencido'),
    'lc.desembolsado',
    'lc.anulado',
    'lc.castigado',
    'lc.reenganchado',
  ] as const;

/** Las filas de un detalle al corte: cada préstamo con su cliente `c`, su cobrador `u` y las claves de `estadoAlCorte`. */
function detalleAlCorte(manager: EntityManager, f: FiltrosResueltos) {
  return prestamosAlCorte(manager, f)
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .leftJoin('usuarios as u', 'u.id', 'p.cobrador_id')
    .select(CLAVES_AL_CORTE(f.hasta));
}

/** Un préstamo abierto al corte (desembolsado, sin anulación, castigo ni reenganche hasta ese día) con cuotas atrasadas. */
// sql: fuera de un `eb`: la lista y la condición se comparten entre consultas de tablas distintas, y sin él nada conoce las laterales lc y cc
const enMoraAlCorte = sql<boolean>`lc.desembolsado AND NOT lc.anulado AND NOT lc.castigado AND NOT lc.reenganchado
  AND cc.primera_impaga IS NOT NULL`;

export const consultasReportesAlCorte = {
  /**
   * Los préstamos con `fecha` en el rango, agrupados por el estado de hoy y las claves de `estadoAlCorte`: cuántos y
   * sus sumas, con el saldo al corte.
   */
  prestamosPorClave(manager: EntityManager, f: FiltrosResueltos) {
    return prestamosAlCorte(manager, f)
      .select(CLAVES_AL_CORTE(f.hasta))
      .select((eb) => [
        'p.estado',
        eb.cast<number>(eb.fn.countAll(), 'integer').as('cantidad'),
        sumaOCero(eb, 'p.monto').as('monto'),
        sumaOCero(eb, eb('p.monto', '-', eb.ref('p.monto_refinanciado'))).as('prestado'),
        sumaOCero(eb, 'p.monto_total').as('monto_total'),
        sumaOCero(eb, 'lc.saldo').as('saldo'),
      ])
      .where((eb) => eb.between('p.fecha', f.desde, f.hasta))
      .groupBy(sql`1, 2, 3, 4, 5, 6, 7, p.estado`)
      .execute();
  },

  /**
   * Los préstamos del rango, los más recientes primero (el orden del detalle de siempre), con su saldo al corte y las
   * claves de su estado de ese día: la página pedida (o todos, sin página).
   */
  detallePrestamos(manager: EntityManager, f: FiltrosResueltos, pagina: Pagina | null) {
    return detalleAlCorte(manager, f)
      .select([...COLUMNAS_PRESTAMO_REPORTE, 'lc.saldo as saldo_pendiente', sql.val(f.hasta).as('corte')])
      .where((eb) => eb.between('p.fecha', f.desde, f.hasta))
      .orderBy('p.fecha', 'desc')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .$call(paginar(pagina));
  },

  /** Los préstamos en mora al corte contados por días de atraso (corte − su cuota impaga más antigua): cuántos y su saldo. */
  morososPorDias(manager: EntityManager, f: FiltrosResueltos) {
    return prestamosAlCorte(manager, f)
      .select((eb) => [
        diasHasta(f.hasta, 'cc.primera_impaga').as('dias'),
        eb.cast<number>(eb.fn.countAll(), 'integer').as('prestamos'),
        eb.fn.sum<string>('lc.saldo').as('saldo'),
      ])
      .where(enMoraAlCorte)
      .groupBy(sql`1`)
      .execute();
  },

  /** Las cuotas atrasadas al corte (con fecha anterior y algo por pagar ese día) de los préstamos abiertos, por días. */
  cuotasAtrasadasPorDias(manager: EntityManager, f: FiltrosResueltos) {
    const corte = f.hasta;
    return prestamosConLibroAlCorte(manager, corte)
      .innerJoinLateral(
        (eb) => cuotasAlCorte(eb, corte).as('q'),
        (j) => j.onTrue(),
      )
      .select((eb) => [
        diasHasta(corte, 'q.fecha').as('dias'),
        eb.cast<number>(eb.fn.countAll(), 'integer').as('cuotas'),
      ])
      .where('lc.desembolsado', '=', true)
      .where('lc.anulado', '=', false)
      .where('lc.castigado', '=', false)
      .where('lc.reenganchado', '=', false)
      .where('q.abierto', '>', sql.lit('0'))
      .where('q.fecha', '<', corte)
      .where((eb) => (f.cobradorId ? deLaCarteraDe(f.cobradorId) : eb.lit(true)))
      .groupBy(sql`1`)
      .execute();
  },

  /** El saldo de la cartera abierta al corte (desembolsada, sin cerrar y con saldo ese día): el denominador del PAR. */
  async saldoCarteraAbierta(manager: EntityManager, f: FiltrosResueltos): Promise<string> {
    const fila = await prestamosAlCorte(manager, f)
      .select((eb) => sumaOCero(eb, 'lc.saldo').as('saldo'))
      .where('lc.desembolsado', '=', true)
      .where('lc.anulado', '=', false)
      .where('lc.castigado', '=', false)
      .where('lc.reenganchado', '=', false)
      .where('lc.saldo', '>', sql.lit('0'))
      .executeTakeFirstOrThrow();
    return fila.saldo;
  },

  /** Los préstamos en mora al corte, más días de atraso primero, con su cliente: la página pedida (o todos). */
  detalleMorosos(manager: EntityManager, f: FiltrosResueltos, pagina: Pagina | null) {
    return detalleAlCorte(manager, f)
      .select([
        'p.id',
        'p.numero',
        'p.estado',
        diasHasta(f.hasta, 'cc.primera_impaga').as('dias'),
        'lc.saldo as saldo_pendiente',
        'cc.cuotas_vencidas',
        sql.val(f.hasta).as('corte'),
        'c.nombre as cliente',
        'c.telefono',
        'u.nombre as cobrador',
      ])
      .where(enMoraAlCorte)
      .orderBy(sql`cc.primera_impaga`)
      .orderBy('p.id')
      .$call(paginar(pagina));
  },
};
