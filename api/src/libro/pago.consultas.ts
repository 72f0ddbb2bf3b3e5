// Las escrituras de un pago en pocas sentencias (docs/decisiones/nucleo-de-dinero.md, «Idas a la base»), tipadas
// contra el esquema: el cobro con sus aplicaciones y sus asientos en una, y lo que el recálculo deja en cuotas y préstamo en otra.
// Corren en la transacción del núcleo de dinero, con el préstamo ya bloqueado; las sentencias sueltas de las que se
// componen están en libro.consultas.ts.
import { sql, type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Cobros, CobrosAplicaciones, PrestamosMovimientos } from '../database/esquema';
import { db } from '../database/kysely';
import {
  actualizarCuotasRecalculadas,
  consultasLibro,
  valoresDeCobro,
  type PrestamoRecalculado,
} from './libro.consultas';

/** Lo más que se escribe en una sentencia (como en libro.consultas.ts). */
const POR_SENTENCIA = 1000;

export const consultasPago = {
  /**
   * Los cobros, sus aplicaciones y los asientos del libro del préstamo en una sentencia. Devuelve quién quedó con el
   * efectivo de cada cobro (`en_poder_de`, con lo que decidió la base), en el orden de `cobros` (null: no se supo,
   * fueron por lotes), y los ids de los asientos en su orden.
   */
  async insertarCobrosConAplicaciones(
    manager: EntityManager,
    cobros: ReadonlyArray<
      Omit<Insertable<Cobros>, 'en_poder_de'> & {
        id: string;
        en_poder_de: string | null | 'delCobradorSiLoRegistro';
      }
    >,
    aplicaciones: ReadonlyArray<Insertable<CobrosAplicaciones>>,
    movimientos: ReadonlyArray<Insertable<PrestamosMovimientos>>,
  ): Promise<{ enPoder: Array<string | null> | null; movimientos: string[] }> {
    // Más filas de las que caben en una sentencia (la historia de un préstamo muy largo): por lotes.
    if (
      cobros.length > POR_SENTENCIA ||
      aplicaciones.length > POR_SENTENCIA ||
      movimientos.length > POR_SENTENCIA
    ) {
      await consultasLibro.insertarCobros(manager, cobros);
      await consultasLibro.insertarAplicaciones(manager, aplicaciones);
      return { enPoder: null, movimientos: await consultasLibro.insertarMovimientos(manager, movimientos) };
    }
    // sql: una tabla sin filas para la rama vacía de un WITH: Kysely no tiene constructor de una tabla vacía
    const vacio = sql<never>`(SELECT NULL WHERE false)`;
    const fila = await db(manager)
      .with('c', (q) =>
        q
          .insertInto('cobros')
          .values(cobros.map((cobro) => valoresDeCobro(manager, cobro)))
          .returning(['id', 'en_poder_de']),
      )
      .with('ap', (q) =>
        aplicaciones.length === 0
          ? q.selectFrom(vacio.as('nada')).select(sql.lit(null).as('cobro_id'))
          : q
              .insertInto('cobros_aplicaciones')
              .values([...aplicaciones])
              .returning('cobro_id'),
      )
      .with('m', (q) =>
        movimientos.length === 0
          ? q
              .selectFrom(vacio.as('nada'))
              .select((eb) => [eb.cast<string>(eb.lit(null), 'uuid').as('id'), eb.cast<string>(eb.lit(null), 'bigint').as('secuencia')])
          : q
              .insertInto('prestamos_movimientos')
              .values([...movimientos])
              .returning(['id', 'secuencia']),
      )
      .selectNoFrom((eb) => [
        jsonArrayFrom(eb.selectFrom('c').select(['c.id', 'c.en_poder_de'])).as('cobros'),
        // La secuencia sigue el orden de las filas del VALUES.
        jsonArrayFrom(eb.selectFrom('m').select('m.id').orderBy('m.secuencia')).as('movimientos'),
      ])
      .executeTakeFirstOrThrow();
    const porId = new Map(fila.cobros.map((c) => [c.id, c.en_poder_de]));
    return {
      enPoder: cobros.map((c) => porId.get(c.id) ?? null),
      movimientos: fila.movimientos.map((m) => m.id),
    };
  },

  /** guardarCuotasRecalculadas y guardarPrestamoRecalculado en una sentencia. */
  async guardarRecalculo(
    manager: EntityManager,
    prestamoId: string,
    cambios: ReadonlyArray<{ id: string; pagado: number; estado: string; fecha_pago: string | null }>,
    prestamo: PrestamoRecalculado,
  ) {
    if (cambios.length === 0) return consultasLibro.guardarPrestamoRecalculado(manager, prestamoId, prestamo);
    await db(manager)
      .with('q', (q) => actualizarCuotasRecalculadas(q, cambios).returning('c.id'))
      .updateTable('prestamos')
      .set({ ...prestamo, updated_at: sql`now()` })
      .where('id', '=', prestamoId)
      .execute();
  },
};
