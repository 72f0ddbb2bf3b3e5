// Las consultas del libro del préstamo (cobros, sus aplicaciones a cuotas, los movimientos y el recálculo), tipadas
// contra el esquema (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md). Corren dentro de la transacción
// del núcleo de dinero, con el préstamo ya bloqueado; cada función es una sentencia (las idas a la base de un pago las
// cuenta api/test/nucleo-dinero-viajes.e2e-spec.ts).
import { ESTADOS_CUOTA, ESTADOS_PRESTAMO } from '@cartera/dominio';
import { sql, type Insertable, type QueryCreator } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db, deLista } from '../database/kysely';
import { filasEnMemoria } from '../database/filas-en-memoria';
import type { Cobros, CobrosAplicaciones, DB, PrestamosMovimientos } from '../database/esquema';
import { cobradorPorId } from '../usuarios/usuarios.consultas';
import { prestamoPorId } from '../database/prestamos.filas';
import { sumaOCero } from '../common/filas';

/** Lo más que se escribe en una sentencia: PostgreSQL acepta 65.535 parámetros (un cobro lleva 14). */
const POR_SENTENCIA = 1000;

/** Las columnas de una cuota que leen el reparto y el préstamo bloqueado con sus cuotas (alias `c`). */
export const COLUMNAS_CUOTA = [
        'c.id',
        'c.numero',
        'c.fecha_programada',
        'c.monto_capital',
        'c.monto_interes',
        'c.monto_total',
        'c.monto_pagado',
        'c.monto_refinanciado',
        'c.monto_condonado',
        'c.estado',
        'c.fecha_pago',
        'c.mora_causada',
] as const;

/** Lo que dice cuánto tiene liquidado una cuota `q` (lo cerrado, además de lo aplicado), para repartir o revertir. */
const COLUMNAS_LIQUIDACION_CUOTA = [
  'q.monto_total',
  'q.monto_interes',
  'q.monto_capital',
  'q.monto_refinanciado',
  'q.monto_condonado',
] as const;

/** Lo que el libro aplicó a cada cuota del préstamo (`pagado`) y la fecha de su último cobro: la tabla `a`, por cuota. */
export function aplicadoPorCuota(k: QueryCreator<DB>, prestamoId: string) {
  return k
    .selectFrom('cobros as co')
    .innerJoin('cobros_aplicaciones as ca', 'ca.cobro_id', 'co.id')
    .where('co.prestamo_id', '=', prestamoId)
    .groupBy('ca.cuota_id')
    .select((s) => ['ca.cuota_id', s.fn.sum<string>('ca.monto').as('pagado'), s.fn.max('co.fecha').as('ultima_fecha')])
    .as('a');
}

function enLotes<T>(filas: readonly T[]): T[][] {
  const lotes: T[][] = [];
  for (let i = 0; i < filas.length; i += POR_SENTENCIA) lotes.push(filas.slice(i, i + POR_SENTENCIA));
  return lotes;
}

/** Una cuota tal como la lee el libro (montos en pesos, como texto de la base). */
export type CuotaLeida = Awaited<ReturnType<typeof consultasLibro.cuotasDe>>[number];

export const consultasLibro = {
  /**
   * La fila del préstamo, bloqueada hasta el fin de la transacción (undefined: no existe), y en la misma sentencia la
   * ventana de fechas de la organización (sin bloquear su fila).
   */
  async bloquearPrestamo(manager: EntityManager, prestamoId: string) {
    const fila = await db(manager)
      .selectFrom('prestamos as p')
      .innerJoin('configuracion_organizacion as o', (join) => join.on('o.id', '=', 1))
      .select([
        'p.id',
        'p.numero',
        'p.cliente_id',
        'p.cobrador_id',
        'p.estado',
        'p.plan_generado',
        'p.monto_total',
        'p.saldo_pendiente',
        'p.fecha_inicio',
        'o.dias_atras_fechas',
      ])
      .where('p.id', '=', prestamoId)
      .forUpdate('p')
      .executeTakeFirst();
    return fila && { ...fila, estado: deLista(ESTADOS_PRESTAMO, fila.estado, 'prestamos.estado') };
  },

  /** Las cuotas del préstamo por número, con lo que el libro les aplicó (`pagado`) y la fecha del último cobro. */
  cuotasDe(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('cuotas as c')
      .leftJoin(aplicadoPorCuota(db(manager), prestamoId), (join) => join.onRef('a.cuota_id', '=', 'c.id'))
      .select([
        ...COLUMNAS_CUOTA,
        'a.pagado',
        'a.ultima_fecha',
      ])
      .where('c.prestamo_id', '=', prestamoId)
      .orderBy('c.numero')
      .execute();
  },

  /** Si el reparto del préstamo es proporcional (interés adelantado o un préstamo de un reenganche). */
  async repartoProporcional(manager: EntityManager, prestamoId: string): Promise<boolean> {
    const fila = await prestamoPorId(manager, prestamoId)
      .select(['tipo_amortizacion', 'prestamo_origen_id'])
      .executeTakeFirst();
    return fila !== undefined && (fila.tipo_amortizacion === 'interes_adelantado' || fila.prestamo_origen_id !== null);
  },

  /** La historia de un préstamo importado en su libro: su desembolso y sus cobros importados, en orden (pesos). */
  historiaImportada(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('prestamos_movimientos as m')
      .leftJoin('cobros as c', 'c.id', 'm.cobro_id')
      .select(['m.id', 'm.tipo', 'm.monto', 'm.interes', 'm.registrado_por'])
      .where('m.prestamo_id', '=', prestamoId)
      .where((eb) =>
        eb.or([eb('m.tipo', '=', 'desembolso'), eb.and([eb('m.tipo', '=', 'cobro'), eb('c.origen', '=', 'importacion')])]),
      )
      .orderBy('m.secuencia')
      .execute();
  },

  /** Inserta movimientos del libro del préstamo en orden; devuelve sus ids en ese orden. */
  async insertarMovimientos(
    manager: EntityManager,
    movimientos: ReadonlyArray<Insertable<PrestamosMovimientos>>,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const lote of enLotes(movimientos)) {
      const filas = await db(manager).insertInto('prestamos_movimientos').values(lote).returning(['id', 'secuencia']).execute();
      // La secuencia sigue el orden de las filas del VALUES.
      ids.push(...filas.sort((a, b) => Number(a.secuencia) - Number(b.secuencia)).map((fila) => fila.id));
    }
    return ids;
  },

  /**
   * Inserta cobros. `enPoderDe` de cada uno: quién tiene el efectivo (docs/decisiones/caja-de-cobradores.md); con
   * `delCobradorSiLoRegistro`, el cobrador del cobro si es de verdad un cobrador (lo decide la base en la misma
   * sentencia), si no la caja de la oficina (null).
   */
  async insertarCobros(
    manager: EntityManager,
    cobros: ReadonlyArray<
      Omit<Insertable<Cobros>, 'en_poder_de'> & { en_poder_de: string | null | 'delCobradorSiLoRegistro' }
    >,
  ): Promise<void> {
    for (const lote of enLotes(cobros)) {
      await db(manager)
        .insertInto('cobros')
        .values(lote.map((cobro) => valoresDeCobro(manager, cobro)))
        .execute();
    }
  },

  async insertarAplicaciones(manager: EntityManager, aplicaciones: ReadonlyArray<Insertable<CobrosAplicaciones>>) {
    for (const lote of enLotes(aplicaciones)) await db(manager).insertInto('cobros_aplicaciones').values(lote).execute();
  },

  /** Lo castigado y lo recuperado del préstamo, en pesos. */
  castigadoPorRecuperar(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('prestamos_movimientos')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<string>('monto').filterWhere('tipo', '=', 'castigo'), sql.lit('0')).as('castigado'),
        eb.fn.coalesce(eb.fn.sum<string>('monto').filterWhere('tipo', '=', 'recuperacion'), sql.lit('0')).as('recuperado'),
      ])
      .where('prestamo_id', '=', prestamoId)
      .executeTakeFirstOrThrow();
  },

  async cambiarMontoCobro(manager: EntityManager, cobroId: string, cambio: { monto?: string; monto_mora?: string }) {
    await db(manager).updateTable('cobros').set(cambio).where('id', '=', cobroId).execute();
  },

  async montoMoraDe(manager: EntityManager, cobroId: string): Promise<string> {
    const fila = await db(manager).selectFrom('cobros').select('monto_mora').where('id', '=', cobroId).executeTakeFirstOrThrow();
    return fila.monto_mora;
  },

  /** Bloquea los cobros, en orden de id. */
  async bloquearCobros(manager: EntityManager, cobroIds: readonly string[]) {
    await db(manager).selectFrom('cobros').select('id').where('id', 'in', cobroIds).orderBy('id').forUpdate().execute();
  },

  /** El cobrador de una entrega por confirmar que tiene alguno de los cobros (undefined: ninguno). */
  entregaPendienteDe(manager: EntityManager, cobroIds: readonly string[]) {
    return db(manager)
      .selectFrom('cobros as co')
      .innerJoin('caja_entregas as e', (join) => join.onRef('e.id', '=', 'co.entrega_id').on('e.estado', '=', 'pendiente'))
      .innerJoin('usuarios as u', 'u.id', 'e.cobrador_id')
      .select('u.nombre')
      .where('co.id', 'in', cobroIds)
      .limit(1)
      .executeTakeFirst();
  },

  /** Las aplicaciones de un cobro con su cuota y lo que la cuota tiene liquidado (cerrado más todo lo aplicado). */
  aplicacionesDeCobro(manager: EntityManager, cobroId: string) {
    return db(manager)
      .selectFrom('cobros_aplicaciones as ca')
      .innerJoin('cuotas as q', 'q.id', 'ca.cuota_id')
      .select((eb) => [
        'ca.monto',
        ...COLUMNAS_LIQUIDACION_CUOTA,
        eb
          .selectFrom('cobros_aplicaciones as o')
          .select((s) => sumaOCero(s, 'o.monto').as('aplicado'))
          .whereRef('o.cuota_id', '=', 'q.id')
          .as('aplicado'),
      ])
      .where('ca.cobro_id', '=', cobroId)
      .execute();
  },

  async borrarAplicacionesDeCobro(manager: EntityManager, cobroId: string) {
    await db(manager).deleteFrom('cobros_aplicaciones').where('cobro_id', '=', cobroId).execute();
  },

  /** La cuota `numero` del préstamo (undefined: no existe). */
  cuotaPorNumero(manager: EntityManager, prestamoId: string, numero: number) {
    return db(manager)
      .selectFrom('cuotas as q')
      .select(['q.id', ...COLUMNAS_LIQUIDACION_CUOTA])
      .where('q.prestamo_id', '=', prestamoId)
      .where('q.numero', '=', numero)
      .executeTakeFirst();
  },

  /** Los cobros aplicados a una cuota, del más antiguo al más nuevo, con lo que aplicó cada uno. */
  cobrosDeCuota(manager: EntityManager, cuotaId: string) {
    return db(manager)
      .selectFrom('cobros_aplicaciones as ca')
      .innerJoin('cobros as co', 'co.id', 'ca.cobro_id')
      .select(['ca.cobro_id', 'ca.monto', 'co.monto as monto_cobro', 'co.fecha', 'co.origen'])
      .where('ca.cuota_id', '=', cuotaId)
      .orderBy('co.created_at')
      .execute();
  },

  async borrarAplicacionesDeCuota(manager: EntityManager, cuotaId: string) {
    await db(manager).deleteFrom('cobros_aplicaciones').where('cuota_id', '=', cuotaId).execute();
  },

  async borrarCobros(manager: EntityManager, cobroIds: readonly string[]) {
    if (cobroIds.length > 0) await db(manager).deleteFrom('cobros').where('id', 'in', cobroIds).execute();
  },

  /** Baja el monto de cobros que pagaban más de una cuota (pesos), en una sentencia. */
  async reducirCobros(manager: EntityManager, reducir: ReadonlyArray<{ id: string; monto: number }>) {
    if (reducir.length === 0) return;
    await db(manager)
      .updateTable('cobros as c')
      .from(filasEnMemoria<{ id: string; monto: number }>(reducir, { id: 'uuid', monto: 'numeric' }))
      .set((eb) => ({ monto: eb.ref('v.monto'), updated_at: sql`now()` }))
      .whereRef('c.id', '=', 'v.id')
      .execute();
  },

  /** Guarda lo que el recálculo cambió de cada cuota, en una sentencia. */
  async guardarCuotasRecalculadas(
    manager: EntityManager,
    cambios: ReadonlyArray<{ id: string; pagado: number; estado: string; fecha_pago: string | null }>,
  ) {
    if (cambios.length === 0) return;
    await actualizarCuotasRecalculadas(db(manager), cambios).execute();
  },

  /** Lo que el recálculo deja en el préstamo. */
  async guardarPrestamoRecalculado(manager: EntityManager, prestamoId: string, cambio: PrestamoRecalculado) {
    await db(manager)
      .updateTable('prestamos')
      .set({ ...cambio, updated_at: sql`now()` })
      .where('id', '=', prestamoId)
      .execute();
  },

  /**
   * El préstamo y sus cuotas con lo que el libro les aplicó, en una sola sentencia: una fila por cuota (sin plan, una
   * fila con la cuota en null). Vacío: el préstamo no existe.
   */
  recalculoDe(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('prestamos as p')
      .leftJoin('cuotas as c', 'c.prestamo_id', 'p.id')
      .leftJoin(aplicadoPorCuota(db(manager), prestamoId), (join) => join.onRef('a.cuota_id', '=', 'c.id'))
      .select([
        'p.estado as prestamo_estado',
        'p.plan_generado',
        'p.monto_total as prestamo_monto_total',
        'p.fecha_vencimiento',
        'p.saldo_pendiente',
        'p.cuotas_vencidas',
        'p.dias_mora_promedio',
        ...COLUMNAS_CUOTA,
        'a.pagado',
        'a.ultima_fecha',
      ])
      .where('p.id', '=', prestamoId)
      .orderBy('c.numero')
      .execute();
  },
};

/**
 * Las columnas de un cobro por insertar; `delCobradorSiLoRegistro`: el cobrador del cobro si es de verdad un cobrador
 * (lo decide la base en la misma sentencia), si no la caja de la oficina (null).
 */
export function valoresDeCobro(
  manager: EntityManager,
  { en_poder_de, ...cobro }: Omit<Insertable<Cobros>, 'en_poder_de'> & { en_poder_de: string | null | 'delCobradorSiLoRegistro' },
) {
  return {
    ...cobro,
    en_poder_de:
      en_poder_de === 'delCobradorSiLoRegistro'
        ? cobro.cobrador_id
          ? cobradorPorId(manager, cobro.cobrador_id).select('id')
          : null
        : en_poder_de,
  };
}

/** Lo que el recálculo deja en el préstamo (sus columnas). */
export interface PrestamoRecalculado {
  saldo_pendiente: number;
  cuotas_vencidas: number;
  dias_mora_promedio: number;
  estado: string;
  proxima_fecha: string | null;
  primera_impaga: string | null;
  capital_pendiente: number;
}

/** La sentencia que guarda lo que el recálculo cambió de cada cuota (sola o dentro de guardarRecalculo). */
export function actualizarCuotasRecalculadas(
  q: QueryCreator<DB>,
  cambios: ReadonlyArray<{ id: string; pagado: number; estado: string; fecha_pago: string | null }>,
) {
  return q
    .updateTable('cuotas as c')
    .from(
      filasEnMemoria<{ id: string; pagado: number; estado: string; fecha_pago: string | null }>(cambios, {
        id: 'uuid',
        pagado: 'numeric',
        estado: 'text',
        fecha_pago: 'date',
      }),
    )
    .set((eb) => ({
      monto_pagado: eb.ref('v.pagado'),
      estado: eb.ref('v.estado'),
      fecha_pago: eb.ref('v.fecha_pago'),
      updated_at: sql`now()`,
    }))
    .whereRef('c.id', '=', 'v.id');
}

/** El estado de una cuota leído de la base, comprobado contra la lista del dominio. */
export function estadoDeCuota(estado: string) {
  return deLista(ESTADOS_CUOTA, estado, 'cuotas.estado');
}

export { filasEnMemoria } from '../database/filas-en-memoria';
