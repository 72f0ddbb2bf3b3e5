// Lectura de las rutas guardadas (tabla `rutas`; docs/decisiones/rutas-de-cobro.md): la tarjeta tal como se guardó al
// generarla y, al abrir una ruta, sus paradas y préstamos con los datos de hoy. La selección y el INSERT de una
// generación están en rutas.sql.ts.
import {
  ESTADOS_PRESTAMO,
  formatoTiempoRuta,
  TIPOS_RUTA,
  type EstadoPrestamo,
  type PrestamoRuta,
  type Ruta,
} from '@cartera/dominio';
import { METODOS_DISTANCIA } from '@cartera/dominio/esquemas';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { clienteDeLaCarteraDe, deLaCarteraDe } from '../common/acceso-cartera';
import { db, deLista } from '../database/kysely';

/** Un cliente de la ruta, en orden de visita (también la parada de Mi Ruta, mi-ruta.service.ts). */
export interface FilaParada {
  id: string;
  nombre: string;
  cedula: string;
  telefono: string;
  direccion: string;
  barrio: string | null;
  ciudad: string;
  latitud: string | null;
  longitud: string | null;
}

/** Un préstamo de la ruta con su saldo, sus días vencidos a la fecha de la ruta y lo que falta de su cuota de ese día. */
export interface FilaPrestamoRuta {
  id: string;
  cliente_id: string;
  numero: string;
  estado: EstadoPrestamo;
  saldo_pendiente: string;
  dias: number;
  cuota: string;
}

/**
 * Las rutas guardadas con el nombre de su cobrador. `top_prestamos` lo escribe sólo la generación (rutas.sql.ts), desde
 * los `PrestamoRuta` de la tarjeta armada; el esquema generado dice `Json` (kysely-codegen no conoce la forma de un jsonb).
 */
function rutasConCobrador(manager: EntityManager) {
  return db(manager)
    .selectFrom('rutas as r')
    .innerJoin('usuarios as u', 'u.id', 'r.cobrador_id')
    .select((eb) => [
      'r.id',
      // sql: la fecha como texto 'YYYY-MM-DD': to_char no tiene constructor en Kysely
      sql<string>`to_char(r.fecha, 'YYYY-MM-DD')`.as('fecha'),
      'r.tipo',
      'r.zona',
      'r.cobrador_id',
      'u.nombre as cobrador_nombre',
      'r.cantidad_clientes',
      'r.cantidad_prestamos',
      'r.cantidad_vencidos',
      'r.total_a_cobrar',
      'r.distancia_total',
      'r.minutos_estimados',
      'r.metodo_distancia',
      eb.ref('r.top_prestamos').$castTo<PrestamoRuta[]>().as('top_prestamos'),
      'r.clientes_restantes',
      'r.created_at',
    ]);
}

/** Una ruta guardada (tabla `rutas`) con el nombre de su cobrador. */
export type FilaRuta = Awaited<ReturnType<ReturnType<typeof rutasConCobrador>['execute']>>[number];

/** La tarjeta de una ruta guardada. */
export function resumenDeFila(f: FilaRuta): Ruta {
  return {
    _id: f.id,
    fecha: f.fecha,
    tipo: deLista(TIPOS_RUTA, f.tipo, 'rutas.tipo'),
    zona: f.zona,
    cobrador: { _id: f.cobrador_id, nombre: f.cobrador_nombre },
    cantidadClientes: f.cantidad_clientes,
    cantidadPrestamos: f.cantidad_prestamos,
    cantidadVencidos: f.cantidad_vencidos,
    totalACobrar: Number(f.total_a_cobrar),
    distanciaTotal: Number(f.distancia_total),
    tiempoEstimado: formatoTiempoRuta(f.minutos_estimados),
    minutosEstimados: f.minutos_estimados,
    metodoDistancia: deLista(METODOS_DISTANCIA, f.metodo_distancia, 'rutas.metodo_distancia'),
    topPrestamos: f.top_prestamos,
    clientesRestantes: f.clientes_restantes,
    generadaEn: new Date(f.created_at).toISOString(),
  };
}

/** Las rutas guardadas de una fecha (de un cobrador, si se pide), por nombre del cobrador. */
export function leerRutas(
  manager: EntityManager,
  fecha: string,
  cobradorId: string | undefined,
): Promise<FilaRuta[]> {
  return rutasConCobrador(manager)
    .where('r.fecha', '=', fecha)
    .$if(cobradorId !== undefined, (q) => q.where('r.cobrador_id', '=', cobradorId ?? ''))
    .orderBy('u.nombre')
    .orderBy('r.cobrador_id')
    .execute();
}

export function leerRuta(manager: EntityManager, id: string): Promise<FilaRuta | undefined> {
  return rutasConCobrador(manager).where('r.id', '=', id).executeTakeFirst();
}

/** De `clientes`, los que son de la cartera del cobrador: suyos o con un préstamo que lo nombra. */
export async function clientesDeLaCartera(
  manager: EntityManager,
  ids: readonly string[],
  cobradorId: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const propios = await db(manager)
    .selectFrom('clientes as c')
    .select('c.id')
    .where((eb) => eb('c.id', '=', eb.fn.any(eb.val([...ids]))))
    .where(clienteDeLaCarteraDe(cobradorId))
    .execute();
  return new Set(propios.map((c) => c.id));
}

/**
 * Los clientes de la ruta en orden de visita (con `soloCarteraDe`, los que siguen en la cartera de ese cobrador: las
 * paradas de Mi Ruta).
 */
export function leerClientesDeRuta(
  manager: EntityManager,
  id: string,
  soloCarteraDe: string | null,
): Promise<FilaParada[]> {
  // sql: unnest … WITH ORDINALITY como tabla lateral no tiene constructor en Kysely
  const orden = sql<{
    cliente_id: string;
    orden: string;
  }>`unnest(r.cliente_ids) WITH ORDINALITY`.as<'k'>(sql`k(cliente_id, orden)`);
  const clientes = db(manager)
    .selectFrom('rutas as r')
    .innerJoinLateral(orden, (join) => join.onTrue())
    .innerJoin('clientes as c', 'c.id', 'k.cliente_id')
    .select([
      'c.id',
      'c.nombre',
      'c.cedula',
      'c.telefono',
      'c.direccion',
      'c.barrio',
      'c.ciudad',
      'c.latitud',
      'c.longitud',
    ])
    .where('r.id', '=', id)
    .orderBy('k.orden');
  if (soloCarteraDe === null) return clientes.execute();
  return clientes.where(clienteDeLaCarteraDe(soloCarteraDe)).execute();
}

/**
 * Los préstamos de la ruta con su saldo, sus días vencidos a la fecha de la ruta y lo que falta de sus cuotas de ese
 * día (con `soloCarteraDe`, los que siguen en la cartera de ese cobrador).
 */
async function leerPrestamosDeRuta(
  manager: EntityManager,
  id: string,
  soloCarteraDe: string | null,
): Promise<FilaPrestamoRuta[]> {
  // sql: unnest como tabla lateral no tiene constructor en Kysely
  const deLaRuta = sql<{ prestamo_id: string }>`unnest(r.prestamo_ids)`.as<'k'>(sql`k(prestamo_id)`);
  const filas = await db(manager)
    .selectFrom('rutas as r')
    .innerJoinLateral(deLaRuta, (join) => join.onTrue())
    .innerJoin('prestamos as p', 'p.id', 'k.prestamo_id')
    .select((eb) => [
      'p.id',
      'p.cliente_id',
      'p.numero',
      'p.estado',
      'p.saldo_pendiente',
      // sql: resta de fechas (días enteros) dentro de un CASE: el `-` de Kysely la tiparía como fecha
      sql<number>`CASE WHEN p.primera_impaga < r.fecha THEN r.fecha - p.primera_impaga ELSE 0 END`.as('dias'),
      // Una suma sin filas da 0 (coalesce): la columna nunca es NULL.
      eb.fn
        .coalesce(
          eb
            .selectFrom('cuotas as q')
            .select((q) =>
              q.fn
                .sum<string>(
                  q(
                    q(q('q.monto_total', '-', q.ref('q.monto_pagado')), '-', q.ref('q.monto_refinanciado')),
                    '-',
                    q.ref('q.monto_condonado'),
                  ),
                )
                .as('falta'),
            )
            .whereRef('q.prestamo_id', '=', 'p.id')
            .whereRef('q.fecha_programada', '=', 'r.fecha')
            .where('q.estado', 'in', ['pendiente', 'parcial', 'vencida']),
          sql.lit('0'),
        )
        .as('cuota'),
    ])
    .where('r.id', '=', id)
    .$if(soloCarteraDe !== null, (q) => q.where(deLaCarteraDe(soloCarteraDe ?? '')))
    .execute();
  return filas.map((f) => ({ ...f, estado: deLista(ESTADOS_PRESTAMO, f.estado, 'prestamos.estado') }));
}

/**
 * Las paradas de una ruta en orden de visita y sus préstamos con los datos de hoy: saldo, días vencidos a la fecha de
 * la ruta y lo que falta de las cuotas de ese día. Con `soloCarteraDe`, sólo los clientes y préstamos que siguen en la
 * cartera de ese cobrador (un cliente cedido a otro no deja su dirección, teléfono ni saldo en las rutas viejas).
 */
export function leerParadas(
  manager: EntityManager,
  id: string,
  soloCarteraDe: string | null,
): Promise<[FilaParada[], FilaPrestamoRuta[]]> {
  return Promise.all([
    leerClientesDeRuta(manager, id, soloCarteraDe),
    leerPrestamosDeRuta(manager, id, soloCarteraDe),
  ]);
}
