// Las lecturas de la auditoría que no pasan por su entidad (entities/evento-auditoria.entity.ts), tipadas contra el
// esquema (database/esquema.ts): las opciones de los filtros y las estadísticas de sus índices de texto.
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';

/** Las estadísticas de un índice de expresión como las deja ANALYZE en `pg_stats` (catálogo de PostgreSQL). */
interface EstadisticasIndice {
  comunes: string[] | null;
  fracciones: number[] | null;
  histograma: string[] | null;
}

export const consultasAuditoria = {
  /**
   * Los valores distintos de `columna` en `auditoria_conteos`, saltando de valor en valor por su índice (un `min`
   * por valor: unas pocas lecturas aunque haya millones de eventos), hasta `maximo`.
   */
  async valoresDistintos(manager: EntityManager, columna: 'usuario' | 'modulo', maximo: number) {
    const filas = await db(manager)
      .withRecursive('valores(valor)', (q) =>
        q
          .selectFrom('auditoria_conteos')
          .select((eb) => eb.fn.min<string | null>(columna).as('valor'))
          .unionAll((eb) =>
            eb
              .selectFrom('valores as v')
              .select((v) =>
                v
                  .selectFrom('auditoria_conteos as a')
                  .select((a) => a.fn.min(`a.${columna}`).as('siguiente'))
                  .whereRef(`a.${columna}`, '>', 'v.valor')
                  .as('valor'),
              )
              .where('v.valor', 'is not', null),
          ),
      )
      .selectFrom('valores')
      .select('valor')
      .where('valor', 'is not', null)
      .limit(maximo)
      .execute();
    return filas.flatMap((f) => (f.valor === null ? [] : [f.valor]));
  },

  /** Las estadísticas de los índices de texto de la búsqueda (usuario, acción, detalles); vacío sin ANALYZE. */
  async estadisticasDeTexto(manager: EntityManager): Promise<EstadisticasIndice[]> {
    // sql: pg_stats: catálogo de PostgreSQL, fuera del esquema generado
    const { rows } = await sql<EstadisticasIndice>`
      SELECT most_common_vals::text::text[] AS comunes, most_common_freqs AS fracciones,
             histogram_bounds::text::text[] AS histograma
      FROM pg_stats
      WHERE schemaname = current_schema()
        AND tablename IN ('auditoria_usuario_trgm_idx', 'auditoria_accion_trgm_idx', 'auditoria_detalles_trgm_idx')`.execute(
      db(manager),
    );
    return rows;
  },
};
