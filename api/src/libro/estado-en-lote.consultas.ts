// Lo que el barrido decide de un lote de préstamos (barridoDelPrestamo de @cartera/dominio: qué cuotas vencieron, en
// qué estado queda cada préstamo), escrito por el libro del préstamo: las cuotas y los préstamos sólo los escribe el
// núcleo de dinero (docs/decisiones/escritores-de-dinero.md). Estas consultas no deciden nada.
import type { ColumnasBarridas } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { cualquieraDe } from '../database/fragmentos';
import { db } from '../database/kysely';
import { filasEnMemoria } from '../database/filas-en-memoria';

/** `= ANY($1::uuid[])`: un parámetro para todo el lote, no uno por id. */
const cualquiera = (ids: readonly string[]) => cualquieraDe(ids, 'uuid');

/** Las cuotas que vencieron (ids de cuotas pendientes o parciales). */
export async function vencerCuotas(manager: EntityManager, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db(manager)
    .updateTable('cuotas')
    .set({ estado: 'vencida', updated_at: sql`now()` })
    .where('id', '=', cualquiera(ids))
    .where('estado', 'in', ['pendiente', 'parcial'])
    .execute();
}

/** Las columnas que el barrido recalcula, préstamo por préstamo, en una sola sentencia. */
export async function guardarEstados(
  manager: EntityManager,
  cambios: ReadonlyArray<{ id: string } & ColumnasBarridas>,
): Promise<void> {
  if (cambios.length === 0) return;
  await db(manager)
    .updateTable('prestamos as p')
    .from(
      filasEnMemoria(
        cambios.map((c) => ({
          id: c.id,
          vencidas: c.cuotasVencidas,
          dias: c.diasMoraPromedio,
          estado: c.estado,
          proxima: c.proximaFecha,
          primera: c.primeraImpaga,
        })),
        {
          id: 'uuid',
          vencidas: 'numeric',
          dias: 'numeric',
          estado: 'text',
          proxima: 'date',
          primera: 'date',
        }
      ),
    )
    .set((eb) => ({
      cuotas_vencidas: eb.cast<number>('v.vencidas', 'integer'),
      dias_mora_promedio: eb.ref('v.dias'),
      estado: eb.ref('v.estado'),
      proxima_fecha: eb.ref('v.proxima'),
      primera_impaga: eb.ref('v.primera'),
      updated_at: sql`now()`,
    }))
    .whereRef('p.id', '=', 'v.id')
    .execute();
}
