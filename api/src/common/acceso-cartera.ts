// Qué parte de la cartera ve cada rol (ARCHITECTURE.md, roles): admin y gerente ven todo; un cobrador ve y cobra
// sólo los préstamos que tiene asignados o que son de sus clientes.
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { prohibido } from './errores';
import { db } from '../database/kysely';
import type { DB } from '../database/esquema';
import type { UsuarioSesion } from './usuario-actual.decorator';
import { arreglo } from '../database/fragmentos';

export const MENSAJE_PRESTAMO_AJENO = 'No tiene permisos sobre este préstamo';

/** Un actor al que se le limita la cartera (cobrador) o que la ve entera. */
export function esCobrador(actor: Pick<UsuarioSesion, 'rol'>): boolean {
  return actor.rol === 'cobrador';
}

/**
 * Los préstamos `p` de la cartera del cobrador: los que lo nombran y los de sus clientes, leídos una vez con
 * `= ANY(ARRAY(…))` (el OR se resuelve con los índices de cobrador y de cliente, BitmapOr, en vez de probar una
 * subconsulta por préstamo). Dentro de un fragmento `sql` entra tal cual: `${deLaCarteraDe(id)}`.
 */
export function deLaCarteraDe(cobradorId: string | Expression<string>): Expression<SqlBool> {
  const eb = expressionBuilder<DB & { p: DB['prestamos'] }, 'p'>();
  const clientes = eb.selectFrom('clientes').select('id').where('cobrador_id', '=', cobradorId);
  return eb.or([
    eb('p.cobrador_id', '=', cobradorId),
    eb('p.cliente_id', '=', eb.fn.any(arreglo(clientes))),
  ]);
}

/**
 * Los clientes `c` de la cartera del cobrador: los suyos y los que tienen un préstamo que lo nombra (las paradas de
 * una ruta que siguen siendo de él). Dentro de un fragmento `sql`: `${clienteDeLaCarteraDe(id)}`.
 */
export function clienteDeLaCarteraDe(cobradorId: string): Expression<SqlBool> {
  const eb = expressionBuilder<DB & { c: DB['clientes'] }, 'c'>();
  return eb.or([
    eb('c.cobrador_id', '=', cobradorId),
    eb.exists(
      eb
        .selectFrom('prestamos as p')
        .select(sql.lit(1).as('uno'))
        .whereRef('p.cliente_id', '=', 'c.id')
        .where('p.cobrador_id', '=', cobradorId),
    ),
  ]);
}

/**
 * Los cobros `co` de la cartera del cobrador: los de sus clientes y los de los préstamos que tiene asignados, cada
 * parte leída una vez como arreglo por su índice (nunca un OR de subconsultas por cobro).
 */
export function cobroDeLaCarteraDe(cobradorId: string | Expression<string>): Expression<SqlBool> {
  const eb = expressionBuilder<DB & { co: DB['cobros'] }, 'co'>();
  const clientes = eb.selectFrom('clientes').select('id').where('cobrador_id', '=', cobradorId);
  const prestamos = eb.selectFrom('prestamos').select('id').where('cobrador_id', '=', cobradorId);
  return eb.or([
    eb('co.cliente_id', '=', eb.fn.any(arreglo(clientes))),
    eb('co.prestamo_id', '=', eb.fn.any(arreglo(prestamos))),
  ]);
}

/** Si el préstamo existe y, con `condicion`, si la cumple (la cartera de un cobrador: `deLaCarteraDe`). */
async function prestamoExiste(
  manager: EntityManager,
  prestamoId: string,
  condicion?: Expression<SqlBool>,
): Promise<boolean> {
  let consulta = db(manager).selectFrom('prestamos as p').select('p.id').where('p.id', '=', prestamoId);
  if (condicion) consulta = consulta.where(condicion);
  return (await consulta.executeTakeFirst()) !== undefined;
}

/** 403 si un cobrador intenta ver u operar un préstamo que no es de su cartera. */
export async function asegurarAccesoPrestamo(manager: EntityManager, actor: UsuarioSesion, prestamoId: string): Promise<void> {
  if (!esCobrador(actor)) return;
  if (await prestamoExiste(manager, prestamoId, deLaCarteraDe(actor.id))) return;
  if (await prestamoExiste(manager, prestamoId)) throw prohibido(MENSAJE_PRESTAMO_AJENO);
}
