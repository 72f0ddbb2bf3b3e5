// Qué parte de la cartera ve cada rol (ARCHITECTURE.md, roles): admin y gerente ven todo; un cobrador ve y cobra
// sólo los préstamos que tiene asignados o que son de sus clientes.
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { prohibido } from '../common/errores';
import type { DB } from '../database/esquema';
import type { Usuario } from '../usuarios/entities/usuario.entity';

export const MENSAJE_PRESTAMO_AJENO = 'No tiene permisos sobre este préstamo';

/** Un actor al que se le limita la cartera (cobrador) o que la ve entera. */
export function esCobrador(actor: Pick<Usuario, 'rol'>): boolean {
  return actor.rol === 'cobrador';
}

/**
 * Condición SQL que limita `p` (prestamos) a la cartera del cobrador `$parametro`. Usa el cobrador del préstamo o el
 * del cliente, como las rutas de cobro.
 */
export function condicionCarteraCobrador(parametro: string, alias = 'p'): string {
  // `= ANY(ARRAY(…))`: los clientes del cobrador se leen una vez y el OR se resuelve con los índices de cobrador y de
  // cliente (BitmapOr), en vez de recorrer todos los préstamos probando la subconsulta.
  return `(${alias}.cobrador_id = ${parametro} OR ${alias}.cliente_id = ANY (ARRAY(SELECT id FROM clientes WHERE cobrador_id = ${parametro})))`;
}

/**
 * La misma condición que `condicionCarteraCobrador`, como fragmento de la capa tipada (`sql` de Kysely, con el id del
 * cobrador como parámetro): para las consultas tipadas que la necesitan dentro de un `sql`. Cambian juntas.
 */
export function carteraDelCobrador(cobradorId: string, alias = 'p') {
  return sql<boolean>`(${sql.ref(`${alias}.cobrador_id`)} = ${cobradorId} OR ${sql.ref(`${alias}.cliente_id`)} = ANY (ARRAY(SELECT id FROM clientes WHERE cobrador_id = ${cobradorId})))`;
}

/**
 * La misma condición que `condicionCarteraCobrador`, tipada, para las consultas de la capa tipada: los préstamos `p`
 * de la cartera del cobrador (los que lo nombran y los de sus clientes, leídos una vez con `= ANY(ARRAY(…))`).
 * Cambian juntas mientras quede la de texto.
 */
export function deLaCarteraDe(cobradorId: string): Expression<SqlBool> {
  const eb = expressionBuilder<DB & { p: DB['prestamos'] }, 'p'>();
  const clientes = eb.selectFrom('clientes').select('id').where('cobrador_id', '=', cobradorId);
  return eb.or([
    eb('p.cobrador_id', '=', cobradorId),
    eb('p.cliente_id', '=', eb.fn.any(sql<string[]>`ARRAY(${clientes})`)),
  ]);
}

/** 403 si un cobrador intenta ver u operar un préstamo que no es de su cartera. */
export async function asegurarAccesoPrestamo(manager: EntityManager, actor: Usuario, prestamoId: string): Promise<void> {
  if (!esCobrador(actor)) return;
  const filas: unknown[] = await manager.query(
    `SELECT 1 FROM prestamos p WHERE p.id = $1 AND ${condicionCarteraCobrador('$2')}`,
    [prestamoId, actor.id],
  );
  if (filas.length === 0) {
    const existe: unknown[] = await manager.query(`SELECT 1 FROM prestamos WHERE id = $1`, [prestamoId]);
    if (existe.length > 0) throw prohibido(MENSAJE_PRESTAMO_AJENO);
  }
}
