// Las consultas de un cobro leído por su id o por su préstamo (cobros.service.ts, cobros.lectura.ts), tipadas contra el
// esquema (database/esquema.ts): el cobro con su préstamo, cliente, cobrador, cuenta de recaudo y ubicación, y en el
// detalle sus cuotas y su recibo. La lista paginada de GET /api/cobros es una sentencia preparada con las mismas
// columnas (consultaPreparada, cobros.service.ts) y pasa por el mismo `filaCobro`.
import { ORIGENES_COBRO, TIPOS_CUENTA_PAGO } from '@cartera/dominio';
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { EntityManager } from 'typeorm';
import type { DB } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { claveReciboSql } from '../notificaciones/recibo';
import { reciboDeFila } from '../notificaciones/recibo.consultas';
import type { FilaCobro } from './cobros.lectura';
import { hayFila } from '../common/filas';
import { prestamoPorId } from '../database/prestamos.filas';

/**
 * Las columnas de FilaCobro que se leen tal cual, con los alias de `cobrosConDatos` (co, p, c, u, o): las mismas en la
 * lista paginada de GET /api/cobros (cobros.service.ts).
 */
export const COLUMNAS_COBRO = [
  'co.id',
  'co.monto',
  'co.fecha',
  'co.observaciones',
  'co.origen',
  'co.cobrador_id',
  'co.cuota_id',
  'co.created_at',
  'co.updated_at',
  'u.nombre as cobrador_nombre',
  'co.en_poder_de',
  'co.cuenta_pago_id',
  'co.referencia_pago',
  'p.id as prestamo_id',
  'p.numero as prestamo_numero',
  'c.id as cliente_id',
  'c.nombre as cliente_nombre',
  'co.latitud',
  'co.longitud',
  'co.precision_metros',
  'co.distancia_metros',
  'o.distancia_fuera_de_sitio_metros as umbral_fuera_de_sitio',
  'co.oficina_id',
] as const;

/** Los cobros con todo lo que responde la API de cada uno (FilaCobro). */
function cobrosConDatos(manager: EntityManager) {
  return db(manager)
    .selectFrom('cobros as co')
    .innerJoin('prestamos as p', 'p.id', 'co.prestamo_id')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .leftJoin('usuarios as u', 'u.id', 'co.cobrador_id')
    .innerJoin('configuracion_organizacion as o', (j) => j.on('o.id', '=', 1))
    .select((eb) => [...COLUMNAS_COBRO, ...subconsultasCobro(eb)]);
}

/**
 * Las columnas de FilaCobro que salen de una subconsulta por cobro `co`: su cuenta de recaudo, quién tiene el dinero y
 * el nombre de su oficina.
 */
export function subconsultasCobro(eb: ExpressionBuilder<DB & { co: DB['cobros'] }, 'co'>) {
  return [
    jsonObjectFrom(
      eb
        .selectFrom('pagos_cuentas as pc')
        .select(['pc.id as _id', 'pc.nombre', 'pc.tipo'])
        .whereRef('pc.id', '=', 'co.cuenta_pago_id'),
    ).as('cuenta_pago'),
    eb
      .selectFrom('usuarios as up')
      .select('up.nombre')
      .whereRef('up.id', '=', 'co.en_poder_de')
      .as('en_poder_de_nombre'),
    eb.selectFrom('oficinas as ofi').select('ofi.nombre').whereRef('ofi.id', '=', 'co.oficina_id').as('oficina_nombre'),
  ] as const;
}

/** Una fila leída con las columnas de FilaCobro, con el origen y el tipo de cuenta como los da el esquema (texto). */
type FilaLeida = Omit<FilaCobro, 'origen' | 'cuenta_pago'> & {
  origen: string;
  cuenta_pago: { _id: string; nombre: string; tipo: string } | null;
};

/** La fila con su origen y el tipo de su cuenta comprobados contra sus listas. */
export function filaCobro(f: FilaLeida): FilaCobro {
  return {
    ...f,
    origen: deLista(ORIGENES_COBRO, f.origen, 'cobros.origen'),
    cuenta_pago: f.cuenta_pago && {
      ...f.cuenta_pago,
      tipo: deLista(TIPOS_CUENTA_PAGO, f.cuenta_pago.tipo, 'pagos_cuentas.tipo'),
    },
  };
}

export const consultasCobros = {
  /** Un cobro (undefined: no existe). */
  async cobro(manager: EntityManager, id: string): Promise<FilaCobro | undefined> {
    const fila = await cobrosConDatos(manager).where('co.id', '=', id).executeTakeFirst();
    return fila && filaCobro(fila);
  },

  /** Los cobros de un préstamo, del más reciente al más antiguo. */
  async delPrestamo(manager: EntityManager, prestamoId: string): Promise<FilaCobro[]> {
    const filas = await cobrosConDatos(manager)
      .where('co.prestamo_id', '=', prestamoId)
      .orderBy('co.fecha', 'desc')
      .orderBy('co.created_at', 'desc')
      .orderBy('co.id', 'desc')
      .execute();
    return filas.map(filaCobro);
  },

  /** Un cobro con las cuotas a las que se aplicó (por número) y su recibo, en una sola lectura. */
  async detalle(manager: EntityManager, id: string) {
    const fila = await cobrosConDatos(manager)
      .select((eb) => [
        jsonArrayFrom(
          eb
            .selectFrom('cobros_aplicaciones as ca')
            .innerJoin('cuotas as cu', 'cu.id', 'ca.cuota_id')
            .select((s) => [
              'ca.cuota_id',
              'cu.numero',
              'cu.fecha_programada',
              s.cast<string>('ca.monto', 'text').as('monto'),
            ])
            .whereRef('ca.cobro_id', '=', 'co.id')
            .orderBy('cu.numero'),
        ).as('aplicaciones'),
        jsonObjectFrom(
          eb
            .selectFrom('notificaciones as n')
            .select(['n.estado', 'n.tipo', 'n.created_at', 'n.enviada_at'])
            .where('n.clave_origen', '=', claveReciboSql(sql.ref<string>('co.id'))),
        ).as('recibo'),
      ])
      .where('co.id', '=', id)
      .executeTakeFirst();
    return (
      fila && {
        cobro: filaCobro(fila),
        aplicaciones: fila.aplicaciones.map((a) => ({
          cuota: { _id: a.cuota_id, numero: a.numero, fechaProgramada: a.fecha_programada },
          monto: Number(a.monto),
        })),
        recibo: fila.recibo && reciboDeFila(fila.recibo),
      }
    );
  },

  /** Si el préstamo existe. */
  async existePrestamo(manager: EntityManager, prestamoId: string): Promise<boolean> {
    return hayFila(prestamoPorId(manager, prestamoId).select('id'));
  },
};
