// Las consultas de la verificación del libro, tipadas contra el esquema (database/esquema.ts). Las reglas mismas son
// SQL propio (verificacion.sql.ts): aquí se corren, se cuentan y se guarda el resultado.
import type { Descuadre } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { SQL_DESCUADRES_CONTADOS } from './verificacion.sql';

/** Un descuadre como sale de la base (numeric y bigint llegan como texto). */
export interface FilaDescuadre {
  /** Cuántos descuadres hay en total (el mismo en cada fila). */
  cantidad: string;
  prestamo_id: string | null;
  numero: string | null;
  regla: string;
  esperado: string | null;
  encontrado: string | null;
}

export const consultasVerificacion = {
  /** El candado consultivo de la transacción: false si otra verificación lo tiene. */
  async tomarCandado(manager: EntityManager, clave: number): Promise<boolean> {
    const { rows } = await sql<{
      tomado: boolean;
    }>`SELECT pg_try_advisory_xact_lock(${clave}) AS tomado`.execute(db(manager));
    return rows[0].tomado;
  },

  async contarPrestamos(manager: EntityManager): Promise<number> {
    const fila = await db(manager)
      .selectFrom('prestamos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(fila.n);
  },

  /** Los primeros `limite` descuadres en el orden documentado (ORDEN_DESCUADRES), cada uno con el total. */
  async descuadresPrimeros(manager: EntityManager, limite: number): Promise<FilaDescuadre[]> {
    const { rows } = await sql<FilaDescuadre>`${sql.raw(SQL_DESCUADRES_CONTADOS)} LIMIT ${limite}`.execute(
      db(manager),
    );
    return rows;
  },

  async guardar(
    manager: EntityManager,
    resultado: { prestamosRevisados: number; duracionMs: number; cantidad: number; descuadres: Descuadre[] },
  ): Promise<Date> {
    const fila = await db(manager)
      .insertInto('verificaciones_contables')
      .values({
        prestamos_revisados: resultado.prestamosRevisados,
        duracion_ms: resultado.duracionMs,
        descuadres: JSON.stringify(resultado.descuadres),
        cantidad_descuadres: resultado.cantidad,
      })
      .returning('fecha')
      .executeTakeFirstOrThrow();
    return fila.fecha;
  },

  ultima(manager: EntityManager) {
    return (
      db(manager)
        .selectFrom('verificaciones_contables')
        .select(['fecha', 'prestamos_revisados', 'duracion_ms', 'cantidad_descuadres'])
        // Se guardan como Descuadre[] (guardar).
        .select(sql<Descuadre[]>`descuadres`.as('descuadres'))
        .orderBy('fecha', 'desc')
        .limit(1)
        .executeTakeFirst()
    );
  },
};
