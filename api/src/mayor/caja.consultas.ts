// Lo que escriben los comandos de la caja (docs/decisiones/comandos-del-mayor.md): entregas y abonos, los cobros, gastos
// y efectivo inicial que una entrega toma, los gastos y los movimientos de Flujo de Caja; y lo que esos comandos leen
// bajo su candado para decidir. Las listas y las respuestas las leen caja/ y flujo-caja/ (sólo lecturas). Montos de
// las columnas NUMERIC(14,2) en pesos: los comandos los reciben en Centavos y los pasan aquí con `aPesos`.
import { sql, type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import type { CajaEntregas, MovimientosCaja } from '../database/esquema';
import { db } from '../database/kysely';
import { hayFila, idInsertado, sumaOCero } from '../common/filas';
import { cuentasDelAlcance } from '../usuarios/usuarios.visibles';

/** Un movimiento de caja como se escribe (alta o edición a mano): sus campos y su proveedor en tres columnas. */
export type FilaMovimientoCaja = Pick<
  Insertable<MovimientosCaja>,
  | 'fecha'
  | 'tipo'
  | 'categoria'
  | 'concepto'
  | 'monto'
  | 'proveedor_nombre'
  | 'proveedor_nit'
  | 'proveedor_dv'
>;

/** La oficina de un movimiento por escribir; null: al crearlo, la principal, y al corregirlo, la que tenía. */
// sql: la función de la base que dice la oficina principal (la primera creada); Kysely no la conoce
const oficinaPrincipal = sql<string>`oficina_por_defecto()`;

/** La diferencia de una entrega (o un abono) como movimiento de caja de la oficina. */
export type MovimientoDeEntrega = Pick<
  Insertable<MovimientosCaja>,
  'fecha' | 'tipo' | 'categoria' | 'concepto' | 'monto' | 'registrado_por' | 'entrega_id' | 'cobrador_id' | 'oficina_id'
>;

/** Una entrega nueva con sus montos (pesos). */
export type EntregaNueva = Pick<
  Insertable<CajaEntregas>,
  | 'cobrador_id'
  | 'fecha'
  | 'cobros'
  | 'cantidad_cobros'
  | 'gastos'
  | 'saldo_inicial'
  | 'esperado'
  | 'monto_entregado'
  | 'observaciones'
  | 'oficina_id'
>;

/** Un abono a un faltante (pesos); quien lo registra es quien lo confirma. */
export type AbonoNuevo = Pick<
  Insertable<CajaEntregas>,
  'cobrador_id' | 'fecha' | 'monto_entregado' | 'observaciones' | 'registrado_por' | 'oficina_id'
>;

/** Un candado consultivo de la transacción por una clave de CANDADOS y un texto (el id de un cobrador). */
async function candado(manager: EntityManager, clave: number, texto: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${clave}, hashtext(${texto}))`.execute(db(manager));
}

export const consultasCajaMayor = {
  // ——— Candados ———

  /** Un gasto a la vez por cobrador: dos simultáneos no pasan juntos el límite del día. */
  bloquearGastosDe: (manager: EntityManager, cobradorId: string) =>
    candado(manager, CANDADOS.gastosCobrador, cobradorId),

  /** La deuda de un cobrador se lee y cambia de a una transacción (entregas y abonos del mismo cobrador). */
  bloquearDeudaDe: (manager: EntityManager, cobradorId: string) =>
    candado(manager, CANDADOS.deudaCobrador, cobradorId),

  // ——— Lo que los comandos leen para decidir ———

  /** Una entrega bloqueada hasta el fin de la transacción (undefined: no existe). */
  entregaBloqueada(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('caja_entregas as e')
      .innerJoin('usuarios as u', 'u.id', 'e.cobrador_id')
      .select(['e.id', 'e.numero', 'e.cobrador_id', 'u.nombre as cobrador_nombre', 'e.estado', 'e.esperado'])
      .select(['e.monto_entregado', 'e.oficina_id'])
      .where('e.id', '=', id)
      .forUpdate('e')
      .executeTakeFirst();
  },

  tienePendiente(manager: EntityManager, cobradorId: string): Promise<boolean> {
    return hayFila(
      db(manager)
        .selectFrom('caja_entregas')
        .select(sql.lit(1).as('hay'))
        .where('cobrador_id', '=', cobradorId)
        .where('estado', '=', 'pendiente'),
    );
  },

  /** Un gasto bloqueado hasta el fin de la transacción (undefined: no existe). */
  gastoBloqueado(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('caja_gastos as g')
      .innerJoin('usuarios as u', 'u.id', 'g.cobrador_id')
      .leftJoin('usuarios as r', 'r.id', 'g.registrado_por')
      .select([
        'g.id',
        'g.cobrador_id',
        'u.nombre as cobrador_nombre',
        'g.registrado_por',
        'r.nombre as registrado_nombre',
      ])
      .select(['g.estado', 'g.monto', 'g.fecha', 'g.concepto', 'g.entrega_id'])
      .where('g.id', '=', id)
      .forUpdate('g')
      .executeTakeFirst();
  },

  /** La fecha de la última entrega confirmada del cobrador, sin los abonos (null: ninguna). */
  async ultimaEntregaConfirmada(manager: EntityManager, cobradorId: string): Promise<string | null> {
    const fila = await db(manager)
      .selectFrom('caja_entregas')
      .select((eb) => eb.fn.max('fecha').as('fecha'))
      .where('cobrador_id', '=', cobradorId)
      .where('estado', '=', 'confirmada')
      .where('abono', '=', false)
      .executeTakeFirst();
    return fila?.fecha ?? null;
  },

  /** Lo aceptado en gastos del cobrador ese día (pesos, como texto de numeric). */
  async aceptadoDelDia(manager: EntityManager, cobradorId: string, fecha: string): Promise<string> {
    const fila = await db(manager)
      .selectFrom('caja_gastos')
      .select((eb) => sumaOCero(eb, 'monto').as('aceptado'))
      .where('cobrador_id', '=', cobradorId)
      .where('fecha', '=', fecha)
      .where('estado', '=', 'aceptado')
      .executeTakeFirstOrThrow();
    return fila.aceptado;
  },

  /** Los límites de los gastos de una oficina (pesos, como texto de numeric; undefined: los de siempre). */
  limitesGastos(manager: EntityManager, oficinaId: string) {
    return db(manager)
      .selectFrom('caja_limites_gastos')
      .select(['gasto_maximo', 'gastos_dia_maximo', 'foto_desde'])
      .where('oficina_id', '=', oficinaId)
      .executeTakeFirst();
  },

  /** Un movimiento de caja bloqueado (undefined: no existe). */
  movimientoBloqueado(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('movimientos_caja')
      .select(['id', 'entrega_id', 'fecha', 'tipo', 'categoria', 'concepto', 'monto'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  /** El inicio de la caja: la fecha del saldo inicial, o el primer día con cobros o desembolsos (null: ninguno). */
  async inicioCaja(manager: EntityManager): Promise<string | null> {
    const config = await db(manager)
      .selectFrom('configuracion_organizacion')
      .select('fecha_saldo_inicial')
      .executeTakeFirst();
    if (config?.fecha_saldo_inicial) return config.fecha_saldo_inicial;
    const fila = await db(manager)
      .selectFrom('caja_diaria')
      .select((eb) => eb.fn.min('fecha').as('inicio'))
      .executeTakeFirst();
    return fila?.inicio ?? null;
  },

  /**
   * El nombre de un cobrador (undefined: no existe, no es cobrador o es de una oficina que quien pide no alcanza, como
   * uno que no existe: usuarios/usuarios.visibles.ts).
   */
  cobrador(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('usuarios as u')
      .select('u.nombre')
      .where('u.id', '=', id)
      .where('u.rol', '=', 'cobrador')
      .where((eb) => cuentasDelAlcance() ?? eb.lit(true))
      .executeTakeFirst();
  },

  // ——— Lo que una entrega toma, bloqueado (FOR UPDATE, en orden de id) ———

  /**
   * Los cobros sin entregar del cobrador, bloqueados: borrarlos o editarlos espera a la entrega y después la encuentra
   * (LibroService.asegurarFueraDeEntregaPendiente).
   */
  cobrosSinEntregar(manager: EntityManager, cobradorId: string) {
    return db(manager)
      .selectFrom('cobros')
      .select(['id', 'monto'])
      .where('en_poder_de', '=', cobradorId)
      .where('entrega_id', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  /** Los gastos aceptados sin entregar del cobrador, bloqueados: rechazar uno espera y después ve su entrega. */
  gastosSinEntregar(manager: EntityManager, cobradorId: string) {
    return db(manager)
      .selectFrom('caja_gastos')
      .select(['id', 'monto'])
      .where('cobrador_id', '=', cobradorId)
      .where('entrega_id', 'is', null)
      .where('estado', '=', 'aceptado')
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  /** El efectivo inicial de una importación que el cobrador todavía tiene, bloqueado. */
  saldosInicialesSinEntregar(manager: EntityManager, cobradorId: string) {
    return db(manager)
      .selectFrom('caja_saldos_iniciales')
      .select(['id', 'monto'])
      .where('cobrador_id', '=', cobradorId)
      .where('entrega_id', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  // ——— Entregas ———

  /** La entrega nueva, por confirmar, con sus montos ya sumados; devuelve su id y su número. */
  insertarEntrega(manager: EntityManager, entrega: EntregaNueva) {
    return db(manager)
      .insertInto('caja_entregas')
      .values({ ...entrega, registrado_por: entrega.cobrador_id })
      .returning(['id', 'numero'])
      .executeTakeFirstOrThrow();
  },

  /** Lo tomado pasa a la entrega: cobros, gastos y efectivo inicial, por id. */
  async marcarEntregados(
    manager: EntityManager,
    entregaId: string,
    ids: { cobros: string[]; gastos: string[]; saldos: string[] },
  ): Promise<void> {
    if (ids.cobros.length > 0)
      await db(manager)
        .updateTable('cobros')
        .set({ entrega_id: entregaId })
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids.cobros))))
        .execute();
    if (ids.gastos.length > 0)
      await db(manager)
        .updateTable('caja_gastos')
        .set({ entrega_id: entregaId })
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids.gastos))))
        .execute();
    if (ids.saldos.length > 0)
      await db(manager)
        .updateTable('caja_saldos_iniciales')
        .set({ entrega_id: entregaId, updated_at: sql`now()` })
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids.saldos))))
        .execute();
  },

  async confirmarEntrega(
    manager: EntityManager,
    id: string,
    confirmacion: { recibido: number; fecha: string; confirmadoPor: string | null },
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

  /** Un abono a un faltante: una entrega ya confirmada, sin cobros ni gastos. */
  insertarAbono(manager: EntityManager, abono: AbonoNuevo) {
    return db(manager)
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
        confirmado_por: abono.registrado_por,
        confirmada_at: sql`now()`,
        abono: true,
      })
      .returning(['id', 'numero'])
      .executeTakeFirstOrThrow();
  },

  // ——— Movimientos de Flujo de Caja ———

  insertarMovimiento(
    manager: EntityManager,
    movimiento: FilaMovimientoCaja,
    oficina: string | null,
    registradoPor: string | null,
  ): Promise<string> {
    return idInsertado(
      db(manager)
        .insertInto('movimientos_caja')
        .values({ ...movimiento, oficina_id: oficina ?? oficinaPrincipal, registrado_por: registradoPor })
        .returning('id'),
    );
  },

  async actualizarMovimiento(
    manager: EntityManager,
    id: string,
    movimiento: FilaMovimientoCaja,
    oficina: string | null,
  ): Promise<void> {
    await db(manager)
      .updateTable('movimientos_caja')
      .set({ ...movimiento, ...(oficina === null ? {} : { oficina_id: oficina }), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  },

  async borrarMovimiento(manager: EntityManager, id: string): Promise<void> {
    await db(manager).deleteFrom('movimientos_caja').where('id', '=', id).execute();
  },

  /** La diferencia de una entrega o un abono: un movimiento de la oficina ligado a la entrega y al cobrador. */
  async insertarMovimientoDeEntrega(manager: EntityManager, movimiento: MovimientoDeEntrega): Promise<void> {
    await db(manager).insertInto('movimientos_caja').values(movimiento).execute();
  },
};
