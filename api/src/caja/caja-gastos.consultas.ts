// Los gastos de los cobradores y sus límites (docs/decisiones/caja-de-cobradores.md), tipados contra el esquema
// (database/esquema.ts). Corren en la transacción del servicio (el manager que reciben). Los gastos los escriben los
// comandos del mayor (mayor/caja-gastos.comandos.ts); aquí, las lecturas y los límites.
import { CATEGORIAS_GASTO_COBRADOR, ESTADOS_GASTO_COBRADOR, LIMITES_GASTO_PASADOS } from '@cartera/dominio';
import { sql, type ExpressionBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { DB } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { filtroCaja, type FiltroCaja } from './caja.consultas';
import type { FilaDe } from '../common/filas';

function gastos(manager: EntityManager) {
  return db(manager)
    .selectFrom('caja_gastos as g')
    .innerJoin('usuarios as u', 'u.id', 'g.cobrador_id')
    .leftJoin('usuarios as r', 'r.id', 'g.registrado_por')
    .leftJoin('usuarios as d', (j) =>
      j.on((eb) => eb('d.id', '=', eb.fn.coalesce('g.aprobado_por', 'g.rechazado_por'))),
    )
    .select((eb) => [
      'g.id',
      'g.cobrador_id',
      'u.nombre as cobrador_nombre',
      'g.fecha',
      'g.categoria',
      'g.monto',
      'g.concepto',
      // PostgreSQL responde boolean (Kysely tipa una comparación como SqlBool, que admite 0 y 1).
      eb('g.foto', 'is not', null).$castTo<boolean>().as('tiene_foto'),
      'g.estado',
      'g.limite_pasado',
      'g.motivo_rechazo',
      'g.registrado_por',
      'r.nombre as registrado_nombre',
      eb.fn.coalesce('g.aprobado_por', 'g.rechazado_por').as('decidido_por'),
      'd.nombre as decidido_nombre',
      'g.entrega_id',
      'g.created_at',
    ]);
}

/** Un gasto con su categoría, su estado y el límite que pasó comprobados contra sus listas. */
function filaGasto(fila: FilaDe<typeof gastos>) {
  return {
    ...fila,
    categoria: deLista(CATEGORIAS_GASTO_COBRADOR, fila.categoria, 'caja_gastos.categoria'),
    estado: deLista(ESTADOS_GASTO_COBRADOR, fila.estado, 'caja_gastos.estado'),
    limite_pasado:
      fila.limite_pasado === null
        ? null
        : deLista(LIMITES_GASTO_PASADOS, fila.limite_pasado, 'caja_gastos.limite_pasado'),
  };
}
export type FilaGasto = ReturnType<typeof filaGasto>;

function filtroGastos(eb: ExpressionBuilder<DB & { g: DB['caja_gastos'] }, 'g'>, f: FiltroCaja) {
  return filtroCaja(f, { cobrador: eb.ref('g.cobrador_id'), fecha: eb.ref('g.fecha'), estado: eb.ref('g.estado') });
}

export const consultasGastos = {
  // ——— Límites ———

  /** La oficina y sus límites (null las columnas de una oficina que nunca guardó los suyos: rigen los de siempre). */
  limites(manager: EntityManager, oficinaId: string) {
    return db(manager)
      .selectFrom('oficinas as o')
      .leftJoin('caja_limites_gastos as l', 'l.oficina_id', 'o.id')
      .select(['o.id as oficina_id', 'o.nombre as oficina_nombre'])
      .select(['l.gasto_maximo', 'l.gastos_dia_maximo', 'l.foto_desde', 'l.updated_at'])
      .where('o.id', '=', oficinaId)
      .executeTakeFirstOrThrow();
  },

  /** La fila de los límites de la oficina, creada con los de siempre si no la tenía, bloqueada para cambiarla. */
  async bloquearLimites(manager: EntityManager, oficinaId: string): Promise<void> {
    await db(manager)
      .insertInto('caja_limites_gastos')
      .values({ oficina_id: oficinaId })
      .onConflict((oc) => oc.column('oficina_id').doNothing())
      .execute();
    await db(manager)
      .selectFrom('caja_limites_gastos')
      .select('oficina_id')
      .where('oficina_id', '=', oficinaId)
      .forUpdate()
      .execute();
  },

  async guardarLimites(
    manager: EntityManager,
    oficinaId: string,
    limites: { gastoMaximo: number; gastosDiaMaximo: number; fotoDesde: number },
  ) {
    await db(manager)
      .updateTable('caja_limites_gastos')
      .set({
        gasto_maximo: limites.gastoMaximo,
        gastos_dia_maximo: limites.gastosDiaMaximo,
        foto_desde: limites.fotoDesde,
        updated_at: sql`now()`,
      })
      .where('oficina_id', '=', oficinaId)
      .execute();
  },

  // ——— Gastos ———

  /** Un gasto; con `bloquear`, su fila queda bloqueada hasta el fin de la transacción (undefined: no existe). */
  async gasto(manager: EntityManager, id: string, bloquear = false): Promise<FilaGasto | undefined> {
    const fila = await gastos(manager)
      .where('g.id', '=', id)
      .$if(bloquear, (q) => q.forUpdate('g'))
      .executeTakeFirst();
    return fila && filaGasto(fila);
  },

  fotoGasto(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('caja_gastos')
      .select(['foto_mime', 'foto'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Una página de gastos (los más recientes primero) y cuántos cumplen el filtro. */
  async paginaGastos(manager: EntityManager, f: FiltroCaja, limite: number, desde: number) {
    const { total } = await db(manager)
      .selectFrom('caja_gastos as g')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where((eb) => filtroGastos(eb, f))
      .executeTakeFirstOrThrow();
    const filas = await gastos(manager)
      .where((eb) => filtroGastos(eb, f))
      .orderBy('g.fecha', 'desc')
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limite)
      .offset(desde)
      .execute();
    return { total: Number(total), filas: filas.map(filaGasto) };
  },
};
