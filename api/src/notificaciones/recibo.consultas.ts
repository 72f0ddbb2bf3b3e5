// Las consultas del recibo de un cobro (recibo.ts), tipadas contra el esquema (database/esquema.ts): los datos del
// recibo en PDF, los cobros del préstamo que cuenta su saldo, los asientos que nombran un cobro y los mensajes al
// cliente por su clave de origen. Lo que el recibo dice (el saldo, qué asiento lo muestra) lo deciden las reglas de
// @cartera/dominio (reciboCobro.ts); aquí sólo se lee.
import { ESTADOS_NOTIFICACION, TIPOS_NOTIFICACION, type ReciboCobro } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos } from '../common/dinero';
import { db, deLista } from '../database/kysely';

/**
 * Un mensaje al cliente (una fila de `notificaciones`) como el recibo de un cobro: estado, canal, cuándo se encoló y
 * cuándo salió. Los instantes llegan como Date, o como texto dentro de un JSON (jsonObjectFrom).
 */
export function reciboDeFila(f: {
  estado: string;
  tipo: string;
  created_at: Date | string;
  enviada_at: Date | string | null;
}): ReciboCobro {
  return {
    estado: deLista(ESTADOS_NOTIFICACION, f.estado, 'notificaciones.estado'),
    canal: deLista(TIPOS_NOTIFICACION, f.tipo, 'notificaciones.tipo'),
    encoladoEn: new Date(f.created_at).toISOString(),
    enviadoEn: f.enviada_at === null ? null : new Date(f.enviada_at).toISOString(),
  };
}

export const consultasRecibo = {
  /** El cobro con su préstamo, su cliente, su cobrador y la empresa (undefined: el cobro no existe). */
  cobro(manager: EntityManager, cobroId: string) {
    return db(manager)
      .selectFrom('cobros as c')
      .innerJoin('prestamos as p', 'p.id', 'c.prestamo_id')
      .innerJoin('clientes as cl', 'cl.id', 'c.cliente_id')
      .leftJoin('usuarios as u', 'u.id', 'c.cobrador_id')
      .innerJoin('configuracion_organizacion as o', (j) => j.on('o.id', '=', 1))
      .select([
        'c.id',
        'c.prestamo_id',
        'c.monto',
        'c.fecha',
        'c.created_at',
        'c.observaciones',
        'cl.nombre as cliente',
        'cl.cedula',
        'p.numero',
        'p.monto_total',
        'u.nombre as cobrador',
        'o.nombre_empresa',
        'o.telefono_empresa',
      ])
      .where('c.id', '=', cobroId)
      .executeTakeFirst();
  },

  /** Los cobros del préstamo (id y centavos), para el saldo que dice el recibo (saldoDespuesDelCobro). */
  async cobrosDelPrestamo(manager: EntityManager, prestamoId: string) {
    const filas = await db(manager)
      .selectFrom('cobros')
      .select(['id', 'monto'])
      .where('prestamo_id', '=', prestamoId)
      .execute();
    return filas.map((f) => ({ id: f.id, centavos: aCentavos(Number(f.monto)) }));
  },

  /** Los asientos del libro del préstamo que nombran un cobro, de cualquier tipo (mensajesDeAsientos). */
  async asientosConCobro(manager: EntityManager, prestamoId: string) {
    const filas = await db(manager)
      .selectFrom('prestamos_movimientos')
      .select(['id', 'tipo', 'cobro_id', 'secuencia'])
      .where('prestamo_id', '=', prestamoId)
      .where('cobro_id', 'is not', null)
      .execute();
    return filas.flatMap((f) =>
      f.cobro_id === null
        ? []
        : [{ id: f.id, tipo: f.tipo, cobroId: f.cobro_id, secuencia: Number(f.secuencia) }],
    );
  },

  /** El mensaje al cliente de cada clave de origen que se encoló (las claves sin mensaje no están en el mapa). */
  async mensajes(manager: EntityManager, claves: readonly string[]): Promise<Map<string, ReciboCobro>> {
    const mensajes = new Map<string, ReciboCobro>();
    if (claves.length === 0) return mensajes;
    const filas = await db(manager)
      .selectFrom('notificaciones')
      .select(['clave_origen', 'estado', 'tipo', 'created_at', 'enviada_at'])
      .where('clave_origen', 'in', claves)
      .execute();
    for (const f of filas) if (f.clave_origen !== null) mensajes.set(f.clave_origen, reciboDeFila(f));
    return mensajes;
  },
};
