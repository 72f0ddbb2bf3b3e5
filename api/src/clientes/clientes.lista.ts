// La lista paginada de GET /api/clientes (clientes.service.ts). Sin búsqueda, la página y su total se compilan una vez
// por forma (qué filtros lleva y su orden, formasFijas): los valores de los filtros van en los parámetros; el límite y
// el desplazamiento, escritos en el texto como siempre (PostgreSQL planifica cada página con su tamaño). Con búsqueda
// (cédula o teléfono, o nombre) se arma en cada petición con las mismas piezas.
import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { formasFijas, listaPorFormas } from '../database/consulta-preparada';
import type { DB } from '../database/esquema';
import type { BaseTipada } from '../database/kysely';
import type { Orden } from '../common/paginacion';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaClientesDto } from './dto/consulta-clientes.dto';
import { seleccionListaClientes } from './clientes.sql';

/** Las condiciones sobre los clientes `c` de la capa tipada. */
export const condicionClientes = expressionBuilder<DB & { c: DB['clientes'] }, 'c'>();

/** Un filtro de la lista; `cartera` es la del cobrador que pide. Los de autorización no llevan valor. */
export type FiltroClientes = 'cartera' | 'cobrador' | 'estado' | 'oficina' | 'autorizada' | 'sinAutorizacion';

/** La condición de `filtro` con su valor (un parámetro). */
function condicionFiltro(filtro: FiltroClientes, valor: RawBuilder<string>): Expression<SqlBool> {
  const autorizada = () =>
    condicionClientes.exists(
      condicionClientes.selectFrom('clientes_autorizaciones as a').select('a.cliente_id').whereRef('a.cliente_id', '=', 'c.id'),
    );
  switch (filtro) {
    case 'cartera':
    case 'cobrador':
      return condicionClientes('c.cobrador_id', '=', valor);
    case 'estado':
      return condicionClientes('c.estado', '=', valor);
    case 'oficina':
      return condicionClientes('c.oficina_id', '=', valor);
    case 'autorizada':
      return autorizada();
    case 'sinAutorizacion':
      return condicionClientes.not(autorizada());
  }
}

const lista = listaPorFormas(condicionFiltro);

/** Los filtros de la consulta (sin búsqueda) y sus valores, en el mismo orden (los de autorización, sin uso). */
export function filtrosClientes(consulta: ConsultaClientesDto, actor: Usuario) {
  return lista.presentes([
    ['cartera', actor.rol === 'cobrador' ? actor.id : undefined],
    ['cobrador', consulta.cobrador || undefined],
    ['estado', consulta.estado || undefined],
    ['oficina', consulta.oficina || undefined],
    [consulta.autorizacion === 'sin' ? 'sinAutorizacion' : 'autorizada', consulta.autorizacion || undefined],
  ]);
}

/** Las condiciones de los filtros con sus valores en la consulta (una búsqueda, armada en cada petición). */
export const condicionesConValores = lista.conValores;

/** Una página de clientes que cumplen `donde`, en `orden` (a igualdad, por id en el mismo sentido). */
export function paginaClientes(
  k: BaseTipada,
  donde: ReadonlyArray<Expression<SqlBool>>,
  orden: Orden,
  limite: RawBuilder<number>,
  desde: RawBuilder<number>,
) {
  const direccion = orden.direccion === 'ASC' ? 'asc' : 'desc';
  // Primero los ids de la página (filtros, orden, límite) y después sus filas completas: así PostgreSQL calcula la
  // foto y la autorización de esas filas y no las de la tabla entera. Con la lista en una sola consulta las pensaba
  // para todos los clientes y recorría enteras las tablas hijas; con su política por oficina, eso duplicaba el tiempo
  // de la página (docs/decisiones/rol-de-la-api-y-alcance.md).
  const ids = k
    .selectFrom('clientes as c')
    .select('c.id')
    .$if(donde.length > 0, (q) => q.where(condicionClientes.and([...donde])))
    .orderBy(sql.ref(orden.expresion), direccion)
    .orderBy('c.id', direccion)
    .limit(limite)
    .offset(desde);
  return seleccionListaClientes(k)
    .where('c.id', 'in', ids)
    .orderBy(sql.ref(orden.expresion), direccion)
    .orderBy('c.id', direccion);
}

/** Cuántos clientes cumplen `donde` (un count(*) sin joins). */
export function totalClientes(k: BaseTipada, donde: ReadonlyArray<Expression<SqlBool>>) {
  return k
    .selectFrom('clientes as c')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
    .$if(donde.length > 0, (q) => q.where(condicionClientes.and([...donde])));
}

/** La página de una forma (su orden, de una lista blanca); valores: límite y desplazamiento (en el texto) y los de los filtros. */
export const paginaPorForma = lista.porForma(
  (orden: Orden) => `${orden.expresion}|${orden.direccion}`,
  2,
  (donde, orden, k, entero) => paginaClientes(k, donde, orden, entero(0), entero(1)),
);

/** Cuántos clientes cumplen los filtros `filtros`; valores: los de los filtros. */
export const totalPorFiltros = lista.porFiltros((donde, k) => totalClientes(k, donde));

/**
 * El total de `clientes_totales` (por estado y cobrador, al día por disparadores) con los filtros `filtros` (sin los de
 * autorización, que esa tabla no conoce); valores: los de los filtros.
 */
export const totalRegistradoPorFiltros = formasFijas(
  (filtros: readonly FiltroClientes[]) => filtros.join(','),
  (filtros, k, valor) =>
    filtros.reduce(
      (q, filtro, i) => q.where(filtro === 'estado' ? 'estado' : 'cobrador_id', '=', valor<string>(i)),
      k
        .selectFrom('clientes_totales')
        .select((eb) =>
          eb.cast<number>(eb.fn.coalesce(eb.fn.sum('total'), sql.lit(0)), 'integer').as('total'),
        ),
    ),
);
