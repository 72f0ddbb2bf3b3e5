// Las consultas de la caja de los cobradores (docs/decisiones/caja-de-cobradores.md): sus entregas y su confirmación
// (los gastos y sus límites, caja-gastos.consultas.ts; el efectivo en poder, caja-en-poder.consultas.ts), tipadas contra
// el esquema (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md). Corren en la transacción del servicio (el manager
// que reciben); los candados (FOR UPDATE, candados consultivos) son los mismos que tomaba el SQL escrito a mano.
import { ESTADOS_ENTREGA_CAJA } from '@cartera/dominio';
import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import type { CajaEntregas, DB, MovimientosCaja } from '../database/esquema';
import { db, deLista, type BaseTipada } from '../database/kysely';
import { hayFila, idInsertado, sumaOCero, type FilaDe } from '../common/filas';
import { cobradorPorId } from '../usuarios/usuarios.consultas';

export interface FiltroCaja {
  cobradorId?: string;
  desde?: string;
  hasta?: string;
  estado?: string;
}

function entregas(manager: EntityManager) {
  return db(manager)
    .selectFrom('caja_entregas as e')
    .innerJoin('usuarios as u', 'u.id', 'e.cobrador_id')
    .leftJoin('usuarios as c', 'c.id', 'e.confirmado_por')
    .select([
      'e.id',
      'e.numero',
      'e.cobrador_id',
      'u.nombre as cobrador_nombre',
      'e.estado',
      'e.fecha',
      'e.fecha_confirmacion',
      'e.cobros',
      'e.cantidad_cobros',
      'e.gastos',
      'e.esperado',
      'e.monto_entregado',
      'e.monto_recibido',
      'e.observaciones',
      'e.confirmado_por',
      'c.nombre as confirmado_nombre',
      'e.abono',
      'e.created_at',
    ]);
}

/** Una entrega con su estado comprobado contra su lista. */
function filaEntrega(fila: FilaDe<typeof entregas>) {
  return { ...fila, estado: deLista(ESTADOS_ENTREGA_CAJA, fila.estado, 'caja_entregas.estado') };
}
export type FilaEntrega = ReturnType<typeof filaEntrega>;

/** La diferencia de una entrega (o un abono) como movimiento de caja de la oficina. */
export type MovimientoEntrega = Pick<
  Insertable<MovimientosCaja>,
  'fecha' | 'tipo' | 'categoria' | 'concepto' | 'monto' | 'registrado_por' | 'entrega_id' | 'cobrador_id'
>;

/** Un abono a un faltante: una entrega ya confirmada, sin cobros ni gastos. */
export type AbonoNuevo = Pick<
  Insertable<CajaEntregas>,
  'cobrador_id' | 'fecha' | 'monto_entregado' | 'observaciones' | 'registrado_por'
>;

/** Las condiciones de cobrador, fechas y estado de la lista de entregas. */
function filtroEntregas(eb: ExpressionBuilder<DB & { e: DB['caja_entregas'] }, 'e'>, f: FiltroCaja) {
  return eb.and([
    ...(f.cobradorId === undefined ? [] : [eb('e.cobrador_id', '=', f.cobradorId)]),
    ...(f.desde === undefined ? [] : [eb('e.fecha', '>=', f.desde)]),
    ...(f.hasta === undefined ? [] : [eb('e.fecha', '<=', f.hasta)]),
    ...(f.estado === undefined ? [] : [eb('e.estado', '=', f.estado)]),
  ]);
}

/** Un candado consultivo de la transacción por una clave de CANDADOS y un texto (el id de un cobrador). */
export const candado = (k: BaseTipada, clave: number, texto: string) =>
  sql`SELECT pg_advisory_xact_lock(${clave}, hashtext(${texto}))`.execute(k);

export const consultasCaja = {
  // ——— Entregas ———

  /** Una entrega; con `bloquear`, su fila queda bloqueada hasta el fin de la transacción (undefined: no existe). */
  async entrega(manager: EntityManager, id: string, bloquear = false): Promise<FilaEntrega | undefined> {
    const fila = await entregas(manager)
      .where('e.id', '=', id)
      .$if(bloquear, (q) => q.forUpdate('e'))
      .executeTakeFirst();
    return fila && filaEntrega(fila);
  },

  /** Las entregas por confirmar (de todos o de un cobrador). */
  async pendientes(manager: EntityManager, cobradorId: string | null): Promise<FilaEntrega[]> {
    const filas = await entregas(manager)
      .where('e.estado', '=', 'pendiente')
      .$if(cobradorId !== null, (q) => q.where('e.cobrador_id', '=', cobradorId!))
      .execute();
    return filas.map(filaEntrega);
  },

  /** Una página de entregas (las pendientes primero: la oficina tiene que confirmarlas) y cuántas cumplen el filtro. */
  async paginaEntregas(manager: EntityManager, f: FiltroCaja, limite: number, desde: number) {
    const { total } = await db(manager)
      .selectFrom('caja_entregas as e')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where((eb) => filtroEntregas(eb, f))
      .executeTakeFirstOrThrow();
    const filas = await entregas(manager)
      .where((eb) => filtroEntregas(eb, f))
      .orderBy((eb) => eb('e.estado', '=', 'pendiente'), 'desc')
      .orderBy('e.fecha', 'desc')
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limite)
      .offset(desde)
      .execute();
    return { total: Number(total), filas: filas.map(filaEntrega) };
  },

  async tienePendiente(manager: EntityManager, cobradorId: string): Promise<boolean> {
    return hayFila(
      db(manager)
        .selectFrom('caja_entregas')
        .select(sql.lit(1).as('hay'))
        .where('cobrador_id', '=', cobradorId)
        .where('estado', '=', 'pendiente'),
    );
  },

  /** La entrega nueva, por confirmar y todavía sin montos (los suma `cerrarEntrega`). */
  async abrirEntrega(
    manager: EntityManager,
    entrega: { cobradorId: string; fecha: string; montoEntregado: number; observaciones: string | null },
  ): Promise<string> {
    return idInsertado(
      db(manager)
        .insertInto('caja_entregas')
        .values({
          cobrador_id: entrega.cobradorId,
          fecha: entrega.fecha,
          cobros: 0,
          cantidad_cobros: 0,
          gastos: 0,
          esperado: 0,
          monto_entregado: entrega.montoEntregado,
          observaciones: entrega.observaciones,
          registrado_por: entrega.cobradorId,
        })
        .returning('id'),
    );
  },

  /**
   * Los cobros sin entregar del cobrador pasan a la entrega. Se bloquean antes de sumarlos (FOR UPDATE, en orden de
   * id): ver CajaService.crearEntrega.
   */
  async tomarCobros(manager: EntityManager, entregaId: string, cobradorId: string) {
    const tomados = await db(manager)
      .selectFrom('cobros')
      .select(['id', 'monto'])
      .where('en_poder_de', '=', cobradorId)
      .where('entrega_id', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    if (tomados.length > 0) {
      await db(manager)
        .updateTable('cobros')
        .set({ entrega_id: entregaId })
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(tomados.map((c) => c.id)))))
        .execute();
    }
    return tomados;
  },

  /** Los gastos aceptados sin entregar del cobrador pasan a la entrega: su suma (texto de numeric) y cuántos son. */
  async tomarGastos(manager: EntityManager, entregaId: string, cobradorId: string) {
    return db(manager)
      .with('tomados', (k) =>
        k
          .updateTable('caja_gastos')
          .set({ entrega_id: entregaId })
          .where('cobrador_id', '=', cobradorId)
          .where('entrega_id', 'is', null)
          .where('estado', '=', 'aceptado')
          .returning('monto'),
      )
      .selectFrom('tomados')
      .select((eb) => [sumaOCero(eb, 'monto').as('monto'), eb.fn.countAll<string>().as('cantidad')])
      .executeTakeFirstOrThrow();
  },

  /** Los montos de la entrega, con lo esperado (esperadoEntrega, @cartera/dominio). */
  async cerrarEntrega(
    manager: EntityManager,
    id: string,
    montos: Pick<
      Updateable<CajaEntregas>,
      'cobros' | 'cantidad_cobros' | 'gastos' | 'saldo_inicial' | 'esperado'
    >,
  ): Promise<void> {
    await db(manager).updateTable('caja_entregas').set(montos).where('id', '=', id).execute();
  },

  /** Rechazar un gasto de una entrega por confirmar: los gastos bajan y lo esperado sube en su monto. */
  async devolverGasto(manager: EntityManager, entregaId: string, monto: string): Promise<void> {
    await db(manager)
      .updateTable('caja_entregas')
      .set((eb) => ({
        gastos: eb('gastos', '-', monto),
        esperado: eb('esperado', '+', monto),
      }))
      .where('id', '=', entregaId)
      .execute();
  },

  async confirmar(
    manager: EntityManager,
    id: string,
    confirmacion: { recibido: number; fecha: string; confirmadoPor: string },
  ): Promise<void> {
    await db(manager)
      .updateTable('caja_entregas')
      .set({
        estado: 'confirmada',
        monto_recibido: confirmacion.recibido,
        fecha_confirmacion: confirmacion.fecha,
        confirmado_por: confirmacion.confirmadoPor,
        confirmada_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  },

  /** La deuda de un cobrador se lee y cambia de a una transacción (entregas y abonos del mismo cobrador). */
  async bloquearDeudaDe(manager: EntityManager, cobradorId: string): Promise<void> {
    await candado(db(manager), CANDADOS.deudaCobrador, cobradorId);
  },

  async insertarMovimiento(manager: EntityManager, movimiento: MovimientoEntrega): Promise<void> {
    await db(manager).insertInto('movimientos_caja').values(movimiento).execute();
  },

  /** El nombre de un cobrador (undefined: no existe o no es cobrador). */
  cobrador(manager: EntityManager, cobradorId: string) {
    return cobradorPorId(manager, cobradorId).select('nombre').executeTakeFirst();
  },

  async insertarAbono(manager: EntityManager, abono: AbonoNuevo, confirmadoPor: string): Promise<string> {
    return idInsertado(
      db(manager)
        .insertInto('caja_entregas')
        .values({
          ...abono,
          estado: 'confirmada',
          fecha_confirmacion: abono.fecha,
          cobros: 0,
          cantidad_cobros: 0,
          gastos: 0,
          esperado: 0,
          monto_recibido: abono.monto_entregado,
          confirmado_por: confirmadoPor,
          confirmada_at: sql`now()`,
          abono: true,
        })
        .returning('id'),
    );
  },
};
