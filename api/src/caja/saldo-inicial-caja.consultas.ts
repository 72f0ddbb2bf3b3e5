// El efectivo inicial de un cobrador (el de una importación, docs/decisiones/importacion.md «Efectivo al corte») en su
// entrega de caja: como un cobro, lo toma la primera entrega que registra después de la importación.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { aCentavos, aPesos } from '../common/dinero';
import { db } from '../database/kysely';

/** Marca con la entrega el efectivo inicial que el cobrador todavía tiene y devuelve cuánto es (pesos; 0 si nada). */
export async function tomarSaldoInicial(manager: EntityManager, entregaId: string, cobradorId: string): Promise<number> {
  const tomados = await db(manager)
    .updateTable('caja_saldos_iniciales')
    .set({ entrega_id: entregaId, updated_at: sql`now()` })
    .where('cobrador_id', '=', cobradorId)
    .where('entrega_id', 'is', null)
    .returning('monto')
    .execute();
  return aPesos(tomados.reduce((total, fila) => total + aCentavos(Number(fila.monto)), 0));
}
