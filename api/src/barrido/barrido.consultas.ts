// Las consultas del barrido (barrido.service.ts), tipadas contra el esquema: leen los préstamos abiertos y sus cuotas
// abiertas; lo que decide barridoDelPrestamo (@cartera/dominio) lo escribe el libro del préstamo
// (libro/estado-en-lote.consultas.ts). Ninguna decide cuándo vence una cuota ni en qué estado queda un préstamo.
import {
  ESTADOS_CUOTA,
  ESTADOS_PRESTAMO,
  ESTADOS_PRESTAMO_ABIERTO,
  type CuotaEnBarrido,
  type PrestamoEnBarrido,
} from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { cualquieraDe } from '../database/fragmentos';
import { db, deLista } from '../database/kysely';
import { ESTADOS_ABIERTOS_ESCRITOS } from '../database/estado-prestamo.sql';
import { centavosDe } from '../common/dinero';
import { bloquearPrestamoSiLibre } from '../database/prestamos.filas';

/** Clave del candado consultivo del barrido: una sola réplica barre a la vez ('barrido' en ASCII). */
export const CANDADO_BARRIDO = 0x62617272696f;

const ABIERTAS = ['pendiente', 'parcial', 'vencida'] as const;

/** `= ANY($1::uuid[])`: un parámetro para todo el lote, no uno por id. */
const cualquiera = (ids: readonly string[]) => cualquieraDe(ids, 'uuid');

export interface PrestamoBarrido extends PrestamoEnBarrido {
  id: string;
}

/** Los préstamos de `ids` que siguen abiertos, por id, sin columnas: quien los lee elige las suyas y su candado. */
function abiertosDe(manager: EntityManager, ids: readonly string[]) {
  return db(manager)
    .selectFrom('prestamos')
    .where('id', '=', cualquiera(ids))
    .where('estado', 'in', ESTADOS_ABIERTOS_ESCRITOS)
    .orderBy('id');
}

export const consultasBarrido = {
  /** El candado de sesión del barrido (`sesion`: el manager de un QueryRunner propio); false si otra réplica lo tiene. */
  async tomarCandado(sesion: EntityManager): Promise<boolean> {
    const fila = await db(sesion)
      // sql: candado consultivo: función de PostgreSQL sin constructor en Kysely
      .selectNoFrom(sql<boolean>`pg_try_advisory_lock(${CANDADO_BARRIDO})`.as('candado'))
      .executeTakeFirstOrThrow();
    return fila.candado;
  },

  async soltarCandado(sesion: EntityManager): Promise<void> {
    await db(sesion)
      // sql: candado consultivo: función de PostgreSQL sin constructor en Kysely
      .selectNoFrom(sql<boolean>`pg_advisory_unlock(${CANDADO_BARRIDO})`.as('soltado'))
      .execute();
  },

  /**
   * Los préstamos abiertos con mora activa por causar hasta `hoy`: con una cuota abierta pasada la gracia desde el más
   * tardío del vencimiento y el desembolso (un préstamo no causa mora por días en que no existía; causarMora de
   * @cartera/dominio calcula cuánto).
   */
  async candidatosMora(manager: EntityManager, hoy: string): Promise<string[]> {
    const filas = await db(manager)
      .selectFrom('prestamos as p')
      .crossJoin('configuracion_organizacion as o')
      .select('p.id')
      .where('o.id', '=', 1)
      .where('o.mora_activa', '=', true)
      .where('p.plan_generado', '=', true)
      .where('p.estado', 'in', ESTADOS_PRESTAMO_ABIERTO)
      // sql: greatest no tiene constructor en Kysely
      .where(sql<boolean>`greatest(p.mora_causada_hasta, o.mora_desde) < ${hoy}::date`)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('cuotas as c')
            .select(sql.lit(1).as('uno'))
            .whereRef('c.prestamo_id', '=', 'p.id')
            .where('c.estado', 'in', ABIERTAS)
            // sql: greatest no tiene constructor en Kysely; fecha + días de gracia (entero) da una fecha
            .where(sql<boolean>`greatest(c.fecha_programada, p.fecha) + o.mora_dias_gracia < ${hoy}::date`),
        ),
      )
      .orderBy('p.id')
      .execute();
    return filas.map((fila) => fila.id);
  },

  /** Bloquea el préstamo si nadie lo tiene bloqueado (SKIP LOCKED); false si un movimiento lo tiene. */
  bloquearSiLibre: bloquearPrestamoSiLibre,

  /** Los ids de los siguientes `lote` préstamos abiertos después de `desde`, en orden. */
  async rango(manager: EntityManager, desde: string, lote: number): Promise<string[]> {
    const filas = await db(manager)
      .selectFrom('prestamos')
      .select('id')
      // La lista escrita en la consulta (sql.lit): los índices parciales de préstamos abiertos sólo se usan así.
      .where(
        'estado',
        'in',
        ESTADOS_ABIERTOS_ESCRITOS,
      )
      .where('id', '>', desde)
      .orderBy('id')
      .limit(lote)
      .execute();
    return filas.map((fila) => fila.id);
  },

  /** Bloquea los préstamos de `ids` que siguen abiertos y nadie tiene bloqueados (SKIP LOCKED). */
  async bloquearLibres(manager: EntityManager, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const filas = await abiertosDe(manager, ids).select('id').forUpdate().skipLocked().execute();
    return filas.map((fila) => fila.id);
  },

  /** Los préstamos abiertos de `ids` con sus cuotas abiertas (pendientes, parciales o vencidas), en centavos. */
  async abiertosConCuotas(
    manager: EntityManager,
    ids: readonly string[],
  ): Promise<Array<{ prestamo: PrestamoBarrido; cuotas: CuotaEnBarrido[] }>> {
    if (ids.length === 0) return [];
    const prestamos = await abiertosDe(manager, ids)
      .select((eb) => [
        'id',
        'estado',
        'saldo_pendiente',
        'fecha_vencimiento',
        'cuotas_vencidas',
        eb.cast<number>('dias_mora_promedio', 'float8').as('dias_mora_promedio'),
        'proxima_fecha',
        'primera_impaga',
      ])
      .execute();
    const cuotas = await db(manager)
      .selectFrom('cuotas')
      .select([
        'id',
        'prestamo_id',
        'numero',
        'fecha_programada',
        'estado',
        'monto_total',
        'monto_pagado',
        'monto_refinanciado',
        'monto_condonado',
      ])
      .where('prestamo_id', '=', cualquiera(ids))
      .where('estado', 'in', ABIERTAS)
      .orderBy('prestamo_id')
      .orderBy('numero')
      .execute();
    const porPrestamo = new Map<string, CuotaEnBarrido[]>();
    for (const fila of cuotas) {
      const lista = porPrestamo.get(fila.prestamo_id) ?? [];
      lista.push({
        id: fila.id,
        numero: fila.numero,
        fechaProgramada: fila.fecha_programada,
        estado: deLista(ESTADOS_CUOTA, fila.estado, 'cuotas.estado'),
        montoTotal: centavosDe(fila.monto_total),
        montoPagado: centavosDe(fila.monto_pagado),
        montoRefinanciado: centavosDe(fila.monto_refinanciado),
        montoCondonado: centavosDe(fila.monto_condonado),
      });
      porPrestamo.set(fila.prestamo_id, lista);
    }
    return prestamos.map((fila) => ({
      prestamo: {
        id: fila.id,
        estado: deLista(ESTADOS_PRESTAMO, fila.estado, 'prestamos.estado'),
        saldoPendiente: centavosDe(fila.saldo_pendiente),
        fechaVencimiento: fila.fecha_vencimiento,
        cuotasVencidas: fila.cuotas_vencidas,
        diasMoraPromedio: fila.dias_mora_promedio,
        proximaFecha: fila.proxima_fecha,
        primeraImpaga: fila.primera_impaga,
      },
      cuotas: porPrestamo.get(fila.id) ?? [],
    }));
  },

  /** Compacta los registros de conteos (prestamos_resumen, cobros_resumen, caja, saldos) recontando desde sus tablas. */
  async recontarResumen(manager: EntityManager): Promise<void> {
    await db(manager)
      .selectNoFrom([
        sql`prestamos_resumen_recontar()`.as('prestamos'),
        sql`cobros_resumen_recontar()`.as('cobros'),
        sql`caja_compactar()`.as('caja'),
        sql`contabilidad_saldos_compactar()`.as('saldos'),
      ])
      .execute();
  },
};
