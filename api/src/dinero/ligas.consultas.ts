// La liga de una línea del extracto (o del suspenso) con el cobro que aplica su dinero (`pagos_lineas_cobros`,
// docs/decisiones/escritores-de-dinero.md, «Las ligas de los extractos»): la escribe la operación del cobro, en su
// paso de escritura y en su transacción, cuando el pedido nombra la línea. Existe si y sólo si el cobro existe: la
// llave hacia el cobro no admite NULL y se borra con él (la corrección que borra el cobro la borra en la misma
// sentencia).
import { pesosDe, type Centavos } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';

/** Lo que liga una línea a un cobro recién escrito: la línea, el préstamo y el cobro, y lo que el cobro aplica de ella. */
export interface LigaDeLinea {
  linea: string;
  prestamo: string;
  cobro: string;
  monto: Centavos;
}

/** La línea queda ligada al cobro (una línea repartida lleva una liga por préstamo). */
export async function ligarLinea(manager: EntityManager, liga: LigaDeLinea): Promise<void> {
  await db(manager)
    .insertInto('pagos_lineas_cobros')
    .values({ linea_id: liga.linea, prestamo_id: liga.prestamo, cobro_id: liga.cobro, monto: pesosDe(liga.monto) })
    .execute();
}
