// Lo que espera a una segunda persona (docs/decisiones/cuatro-ojos.md), en consultas tipadas contra el esquema
// (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md). Funciones sin inyección: las usan las operaciones
// del libro (pedir una condonación o un castigo), el alta de préstamos (el umbral del gerente) y AprobacionesService
// (listar, aprobar, rechazar), sin que los módulos se necesiten entre sí. Los umbrales y lo acumulado del día están en
// umbrales.consultas.ts.
import {
  ESTADOS_APROBACION,
  TIPOS_APROBACION,
  type AplicacionCondonacion,
  type Aprobacion,
  type DatosReenganche,
  type EstadoAprobacion,
  type TipoAprobacion,
} from '@cartera/dominio';
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { instanteJson } from '../database/consulta-preparada';
import type { DB } from '../database/esquema';
import { db, deLista, type BaseTipada } from '../database/kysely';
import { hayFila, idInsertado, type FilaDe } from '../common/filas';
import { ahora } from '../database/fragmentos';

/** Una condonación, un castigo, un reenganche o una liquidación guardado en `aprobaciones`. */
export const TIPOS_OPERACION_APROBABLE = [
  'condonacion',
  'castigo',
  'reenganche',
  'liquidacion',
] as const satisfies readonly Exclude<TipoAprobacion, 'prestamo'>[];
export type TipoOperacionAprobable = (typeof TIPOS_OPERACION_APROBABLE)[number];

/**
 * Lo que se guarda para ejecutar la operación tal como se pidió: a qué se aplica una condonación; el cuerpo de un
 * reenganche; lo recibido y la fecha de una liquidación.
 */
export interface DatosOperacionAprobable {
  aplicarA?: AplicacionCondonacion;
  reenganche?: DatosReenganche;
  montoRecibido?: number;
  fecha?: string;
}

/** Una aprobación leída: una condonación, un castigo, un reenganche o una liquidación, o una solicitud de préstamo. */
export interface FilaAprobacion {
  id: string;
  tipo: TipoAprobacion;
  estado: EstadoAprobacion;
  prestamo_id: string;
  numero: string;
  cliente_id: string;
  cliente_nombre: string;
  monto: string;
  motivo: string | null;
  datos: DatosOperacionAprobable | null;
  solicitado_por: string | null;
  solicitante_nombre: string | null;
  solicitado_en: Date;
  resuelto_por: string | null;
  resolutor_nombre: string | null;
  resuelto_en: Date | null;
  motivo_rechazo: string | null;
}

export function aprobacionAJson(fila: FilaAprobacion): Aprobacion {
  return {
    _id: fila.id,
    tipo: fila.tipo,
    estado: fila.estado,
    prestamo: { _id: fila.prestamo_id, numero: Number(fila.numero) },
    cliente: { _id: fila.cliente_id, nombre: fila.cliente_nombre },
    monto: Number(fila.monto),
    motivo: fila.motivo,
    aplicarA: fila.datos?.aplicarA ?? null,
    montoRecibido: fila.datos?.montoRecibido ?? null,
    solicitante: fila.solicitado_por
      ? { _id: fila.solicitado_por, nombre: fila.solicitante_nombre ?? '' }
      : null,
    solicitadoEn: instanteJson(fila.solicitado_en),
    resolutor: fila.resuelto_por ? { _id: fila.resuelto_por, nombre: fila.resolutor_nombre ?? '' } : null,
    resueltoEn: fila.resuelto_en === null ? null : instanteJson(fila.resuelto_en),
    motivoRechazo: fila.motivo_rechazo,
  };
}

/** Condonaciones y castigos de la tabla `aprobaciones`, con su préstamo, su cliente y las dos personas. */
function selectOperaciones(k: BaseTipada) {
  return k
    .selectFrom('aprobaciones as a')
    .innerJoin('prestamos as p', 'p.id', 'a.prestamo_id')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .leftJoin('usuarios as s', 's.id', 'a.solicitado_por')
    .leftJoin('usuarios as r', 'r.id', 'a.resuelto_por')
    .select((eb) => [
      'a.id',
      'a.tipo',
      'a.estado',
      'a.prestamo_id',
      'p.numero',
      'p.cliente_id',
      'c.nombre as cliente_nombre',
      'a.monto',
      eb.ref('a.motivo').$castTo<string | null>().as('motivo'),
      // Lo guardado en `aprobaciones.datos` lo escribe sólo `insertarAprobacion`, desde un `DatosOperacionAprobable`
      // tipado; el esquema generado dice `Json` (kysely-codegen no conoce la forma de un jsonb).
      eb.ref('a.datos').$castTo<DatosOperacionAprobable | null>().as('datos'),
      'a.solicitado_por',
      's.nombre as solicitante_nombre',
      'a.created_at as solicitado_en',
      'a.resuelto_por',
      'r.nombre as resolutor_nombre',
      'a.resuelto_at as resuelto_en',
      'a.motivo_rechazo',
    ]);
}

/**
 * Las solicitudes de préstamo vistas como aprobaciones: pendiente mientras el préstamo está `solicitado`; rechazada si
 * lo rechazaron; aprobada si alguien la aprobó (`aprobado_por`) y siguió su vida. `aprobado_por` es también quien la
 * rechazó. Un préstamo que se desembolsó al crearlo no fue nunca una solicitud (`solicitado_por` NULL). El estado sale
 * en SQL porque la lista filtra, ordena y pagina las dos clases juntas.
 */
function selectSolicitudes(k: BaseTipada) {
  return k
    .selectFrom('prestamos as p')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .leftJoin('usuarios as s', 's.id', 'p.solicitado_por')
    .leftJoin('usuarios as r', 'r.id', 'p.aprobado_por')
    .select((eb) => [
      'p.id',
      eb.cast<string>(sql.lit('prestamo'), 'text').as('tipo'),
      eb
        .case('p.estado')
        .when(sql.lit('solicitado'))
        .then(sql.lit('pendiente'))
        .when(sql.lit('rechazado'))
        .then(sql.lit('rechazada'))
        .else(sql.lit('aprobada'))
        .end()
        .$castTo<string>()
        .as('estado'),
      'p.id as prestamo_id',
      'p.numero',
      'p.cliente_id',
      'c.nombre as cliente_nombre',
      'p.monto',
      eb.cast<string | null>(eb.lit(null), 'text').as('motivo'),
      eb.cast<DatosOperacionAprobable | null>(eb.lit(null), 'jsonb').as('datos'),
      'p.solicitado_por',
      's.nombre as solicitante_nombre',
      'p.created_at as solicitado_en',
      'p.aprobado_por as resuelto_por',
      'r.nombre as resolutor_nombre',
      eb.cast<Date | null>(eb.lit(null), 'timestamptz').as('resuelto_en'),
      'p.motivo_rechazo',
    ]);
}

type FilaLeida = FilaDe<typeof selectOperaciones>;

/** La fila leída con su tipo y su estado comprobados contra las listas del dominio. */
function deFila(fila: FilaLeida): FilaAprobacion {
  return {
    ...fila,
    tipo: deLista(TIPOS_APROBACION, fila.tipo, 'aprobaciones.tipo'),
    estado: deLista(ESTADOS_APROBACION, fila.estado, 'aprobaciones.estado'),
  };
}

/** La condición de `selectSolicitudes` para un estado (sin estado: las tres). */
function condicionSolicitudes(estado: EstadoAprobacion | undefined): Expression<SqlBool> {
  const eb = expressionBuilder<DB & { p: DB['prestamos'] }, 'p'>();
  const pendiente = eb('p.estado', '=', sql.lit('solicitado'));
  const rechazada = eb('p.estado', '=', sql.lit('rechazado'));
  const aprobada = eb.and([
    eb('p.solicitado_por', 'is not', null),
    eb('p.aprobado_por', 'is not', null),
    eb('p.estado', 'not in', [sql.lit('solicitado'), sql.lit('rechazado')]),
  ]);
  if (estado === 'pendiente') return pendiente;
  if (estado === 'rechazada') return rechazada;
  if (estado === 'aprobada') return aprobada;
  return eb.or([pendiente, rechazada, aprobada]);
}

export interface FiltroAprobaciones {
  estado?: EstadoAprobacion;
  tipo?: TipoAprobacion;
  /** La oficina del préstamo (el selector de oficina del administrador); sin ella, las que deja ver el alcance. */
  oficina?: string;
}

/** La consulta (sin orden ni página) de todo lo que coincide: solicitudes de préstamo, condonaciones y castigos. */
function consultaAprobaciones(k: BaseTipada, { estado, tipo, oficina }: FiltroAprobaciones) {
  const operaciones = selectOperaciones(k)
    .$if(estado !== undefined, (q) => q.where('a.estado', '=', estado ?? ''))
    .$if(tipo !== undefined, (q) => q.where('a.tipo', '=', tipo ?? ''))
    .$if(oficina !== undefined, (q) => q.where('p.oficina_id', '=', oficina ?? ''));
  const solicitudes = selectSolicitudes(k)
    .where(condicionSolicitudes(estado))
    .$if(oficina !== undefined, (q) => q.where('p.oficina_id', '=', oficina ?? ''));
  if (tipo === 'prestamo') return solicitudes;
  if (tipo !== undefined) return operaciones;
  return operaciones.unionAll(solicitudes);
}

/**
 * Una página de aprobaciones y el total. Las pendientes, de la más antigua a la más nueva (la que más lleva esperando
 * va primero); las demás, de la más nueva a la más antigua.
 */
export async function listarAprobaciones(
  manager: EntityManager,
  filtro: FiltroAprobaciones,
  pagina: { page: number; limit: number },
): Promise<{ filas: FilaAprobacion[]; total: number }> {
  const k = db(manager);
  const todas = consultaAprobaciones(k, filtro).as('todas');
  const { total } = await k
    .selectFrom(todas)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const sentido = filtro.estado === 'pendiente' ? 'asc' : 'desc';
  const filas = await k
    .selectFrom(consultaAprobaciones(k, filtro).as('todas'))
    .selectAll()
    .orderBy('solicitado_en', sentido)
    .orderBy('id', sentido)
    .limit(pagina.limit)
    .offset((pagina.page - 1) * pagina.limit)
    .execute();
  return { filas: filas.map(deFila), total: Number(total) };
}

/** Una condonación o un castigo por id (bloqueado para resolverlo), o undefined. */
export async function leerAprobacion(
  manager: EntityManager,
  id: string,
  bloquear = false,
): Promise<FilaAprobacion | undefined> {
  const fila = await selectOperaciones(db(manager))
    .where('a.id', '=', id)
    .$if(bloquear, (q) => q.forUpdate('a'))
    .executeTakeFirst();
  return fila && deFila(fila);
}

/** ¿Tiene el préstamo una operación de ese tipo esperando? Se llama con el préstamo bloqueado. */
export async function hayPendiente(
  manager: EntityManager,
  prestamoId: string,
  tipo: TipoOperacionAprobable,
): Promise<boolean> {
  return hayFila(
    db(manager)
      .selectFrom('aprobaciones')
      .select('id')
      .where('prestamo_id', '=', prestamoId)
      .where('tipo', '=', tipo)
      .where('estado', '=', 'pendiente'),
  );
}

/** Guarda la operación que espera a un administrador; devuelve su id. */
export async function insertarAprobacion(
  manager: EntityManager,
  nueva: {
    tipo: TipoOperacionAprobable;
    prestamoId: string;
    monto: number;
    motivo: string;
    datos: DatosOperacionAprobable;
    solicitadoPor: string;
  },
): Promise<string> {
  return idInsertado(
    db(manager)
      .insertInto('aprobaciones')
      .values({
        tipo: nueva.tipo,
        prestamo_id: nueva.prestamoId,
        monto: nueva.monto,
        motivo: nueva.motivo,
        datos: JSON.stringify(nueva.datos),
        solicitado_por: nueva.solicitadoPor,
      })
      .returning('id'),
  );
}

/** Cierra una aprobación pendiente: aprobada, o rechazada con su motivo. */
export async function resolverAprobacion(
  manager: EntityManager,
  id: string,
  resolucion: { estado: 'aprobada' | 'rechazada'; resueltoPor: string; motivoRechazo?: string },
): Promise<void> {
  await db(manager)
    .updateTable('aprobaciones')
    .set({
      estado: resolucion.estado,
      resuelto_por: resolucion.resueltoPor,
      resuelto_at: ahora(),
      motivo_rechazo: resolucion.motivoRechazo ?? null,
    })
    .where('id', '=', id)
    .where('estado', '=', 'pendiente')
    .execute();
}

/** Quien pidió una solicitud de préstamo (`solicitado_por`) y su nombre. */
export async function solicitanteDePrestamo(
  manager: EntityManager,
  prestamoId: string,
): Promise<{ id: string | null; nombre: string | null; monto: number }> {
  const fila = await db(manager)
    .selectFrom('prestamos as p')
    .leftJoin('usuarios as u', 'u.id', 'p.solicitado_por')
    .select(['p.solicitado_por', 'u.nombre', 'p.monto'])
    .where('p.id', '=', prestamoId)
    .executeTakeFirst();
  return { id: fila?.solicitado_por ?? null, nombre: fila?.nombre ?? null, monto: Number(fila?.monto ?? 0) };
}
