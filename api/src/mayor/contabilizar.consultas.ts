// Las lecturas con que se contabiliza, tipadas contra el esquema (database/esquema.ts,
// docs/decisiones/acceso-tipado-a-datos.md): lo que el libro mayor tiene por cobrar de un préstamo y lo que dejó en él
// un cobro, el préstamo y los comprobantes que una reversión o una anulación deshacen, los gastos, las entregas, los
// movimientos y el saldo inicial de caja por contabilizar, y lo que todavía no tiene comprobante. Montos en pesos,
// como texto (así llega un numeric de node-postgres); fechas 'YYYY-MM-DD'.
import { sql, type ExpressionBuilder, type NotNull } from 'kysely';
import type { EntityManager } from 'typeorm';
import { filaOrganizacion } from '../organizacion/organizacion.sql';
import type { ContabilidadLineas, DB } from '../database/esquema';
import { db } from '../database/kysely';
import { prestamoPorId } from '../database/prestamos.filas';

/** Débito − crédito de las líneas `l`, sumado; 0 sin líneas. */
function netoDeLineas(eb: ExpressionBuilder<DB & { l: ContabilidadLineas }, 'l'>) {
  return eb.fn.coalesce(eb.fn.sum<string>(eb('l.debito', '-', eb.ref('l.credito'))), sql.lit('0'));
}

/** Las líneas `l` con su cuenta `c`. */
function lineasConCuenta(manager: EntityManager) {
  return db(manager)
    .selectFrom('contabilidad_lineas as l')
    .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id');
}

export const consultasContabilizar = {
  /** Capital e interés pactado que el libro mayor tiene por cobrar de un préstamo. */
  saldoPrestamo(manager: EntityManager, prestamoId: string) {
    return lineasConCuenta(manager)
      .select((eb) => {
        const neto = eb.fn.sum<string>(eb('l.debito', '-', eb.ref('l.credito')));
        return [
          eb.fn.coalesce(neto.filterWhere('c.clave', '=', 'cartera_capital'), sql.lit('0')).as('capital'),
          eb.fn.coalesce(neto.filterWhere('c.clave', '=', 'cartera_intereses'), sql.lit('0')).as('interes'),
        ];
      })
      .where('l.prestamo_id', '=', prestamoId)
      .where('c.clave', 'in', ['cartera_capital', 'cartera_intereses'])
      .executeTakeFirstOrThrow();
  },

  /** Quién tiene el efectivo de un cobro, su cuenta de recaudo y si su entrega ya se confirmó. */
  cajaDelCobro(manager: EntityManager, cobroId: string) {
    return db(manager)
      .selectFrom('cobros as co')
      .leftJoin('caja_entregas as e', 'e.id', 'co.entrega_id')
      .select((eb) => [
        'co.en_poder_de',
        'co.cuenta_pago_id',
        eb.fn.coalesce(eb('e.estado', '=', 'confirmada'), sql.lit(false)).$castTo<boolean>().as('entregado'),
      ])
      .where('co.id', '=', cobroId)
      .executeTakeFirst();
  },

  /** Lo que un cobro dejó en el mayor en los comprobantes de un préstamo: neto por cuenta. */
  restoDelCobro(manager: EntityManager, prestamoId: string, cobroId: string) {
    return lineasConCuenta(manager)
      .select((eb) => ['c.clave', 'c.cobrador_id', 'c.cuenta_pago_id', eb.fn.sum<string>(eb('l.debito', '-', eb.ref('l.credito'))).as('neto')])
      .where('l.cobro_id', '=', cobroId)
      .where((eb) =>
        eb.or([
          eb('l.prestamo_id', '=', prestamoId),
          eb('c.clave', '=', 'caja_oficina'),
          eb('c.cobrador_id', 'is not', null),
          eb('c.cuenta_pago_id', 'is not', null),
        ]),
      )
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('contabilidad_lineas as m')
            .select('m.id')
            .whereRef('m.asiento_id', '=', 'l.asiento_id')
            .where('m.prestamo_id', '=', prestamoId),
        ),
      )
      .groupBy(['c.clave', 'c.cobrador_id', 'c.cuenta_pago_id'])
      .execute();
  },

  /** Lo que contabilizar necesita de un préstamo. */
  prestamo(manager: EntityManager, prestamoId: string) {
    return prestamoPorId(manager, prestamoId)
      .select(['numero', 'cliente_id', 'tipo_amortizacion', 'prestamo_origen_id', 'monto', 'fecha_corte'])
      .executeTakeFirstOrThrow();
  },

  /** De dónde salió un cobro (uno `importacion` es historia anterior al corte: apertura.ts). */
  async origenDelCobro(manager: EntityManager, cobroId: string): Promise<string | undefined> {
    const fila = await db(manager).selectFrom('cobros').select('origen').where('id', '=', cobroId).executeTakeFirst();
    return fila?.origen;
  },

  /** El comprobante que una reversión deshace: el último del cobro en ese préstamo que lo llevó a la cartera. */
  async comprobanteDelCobro(manager: EntityManager, cobroId: string, prestamoId: string): Promise<string | null> {
    const fila = await db(manager)
      .selectFrom('contabilidad_asientos as a')
      .select('a.id')
      .where('a.tipo', 'in', ['cobro', 'liquidacion', 'recuperacion'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('contabilidad_lineas as l')
            .select('l.id')
            .whereRef('l.asiento_id', '=', 'a.id')
            .where('l.cobro_id', '=', cobroId)
            .where('l.prestamo_id', '=', prestamoId),
        ),
      )
      .orderBy('a.numero', 'desc')
      .limit(1)
      .executeTakeFirst();
    return fila?.id ?? null;
  },

  /** El comprobante que abrió la cartera de un préstamo (su desembolso, o el reenganche del que nació). */
  async comprobanteDelDesembolso(manager: EntityManager, prestamoId: string): Promise<string | null> {
    const fila = await db(manager)
      .selectFrom('contabilidad_asientos as a')
      .select('a.id')
      .where('a.tipo', 'in', ['desembolso', 'reenganche'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('contabilidad_lineas as l')
            .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
            .select('l.id')
            .whereRef('l.asiento_id', '=', 'a.id')
            .where('l.prestamo_id', '=', prestamoId)
            .where('c.clave', '=', 'cartera_capital')
            .where('l.debito', '>', '0'),
        ),
      )
      .orderBy('a.numero')
      .limit(1)
      .executeTakeFirst();
    return fila?.id ?? null;
  },

  /** El préstamo nuevo de un reenganche y su desembolso. */
  prestamoDelReenganche(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('prestamos as p')
      .innerJoin('prestamos_movimientos as d', (join) =>
        join.onRef('d.prestamo_id', '=', 'p.id').on('d.tipo', '=', 'desembolso'),
      )
      .select(['p.id', 'p.numero', 'p.cliente_id', 'd.id as movimiento_id', 'd.monto', 'd.efectivo'])
      .where('p.prestamo_origen_id', '=', prestamoId)
      .orderBy('d.secuencia', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Un gasto de cobrador aceptado, con el nombre del cobrador. */
  gastoAceptado(manager: EntityManager, gastoId: string) {
    return db(manager)
      .selectFrom('caja_gastos as g')
      .innerJoin('usuarios as u', 'u.id', 'g.cobrador_id')
      .select(['g.cobrador_id', 'g.fecha', 'g.monto', 'g.concepto', 'u.nombre', 'g.oficina_id'])
      .where('g.id', '=', gastoId)
      .where('g.estado', '=', 'aceptado')
      .executeTakeFirst();
  },

  /** Una entrega confirmada, con el nombre del cobrador. */
  entregaConfirmada(manager: EntityManager, entregaId: string) {
    return (
      db(manager)
        .selectFrom('caja_entregas as e')
        .innerJoin('usuarios as u', 'u.id', 'e.cobrador_id')
        .select([
          'e.cobrador_id',
          'e.numero',
          'e.fecha_confirmacion as fecha',
          'e.esperado',
          'e.monto_recibido as recibido',
          'e.confirmado_por',
          'u.nombre',
          'e.oficina_id',
        ])
        .where('e.id', '=', entregaId)
        .where('e.estado', '=', 'confirmada')
        // Una entrega confirmada tiene su fecha de confirmación y lo recibido: lo exige un CHECK de caja_entregas.
        .$narrowType<{ fecha: NotNull; recibido: NotNull }>()
        .executeTakeFirst()
    );
  },

  /** Lo que un cobrador debe en el libro mayor: su saldo en 136530 (faltantes de cobradores). */
  deudaCobrador(manager: EntityManager, cobradorId: string) {
    return lineasConCuenta(manager)
      .select((eb) => netoDeLineas(eb).as('deuda'))
      .where('c.clave', '=', 'faltantes_cobradores')
      .where('l.cobrador_id', '=', cobradorId)
      .executeTakeFirstOrThrow();
  },

  /** Un movimiento de caja de la oficina. */
  movimientoCaja(manager: EntityManager, movimientoId: string) {
    return db(manager)
      .selectFrom('movimientos_caja')
      .select(['fecha', 'tipo', 'categoria', 'concepto', 'monto', 'entrega_id', 'oficina_id'])
      .where('id', '=', movimientoId)
      .executeTakeFirst();
  },

  /** El saldo inicial de caja y su fecha (undefined: sin configuración). */
  saldoInicial(manager: EntityManager) {
    return filaOrganizacion(manager)
      .select(['saldo_inicial_caja as monto', 'fecha_saldo_inicial as fecha'])
      .executeTakeFirst();
  },

  /** Lo que un comprobante movió en la caja de la oficina. */
  cajaDeUnAsiento(manager: EntityManager, asientoId: string) {
    return lineasConCuenta(manager)
      .select((eb) => netoDeLineas(eb).as('neto'))
      .where('l.asiento_id', '=', asientoId)
      .where('c.clave', '=', 'caja_oficina')
      .executeTakeFirstOrThrow();
  },

  /** Los asientos del libro de préstamos que todavía no tienen comprobante, en el orden del libro. */
  movimientosSinComprobante(manager: EntityManager) {
    return db(manager)
      .selectFrom('prestamos_movimientos as m')
      .select([
        'm.id',
        'm.prestamo_id',
        'm.tipo',
        'm.fecha',
        'm.monto',
        'm.interes',
        'm.efectivo',
        'm.cobro_id',
        'm.registrado_por',
        'm.capital_primero',
      ])
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('contabilidad_lineas as l').select('l.id').whereRef('l.movimiento_id', '=', 'm.id'))),
      )
      .orderBy('m.secuencia')
      .execute();
  },

  /** Los gastos aceptados sin comprobante, por fecha. */
  gastosSinComprobante(manager: EntityManager) {
    return db(manager)
      .selectFrom('caja_gastos as f')
      .select('f.id')
      .where('f.estado', '=', 'aceptado')
      .where((eb) => eb.not(eb.exists(comprobanteDe(eb, 'gasto'))))
      .orderBy('f.fecha')
      .orderBy('f.id')
      .execute();
  },

  /** Las entregas confirmadas sin comprobante, por número. */
  entregasSinComprobante(manager: EntityManager) {
    return db(manager)
      .selectFrom('caja_entregas as f')
      .select('f.id')
      .where('f.estado', '=', 'confirmada')
      .where((eb) => eb.not(eb.exists(comprobanteDe(eb, 'entrega'))))
      .orderBy('f.numero')
      .execute();
  },

  /** Los movimientos de caja de la oficina (los de una entrega son parte de ella) sin comprobante, por fecha. */
  movimientosCajaSinComprobante(manager: EntityManager) {
    return db(manager)
      .selectFrom('movimientos_caja as f')
      .select('f.id')
      .where('f.entrega_id', 'is', null)
      .where((eb) => eb.not(eb.exists(comprobanteDe(eb, 'movimiento_caja'))))
      .orderBy('f.fecha')
      .orderBy('f.id')
      .execute();
  },
};

/** Lo que contabilizar lee de un préstamo. */
export type FilaPrestamoContable = Awaited<ReturnType<typeof consultasContabilizar.prestamo>>;

/** Los comprobantes de la fuente `f` (un gasto, una entrega o un movimiento de caja) con ese origen. */
function comprobanteDe(eb: ExpressionBuilder<DB & { f: { id: string } }, 'f'>, origen: string) {
  return eb
    .selectFrom('contabilidad_asientos as a')
    .select('a.id')
    .where('a.origen', '=', origen)
    .whereRef('a.origen_id', '=', 'f.id');
}
