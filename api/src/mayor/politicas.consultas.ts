// Las consultas de las políticas contables (causación, deterioro, cuentas de orden y la fila de políticas), tipadas
// contra el esquema. Leen saldos del mayor y cuotas y escriben lo que deciden las reglas de @cartera/dominio
// (causacion.ts): ninguna decide cuánto se causa ni cuánto se provisiona.
import {
  BASES_INGRESO,
  ESTADOS_PRESTAMO_ABIERTO,
  POLITICA_INGRESOS_DEFECTO,
  leerPorcentajesDeterioro,
  type BaseIngreso,
  type PoliticaIngresos,
  type PorcentajesDeterioro,
} from '@cartera/dominio';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db, deLista } from '../database/kysely';
import { hayFila, sumaOCero } from '../common/filas';
import { prestamoPorId } from '../database/prestamos.filas';

/** Candado de transacción: dos provisiones a la vez no calculan sobre el mismo saldo anterior ('deterioro'). */
const CANDADO_DETERIORO = 0x64657465726f;

/** Lo que una política cambia: cada una opcional (lo que no viene no cambia). */
export interface CambiosPoliticas {
  interes_diferido_neto?: boolean;
  deterioro_activo?: boolean;
  porcentajes_deterioro?: PorcentajesDeterioro;
}

const COLUMNAS_POLITICAS = [
  'interes_diferido_neto',
  'deterioro_activo',
  'porcentajes_deterioro',
  'updated_at',
] as const;

/** La fila única de las políticas contables (id 1), sin columnas: quien la lee elige las suyas y su candado. */
export function filaPoliticas(manager: EntityManager) {
  return db(manager).selectFrom('contabilidad_politicas').where('id', '=', 1);
}

/** Una vigencia de la política de ingresos; `id` '0' y `vigenteDesde` null: la de siempre, nunca elegida. */
export interface VigenciaIngresos extends PoliticaIngresos {
  id: string;
  vigenteDesde: string | null;
}

function vigencias(manager: EntityManager) {
  return db(manager)
    .selectFrom('contabilidad_politicas_vigencias')
    .select(['id', 'vigente_desde', 'base_ingresos', 'dias_suspension_causacion']);
}

function deVigencia(fila: {
  id: string;
  vigente_desde: string;
  base_ingresos: string;
  dias_suspension_causacion: number;
}): VigenciaIngresos {
  return {
    id: fila.id,
    vigenteDesde: fila.vigente_desde,
    base: deLista(BASES_INGRESO, fila.base_ingresos, 'contabilidad_politicas_vigencias.base_ingresos'),
    diasSuspension: fila.dias_suspension_causacion,
  };
}

export const consultasPoliticas = {
  /** La fila única de las políticas (con FOR UPDATE si `bloquear`). */
  politicas(manager: EntityManager, bloquear = false) {
    return filaPoliticas(manager)
      .select(COLUMNAS_POLITICAS)
      .$if(bloquear, (q) => q.forUpdate())
      .executeTakeFirstOrThrow();
  },

  actualizar(manager: EntityManager, cambios: CambiosPoliticas) {
    return db(manager)
      .updateTable('contabilidad_politicas')
      .set({ ...cambios, updated_at: sql`now()` })
      .where('id', '=', 1)
      .returning(COLUMNAS_POLITICAS)
      .executeTakeFirstOrThrow();
  },

  /**
   * La política de ingresos que rige el día `fecha` (la vigencia de mayor `vigente_desde` que no pasa de él), o la de
   * siempre (base de caja, 30 días; `id` 0, `vigenteDesde` null) si nunca se eligió una hasta ese día.
   */
  async politicaVigente(manager: EntityManager, fecha: string): Promise<VigenciaIngresos> {
    const fila = await vigencias(manager)
      .where('vigente_desde', '<=', fecha)
      .orderBy('vigente_desde', 'desc')
      .limit(1)
      .executeTakeFirst();
    return fila ? deVigencia(fila) : { id: '0', vigenteDesde: null, ...POLITICA_INGRESOS_DEFECTO };
  },

  /** La última vigencia elegida para después de `hoy`, si hay una. */
  async cambioProgramado(manager: EntityManager, hoy: string): Promise<VigenciaIngresos | null> {
    const fila = await vigencias(manager)
      .where('vigente_desde', '>', hoy)
      .orderBy('vigente_desde', 'desc')
      .limit(1)
      .executeTakeFirst();
    return fila ? deVigencia(fila) : null;
  },

  /** Una política que rige desde `vigenteDesde`: reemplaza la de ese día y las elegidas para después. */
  async fijarVigencia(
    manager: EntityManager,
    vigencia: { vigenteDesde: string } & PoliticaIngresos,
  ): Promise<void> {
    await db(manager)
      .deleteFrom('contabilidad_politicas_vigencias')
      .where('vigente_desde', '>=', vigencia.vigenteDesde)
      .execute();
    await db(manager)
      .insertInto('contabilidad_politicas_vigencias')
      .values({
        vigente_desde: vigencia.vigenteDesde,
        base_ingresos: vigencia.base,
        dias_suspension_causacion: vigencia.diasSuspension,
      })
      .execute();
  },

  async porcentajesDeterioro(manager: EntityManager) {
    const fila = await filaPoliticas(manager).select('porcentajes_deterioro').executeTakeFirstOrThrow();
    return leerPorcentajesDeterioro(fila.porcentajes_deterioro);
  },

  // ——— Causación ———

  /**
   * Los préstamos que el barrido causa hoy: en causación, los abiertos con plan; en cualquier base, los que tienen
   * ingreso causado que ya no debe estar. Sin los que ya tienen su causación de `hoy`.
   */
  async candidatosCausacion(
    manager: EntityManager,
    hoy: string,
    base: BaseIngreso,
    vigenciaId: string,
  ): Promise<string[]> {
    const filas = await db(manager)
      .selectFrom((q) =>
        q
          .selectFrom('prestamos')
          .select('id')
          .where(sql.lit(base === 'causacion'))
          .where('plan_generado', '=', true)
          .where(
            'estado',
            'in',
            ESTADOS_PRESTAMO_ABIERTO.map((estado) => sql.lit(estado)),
          )
          .union(
            q
              .selectFrom('contabilidad_ingreso_causado')
              .select('prestamo_id as id')
              .where('saldo', '<>', '0'),
          )
          .as('x'),
      )
      .select('x.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('contabilidad_causaciones as k')
              .select(sql.lit(1).as('uno'))
              .whereRef('k.prestamo_id', '=', 'x.id')
              .where('k.fecha', '=', hoy)
              .where('k.vigencia_id', '=', vigenciaId),
          ),
        ),
      )
      .orderBy('x.id')
      .execute();
    return filas.map((fila) => fila.id);
  },

  prestamoParaCausar(manager: EntityManager, prestamoId: string) {
    return prestamoPorId(manager, prestamoId)
      .select((eb) => [
        eb.cast<string>('numero', 'text').as('numero'),
        'cliente_id',
        'fecha',
        'fecha_inicio',
        'estado',
        'tipo_amortizacion',
        'prestamo_origen_id',
      ])
      .executeTakeFirstOrThrow();
  },

  /** El interés y el estado de cada cuota no anulada, en orden. */
  interesDeCuotas(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('cuotas')
      .select(['fecha_programada', 'monto_interes', 'estado'])
      .where('prestamo_id', '=', prestamoId)
      .where('estado', '<>', 'anulada')
      .orderBy('numero')
      .execute();
  },

  /** Del mayor, los intereses del préstamo: reconocidos, cobrados (lo no causado), por cobrar y pactados. */
  interesesEnElMayor(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('contabilidad_lineas as l')
      .innerJoin('contabilidad_asientos as a', 'a.id', 'l.asiento_id')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
      .select((eb) => {
        const haber = eb('l.credito', '-', eb.ref('l.debito'));
        const suma = (valor: Expression<string>, cuando: Expression<SqlBool>) =>
          eb.fn.coalesce(eb.fn.sum<string>(valor).filterWhere(cuando), sql.lit('0'));
        const ingresos = eb('c.clave', '=', 'ingresos_intereses');
        const cartera = eb('c.clave', '=', 'cartera_intereses');
        return [
          suma(haber, ingresos).as('reconocido'),
          suma(haber, eb.and([ingresos, eb('a.tipo', '<>', 'causacion')])).as('cobrado'),
          suma(eb('l.debito', '-', eb.ref('l.credito')), cartera).as('por_cobrar'),
          suma(eb.ref('l.debito'), eb.and([cartera, eb('a.tipo', 'in', ['desembolso', 'reenganche'])])).as('pactado'),
        ];
      })
      .where('l.prestamo_id', '=', prestamoId)
      .where('c.clave', 'in', ['ingresos_intereses', 'cartera_intereses'])
      .executeTakeFirstOrThrow();
  },

  // ——— Deterioro ———

  async candadoDeterioro(manager: EntityManager): Promise<void> {
    await db(manager)
      .selectNoFrom(sql`pg_advisory_xact_lock(${CANDADO_DETERIORO})`.as('candado'))
      .execute();
  },

  /**
   * El capital de cada préstamo con saldo en el mayor a `fecha` y los días desde su cuota impaga más vieja vencida
   * antes de esa fecha (0 si no tiene).
   */
  capitalYAtrasos(manager: EntityManager, fecha: string) {
    return db(manager)
      .with('capital', (q) =>
        q
          .selectFrom('contabilidad_lineas as l')
          .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
          .select((eb) => ['l.prestamo_id', eb.fn.sum<string>(eb('l.debito', '-', eb.ref('l.credito'))).as('capital')])
          .where('c.clave', '=', 'cartera_capital')
          .where('l.fecha', '<=', fecha)
          .groupBy('l.prestamo_id')
          .having((eb) => eb(eb.fn.sum(eb('l.debito', '-', eb.ref('l.credito'))), '>', eb.lit(0))),
      )
      .selectFrom('capital as k')
      .select([
        'k.capital',
        // sql: la resta de dos date (días enteros) con el min de una subconsulta correlacionada; el `-` de Kysely la tiparía como fecha
        sql<number>`coalesce((SELECT ${fecha}::date - min(q.fecha_programada) FROM cuotas q
                   WHERE q.prestamo_id = k.prestamo_id AND q.estado IN ('pendiente', 'parcial', 'vencida')
                     AND q.fecha_programada < ${fecha}::date), 0)::int`.as('dias'),
      ])
      .execute();
  },

  /** El saldo de la cuenta de deterioro a `fecha` (crédito menos débito). */
  async saldoDeterioro(manager: EntityManager, fecha: string): Promise<string> {
    const fila = await db(manager)
      .selectFrom('contabilidad_lineas as l')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
      .select((eb) => sumaOCero(eb, eb('l.credito', '-', eb.ref('l.debito'))).as('saldo'))
      .where('c.clave', '=', 'deterioro_cartera')
      .where('l.fecha', '<=', fecha)
      .executeTakeFirstOrThrow();
    return fila.saldo;
  },

  /** Si el deterioro está activo y `hoy` aún no tiene su comprobante de deterioro. */
  async deterioroPendiente(manager: EntityManager, hoy: string): Promise<boolean> {
    return hayFila(
      filaPoliticas(manager)
        .select('id')
        .where('deterioro_activo', '=', true)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('contabilidad_asientos')
                .select(sql.lit(1).as('uno'))
                .where('tipo', '=', 'deterioro')
                .where('fecha', '=', hoy),
            ),
          ),
        ),
    );
  },

  // ——— Cuentas de orden ———

  /** Lo que el préstamo tiene en la cuenta de orden; undefined si el plan de cuentas aún no la tiene. */
  enOrden(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('contabilidad_cuentas as c')
      .select((eb) =>
        eb.fn
          .coalesce(
            eb
              .selectFrom('contabilidad_lineas as l')
              .select((s) => s.fn.sum<string>(s('l.debito', '-', s.ref('l.credito'))).as('suma'))
              .whereRef('l.cuenta_id', '=', 'c.id')
              .where('l.prestamo_id', '=', prestamoId),
            sql.lit('0'),
          )
          .as('saldo'),
      )
      .where('c.clave', '=', 'castigados_orden')
      .executeTakeFirst();
  },
};
