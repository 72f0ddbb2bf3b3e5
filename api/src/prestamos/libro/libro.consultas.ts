// Las consultas del libro de un préstamo (sus asientos, sus cifras, lo que explica cada asiento), tipadas contra el
// esquema. El saldo después de cada asiento y las cifras son sumas de la base con la cuenta de libroDeMovimientos
// (@cartera/dominio): SQL_CIFRAS_LIBRO y sqlSignoSaldo, que la verificación del libro también usa.
import { TIPOS_MOVIMIENTO, type TipoMovimiento } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { contarFilas } from '../../database/fragmentos';
import { db, deLista } from '../../database/kysely';
import { SQL_CIFRAS_LIBRO, sqlSignoSaldo, type FilaCifrasLibro } from './libro.lectura';

export const consultasLibroPrestamo = {
  /** Las cifras del libro del préstamo (una fila, en ceros si no tiene asientos). */
  async cifras(manager: EntityManager, prestamoId: string): Promise<FilaCifrasLibro> {
    // sql: SQL_CIFRAS_LIBRO es un fragmento que comparte con la verificación del libro, sin tipo de fila propio
    const { rows } = await sql<FilaCifrasLibro>`
      SELECT ${SQL_CIFRAS_LIBRO} FROM prestamos_movimientos m WHERE m.prestamo_id = ${prestamoId}`.execute(
      db(manager),
    );
    return rows[0];
  },

  /** Los asientos del préstamo en orden, con el saldo que dejó cada uno, dónde se cobró y su comprobante. */
  async movimientos(manager: EntityManager, prestamoId: string) {
    const filas = await db(manager)
      .selectFrom('prestamos_movimientos as m')
      .leftJoin('usuarios as u', 'u.id', 'm.registrado_por')
      // Dónde se hizo el cobro del asiento (si todavía existe y trajo ubicación).
      .leftJoin('cobros as co', 'co.id', 'm.cobro_id')
      // Su comprobante; el resto condonado de una liquidación está en el de la liquidación anterior.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('contabilidad_lineas as l')
            .innerJoin('contabilidad_asientos as ca', 'ca.id', 'l.asiento_id')
            .select(['ca.id', 'ca.numero'])
            .where(
              'l.movimiento_id',
              '=',
              eb.fn.coalesce(
                eb
                  .selectFrom('contabilidad_lineas as l2')
                  .select('l2.movimiento_id')
                  .whereRef('l2.movimiento_id', '=', 'm.id')
                  .limit(1),
                eb
                  .case()
                  .when('m.tipo', '=', 'condonacion')
                  .then(
                    eb
                      .selectFrom('prestamos_movimientos as q')
                      .select('q.id')
                      .whereRef('q.prestamo_id', '=', 'm.prestamo_id')
                      .where('q.tipo', '=', 'liquidacion')
                      .whereRef('q.secuencia', '<', 'm.secuencia')
                      .orderBy('q.secuencia', 'desc')
                      .limit(1),
                  )
                  .end(),
              ),
            )
            .limit(1)
            .as('a'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        'm.id',
        'm.tipo',
        'm.fecha',
        'm.monto',
        'm.capital',
        'm.interes',
        'm.efectivo',
        'm.mora',
        'm.motivo',
        'm.cobro_id',
        'm.registrado_por',
        'u.nombre as registrado_nombre',
        'm.created_at',
        eb.fn
          .sum<string>(eb('m.monto', '*', eb.cast<string>(sqlSignoSaldo('m'), 'numeric')))
          .over((ob) => ob.orderBy('m.secuencia'))
          .as('saldo'),
        'a.id as asiento_id',
        'a.numero as asiento_numero',
        'co.latitud',
        'co.longitud',
        'co.precision_metros',
        'co.distancia_metros',
      ])
      .where('m.prestamo_id', '=', prestamoId)
      .orderBy('m.secuencia')
      .execute();
    return filas.map((fila) => ({
      ...fila,
      tipo: deLista(TIPOS_MOVIMIENTO, fila.tipo, 'prestamos_movimientos.tipo'),
    }));
  },

  /** Lo que explica los asientos: la amortización, el préstamo de origen y el del reenganche que lo cerró. */
  paraExplicar(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('prestamos as p')
      .leftJoin('prestamos as o', 'o.id', 'p.prestamo_origen_id')
      .select([
        'p.tipo_amortizacion',
        'o.numero as origen_numero',
        'p.monto_refinanciado',
        (eb) =>
          eb
            .selectFrom('prestamos as n')
            .select('n.numero')
            .whereRef('n.prestamo_origen_id', '=', 'p.id')
            .orderBy('n.created_at')
            .limit(1)
            .as('destino_numero'),
        // El interés que el contrato pone en lo refinanciado: la mezcla de cada cuota sobre su último tramo
        // (interesDelTramo de reparto.rules.ts, redondeado al centavo como allí).
        // sql: interesDelTramo con round(…, 2) como en reparto.rules.ts: round de numeric con escala no tiene constructor
        sql<string>`(SELECT coalesce(sum(
                    round((c.monto_pagado + c.monto_condonado + c.monto_refinanciado) * c.monto_interes / c.monto_total, 2)
                    - round((c.monto_pagado + c.monto_condonado) * c.monto_interes / c.monto_total, 2)), 0)
           FROM cuotas c WHERE c.prestamo_id = p.id AND c.monto_refinanciado > 0 AND c.monto_total > 0)`.as(
          'interes_refinanciado',
        ),
      ])
      .where('p.id', '=', prestamoId)
      .executeTakeFirst();
  },

  // ——— Anular y rechazar (operaciones.service.ts) ———

  /** Cuántos cobros tiene el préstamo y de qué préstamo viene (un reenganche). */
  cobrosYOrigen(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('prestamos as p')
      .select([
        (eb) =>
          eb
            .selectFrom('cobros')
            .select(contarFilas().as('n'))
            .where('prestamo_id', '=', prestamoId)
            .as('n'),
        'p.prestamo_origen_id as origen',
      ])
      .where('p.id', '=', prestamoId)
      .executeTakeFirstOrThrow();
  },

  /** Lo desembolsado que sigue en pie (menos lo anulado), su interés y su efectivo, y lo condonado. */
  desembolso(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('prestamos_movimientos')
      .select((eb) => {
        const suma = (columna: 'monto' | 'interes' | 'efectivo', tipo: TipoMovimiento) =>
          eb.fn.coalesce(eb.fn.sum<string>(columna).filterWhere('tipo', '=', tipo), sql.lit('0'));
        return [
          eb(suma('monto', 'desembolso'), '-', suma('monto', 'anulacion')).$castTo<string>().as('monto'),
          suma('interes', 'desembolso').as('interes'),
          suma('efectivo', 'desembolso').as('efectivo'),
          suma('monto', 'condonacion').as('condonado'),
        ];
      })
      .where('prestamo_id', '=', prestamoId)
      .executeTakeFirstOrThrow();
  },

  /** Una solicitud rechazada: su estado, el motivo y quién la rechazó (nunca se desembolsó: sin plan ni saldo). */
  async rechazar(
    manager: EntityManager,
    prestamoId: string,
    motivo: string,
    usuarioId: string | null,
  ): Promise<void> {
    await db(manager)
      .updateTable('prestamos')
      .set({ estado: 'rechazado', motivo_rechazo: motivo, aprobado_por: usuarioId, updated_at: sql`now()` })
      .where('id', '=', prestamoId)
      .execute();
  },
};
