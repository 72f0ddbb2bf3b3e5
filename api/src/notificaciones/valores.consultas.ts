// De dónde salen los valores de las plantillas de un cliente (envio.service.ts, `valoresCliente`), tipados contra el
// esquema (database/esquema.ts): su préstamo abierto más reciente, su cobrador y la próxima cuota por cobrar.
import type { ExpressionBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import { ESTADOS_ABIERTOS_ESCRITOS } from '../database/estado-prestamo.sql';
import type { DB } from '../database/esquema';
import { db } from '../database/kysely';
import { filaOrganizacion } from '../organizacion/organizacion.sql';

/** Lo que falta de la cuota `c`. */
export function faltaDeCuota(eb: ExpressionBuilder<DB & { c: DB['cuotas'] }, 'c'>) {
  return eb(
    eb(eb('c.monto_total', '-', eb.ref('c.monto_pagado')), '-', eb.ref('c.monto_refinanciado')),
    '-',
    eb.ref('c.monto_condonado'),
  );
}

/** La próxima cuota por cobrar (pendiente, parcial o vencida) del préstamo `p`, con lo que le falta (`falta`). */
function proximaCuota(eb: ExpressionBuilder<DB & { p: { id: string } }, 'p'>) {
  return eb
    .selectFrom('cuotas as c')
    .select((e) => ['c.numero', 'c.fecha_programada', faltaDeCuota(e).as('falta')])
    .whereRef('c.prestamo_id', '=', 'p.id')
    .where('c.estado', 'in', ['pendiente', 'parcial', 'vencida'])
    .orderBy('c.numero')
    .limit(1)
    .as('c');
}

/** Los valores de una plantilla, de su cliente `cl`, su préstamo `p`, su cobrador `u` y su cuota `c` (sin su monto). */
const VALORES_PLANTILLA = [
  'cl.id as cliente_id',
  'cl.nombre as cliente',
  'cl.telefono',
  'cl.email',
  'p.numero as numero_prestamo',
  'p.monto as monto_prestamo',
  'p.saldo_pendiente',
  'p.cuotas_vencidas',
  'u.nombre as cobrador',
  'u.id as cobrador_id',
  'c.numero as numero_cuota',
  'c.fecha_programada as fecha_cuota',
] as const;

export const consultasValores = {
  /**
   * Los clientes con los valores de sus plantillas (filtrar sobre `cl`): su préstamo abierto más reciente, el cobrador
   * de ese préstamo (o el del cliente) y la próxima cuota por cobrar (pendiente, parcial o vencida) de ese préstamo.
   */
  clientes(manager: EntityManager) {
    return db(manager)
      .selectFrom('clientes as cl')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('prestamos as p')
            .select([
              'p.id',
              'p.numero',
              'p.monto',
              'p.saldo_pendiente',
              'p.cuotas_vencidas',
              'p.cobrador_id',
            ])
            .whereRef('p.cliente_id', '=', 'cl.id')
            .where('p.estado', 'in', ESTADOS_ABIERTOS_ESCRITOS)
            .orderBy('p.created_at', 'desc')
            .limit(1)
            .as('p'),
        (join) => join.onTrue(),
      )
      .leftJoin('usuarios as u', (join) =>
        join.on((eb) => eb('u.id', '=', eb.fn.coalesce('p.cobrador_id', 'cl.cobrador_id'))),
      )
      .leftJoinLateral(proximaCuota, (join) => join.onTrue())
      .select([...VALORES_PLANTILLA, 'c.falta as monto_cuota']);
  },

  /** Los préstamos `ids` con los valores de sus plantillas: su cliente, su cobrador y su próxima cuota por cobrar. */
  prestamos(manager: EntityManager, ids: readonly string[]) {
    return db(manager)
      .selectFrom('prestamos as p')
      .innerJoin('clientes as cl', 'cl.id', 'p.cliente_id')
      .leftJoin('usuarios as u', 'u.id', 'p.cobrador_id')
      .leftJoinLateral(proximaCuota, (join) => join.onTrue())
      .select(['p.id as prestamo_id', ...VALORES_PLANTILLA, 'c.falta as monto_cuota'])
      .where('p.id', 'in', ids)
      .execute();
  },

  /**
   * Las cuotas por cobrar (pendientes o parciales) que vencen el día `fecha`, de préstamos abiertos, que aún no tienen
   * su recordatorio (`recordatorio:<cuota>` en un destinatario), con los valores de su plantilla. El filtro se queda
   * en la base: recorre todas las cuotas del día de la cartera (cientos de miles en una oficina grande).
   */
  recordatoriosPendientes(manager: EntityManager, fecha: string) {
    return db(manager)
      .selectFrom('cuotas as c')
      .innerJoin('prestamos as p', 'p.id', 'c.prestamo_id')
      .innerJoin('clientes as cl', 'cl.id', 'p.cliente_id')
      .leftJoin('usuarios as u', 'u.id', 'p.cobrador_id')
      .select((eb) => [
        'c.id as cuota_id',
        'cl.oficina_id',
        ...VALORES_PLANTILLA,
        faltaDeCuota(eb).as('monto_cuota'),
      ])
      .where('c.fecha_programada', '=', fecha)
      .where('c.estado', 'in', ['pendiente', 'parcial'])
      .where('p.estado', 'in', ESTADOS_ABIERTOS_ESCRITOS)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notificaciones_destinatarios as d')
              .select('d.id')
              .where('d.clave_origen', '=', eb(eb.val('recordatorio:'), '||', eb.cast<string>('c.id', 'text')).$castTo<string>()),
          ),
        ),
      )
      .execute();
  },

  /** El nombre y el teléfono de la organización (undefined: sin configurar). */
  empresa(manager: EntityManager) {
    return filaOrganizacion(manager)
      .select(['nombre_empresa', 'telefono_empresa'])
      .executeTakeFirst();
  },
};
