// Las consultas de préstamos que no son del núcleo de dinero (las validaciones del alta y del reenganche, las
// notificaciones y el aging), tipadas contra el esquema (database/esquema.ts). Sólo leen: la fila de un préstamo nuevo,
// su reenganche y su anulación los escribe el núcleo (dinero/desembolso.consultas.ts); la edición de una solicitud,
// edicion.consultas.ts.
import { TIPOS_CREDITO, type TipoCredito } from '@cartera/dominio';
import { contarFilas, diasHasta } from '../database/fragmentos';
import type { EntityManager } from 'typeorm';
import { deLaCarteraDe } from '../common/acceso-cartera';
import { db, deLista } from '../database/kysely';
import { hayFila } from '../common/filas';
import { cobradorPorId } from '../usuarios/usuarios.consultas';
import { prestamoPorId } from '../database/prestamos.filas';
import { clientePorId } from '../clientes/clientes.sql';

export const consultasPrestamos = {
  /** Si el cliente es de la cartera del cobrador. */
  async clienteDelCobrador(manager: EntityManager, clienteId: string, cobradorId: string): Promise<boolean> {
    return hayFila(clientePorId(manager, clienteId).select('id').where('cobrador_id', '=', cobradorId));
  },

  /** El cobrador del cliente (undefined: el cliente no existe). */
  cliente(manager: EntityManager, clienteId: string) {
    return clientePorId(manager, clienteId).select('cobrador_id').executeTakeFirst();
  },

  /** El estado de la cuenta del cobrador (undefined: no existe o no es cobrador). */
  cobrador(manager: EntityManager, cobradorId: string) {
    return cobradorPorId(manager, cobradorId).select('estado').executeTakeFirst();
  },

  // ——— Reenganche (reenganche.ts) ———

  async existe(manager: EntityManager, id: string): Promise<boolean> {
    return hayFila(prestamoPorId(manager, id).select('id'));
  },

  /** La fecha de cada cuota del préstamo, por id. */
  async fechasDeCuotas(manager: EntityManager, prestamoId: string): Promise<Map<string, string>> {
    const filas = await db(manager)
      .selectFrom('cuotas')
      .select(['id', 'fecha_programada'])
      .where('prestamo_id', '=', prestamoId)
      .execute();
    return new Map(filas.map((fila) => [fila.id, fila.fecha_programada]));
  },

  async tipoCredito(manager: EntityManager, id: string): Promise<TipoCredito> {
    const fila = await prestamoPorId(manager, id).select('tipo_credito').executeTakeFirstOrThrow();
    return deLista(TIPOS_CREDITO, fila.tipo_credito, 'prestamos.tipo_credito');
  },

  // ——— Notificaciones y aging (prestamos.informes.ts) ———

  notificaciones(manager: EntityManager, prestamoId: string) {
    return db(manager)
      .selectFrom('prestamos_notificaciones')
      .select(['id', 'titulo', 'categoria', 'mensaje', 'created_at'])
      .where('prestamo_id', '=', prestamoId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  /**
   * Cuántas cuotas atrasadas hay por días de atraso a `hoy` (de la cartera de `cobradorId`, si viene): las marcadas
   * 'vencida' (índice parcial) y las pendientes o parciales cuya fecha ya pasó, en los préstamos con `proxima_fecha`
   * anterior a hoy (su índice), aunque el barrido aún no haya pasado hoy.
   */
  atrasosPorDias(manager: EntityManager, hoy: string, cobradorId: string | null) {
    const base = db(manager);
    const cartera = cobradorId === null ? null : deLaCarteraDe(cobradorId);
    const dias = diasHasta(hoy, 'c.fecha_programada').as('dias');
    let vencidas = base
      .selectFrom('cuotas as c')
      .select(dias)
      .where('c.estado', '=', 'vencida')
      .where('c.fecha_programada', '<', hoy);
    let sinBarrer = base
      .selectFrom('prestamos as p')
      .innerJoin('cuotas as c', 'c.prestamo_id', 'p.id')
      .select(dias)
      .where('p.proxima_fecha', '<', hoy)
      .where('c.estado', 'in', ['pendiente', 'parcial'])
      .where('c.fecha_programada', '<', hoy);
    if (cartera) {
      vencidas = vencidas.where(
        'c.prestamo_id',
        'in',
        base.selectFrom('prestamos as p').select('p.id').where(cartera),
      );
      sinBarrer = sinBarrer.where(cartera);
    }
    return base
      .selectFrom(vencidas.unionAll(sinBarrer).as('a'))
      .select(['a.dias', contarFilas().as('cuotas')])
      .groupBy('a.dias')
      .execute();
  },
};
