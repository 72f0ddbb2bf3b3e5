// Los cobros fuera de sitio (docs/decisiones/ubicacion-de-los-cobros.md), tipados contra el esquema
// (database/esquema.ts). La distancia se midió al registrar cada cobro; la de la organización llega como `umbral`.
import type { ExpressionBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { DB } from '../database/esquema';
import { db } from '../database/kysely';

export interface FiltroFueraDeSitio {
  desde: string;
  hasta: string;
  /** Metros: más lejos del cliente es fuera de sitio. */
  umbral: number;
  /** Sólo los de este cobrador (null: todos). */
  cobrador: string | null;
}

/**
 * Los cobros que cada cobrador registró él mismo (`registrado_por = cobrador_id`: los que la oficina registra a su
 * nombre no tienen por qué tener ubicación), con su fecha en el rango y, si se pide, de un cobrador.
 */
function registradosPorElCobrador(eb: ExpressionBuilder<DB & { co: DB['cobros'] }, 'co'>, f: FiltroFueraDeSitio) {
  return eb.and([
    eb('co.cobrador_id', 'is not', null),
    eb('co.registrado_por', '=', eb.ref('co.cobrador_id')),
    eb('co.fecha', '>=', f.desde),
    eb('co.fecha', '<=', f.hasta),
    ...(f.cobrador === null ? [] : [eb('co.cobrador_id', '=', f.cobrador)]),
  ]);
}

export const consultasFueraDeSitio = {
  /** Por cobrador y día con algún cobro fuera de sitio o sin ubicación: cuántos de cada clase (los días más nuevos primero). */
  dias(manager: EntityManager, f: FiltroFueraDeSitio) {
    return db(manager)
      .selectFrom('cobros as co')
      .innerJoin('usuarios as u', 'u.id', 'co.cobrador_id')
      .select((eb) => [
        'u.id as cobrador_id',
        'u.nombre',
        'co.fecha',
        eb.fn.countAll<string>().as('cobros'),
        eb.fn.countAll<string>().filterWhere('co.distancia_metros', '>', f.umbral).as('fuera_de_sitio'),
        eb.fn.countAll<string>().filterWhere('co.latitud', 'is', null).as('sin_ubicacion'),
        eb.fn
          .countAll<string>()
          .filterWhere((e) => e.and([e('co.latitud', 'is not', null), e('co.distancia_metros', 'is', null)]))
          .as('cliente_sin_coordenadas'),
      ])
      .where((eb) => registradosPorElCobrador(eb, f))
      .groupBy(['u.id', 'u.nombre', 'co.fecha'])
      .having((eb) =>
        eb(
          eb.fn
            .countAll()
            .filterWhere((e) => e.or([e('co.distancia_metros', '>', f.umbral), e('co.latitud', 'is', null)])),
          '>',
          0,
        ),
      )
      .orderBy('co.fecha', 'desc')
      .orderBy('u.nombre')
      .orderBy('u.id')
      .execute();
  },

  /** Los cobros fuera de sitio del rango, con su préstamo y su cliente, en el orden en que se registraron. */
  cobros(manager: EntityManager, f: FiltroFueraDeSitio) {
    return db(manager)
      .selectFrom('cobros as co')
      .innerJoin('prestamos as p', 'p.id', 'co.prestamo_id')
      .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
      .select([
        'co.id',
        'co.cobrador_id',
        'co.fecha',
        'co.monto',
        'co.created_at',
        'co.latitud',
        'co.longitud',
        'co.precision_metros',
        'co.distancia_metros',
        'p.id as prestamo_id',
        'p.numero as prestamo_numero',
        'c.id as cliente_id',
        'c.nombre as cliente_nombre',
      ])
      .where((eb) => registradosPorElCobrador(eb, f))
      .where('co.distancia_metros', '>', f.umbral)
      .orderBy('co.created_at')
      .orderBy('co.id')
      .execute();
  },
};
