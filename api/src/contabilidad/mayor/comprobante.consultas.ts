// La escritura de un comprobante del libro mayor, tipada contra el esquema (database/esquema.ts,
// docs/decisiones/acceso-tipado-a-datos.md): el asiento y sus líneas en una sola sentencia, con el id de cada cuenta
// resuelto en ella (docs/decisiones/nucleo-de-dinero.md, «Idas a la base»).
import { sql, type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { filasEnMemoria } from '../../cartera/libro.consultas';
import type { ContabilidadAsientos } from '../../database/esquema';
import { db } from '../../database/kysely';

/**
 * Una línea por escribir. Su cuenta se nombra por una sola de tres cosas: la clave del plan (`clave`), el cobrador
 * de su subcuenta de efectivo (`cuenta_cobrador`) o la cuenta de recaudo (`cuenta_pago`). Montos en pesos.
 */
export interface LineaPorEscribir {
  [columna: string]: string | number | null;
  n: number;
  clave: string | null;
  cuenta_cobrador: string | null;
  cuenta_pago: string | null;
  debito: number;
  credito: number;
  prestamo_id: string | null;
  cliente_id: string | null;
  cobrador_id: string | null;
  movimiento_id: string | null;
}

export const consultasComprobante = {
  /**
   * Inserta el asiento y sus líneas, en su orden, en una sentencia; devuelve el id del asiento. Una cuenta que no
   * existe deja la línea sin cuenta y la base la rechaza (cuenta_id NOT NULL): las del plan las crea la migración y
   * la subcuenta de un cobrador se crea antes (crearSubcuentasDeCobradores).
   */
  async insertar(
    manager: EntityManager,
    asiento: Insertable<ContabilidadAsientos>,
    cobroId: string | null,
    lineas: readonly LineaPorEscribir[],
  ): Promise<string> {
    const fila = await db(manager)
      .with('a', (q) => q.insertInto('contabilidad_asientos').values(asiento).returning('id'))
      .insertInto('contabilidad_lineas')
      .columns([
        'asiento_id',
        'fecha',
        'cuenta_id',
        'debito',
        'credito',
        'prestamo_id',
        'cliente_id',
        'cobrador_id',
        'cobro_id',
        'movimiento_id',
      ])
      .expression((eb) =>
        eb
          .selectFrom([
            'a',
            filasEnMemoria<LineaPorEscribir>(lineas, {
              n: 'numeric',
              clave: 'text',
              cuenta_cobrador: 'uuid',
              cuenta_pago: 'uuid',
              debito: 'numeric',
              credito: 'numeric',
              prestamo_id: 'uuid',
              cliente_id: 'uuid',
              cobrador_id: 'uuid',
              movimiento_id: 'uuid',
            }),
          ])
          .leftJoin('contabilidad_cuentas as cu', (join) =>
            join.on((o) =>
              o.or([
                o('cu.clave', '=', o.ref('v.clave')),
                o('cu.cobrador_id', '=', o.ref('v.cuenta_cobrador')),
                o('cu.cuenta_pago_id', '=', o.ref('v.cuenta_pago')),
              ]),
            ),
          )
          .select([
            'a.id',
            sql<string>`${asiento.fecha}::date`.as('fecha'),
            'cu.id as cuenta_id',
            'v.debito',
            'v.credito',
            'v.prestamo_id',
            'v.cliente_id',
            'v.cobrador_id',
            sql<string | null>`${cobroId}::uuid`.as('cobro_id'),
            'v.movimiento_id',
          ])
          .orderBy('v.n'),
      )
      .returning('asiento_id')
      .executeTakeFirstOrThrow();
    return fila.asiento_id;
  },
};
