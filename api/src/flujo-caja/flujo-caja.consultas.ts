// Las consultas del flujo de caja y sus movimientos (docs/decisiones/flujo-de-caja.md), tipadas contra el esquema
// (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md). Sólo leen: los movimientos los escriben los comandos
// del mayor (mayor/movimientos-caja.comandos.ts); el flujo de un día lo suma `flujoDelDia`
// (flujo-caja.rules.ts), en centavos. Montos como texto de numeric.
import { CATEGORIAS_MOVIMIENTO_CAJA, TIPOS_MOVIMIENTO_CAJA } from '@cartera/dominio';
import { sql, type ExpressionBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { DB } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { sumaOCero, type FilaDe } from '../common/filas';

export interface FiltroMovimientos {
  desde?: string;
  hasta?: string;
  tipo?: string;
  categoria?: string;
  /** Patrón LIKE ya armado (`patronContiene`). */
  busqueda?: string;
}

/** Las columnas por las que se ordena la lista de movimientos. */
export const ORDEN_MOVIMIENTOS = { fecha: 'm.fecha', monto: 'm.monto' } as const;

function movimientos(manager: EntityManager) {
  return db(manager)
    .selectFrom('movimientos_caja as m')
    .leftJoin('usuarios as u', 'u.id', 'm.registrado_por')
    .innerJoin('oficinas as o', 'o.id', 'm.oficina_id')
    .select([
      'm.oficina_id',
      'o.nombre as oficina_nombre',
      'm.id',
      'm.fecha',
      'm.tipo',
      'm.categoria',
      'm.concepto',
      'm.monto',
      'm.entrega_id',
      'm.registrado_por',
      'm.proveedor_nombre',
      'm.proveedor_nit',
      'm.proveedor_dv',
      'u.nombre as registrado_por_nombre',
      'm.created_at',
      'm.updated_at',
    ]);
}

/** Un movimiento con su tipo y su categoría comprobados contra sus listas. */
function filaMovimiento(fila: FilaDe<typeof movimientos>) {
  return {
    ...fila,
    tipo: deLista(TIPOS_MOVIMIENTO_CAJA, fila.tipo, 'movimientos_caja.tipo'),
    categoria: deLista(CATEGORIAS_MOVIMIENTO_CAJA, fila.categoria, 'movimientos_caja.categoria'),
  };
}
export type FilaMovimiento = ReturnType<typeof filaMovimiento>;

function filtroMovimientos(eb: ExpressionBuilder<DB & { m: DB['movimientos_caja'] }, 'm'>, f: FiltroMovimientos) {
  return eb.and([
    ...(f.desde === undefined ? [] : [eb('m.fecha', '>=', f.desde)]),
    ...(f.hasta === undefined ? [] : [eb('m.fecha', '<=', f.hasta)]),
    ...(f.tipo === undefined ? [] : [eb('m.tipo', '=', f.tipo)]),
    ...(f.categoria === undefined ? [] : [eb('m.categoria', '=', f.categoria)]),
    ...(f.busqueda === undefined
      ? []
      : [eb(eb.fn<string>('sin_acentos', ['m.concepto']), 'like', eb.fn<string>('sin_acentos', [eb.val(f.busqueda)]))]),
  ]);
}

export const consultasFlujoCaja = {
  /**
   * Las sumas de todo lo anterior a `fecha`: cobros, interés retenido y desembolsos (caja_diaria), ingresos y egresos
   * registrados, el efectivo inicial de una importación (en su fecha de corte) y los gastos aceptados de los cobradores.
   */
  antesDe(manager: EntityManager, fecha: string) {
    const k = db(manager);
    return k
      .selectNoFrom((eb) => {
        const suma = (q: ReturnType<typeof k.selectFrom<'caja_diaria'>>, columna: 'cobros' | 'retenido' | 'desembolsado') =>
          eb.fn.coalesce(q.select((e) => e.fn.sum<string>(columna).as('v')).where('fecha', '<', fecha), sql.lit('0'));
        const movidos = (tipo: 'ingreso' | 'egreso') =>
          eb.fn.coalesce(
            k
              .selectFrom('movimientos_caja')
              .select((e) => e.fn.sum<string>('monto').as('v'))
              .where('tipo', '=', tipo)
              .where('fecha', '<', fecha),
            sql.lit('0'),
          );
        return [
          suma(k.selectFrom('caja_diaria'), 'cobros').as('cobros'),
          suma(k.selectFrom('caja_diaria'), 'retenido').as('retenido'),
          suma(k.selectFrom('caja_diaria'), 'desembolsado').as('desembolsado'),
          movidos('ingreso').as('ingresos'),
          movidos('egreso').as('egresos'),
          eb.fn
            .coalesce(
              k
                .selectFrom('caja_saldos_iniciales')
                .select((e) => e.fn.sum<string>('monto').as('v'))
                .where('fecha', '<', fecha),
              sql.lit('0'),
            )
            .as('saldos_iniciales'),
          eb.fn
            .coalesce(
              k
                .selectFrom('caja_gastos')
                .select((e) => e.fn.sum<string>('monto').as('v'))
                .where('estado', '=', 'aceptado')
                .where('fecha', '<', fecha),
              sql.lit('0'),
            )
            .as('gastos_cobradores'),
        ];
      })
      .executeTakeFirstOrThrow();
  },

  /** Por día del rango: cobros, desembolsos e interés retenido (caja_diaria). */
  carteraPorDia(manager: EntityManager, desde: string, hasta: string) {
    return db(manager)
      .selectFrom('caja_diaria')
      .select((eb) => [
        'fecha',
        eb.fn.sum<string>('cobros').as('cobros'),
        eb.fn.sum<string>('desembolsado').as('desembolsado'),
        eb.fn.sum<string>('retenido').as('retenido'),
      ])
      .where((w) => w.between('fecha', desde, hasta))
      .groupBy('fecha')
      .execute();
  },

  /**
   * Por día del rango, los movimientos de caja registrados: ingresos, egresos de gastos, de comisiones y los demás
   * (otros, faltantes, fondeo: retiros del dueño, consignaciones, abonos van en «otros»).
   */
  movimientosPorDia(manager: EntityManager, desde: string, hasta: string) {
    return db(manager)
      .selectFrom('movimientos_caja')
      .select((eb) => {
        const suma = (condicion: ReturnType<typeof eb.and>) =>
          eb.fn.coalesce(eb.fn.sum<string>('monto').filterWhere(condicion), sql.lit('0'));
        return [
          'fecha',
          suma(eb.and([eb('tipo', '=', 'ingreso')])).as('ingresos'),
          suma(eb.and([eb('tipo', '=', 'egreso'), eb('categoria', '=', 'gastos')])).as('gastos'),
          suma(eb.and([eb('tipo', '=', 'egreso'), eb('categoria', '=', 'comisiones')])).as('comisiones'),
          suma(eb.and([eb('tipo', '=', 'egreso'), eb('categoria', 'not in', ['gastos', 'comisiones'])])).as('otros'),
        ];
      })
      .where((w) => w.between('fecha', desde, hasta))
      .groupBy('fecha')
      .execute();
  },

  /** Por día del rango, los gastos aceptados de los cobradores: gastos de la empresa el día del gasto. */
  gastosCobradoresPorDia(manager: EntityManager, desde: string, hasta: string) {
    return db(manager)
      .selectFrom('caja_gastos')
      .select((eb) => ['fecha', eb.fn.sum<string>('monto').as('monto')])
      .where('estado', '=', 'aceptado')
      .where((w) => w.between('fecha', desde, hasta))
      .groupBy('fecha')
      .execute();
  },

  /** Por día del rango, el efectivo inicial de una importación: entra el día de su corte, como el fondeo. */
  saldosInicialesPorDia(manager: EntityManager, desde: string, hasta: string) {
    return db(manager)
      .selectFrom('caja_saldos_iniciales')
      .select((eb) => ['fecha', eb.fn.sum<string>('monto').as('monto')])
      .where((w) => w.between('fecha', desde, hasta))
      .groupBy('fecha')
      .execute();
  },

  /** cuotas_por_fecha (disparadores sobre cuotas): saldo abierto y cuántas cuotas abiertas por fecha programada. */
  cuotasPorDia(manager: EntityManager, desde: string, hasta: string) {
    return db(manager)
      .selectFrom('cuotas_por_fecha')
      .select((eb) => ['fecha', eb.fn.sum<string>('abierto').as('esperado'), eb.fn.sum<string>('abiertas').as('cuotas')])
      .where((w) => w.between('fecha', desde, hasta))
      .groupBy('fecha')
      .execute();
  },

  /** El saldo abierto de las cuotas programadas antes de `hoy`. */
  async vencido(manager: EntityManager, hoy: string): Promise<string> {
    const { total } = await db(manager)
      .selectFrom('cuotas_por_fecha')
      .select((eb) => sumaOCero(eb, 'abierto').as('total'))
      .where('fecha', '<', hoy)
      .executeTakeFirstOrThrow();
    return total;
  },

  /** Lo exigible y lo pagado de las cuotas programadas en [desde, hasta). */
  ventana(manager: EntityManager, desde: string, hasta: string) {
    return db(manager)
      .selectFrom('cuotas_por_fecha')
      .select((eb) => [sumaOCero(eb, 'exigible').as('exigible'), sumaOCero(eb, 'pagado').as('pagado')])
      .where('fecha', '>=', desde)
      .where('fecha', '<', hasta)
      .executeTakeFirstOrThrow();
  },

  /** La oficina principal (la primera creada): la del saldo inicial de la configuración. */
  async oficinaPrincipal(manager: EntityManager): Promise<string> {
    const fila = await db(manager)
      // sql: la función de la base que dice la oficina principal; Kysely no la conoce
      .selectNoFrom(sql<string>`oficina_por_defecto()`.as('id'))
      .executeTakeFirstOrThrow();
    return fila.id;
  },

  /** El primer día con cobros o desembolsos (null: ninguno). */
  async primerDiaDeCaja(manager: EntityManager): Promise<string | null> {
    const fila = await db(manager)
      .selectFrom('caja_diaria')
      .select((eb) => eb.fn.min('fecha').as('inicio'))
      .executeTakeFirst();
    return fila?.inicio ?? null;
  },

  // ——— Movimientos de caja ———

  /** Una página de movimientos en el orden pedido (con fecha de registro e id para desempatar) y cuántos cumplen. */
  async pagina(
    manager: EntityManager,
    f: FiltroMovimientos,
    orden: { columna: (typeof ORDEN_MOVIMIENTOS)[keyof typeof ORDEN_MOVIMIENTOS]; direccion: 'asc' | 'desc' },
    limite: number,
    desde: number,
  ) {
    const { total } = await db(manager)
      .selectFrom('movimientos_caja as m')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where((eb) => filtroMovimientos(eb, f))
      .executeTakeFirstOrThrow();
    const filas = await movimientos(manager)
      .where((eb) => filtroMovimientos(eb, f))
      .orderBy(orden.columna, orden.direccion)
      .orderBy('m.created_at', orden.direccion)
      .orderBy('m.id', orden.direccion)
      .limit(limite)
      .offset(desde)
      .execute();
    return { total: Number(total), filas: filas.map(filaMovimiento) };
  },

  /** Un movimiento; con `bloquear`, su fila queda bloqueada hasta el fin de la transacción (undefined: no existe). */
  async movimiento(manager: EntityManager, id: string, bloquear = false): Promise<FilaMovimiento | undefined> {
    const fila = await movimientos(manager)
      .where('m.id', '=', id)
      .$if(bloquear, (q) => q.forUpdate('m'))
      .executeTakeFirst();
    return fila && filaMovimiento(fila);
  },
};
