// Las filas más numerosas del libro por lotes (libro-lote.ts) — cobros, sus aplicaciones y los movimientos del libro
// del préstamo, unas veinte por préstamo cada una — en una sentencia por tabla con un arreglo por columna (`unnest`), en
// vez de un VALUES con un parámetro por celda: con 4.000 cobros son 12 parámetros en vez de 48.000, y la API ya no
// arma, recorre ni manda una expresión por celda (docs/decisiones/importacion.md, «La página siguiente, por
// adelantado»). Las filas y lo que hacen sus disparadores por sentencia son los mismos.
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { Cobros, CobrosAplicaciones, PrestamosMovimientos } from '../database/esquema';
import { db } from '../database/kysely';

/** Un cobro del lote: su en_poder_de ya resuelto (nunca «del cobrador si lo registró»: eso lo decide insertarCobros). */
export type CobroDelLote = Required<
  Pick<
    Insertable<Cobros>,
    | 'id'
    | 'prestamo_id'
    | 'cliente_id'
    | 'cobrador_id'
    | 'monto'
    | 'fecha'
    | 'observaciones'
    | 'origen'
    | 'cuota_id'
    | 'registrado_por'
    | 'en_poder_de'
    | 'monto_mora'
  >
>;

/**
 * Un movimiento del lote: todas sus columnas menos las que pone la base. La oficina, la de su préstamo, la manda el lote
 * y la comprueba la llave (prestamo_id, oficina_id) (migración 1795363100000), sin un disparador por fila.
 */
export type MovimientoDelLote = Required<
  Omit<Insertable<PrestamosMovimientos>, 'id' | 'secuencia' | 'created_at'>
>;

/** Una aplicación del lote, con la oficina de su cobro (la llave (cobro_id, oficina_id) la comprueba). */
export type AplicacionDelLote = Required<Insertable<CobrosAplicaciones>>;

const columna = <T, K extends keyof T>(filas: readonly T[], clave: K) => filas.map((f) => f[clave]);

export const consultasLibroLote = {
  async insertarCobros(manager: EntityManager, cobros: readonly CobroDelLote[]): Promise<void> {
    if (cobros.length === 0) return;
    // sql: unnest de varios arreglos como una tabla (una sentencia por lote) no tiene constructor en Kysely
    const v = sql<CobroDelLote>`unnest(
        ${columna(cobros, 'id')}::uuid[], ${columna(cobros, 'prestamo_id')}::uuid[],
        ${columna(cobros, 'cliente_id')}::uuid[], ${columna(cobros, 'cobrador_id')}::uuid[],
        ${columna(cobros, 'monto')}::numeric[], ${columna(cobros, 'fecha')}::date[],
        ${columna(cobros, 'observaciones')}::text[], ${columna(cobros, 'origen')}::text[],
        ${columna(cobros, 'cuota_id')}::uuid[], ${columna(cobros, 'registrado_por')}::uuid[],
        ${columna(cobros, 'en_poder_de')}::uuid[], ${columna(cobros, 'monto_mora')}::numeric[])`.as<'v'>(
      sql`v(id, prestamo_id, cliente_id, cobrador_id, monto, fecha, observaciones, origen, cuota_id, registrado_por,
            en_poder_de, monto_mora)`,
    );
    const columnas = [
      'id',
      'prestamo_id',
      'cliente_id',
      'cobrador_id',
      'monto',
      'fecha',
      'observaciones',
      'origen',
      'cuota_id',
      'registrado_por',
      'en_poder_de',
      'monto_mora',
    ] as const;
    await db(manager)
      .insertInto('cobros')
      .columns(columnas)
      .expression(
        db(manager)
          .selectFrom(v)
          .select(columnas.map((c) => `v.${c}` as const)),
      )
      .execute();
  },

  async insertarAplicaciones(
    manager: EntityManager,
    aplicaciones: readonly AplicacionDelLote[],
  ): Promise<void> {
    if (aplicaciones.length === 0) return;
    // sql: unnest de varios arreglos como una tabla (una sentencia por lote) no tiene constructor en Kysely
    const v = sql<AplicacionDelLote>`unnest(
        ${columna(aplicaciones, 'cobro_id')}::uuid[], ${columna(aplicaciones, 'cuota_id')}::uuid[],
        ${columna(aplicaciones, 'monto')}::numeric[], ${columna(aplicaciones, 'oficina_id')}::uuid[])`.as<'v'>(
      sql`v(cobro_id, cuota_id, monto, oficina_id)`,
    );
    await db(manager)
      .insertInto('cobros_aplicaciones')
      .columns(['cobro_id', 'cuota_id', 'monto', 'oficina_id'])
      .expression(db(manager).selectFrom(v).select(['v.cobro_id', 'v.cuota_id', 'v.monto', 'v.oficina_id']))
      .execute();
  },

  /** Los movimientos en el orden dado (su secuencia sigue ese orden); devuelve sus ids en ese orden. */
  async insertarMovimientos(
    manager: EntityManager,
    movimientos: readonly MovimientoDelLote[],
  ): Promise<string[]> {
    if (movimientos.length === 0) return [];
    // sql: unnest de varios arreglos como una tabla (una sentencia por lote) no tiene constructor en Kysely
    const v = sql<MovimientoDelLote & { orden: string }>`unnest(
        ${columna(movimientos, 'prestamo_id')}::uuid[], ${columna(movimientos, 'tipo')}::text[],
        ${columna(movimientos, 'fecha')}::date[], ${columna(movimientos, 'monto')}::numeric[],
        ${columna(movimientos, 'capital')}::numeric[], ${columna(movimientos, 'interes')}::numeric[],
        ${columna(movimientos, 'efectivo')}::numeric[], ${columna(movimientos, 'cobro_id')}::uuid[],
        ${columna(movimientos, 'motivo')}::text[], ${columna(movimientos, 'registrado_por')}::uuid[],
        ${columna(movimientos, 'capital_primero')}::boolean[], ${columna(movimientos, 'mora')}::numeric[],
        ${columna(movimientos, 'oficina_id')}::uuid[])
      WITH ORDINALITY`.as<'v'>(
      sql`v(prestamo_id, tipo, fecha, monto, capital, interes, efectivo, cobro_id, motivo, registrado_por,
            capital_primero, mora, oficina_id, orden)`,
    );
    const columnas = [
      'prestamo_id',
      'tipo',
      'fecha',
      'monto',
      'capital',
      'interes',
      'efectivo',
      'cobro_id',
      'motivo',
      'registrado_por',
      'capital_primero',
      'mora',
      'oficina_id',
    ] as const;
    const filas = await db(manager)
      .insertInto('prestamos_movimientos')
      .columns(columnas)
      .expression(
        db(manager)
          .selectFrom(v)
          .select(columnas.map((c) => `v.${c}` as const))
          .orderBy('v.orden'),
      )
      .returning(['id', 'secuencia'])
      .execute();
    // La secuencia sigue el orden de las filas (ORDER BY de la ordinalidad).
    return filas.sort((a, b) => Number(a.secuencia) - Number(b.secuencia)).map((f) => f.id);
  },
};
