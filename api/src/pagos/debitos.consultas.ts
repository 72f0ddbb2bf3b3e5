// Las consultas de los débitos del banco (docs/decisiones/conciliacion-bancaria.md), tipadas contra el esquema: las
// reglas de la oficina (patrón → cuenta), las cuentas que pueden recibir un débito, los débitos nuevos de un extracto y
// sus pasos de estado. Qué cuenta le toca a un débito lo decide `reglaDeDebito` (@cartera/dominio); aquí sólo se lee y
// se escribe.
import { ahora } from '../database/fragmentos';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';

/** Las cuentas del plan que nunca reciben un débito del banco: el efectivo y la propia cuenta por identificar. */
const CLAVES_NO_PERMITIDAS = ['caja_oficina', 'efectivo_cobradores', 'bancos', 'debitos_por_identificar'];

/** Las reglas con su cuenta, en el orden en que se crearon. */
export function leerReglas(manager: EntityManager, id?: string) {
  let consulta = db(manager)
    .selectFrom('pagos_reglas_debito as r')
    .innerJoin('contabilidad_cuentas as c', 'c.id', 'r.cuenta_id')
    .select(['r.id', 'r.patron', 'r.created_at', 'c.id as cuenta_id', 'c.codigo', 'c.nombre'])
    .orderBy('r.created_at')
    .orderBy('r.id');
  if (id) consulta = consulta.where('r.id', '=', id);
  return consulta.execute();
}

export type ReglaLeida = Awaited<ReturnType<typeof leerReglas>>[number];

/** ¿Hay otra regla (no `salvo`) con ese patrón normalizado? */
export async function patronUsado(
  manager: EntityManager,
  patronNormal: string,
  salvo?: string,
): Promise<boolean> {
  let consulta = db(manager)
    .selectFrom('pagos_reglas_debito')
    .select('id')
    .where('patron_normal', '=', patronNormal);
  if (salvo) consulta = consulta.where('id', '<>', salvo);
  return (await consulta.executeTakeFirst()) !== undefined;
}

/** La cuenta, si puede recibir un débito del banco: no es un banco, una caja, un cobrador ni la de por identificar. */
export async function cuentaParaDebito(manager: EntityManager, id: string) {
  return db(manager)
    .selectFrom('contabilidad_cuentas')
    .select(['id', 'codigo', 'nombre'])
    .where('id', '=', id)
    .where('cuenta_pago_id', 'is', null)
    .where('cobrador_id', 'is', null)
    .where((eb) => eb.or([eb('clave', 'is', null), eb('clave', 'not in', CLAVES_NO_PERMITIDAS)]))
    .executeTakeFirst();
}

/** El id de una cuenta del plan por su clave (las crea su migración). */
export async function cuentaPorClave(manager: EntityManager, clave: string): Promise<string> {
  const fila = await db(manager)
    .selectFrom('contabilidad_cuentas')
    .select('id')
    .where('clave', '=', clave)
    .executeTakeFirstOrThrow();
  return fila.id;
}

export async function insertarRegla(
  manager: EntityManager,
  r: { patron: string; patronNormal: string; cuentaId: string },
): Promise<string> {
  const fila = await db(manager)
    .insertInto('pagos_reglas_debito')
    .values({ patron: r.patron, patron_normal: r.patronNormal, cuenta_id: r.cuentaId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return fila.id;
}

export async function actualizarRegla(
  manager: EntityManager,
  id: string,
  r: { patron: string; patronNormal: string; cuentaId: string },
): Promise<void> {
  await db(manager)
    .updateTable('pagos_reglas_debito')
    .set({ patron: r.patron, patron_normal: r.patronNormal, cuenta_id: r.cuentaId, updated_at: ahora() })
    .where('id', '=', id)
    .execute();
}

export async function borrarRegla(manager: EntityManager, id: string): Promise<void> {
  await db(manager).deleteFrom('pagos_reglas_debito').where('id', '=', id).execute();
}

/** Los débitos de unas líneas que todavía no se contabilizaron (estado `debito` sin cuenta), bloqueados. */
export async function debitosSinContabilizar(
  manager: EntityManager,
  filtro: { extractoId: string } | { lineaId: string },
) {
  let consulta = db(manager)
    .selectFrom('pagos_extracto_lineas')
    .select(['id', 'cuenta_pago_id', 'fecha', 'descripcion', 'valor'])
    .where('estado', '=', 'debito')
    .where('contrapartida_id', 'is', null)
    .orderBy('fila')
    .forUpdate();
  consulta =
    'extractoId' in filtro
      ? consulta.where('extracto_id', '=', filtro.extractoId)
      : consulta.where('id', '=', filtro.lineaId);
  return (await consulta.execute()).map((f) => ({ ...f, valor: Number(f.valor) }));
}

/**
 * Las devoluciones registradas de la cuenta que ningún débito del extracto muestra todavía, en esas fechas: la línea
 * devuelta, su fecha de devolución y su valor.
 */
export async function devolucionesSinDebito(
  manager: EntityManager,
  cuentaPagoId: string,
  fechas: readonly string[],
) {
  if (fechas.length === 0) return [];
  const filas = await db(manager)
    .selectFrom('pagos_extracto_lineas as d')
    .select((eb) => ['d.id', eb.cast<string>('d.devolucion_fecha', 'text').as('fecha'), 'd.valor'])
    .where('d.cuenta_pago_id', '=', cuentaPagoId)
    .where('d.estado', '=', 'devuelta')
    .where((eb) => eb('d.devolucion_fecha', '=', eb.fn.any(eb.val([...fechas]))))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('pagos_extracto_lineas as x').select('x.id').whereRef('x.devolucion_de', '=', 'd.id'),
        ),
      ),
    )
    .orderBy('d.devolucion_fecha')
    .orderBy('d.created_at')
    .execute();
  return filas.map((f) => ({ id: f.id, fecha: f.fecha, valor: Number(f.valor) }));
}

/** Cada débito queda con su cuenta y su estado (`debito` con regla, `por_identificar` sin ella), en una sentencia. */
export async function marcarContabilizados(
  manager: EntityManager,
  marcas: ReadonlyArray<{
    id: string;
    cuentaId: string;
    estado: 'debito' | 'por_identificar';
    devolucionDe: string | null;
  }>,
): Promise<void> {
  if (marcas.length === 0) return;
  await sql`
    UPDATE pagos_extracto_lineas l
    SET contrapartida_id = v.cuenta, estado = v.estado, devolucion_de = v.devolucion
    FROM unnest(${marcas.map((m) => m.id)}::uuid[], ${marcas.map((m) => m.cuentaId)}::uuid[],
                ${marcas.map((m) => m.estado)}::text[], ${marcas.map((m) => m.devolucionDe)}::uuid[])
      AS v(id, cuenta, estado, devolucion)
    WHERE l.id = v.id`.execute(db(manager));
}

/**
 * Un débito por identificar pasa a su cuenta una sola vez: por_identificar → debito con la cuenta nueva. Devuelve la
 * línea como estaba (su cuenta anterior), o undefined si ya no estaba por identificar.
 */
export async function tomarPorIdentificar(
  manager: EntityManager,
  id: string,
  cuentaId: string,
  actor: string,
) {
  // `a` es la misma fila antes del UPDATE: RETURNING da su cuenta anterior.
  return db(manager)
    .updateTable('pagos_extracto_lineas as l')
    .from('pagos_extracto_lineas as a')
    .set({ estado: 'debito', contrapartida_id: cuentaId, decidido_por: actor, decidido_en: ahora() })
    .whereRef('a.id', '=', 'l.id')
    .where('l.id', '=', id)
    .where('l.estado', '=', 'por_identificar')
    .returning((eb) => [
      'l.id',
      eb.cast<string>('l.fecha', 'text').as('fecha'),
      'l.descripcion',
      eb.cast<string>('l.valor', 'text').as('valor'),
      // Una línea por identificar siempre tiene la cuenta que le dio marcarContabilizados.
      eb.ref('a.contrapartida_id').$notNull().as('anterior'),
    ])
    .executeTakeFirst();
}

/** Una línea repetida deja de esperar: `duplicado`, o el estado con que sigue su camino. Devuelve si estaba esperando. */
export async function decidirRepetida(
  manager: EntityManager,
  id: string,
  estado: 'duplicado' | 'por_cruzar' | 'debito',
  actor: string,
): Promise<{ cuenta_pago_id: string } | undefined> {
  return db(manager)
    .updateTable('pagos_extracto_lineas')
    .set({ estado, decidido_por: actor, decidido_en: ahora() })
    .where('id', '=', id)
    .where('estado', '=', 'por_confirmar')
    .returning('cuenta_pago_id')
    .executeTakeFirst();
}
