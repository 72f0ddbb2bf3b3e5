// La lista paginada de GET /api/prestamos, su resumen por estado y su CSV (prestamos.lectura.ts). Sin búsqueda se
// compilan una vez por forma (qué filtros lleva y su orden, formasFijas): los valores de los filtros van en los
// parámetros; el límite y el desplazamiento, escritos en el texto como siempre (PostgreSQL planifica cada página con
// su tamaño). Con búsqueda la forma depende del texto y de cuántos préstamos coinciden: se arma en cada petición con
// las mismas piezas.
import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { deLaCarteraDe, esCobrador } from '../common/acceso-cartera';
import { formaFija, listaPorFormas } from '../database/consulta-preparada';
import type { DB } from '../database/esquema';
import type { BaseTipada } from '../database/kysely';
import { sumaOCero } from '../common/filas';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaPrestamosDto } from './dto/consulta-prestamos.dto';
import { seleccionPrestamos } from './prestamos.sql';

/** Las condiciones sobre los préstamos `p` de la capa tipada. */
export const condicionPrestamos = expressionBuilder<DB & { p: DB['prestamos'] }, 'p'>();

/** Los filtros que comparan una columna de `p` con su valor: la columna y cómo se compara. */
const COMPARACIONES = {
  cobrador: ['p.cobrador_id', '='],
  cliente: ['p.cliente_id', '='],
  modalidad: ['p.modalidad', '='],
  fechaDesde: ['p.fecha', '>='],
  fechaHasta: ['p.fecha', '<='],
  tasaMinima: ['p.tasa_efectiva_anual', '>='],
  tasaMaxima: ['p.tasa_efectiva_anual', '<='],
  tipoCredito: ['p.tipo_credito', '='],
  oficina: ['p.oficina_id', '='],
  estado: ['p.estado', '='],
} as const;

/** Un filtro de la lista y del CSV; `cartera` es la del cobrador que pide. El estado va siempre el último. */
export type FiltroPrestamos = 'cartera' | keyof typeof COMPARACIONES;

/** La condición de `filtro` con su valor (un parámetro). */
export function condicionFiltro(filtro: FiltroPrestamos, valor: RawBuilder<string>): Expression<SqlBool> {
  if (filtro === 'cartera') return deLaCarteraDe(valor);
  const [columna, comparacion] = COMPARACIONES[filtro];
  return condicionPrestamos(columna, comparacion, valor);
}

const lista = listaPorFormas(condicionFiltro);

/** Los filtros de la consulta (sin búsqueda) y sus valores, en el mismo orden; el estado, si lo hay, al final. */
export function filtrosPrestamos(consulta: Omit<ConsultaPrestamosDto, 'page' | 'limit'>, actor: Usuario) {
  return lista.presentes([
    ['cartera', esCobrador(actor) ? actor.id : undefined],
    ['cobrador', consulta.cobrador || undefined],
    ['cliente', consulta.cliente || undefined],
    ['modalidad', consulta.modalidad || undefined],
    ['fechaDesde', consulta.fechaDesde || undefined],
    ['fechaHasta', consulta.fechaHasta || undefined],
    ['tasaMinima', consulta.tasaEfectivaMin === undefined ? undefined : String(consulta.tasaEfectivaMin)],
    ['tasaMaxima', consulta.tasaEfectivaMax === undefined ? undefined : String(consulta.tasaEfectivaMax)],
    ['tipoCredito', consulta.tipoCredito || undefined],
    ['oficina', consulta.oficina || undefined],
    ['estado', consulta.estado || undefined],
  ]);
}

const COLUMNAS_ORDEN: Readonly<Record<string, ColumnaOrden>> = {
  createdAt: 'p.created_at',
  monto: 'p.monto',
  fecha: 'p.fecha',
  estado: 'p.orden_estado',
  cliente: 'c.nombre',
  tasaEfectivaAnual: 'p.tasa_efectiva_anual',
};

type ColumnaOrden = 'p.created_at' | 'p.monto' | 'p.fecha' | 'p.orden_estado' | 'c.nombre' | 'p.tasa_efectiva_anual';

/** El orden de la lista y del CSV: la columna y su sentido; a igualdad, los más nuevos primero. */
export interface OrdenPrestamos {
  columna: ColumnaOrden;
  ascendente: boolean;
  /** Los préstamos sin tasa (null) van al final en los dos sentidos. */
  nulosAlFinal: boolean;
}

/** El orden de `sort` ('campo_asc|desc'; createdAt descendente si no se pide o no se conoce el campo). */
export function ordenPrestamos(sort: string | undefined): OrdenPrestamos {
  const [campo, direccion] = (sort ?? 'createdAt_desc').split('_');
  return {
    columna: COLUMNAS_ORDEN[campo] ?? 'p.created_at',
    ascendente: direccion === 'asc',
    nulosAlFinal: campo === 'tasaEfectivaAnual',
  };
}

function porOrden(orden: OrdenPrestamos): Expression<unknown> {
  // raw: ASC o DESC y NULLS LAST, de dos booleanos (el sentido de un orden no puede ser parámetro)
  const sentido = sql.raw(`${orden.ascendente ? 'ASC' : 'DESC'}${orden.nulosAlFinal ? ' NULLS LAST' : ''}`);
  return sql`${sql.ref(orden.columna)} ${sentido}, ${sql.ref('p.created_at')} DESC, ${sql.ref('p.id')} DESC`;
}

/** Los préstamos que cumplen `donde`, en `orden` (el CSV: todos; la lista les pone límite). */
export function prestamosEnOrden(k: BaseTipada, donde: ReadonlyArray<Expression<SqlBool>>, orden: OrdenPrestamos) {
  return seleccionPrestamos(k)
    .$if(donde.length > 0, (q) => q.where(condicionPrestamos.and([...donde])))
    .orderBy(porOrden(orden));
}

/** Conteos y saldo por estado de los préstamos que cumplen `donde` (al menos una condición). */
export function resumenPrestamos(k: BaseTipada, donde: ReadonlyArray<Expression<SqlBool>>) {
  return k
    .selectFrom('prestamos as p')
    .select((eb) => [
      'p.estado',
      eb.cast<number>(eb.fn.countAll(), 'integer').as('n'),
      sumaOCero(eb, 'p.saldo_pendiente').as('saldo'),
    ])
    .where(condicionPrestamos.and([...donde]))
    .groupBy('p.estado');
}

const claveOrden = (orden: OrdenPrestamos) =>
  `${orden.columna}|${orden.ascendente ? 'asc' : 'desc'}${orden.nulosAlFinal ? '|nulos' : ''}`;

/** La página de una forma; valores: límite y desplazamiento (en el texto) y los de los filtros. */
export const paginaPorForma = lista.porForma(claveOrden, 2, (donde, orden, k, entero) =>
  prestamosEnOrden(k, donde, orden).limit(entero(0)).offset(entero(1)),
);

/** Todos los préstamos de una forma, para el CSV; valores: los de los filtros. */
export const exportePorForma = lista.porForma(claveOrden, 0, (donde, orden, k) =>
  prestamosEnOrden(k, donde, orden),
);

/** El resumen de los filtros `filtros` (al menos uno, sin el estado); valores: los de los filtros. */
export const resumenPorFiltros = lista.porFiltros((donde, k) => resumenPrestamos(k, donde));

/**
 * El resumen de toda la cartera: sale del registro de conteos (prestamos_resumen, mantenido por disparadores) en vez
 * de recorrer todos los préstamos.
 */
export const resumenRegistrado = formaFija((k) =>
  k
    .selectFrom('prestamos_resumen')
    .select((eb) => ['estado', eb.cast<number>(eb.fn.sum('cantidad'), 'integer').as('n'), eb.fn.sum<string>('saldo').as('saldo')])
    .groupBy('estado'),
);
