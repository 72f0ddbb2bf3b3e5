// Las consultas tipadas de los reportes (database/esquema.ts): las cifras de todo el rango (préstamos por estado y por
// día, cobros por día, cobrador y origen, clientes nuevos) y la foto de la mora de hoy. La base suma y cuenta; las
// bandas de mora y el PAR los reparte @cartera/dominio (agingMorosos, agingCuotas) sobre lo contado por días de atraso.
// Las filas de detalle siguen en SQL de texto (reportes.filas.ts), con el cursor del exporte.
import { ESTADOS_SIN_DESEMBOLSO } from '@cartera/dominio';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { deLaCarteraDe } from '../common/acceso-cartera';
import { ESTADOS_ABIERTOS_ESCRITOS } from '../database/estado-prestamo.sql';
import type { DB } from '../database/esquema';
import { db } from '../database/kysely';
import type { FiltrosResueltos, Pagina } from './reportes.rules';
import { hayFila, sumaOCero } from '../common/filas';
import { cobradorPorId } from '../usuarios/usuarios.consultas';
import { arreglo, diasHasta } from '../database/fragmentos';

type ConPrestamos = DB & { p: DB['prestamos'] };
type ConCobros = DB & { co: DB['cobros'] };

/** Los préstamos `p` de la cartera pedida (toda: sin condición). */
function carteraPrestamos(
  eb: ExpressionBuilder<ConPrestamos, 'p'>,
  f: FiltrosResueltos,
): Expression<SqlBool> {
  return f.cobradorId ? deLaCarteraDe(f.cobradorId) : eb.lit(true);
}

/** La página pedida de una lista (`limit … offset`); sin página o sin límite, todas sus filas (el exporte). */
export function paginar(pagina: Pagina | null) {
  return <D, T extends keyof D, O>(consulta: SelectQueryBuilder<D, T, O>): SelectQueryBuilder<D, T, O> => {
    if (pagina === null || pagina.limit === null) return consulta;
    return consulta.limit(pagina.limit).offset((pagina.page - 1) * pagina.limit);
  };
}

/**
 * Las columnas de un préstamo `p` en el detalle (ColumnasPrestamoReporte, reportes.filas.ts), con su cliente `c` y su
 * cobrador `u`, hoy o a un corte (reportes.al-corte.consultas.ts): cada consulta agrega su saldo.
 */
export const COLUMNAS_PRESTAMO_REPORTE = [
  'p.id',
  'p.numero',
  'p.fecha',
  'c.nombre as cliente',
  'c.cedula',
  'u.nombre as cobrador',
  'p.monto',
  'p.monto_refinanciado',
  'p.monto_total',
  'p.cuotas',
  'p.modalidad',
  'p.estado',
] as const;

/** Los cobros `co` de la cartera: de sus clientes o de los préstamos asignados (cada parte por su índice). */
function carteraCobros(eb: ExpressionBuilder<ConCobros, 'co'>, f: FiltrosResueltos): Expression<SqlBool> {
  if (!f.cobradorId) return eb.lit(true);
  const clientes = eb.selectFrom('clientes').select('id').where('cobrador_id', '=', f.cobradorId);
  const prestamos = eb.selectFrom('prestamos').select('id').where('cobrador_id', '=', f.cobradorId);
  return eb.or([
    eb('co.cliente_id', '=', eb.fn.any(arreglo(clientes))),
    eb('co.prestamo_id', '=', eb.fn.any(arreglo(prestamos))),
  ]);
}

export const consultasReportes = {
  /** Si el usuario es un cobrador (activo o no: sus reportes siguen valiendo). */
  async esCobrador(manager: EntityManager, usuarioId: string): Promise<boolean> {
    return hayFila(cobradorPorId(manager, usuarioId).select('id'));
  },

  /**
   * Préstamos con `fecha` en el rango, en una sola lectura (prestamos_fecha_reporte_idx, GROUPING SETS): por estado
   * (`por_estado`, con sus sumas) y por día (lo prestado de los que se desembolsaron).
   */
  prestamosDelRango(manager: EntityManager, f: FiltrosResueltos) {
    return db(manager)
      .selectFrom('prestamos as p')
      .select((eb) => {
        const neto = eb('p.monto', '-', eb.ref('p.monto_refinanciado'));
        return [
          // sql: GROUPING() de GROUPING SETS no tiene constructor en Kysely
          sql<boolean>`GROUPING(p.fecha) = 1`.as('por_estado'),
          // Con GROUPING SETS cada columna agrupada es NULL en las filas del otro grupo.
          eb.ref('p.estado').$castTo<string | null>().as('estado'),
          eb.ref('p.fecha').$castTo<string | null>().as('fecha'),
          eb.cast<number>(eb.fn.countAll(), 'integer').as('cantidad'),
          sumaOCero(eb, 'p.monto').as('monto'),
          sumaOCero(eb, neto).as('prestado'),
          eb.fn
            .coalesce(
              eb.fn.sum<string>(neto).filterWhere('p.estado', 'not in', ESTADOS_SIN_DESEMBOLSO),
              sql.lit('0'),
            )
            .as('prestado_vigente'),
          sumaOCero(eb, 'p.monto_total').as('monto_total'),
          sumaOCero(eb, 'p.saldo_pendiente').as('saldo'),
        ];
      })
      .where((eb) => eb.between('p.fecha', f.desde, f.hasta))
      .where((eb) => carteraPrestamos(eb, f))
      .groupBy(sql`GROUPING SETS ((p.estado), (p.fecha))`)
      .execute();
  },

  /** Lo anulado en el rango, por el día en que se anuló (los anulados quedan 'cancelado': prestamos_estado_idx). */
  anulacionesDelRango(manager: EntityManager, f: FiltrosResueltos) {
    return db(manager)
      .selectFrom('prestamos as p')
      .innerJoin('prestamos_movimientos as m', (j) =>
        j.onRef('m.prestamo_id', '=', 'p.id').on('m.tipo', '=', sql.lit('anulacion')),
      )
      .select((eb) => [
        'm.fecha',
        eb.fn.sum<string>(eb('p.monto', '-', eb.ref('p.monto_refinanciado'))).as('monto'),
      ])
      .where('p.estado', '=', sql.lit('cancelado'))
      .where((eb) => eb.between('m.fecha', f.desde, f.hasta))
      .where((eb) => carteraPrestamos(eb, f))
      .groupBy('m.fecha')
      .execute();
  },

  /**
   * Cobros del rango en una sola lectura de cobros_fecha_reporte_idx (GROUPING SETS): `grupo` 3 = por día, 5 = por
   * cobrador, 6 = por origen. `cantidad` y `monto` sin las recuperaciones de castigados; `_todas`, con ellas.
   */
  cobrosDelRango(manager: EntityManager, f: FiltrosResueltos) {
    return db(manager)
      .selectFrom((eb) =>
        eb
          .selectFrom('cobros as co')
          .select((e) => {
            const cobrado = e('co.origen', '<>', sql.lit('recuperacion'));
            return [
              // sql: GROUPING() de GROUPING SETS no tiene constructor en Kysely
              sql<number>`GROUPING(co.fecha, co.cobrador_id, co.origen)::int`.as('grupo'),
              // Con GROUPING SETS cada columna agrupada es NULL en las filas de los otros grupos.
              e.ref('co.fecha').$castTo<string | null>().as('fecha'),
              e.ref('co.cobrador_id').$castTo<string | null>().as('cobrador_id'),
              e.ref('co.origen').$castTo<string | null>().as('origen'),
              e.cast<number>(e.fn.countAll().filterWhere(cobrado), 'integer').as('cantidad'),
              e.fn.coalesce(e.fn.sum<string>('co.monto').filterWhere(cobrado), sql.lit('0')).as('monto'),
              e.cast<number>(e.fn.countAll(), 'integer').as('cantidad_todas'),
              e.fn.sum<string>('co.monto').as('monto_todas'),
            ];
          })
          .where((e) => e.between('co.fecha', f.desde, f.hasta))
          .where((e) => carteraCobros(e, f))
          .groupBy(sql`GROUPING SETS ((co.fecha), (co.cobrador_id), (co.origen))`)
          .as('g'),
      )
      .leftJoin('usuarios as u', 'u.id', 'g.cobrador_id')
      .select([
        'g.grupo',
        'g.fecha',
        'g.cobrador_id',
        'u.nombre',
        'g.origen',
        'g.cantidad',
        'g.monto',
        'g.cantidad_todas',
        'g.monto_todas',
      ])
      .execute();
  },

  /** Clientes creados en el rango (días de Bogotá), de la cartera pedida. */
  async clientesNuevos(manager: EntityManager, f: FiltrosResueltos): Promise<number> {
    const fila = await db(manager)
      .selectFrom('clientes')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('nuevos'))
      // sql: el comienzo del día de Bogotá: AT TIME ZONE no tiene constructor en Kysely
      .where('created_at', '>=', sql<Date>`(${f.desde}::date::timestamp AT TIME ZONE 'America/Bogota')`)
      // sql: el fin del día de Bogotá: AT TIME ZONE no tiene constructor en Kysely
      .where('created_at', '<', sql<Date>`((${f.hasta}::date + 1)::timestamp AT TIME ZONE 'America/Bogota')`)
      .$if(f.cobradorId !== null, (q) => q.where('cobrador_id', '=', f.cobradorId))
      .executeTakeFirstOrThrow();
    return fila.nuevos;
  },

  /**
   * Los préstamos en mora hoy (cuota impaga más antigua anterior a hoy, abiertos) contados por días de atraso:
   * cuántos y su saldo. Los días salen de `prestamos.primera_impaga` (su índice parcial de abiertos).
   */
  morososPorDias(manager: EntityManager, f: FiltrosResueltos) {
    return db(manager)
      .selectFrom('prestamos as p')
      .select((eb) => [
        diasHasta(f.hoy, 'p.primera_impaga').as('dias'),
        eb.cast<number>(eb.fn.countAll(), 'integer').as('prestamos'),
        eb.fn.sum<string>('p.saldo_pendiente').as('saldo'),
      ])
      .where('p.primera_impaga', '<', f.hoy)
      .where('p.estado', 'in', ESTADOS_ABIERTOS_ESCRITOS)
      .where((eb) => carteraPrestamos(eb, f))
      .groupBy(sql`1`)
      .execute();
  },

  /**
   * Cuotas atrasadas (impagas con fecha anterior a hoy) por días de atraso. Toda la cartera: de `cuotas_por_fecha`
   * (cuotas abiertas por fecha programada, que mantienen los disparadores de `cuotas`; unas pocas filas por día). La de
   * un cobrador: sus cuotas 'vencida' y las pendientes o parciales que vencieron desde el último recálculo (en sus
   * préstamos con `proxima_fecha` anterior a hoy).
   */
  cuotasAtrasadasPorDias(manager: EntityManager, f: FiltrosResueltos) {
    const base = db(manager);
    const cobradorId = f.cobradorId;
    if (!cobradorId) {
      return base
        .selectFrom('cuotas_por_fecha')
        .select((eb) => [
          diasHasta(f.hoy, 'fecha').as('dias'),
          eb.cast<number>(eb.fn.sum('abiertas'), 'integer').as('cuotas'),
        ])
        .where('fecha', '<', f.hoy)
        .groupBy(sql`1`)
        .execute();
    }
    const vencidas = base
      .selectFrom('cuotas as c')
      .select(diasHasta(f.hoy, 'c.fecha_programada').as('dias'))
      .where('c.estado', '=', sql.lit('vencida'))
      .where('c.fecha_programada', '<', f.hoy)
      .where('c.prestamo_id', 'in', (eb) =>
        eb.selectFrom('prestamos as p').select('p.id').where(deLaCarteraDe(cobradorId)),
      );
    const sinBarrer = base
      .selectFrom('prestamos as p')
      .innerJoin('cuotas as c', 'c.prestamo_id', 'p.id')
      .select(diasHasta(f.hoy, 'c.fecha_programada').as('dias'))
      .where('p.proxima_fecha', '<', f.hoy)
      .where(deLaCarteraDe(cobradorId))
      .where('c.estado', 'in', [sql.lit('pendiente'), sql.lit('parcial')])
      .where('c.fecha_programada', '<', f.hoy);
    return base
      .selectFrom(vencidas.unionAll(sinBarrer).as('atrasadas'))
      .select((eb) => ['atrasadas.dias', eb.cast<number>(eb.fn.countAll(), 'integer').as('cuotas')])
      .groupBy('atrasadas.dias')
      .execute();
  },

  /**
   * Saldo de la cartera abierta (activo, mora, vencido), el denominador de PAR30/PAR90. Toda la cartera: del registro
   * `prestamos_resumen` (lo mantienen los disparadores de `prestamos`; unas pocas filas); la de un cobrador, de sus
   * préstamos.
   */
  async saldoCarteraAbierta(manager: EntityManager, f: FiltrosResueltos): Promise<string> {
    const base = db(manager);
    const fila = f.cobradorId
      ? await base
          .selectFrom('prestamos as p')
          .select((eb) => sumaOCero(eb, 'p.saldo_pendiente').as('saldo'))
          .where('p.estado', 'in', ESTADOS_ABIERTOS_ESCRITOS)
          .where(deLaCarteraDe(f.cobradorId))
          .executeTakeFirstOrThrow()
      : await base
          .selectFrom('prestamos_resumen')
          .select((eb) => sumaOCero(eb, 'saldo').as('saldo'))
          .where('estado', 'in', ESTADOS_ABIERTOS_ESCRITOS)
          .executeTakeFirstOrThrow();
    return fila.saldo;
  },

  /** Los préstamos del rango, los más recientes primero: la página pedida (o todos, sin página) con su cliente. */
  detallePrestamos(manager: EntityManager, f: FiltrosResueltos, pagina: Pagina | null) {
    const delRango = db(manager)
      .selectFrom('prestamos as p')
      .selectAll('p')
      .where((eb) => eb.between('p.fecha', f.desde, f.hasta))
      .where((eb) => carteraPrestamos(eb, f))
      .orderBy('p.fecha', 'desc')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .$call(paginar(pagina));
    return db(manager)
      .selectFrom(delRango.as('p'))
      .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
      .leftJoin('usuarios as u', 'u.id', 'p.cobrador_id')
      .select([...COLUMNAS_PRESTAMO_REPORTE, 'p.saldo_pendiente'])
      .orderBy('p.fecha', 'desc')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc');
  },

  /** Los cobros del rango, los más recientes primero, con su préstamo, su cliente y quien cobró. */
  detalleCobros(manager: EntityManager, f: FiltrosResueltos, pagina: Pagina | null) {
    const delRango = db(manager)
      .selectFrom('cobros as co')
      .selectAll('co')
      .where((eb) => eb.between('co.fecha', f.desde, f.hasta))
      .where((eb) => carteraCobros(eb, f))
      .orderBy('co.fecha', 'desc')
      .orderBy('co.created_at', 'desc')
      .orderBy('co.id', 'desc')
      .$call(paginar(pagina));
    return db(manager)
      .selectFrom(delRango.as('co'))
      .innerJoin('prestamos as p', 'p.id', 'co.prestamo_id')
      .innerJoin('clientes as c', 'c.id', 'co.cliente_id')
      .leftJoin('usuarios as u', 'u.id', 'co.cobrador_id')
      .select([
        'co.id',
        'co.fecha',
        'p.numero',
        'c.nombre as cliente',
        'u.nombre as cobrador',
        'co.monto',
        'co.origen',
      ])
      .orderBy('co.fecha', 'desc')
      .orderBy('co.created_at', 'desc')
      .orderBy('co.id', 'desc');
  },

  /**
   * Los préstamos en mora hoy, más días de atraso primero (el orden de su índice), con sus cuotas atrasadas: las
   * marcadas 'vencida' (`cuotas_vencidas`, que el libro y el barrido dejan igual a su cuenta) más, sólo si el barrido
   * aún no pasó por él (`proxima_fecha` anterior a hoy), las pendientes o parciales que vencieron después; así un
   * exporte de decenas de miles de filas no cuenta las cuotas de cada préstamo.
   */
  detalleMorosos(manager: EntityManager, f: FiltrosResueltos, pagina: Pagina | null) {
    const enMora = db(manager)
      .selectFrom('prestamos as p')
      .select('p.id')
      .where('p.primera_impaga', '<', f.hoy)
      .where('p.estado', 'in', ESTADOS_ABIERTOS_ESCRITOS)
      .where((eb) => carteraPrestamos(eb, f))
      .orderBy('p.primera_impaga')
      .orderBy('p.id')
      .$call(paginar(pagina));
    return db(manager)
      .selectFrom(enMora.as('m'))
      .innerJoin('prestamos as p', 'p.id', 'm.id')
      .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
      .leftJoin('usuarios as u', 'u.id', 'p.cobrador_id')
      .select((eb) => [
        'p.id',
        'p.numero',
        'p.estado',
        diasHasta(f.hoy, 'p.primera_impaga').as('dias'),
        'p.saldo_pendiente',
        eb(
          'p.cuotas_vencidas',
          '+',
          eb
            .case()
            .when('p.proxima_fecha', '<', f.hoy)
            .then(
              eb
                .selectFrom('cuotas as cu')
                .select((e) => e.cast<number>(e.fn.countAll(), 'integer').as('n'))
                .whereRef('cu.prestamo_id', '=', 'p.id')
                .where('cu.estado', 'in', [sql.lit('pendiente'), sql.lit('parcial')])
                .where('cu.fecha_programada', '<', f.hoy),
            )
            .else(0)
            .end(),
        ).as('cuotas_vencidas'),
        'c.nombre as cliente',
        'c.telefono',
        'u.nombre as cobrador',
      ])
      .orderBy('p.primera_impaga')
      .orderBy('p.id');
  },
};
