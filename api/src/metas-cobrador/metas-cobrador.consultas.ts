// Las consultas de las metas de cobradores, tipadas contra el esquema (database/esquema.ts): renombrar una columna que
// usan hace fallar `npm run typecheck` aquí. El avance sale de `cobros_cobrador_mes` (disparadores sobre cobros,
// migración 1795350400000): una búsqueda por clave primaria por meta.
import type { EstadoMeta } from '@cartera/dominio';
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { DB, MetasCobrador } from '../database/esquema';
import { db } from '../database/kysely';
import { cuantasFilas, hayFila } from '../common/filas';
import { cobradoresActivos } from '../usuarios/usuarios.consultas';

/** Lo cobrado por cobrador y mes, sumadas las oficinas que se ven (`sumasDelMes`). */
type Avance = { cobrador_id: string; mes: string; monto: string; cantidad: number };
type Tablas = DB & { m: DB['metas_cobrador']; u: DB['usuarios']; a: Avance };

function metasConAvance(manager: EntityManager) {
  return db(manager)
    .selectFrom('metas_cobrador as m')
    .innerJoin('usuarios as u', 'u.id', 'm.cobrador_id')
    .leftJoin(
      (k) =>
        k
          .selectFrom('cobros_cobrador_mes')
          .select((eb) => ['cobrador_id', 'mes', ...sumasDelMes(eb)])
          .groupBy(['cobrador_id', 'mes'])
          .as('a'),
      (j) => j.onRef('a.cobrador_id', '=', 'm.cobrador_id').onRef('a.mes', '=', 'm.periodo'),
    );
}

/**
 * Lo cobrado por un cobrador en un mes: `cobros_cobrador_mes` tiene una fila por oficina de los cobros (un cobrador
 * puede cobrar préstamos de otra) y la seguridad por filas deja ver las de las oficinas de quien pide.
 */
const sumasDelMes = (eb: ExpressionBuilder<DB, 'cobros_cobrador_mes'>) => [
  eb.cast<number>(eb.fn.sum('cantidad'), 'integer').as('cantidad'),
  eb.fn.sum<string>('monto').as('monto'),
];

/** Lo cobrado de la meta en su mes (0 sin cobros). */
const montoAlcanzado = (eb: ExpressionBuilder<Tablas, 'a'>) => eb.fn.coalesce('a.monto', sql.lit('0'));
const cobrosRealizados = (eb: ExpressionBuilder<Tablas, 'a'>) => eb.fn.coalesce('a.cantidad', sql.lit(0));

/**
 * El estado de `estadoMeta` (metas.rules.ts) en SQL, para filtrar la lista por estado en la base: completada si
 * alcanzó monto y cantidad; vencida si pasó su fecha; en_progreso con algún cobro; pendiente si no.
 */
function estadoEnSql(eb: ExpressionBuilder<Tablas, 'm' | 'a'>, hoy: string) {
  return eb
    .case()
    .when(
      eb.and([
        eb(montoAlcanzado(eb), '>=', eb.ref('m.meta_monto')),
        eb(cobrosRealizados(eb), '>=', eb.ref('m.meta_cobros')),
      ]),
    )
    .then(sql.lit<EstadoMeta>('completada'))
    .when('m.fecha_vencimiento', '<', hoy)
    .then(sql.lit<EstadoMeta>('vencida'))
    .when(cobrosRealizados(eb), '>', 0)
    .then(sql.lit<EstadoMeta>('en_progreso'))
    .else(sql.lit<EstadoMeta>('pendiente'))
    .end();
}

/** Lo que se escribe de una meta (insertar o actualizar): las columnas del esquema, sin otras. */
export type MetaEscrita = Pick<
  Insertable<MetasCobrador>,
  'cobrador_id' | 'periodo' | 'meta_monto' | 'meta_cobros' | 'fecha_vencimiento'
>;

export interface FiltroMetas {
  cobradorId?: string;
  /** Primer día del mes. */
  periodo?: string;
  estado?: EstadoMeta;
  hoy: string;
}

function leerMetas(manager: EntityManager, filtro: FiltroMetas) {
  return metasConAvance(manager)
    .$if(filtro.cobradorId !== undefined, (q) => q.where('m.cobrador_id', '=', filtro.cobradorId!))
    .$if(filtro.periodo !== undefined, (q) => q.where('m.periodo', '=', filtro.periodo!))
    .$if(filtro.estado !== undefined, (q) =>
      q.where((eb) => eb(estadoEnSql(eb, filtro.hoy), '=', filtro.estado!)),
    );
}

function columnasMeta(eb: ExpressionBuilder<Tablas, 'm' | 'u' | 'a'>) {
  return [
    'm.id',
    'm.cobrador_id',
    'u.nombre as cobrador_nombre',
    'm.periodo',
    'm.meta_monto',
    'm.meta_cobros',
    'm.fecha_vencimiento',
    montoAlcanzado(eb).as('monto'),
    cobrosRealizados(eb).as('cantidad'),
    'm.created_at',
    'm.updated_at',
  ] as const;
}

export const consultasMetas = {
  /** Una página de metas con su avance y el total de las que cumplen el filtro. */
  pagina(manager: EntityManager, filtro: FiltroMetas, limite: number, desde: number) {
    return leerMetas(manager, filtro)
      .select((eb) => [...columnasMeta(eb), eb.fn.countAll<string>().over().as('total')])
      .orderBy('m.periodo', 'desc')
      .orderBy('u.nombre')
      .orderBy('m.id')
      .limit(limite)
      .offset(desde)
      .execute();
  },

  /** Cuántas metas cumplen el filtro (una página vacía más allá del final). */
  contar(manager: EntityManager, filtro: FiltroMetas): Promise<number> {
    return cuantasFilas(leerMetas(manager, filtro));
  },

  una(manager: EntityManager, id: string) {
    return metasConAvance(manager).select(columnasMeta).where('m.id', '=', id).executeTakeFirst();
  },

  /** La meta, bloqueada hasta el fin de la transacción (null: no existe). */
  bloquear(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('metas_cobrador')
      .select(['id', 'cobrador_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Inserta la meta; sin fila si el cobrador ya tiene una en ese mes (dos altas simultáneas). */
  insertar(manager: EntityManager, meta: MetaEscrita) {
    return db(manager)
      .insertInto('metas_cobrador')
      .values(meta)
      .onConflict((oc) => oc.columns(['cobrador_id', 'periodo']).doNothing())
      .returning('id')
      .executeTakeFirst();
  },

  actualizar(manager: EntityManager, id: string, meta: MetaEscrita) {
    return db(manager)
      .updateTable('metas_cobrador')
      .set({ ...meta, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  },

  borrar(manager: EntityManager, id: string) {
    return db(manager).deleteFrom('metas_cobrador').where('id', '=', id).execute();
  },

  /** Rol y estado del usuario, compartido hasta el fin de la transacción: nadie lo desactiva mientras se le asigna. */
  usuario(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('usuarios')
      .select(['rol', 'estado'])
      .where('id', '=', id)
      .forShare()
      .executeTakeFirst();
  },

  /** Otra meta del cobrador en ese mes. */
  otraDelMes(manager: EntityManager, cobradorId: string, periodo: string, excepto: string | null) {
    return db(manager)
      .selectFrom('metas_cobrador')
      .select('id')
      .where('cobrador_id', '=', cobradorId)
      .where('periodo', '=', periodo)
      .$if(excepto !== null, (q) => q.where('id', '<>', excepto!))
      .executeTakeFirst();
  },

  // ——— Datos de demostración (metas.semilla.ts) ———

  async hayMetas(manager: EntityManager): Promise<boolean> {
    return hayFila(db(manager).selectFrom('metas_cobrador').select('id').limit(1));
  },

  cobradoresActivos(manager: EntityManager) {
    return cobradoresActivos(manager).select('id').execute();
  },

  /** Lo cobrado por cobrador y mes desde `desde`, de la tabla de la que se lee el avance. */
  avances(manager: EntityManager, cobradores: readonly string[], desde: string) {
    return db(manager)
      .selectFrom('cobros_cobrador_mes')
      .select((eb) => ['cobrador_id', 'mes', ...sumasDelMes(eb)])
      .where('cobrador_id', 'in', cobradores)
      .where('mes', '>=', desde)
      .groupBy(['cobrador_id', 'mes'])
      .execute();
  },

  /** Cada meta de demostración se fijó al empezar su mes (08:00 en Bogotá, nunca en el futuro). */
  fecharAlEmpezarSuMes(manager: EntityManager) {
    // sql: least y AT TIME ZONE no tienen constructor en Kysely
    const inicio = sql<Date>`least(now(), (periodo + time '08:00') AT TIME ZONE 'America/Bogota')`;
    return db(manager)
      .updateTable('metas_cobrador')
      .set({ created_at: inicio, updated_at: inicio })
      .execute();
  },
};

export type FilaMeta = NonNullable<Awaited<ReturnType<typeof consultasMetas.una>>>;
