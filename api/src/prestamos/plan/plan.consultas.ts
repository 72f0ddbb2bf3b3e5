// Las consultas del plan de pagos (plan.service.ts), tipadas contra el esquema (database/esquema.ts,
// docs/decisiones/acceso-tipado-a-datos.md): leer el préstamo para emitir su plan, insertar las cuotas y leerlas.
import { sql, type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../../database/kysely';
import type { Cuotas } from '../../database/esquema';
import { hayFila } from '../../common/filas';
import { prestamoPorId } from '../../database/prestamos.filas';

/** Lo más que se inserta en una sentencia (PostgreSQL acepta 65.535 parámetros; una cuota lleva 7). */
const CUOTAS_POR_SENTENCIA = 2000;

export const consultasPlan = {
  /** Lo que el plan necesita del préstamo (undefined: no existe). */
  prestamoParaPlan(manager: EntityManager, prestamoId: string) {
    return prestamoPorId(manager, prestamoId)
      .select((eb) => [
        'monto',
        'interes',
        'cuotas',
        'modalidad',
        'tipo_amortizacion',
        'fecha_inicio',
        'fecha_primer_pago',
        'plan_generado',
        'estado',
        'monto_total',
        'fecha_vencimiento',
        'fecha',
        'monto_entregado',
        'monto_refinanciado',
        eb('fecha_corte', 'is not', null).as('importado'),
        'prestamo_origen_id',
        'oficina_id',
      ])
      .executeTakeFirstOrThrow();
  },

  /** Inserta las cuotas del plan (con sus ids ya decididos). */
  async insertarCuotas(manager: EntityManager, cuotas: ReadonlyArray<Insertable<Cuotas>>) {
    for (let i = 0; i < cuotas.length; i += CUOTAS_POR_SENTENCIA) {
      await db(manager)
        .insertInto('cuotas')
        .values(cuotas.slice(i, i + CUOTAS_POR_SENTENCIA))
        .execute();
    }
  },

  /** El préstamo ya tiene plan, con la cuota del plan que se emitió. */
  async marcarPlanGenerado(manager: EntityManager, prestamoId: string, cuota: number) {
    await db(manager)
      .updateTable('prestamos')
      .set({ plan_generado: true, cuota_diaria: cuota, updated_at: sql`now()` })
      .where('id', '=', prestamoId)
      .execute();
  },

  /** Si el libro ya asentó el desembolso del préstamo (uno de antes del libro que recibe su plan ahora). */
  async yaDesembolsado(manager: EntityManager, prestamoId: string): Promise<boolean> {
    return hayFila(
      db(manager)
        .selectFrom('prestamos_movimientos')
        .select('id')
        .where('prestamo_id', '=', prestamoId)
        .where('tipo', '=', 'desembolso')
        .limit(1),
    );
  },

  /** Las cuotas del préstamo por número. */
  cuotas(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('cuotas')
      .select([
        'id',
        'numero',
        'fecha_programada',
        'monto_capital',
        'monto_interes',
        'monto_total',
        'monto_pagado',
        'monto_refinanciado',
        'monto_condonado',
        'estado',
        'fecha_pago',
        'mora_causada',
      ])
      .where('prestamo_id', '=', prestamoId)
      .orderBy('numero')
      .execute();
  },
};
