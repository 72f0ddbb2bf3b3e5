// Qué cuentas alcanza quien pide (docs/decisiones/sondeo-entre-oficinas.md): `usuarios` no tiene política de fila (la
// guardia lee la cuenta de cada sesión antes de que haya alcance), así que /usuarios y /cobradores acotan aquí, con el
// alcance de la petición (auth/alcance.ts). Con todas las oficinas, todas las cuentas; con algunas, las que tienen una
// de ellas y las de administrador (que no tienen oficina: son de la organización). Una cuenta fuera del alcance es un
// 404, como una que no existe, y no sale en las listas.
import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { alcanceActual } from '../database/alcance';
import type { DB } from '../database/esquema';
import { db } from '../database/kysely';

const eb = expressionBuilder<DB & { u: DB['usuarios'] }, 'u'>();

/** La condición sobre la cuenta `u` para el alcance en curso; null si lo alcanza todo (o nadie lo fijó). */
export function cuentasDelAlcance(): Expression<SqlBool> | null {
  const alcance = alcanceActual();
  if (alcance === undefined || alcance.oficinas === 'todas') return null;
  const oficinas = [...alcance.oficinas];
  const suyas = eb.selectFrom('usuarios_oficinas as uo').select('uo.usuario_id').whereRef('uo.usuario_id', '=', 'u.id');
  const condiciones = [eb.not(eb.exists(suyas))];
  if (oficinas.length > 0) condiciones.push(eb.exists(suyas.where('uo.oficina_id', 'in', oficinas)));
  return eb.or(condiciones);
}

/** Si la cuenta `id` está en el alcance en curso (una consulta sólo si el alcance no es de todas las oficinas). */
export async function alcanzaCuenta(manager: EntityManager, id: string): Promise<boolean> {
  const condicion = cuentasDelAlcance();
  if (condicion === null) return true;
  const fila = await db(manager).selectFrom('usuarios as u').select('u.id').where('u.id', '=', id).where(condicion).executeTakeFirst();
  return fila !== undefined;
}
