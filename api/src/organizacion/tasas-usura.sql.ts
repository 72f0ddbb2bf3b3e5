// Las tasas de usura certificadas de un tipo de crédito, tipadas contra el esquema (database/esquema.ts): la lectura que
// comparten la configuración (la tasa de hoy) y el registro de tasas (la vigente, la que se cruza con un periodo nuevo).
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';

/** Las tasas de `tipoCredito` cuyo periodo se cruza con [`desde`, `hasta`] (un día: los dos iguales), sin columnas. */
export function tasasQueCubren(manager: EntityManager, tipoCredito: string, desde: string, hasta: string) {
  return db(manager)
    .selectFrom('tasas_usura')
    .where('tipo_credito', '=', tipoCredito)
    .where('desde', '<=', hasta)
    .where('hasta', '>=', desde);
}
