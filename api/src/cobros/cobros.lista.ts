// La lista paginada de GET /api/cobros (cobros.service.ts): la página se elige sólo en cobros y después se junta con
// préstamo, cliente y cobrador. Sin búsqueda, la página y su total se compilan una vez por forma (qué filtros lleva y
// su orden, formasFijas): los valores de los filtros van en los parámetros; el límite y el desplazamiento, escritos en
// el texto como siempre (PostgreSQL planifica cada página con su tamaño).
import { expressionBuilder, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { formaFija, listaPorFormas } from '../database/consulta-preparada';
import type { DB } from '../database/esquema';
import { COLUMNAS_COBRO, subconsultasCobro } from './cobros.consultas';

/** Las condiciones sobre los cobros `co` de la capa tipada. */
export const condicionCobros = expressionBuilder<DB & { co: DB['cobros'] }, 'co'>();

/**
 * Cada filtro de la lista (el cobrador, el pedido o el propio de un cobrador; el préstamo; el rango de fechas; la
 * oficina): la columna de `co` y cómo se compara con su valor.
 */
const COMPARACIONES = {
  cobrador: ['co.cobrador_id', '='],
  prestamo: ['co.prestamo_id', '='],
  fechaDesde: ['co.fecha', '>='],
  fechaHasta: ['co.fecha', '<='],
  oficina: ['co.oficina_id', '='],
} as const;

/** Un filtro de la lista. */
export type FiltroCobros = keyof typeof COMPARACIONES;

/** La condición de `filtro` con su valor (un parámetro). */
export function condicionFiltro(filtro: FiltroCobros, valor: RawBuilder<string>): Expression<SqlBool> {
  const [columna, comparacion] = COMPARACIONES[filtro];
  return condicionCobros(columna, comparacion, valor);
}

const COLUMNAS_ORDEN: Readonly<Record<string, 'co.fecha' | 'co.monto' | 'co.created_at'>> = {
  fecha: 'co.fecha',
  monto: 'co.monto',
  createdAt: 'co.created_at',
};

/** El orden de la lista: la columna y su sentido; a igualdad, el más reciente primero. */
export interface OrdenCobros {
  columna: 'co.fecha' | 'co.monto' | 'co.created_at';
  ascendente: boolean;
}

/** El orden de `sort` ('campo_asc|desc'; fecha descendente si no se pide o no se conoce el campo). */
export function ordenCobros(sort: string | undefined): OrdenCobros {
  const [campo, direccion] = (sort ?? 'fecha_desc').split('_');
  return { columna: COLUMNAS_ORDEN[campo] ?? 'co.fecha', ascendente: direccion === 'asc' };
}

/** Una página de cobros con las columnas de FilaCobro: las `donde` eligen, `limite` y `desde` la recortan. */
export function paginaCobros(
  k: Kysely<DB>,
  donde: ReadonlyArray<Expression<SqlBool>>,
  orden: OrdenCobros,
  limite: RawBuilder<number>,
  desde: RawBuilder<number>,
) {
  // raw: ASC o DESC, de un booleano (el sentido de un orden no puede ser parámetro)
  const porOrden = sql`${sql.ref(orden.columna)} ${sql.raw(orden.ascendente ? 'ASC' : 'DESC')}, ${sql.ref('co.created_at')} DESC, ${sql.ref('co.id')} DESC`;
  return (
    k
      // La página se elige sólo en cobros (todas las condiciones son de co) y después se junta con préstamo,
      // cliente y cobrador: diez joins, no los de todos los cobros que cumplen el filtro.
      .selectFrom(
        k
          .selectFrom('cobros as co')
          .selectAll('co')
          .$if(donde.length > 0, (q) => q.where(condicionCobros.and([...donde])))
          .orderBy(porOrden)
          .limit(limite)
          .offset(desde)
          .as('co'),
      )
      .innerJoin('prestamos as p', 'p.id', 'co.prestamo_id')
      .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
      .leftJoin('usuarios as u', 'u.id', 'co.cobrador_id')
      .innerJoin('configuracion_organizacion as o', (j) => j.on('o.id', '=', sql.lit(1)))
      .select((eb) => [...COLUMNAS_COBRO, ...subconsultasCobro(eb)])
      .orderBy(porOrden)
  );
}

const lista = listaPorFormas(condicionFiltro);

/** La página de una forma; valores: límite y desplazamiento (en el texto: el plan es el de su tamaño) y los de los filtros. */
export const paginaPorForma = lista.porForma(
  (orden: OrdenCobros) => `${orden.columna}|${orden.ascendente ? 'asc' : 'desc'}`,
  2,
  (donde, orden, k, entero) => paginaCobros(k, donde, orden, entero(0), entero(1)),
);

/** Cuántos cobros cumplen los filtros de `filtros` (con al menos uno); valores: los de los filtros, en su orden. */
export const totalPorFiltros = lista.porFiltros((donde, k) =>
  k
    .selectFrom('cobros as co')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
    .where(condicionCobros.and(donde)),
);

/** Todos los cobros, del registro de conteos (sin contar un millón de filas). */
export const totalRegistrado = formaFija((k) =>
  k
    .selectFrom('cobros_resumen')
    .select((eb) =>
      eb.cast<number>(eb.fn.coalesce(eb.fn.sum('cantidad'), sql.lit(0)), 'integer').as('total'),
    ),
);
