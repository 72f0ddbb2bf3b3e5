// Las lecturas del libro mayor tipadas contra el esquema (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md):
// el plan de cuentas y su edición, el diario por páginas con sus líneas, las sumas por cuenta de los balances y lo que
// leen además de ellas, y las equivalencias y las líneas del exporte. Lo que se lee para contabilizar está en
// contabilizar.consultas.ts.
import { sumarDias } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { filaOrganizacion } from '../organizacion/organizacion.sql';
import { hayFila } from '../common/filas';
import { contarFilas, sinAcentos } from '../database/fragmentos';
import { filaPoliticas } from './politicas.consultas';
import { cuentasDelAlcance } from '../usuarios/usuarios.visibles';

/** Los filtros del diario. */
export interface FiltrosDiario {
  desde: string;
  hasta: string;
  /** Código de cuenta (prefijo) de alguna de sus líneas. */
  cuenta: string | null;
  origen: string | null;
  /** Nombre, cédula o cobrador de alguna de sus líneas (texto libre). */
  tercero: string | null;
}

/** Los comprobantes que cumplen los filtros del diario, con quien registró cada uno (`u`). */
function diarioFiltrado(manager: EntityManager, { desde, hasta, cuenta, origen, tercero }: FiltrosDiario) {
  return db(manager)
    .selectFrom('contabilidad_asientos as a')
    .leftJoin('usuarios as u', 'u.id', 'a.registrado_por')
    .where((w) => w.between('a.fecha', desde, hasta))
    .$if(origen !== null, (q) => q.where('a.origen', '=', origen ?? ''))
    .$if(cuenta !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('contabilidad_lineas as l')
            .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
            .select('l.id')
            .whereRef('l.asiento_id', '=', 'a.id')
            .where('c.codigo', 'like', `${cuenta}%`),
        ),
      ),
    )
    .$if(tercero !== null, (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('contabilidad_lineas as l')
            .leftJoin('clientes as cl', 'cl.id', 'l.cliente_id')
            .leftJoin('usuarios as co', 'co.id', 'l.cobrador_id')
            .select('l.id')
            .whereRef('l.asiento_id', '=', 'a.id')
            .where((t) =>
              t.or([
                t('cl.nombre_busqueda', 'like', sinAcentos(`%${tercero}%`)),
                t('cl.cedula', 'like', `${tercero}%`),
                // Sin cobrador, sin_acentos(NULL) es NULL y la comparación no se cumple: como antes del join.
                t(sinAcentos(t.ref('co.nombre').$notNull()), 'like', sinAcentos(`%${tercero}%`)),
              ]),
            ),
        ),
      ),
    );
}

export const consultasMayor = {
  /** El plan de cuentas, por código, con el cobrador de cada subcuenta de efectivo y el código de su cuenta mayor. */
  cuentas(manager: EntityManager) {
    return db(manager)
      .selectFrom('contabilidad_cuentas as c')
      .leftJoin('usuarios as u', 'u.id', 'c.cobrador_id')
      .leftJoin('pagos_cuentas as pc', 'pc.id', 'c.cuenta_pago_id')
      .leftJoin('contabilidad_cuentas as p', 'p.id', 'c.padre_id')
      // Las cuentas de la organización y sólo las subcuentas de lo que quien pide alcanza: la de un cobrador de sus
      // oficinas (`usuarios` no tiene política de fila: usuarios.visibles.ts) y la de una cuenta de recaudo que su
      // política le deja ver (docs/decisiones/caja-por-oficina-custodia.md).
      .where((eb) => cuentasDelAlcance() ?? eb.lit(true))
      .where((eb) => eb.or([eb('c.cuenta_pago_id', 'is', null), eb('pc.id', 'is not', null)]))
      .select([
        'c.id',
        'c.codigo',
        'c.nombre',
        'c.clase',
        'c.naturaleza',
        'c.clave',
        'c.cobrador_id',
        'u.nombre as cobrador_nombre',
        'p.codigo as codigo_padre',
      ])
      .orderBy('c.codigo')
      .execute();
  },

  /** Si otra cuenta ya tiene ese código. */
  async codigoEnOtraCuenta(manager: EntityManager, codigo: string, id: string): Promise<boolean> {
    return hayFila(
      db(manager)
        .selectFrom('contabilidad_cuentas')
        .select('id')
        .where('codigo', '=', codigo)
        .where('id', '<>', id),
    );
  },

  /** Cambia el código o el nombre de una cuenta (lo que no viene queda como está). */
  async renombrarCuenta(manager: EntityManager, id: string, cambio: { codigo?: string; nombre?: string }): Promise<void> {
    await db(manager)
      .updateTable('contabilidad_cuentas')
      .set((eb) => ({ codigo: cambio.codigo, nombre: cambio.nombre, updated_at: eb.fn('now') }))
      .where('id', '=', id)
      .execute();
  },

  /** Una página de comprobantes del diario, por fecha y número, con cuántos cumplen los filtros (`total`). */
  asientos(manager: EntityManager, filtros: FiltrosDiario, limite: number, salto: number) {
    return diarioFiltrado(manager, filtros)
      .select([
        'a.id',
        'a.numero',
        'a.fecha',
        'a.tipo',
        'a.descripcion',
        'a.origen',
        'a.origen_id',
        'a.reverso_de',
        'a.registrado_por',
        'u.nombre as registrado_nombre',
        'a.created_at',
      ])
      .select((eb) => eb.cast<number>(eb.fn.countAll().over(), 'integer').as('total'))
      .orderBy('a.fecha')
      .orderBy('a.numero')
      .limit(limite)
      .offset(salto)
      .execute();
  },

  /** Cuántos comprobantes cumplen los filtros del diario (para una página vacía más allá del final). */
  async conteoAsientos(manager: EntityManager, filtros: FiltrosDiario): Promise<number> {
    const fila = await diarioFiltrado(manager, filtros)
      .select(contarFilas().as('total'))
      .executeTakeFirstOrThrow();
    return fila.total;
  },

  /** Las líneas de esos comprobantes, en su orden, con su cuenta, su cliente, su cobrador y su préstamo. */
  lineas(manager: EntityManager, asientos: readonly string[]) {
    return db(manager)
      .selectFrom('contabilidad_lineas as l')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
      .leftJoin('clientes as cl', 'cl.id', 'l.cliente_id')
      .leftJoin('usuarios as co', 'co.id', 'l.cobrador_id')
      .leftJoin('prestamos as p', 'p.id', 'l.prestamo_id')
      .select([
        'l.asiento_id',
        'c.codigo',
        'c.nombre as cuenta',
        'l.debito',
        'l.credito',
        'l.cliente_id',
        'cl.nombre as cliente_nombre',
        'cl.cedula as cliente_cedula',
        'l.cobrador_id',
        'co.nombre as cobrador_nombre',
        'l.prestamo_id',
        'p.numero as prestamo_numero',
      ])
      .where((eb) => eb('l.asiento_id', '=', eb.fn.any(eb.val([...asientos]))))
      .orderBy('l.asiento_id')
      .orderBy('l.id')
      .execute();
  },

  /**
   * Por cuenta: saldo antes de `desde` y movimientos de `desde` a `hasta`. Las sumas antes de un día X son los meses
   * enteros anteriores al mes de X (contabilidad_saldos_mes) más los días del mes de X antes de X (las líneas); así un
   * balance lee a lo sumo dos tramos de días de líneas, no la historia. Con `oficina`, sólo sus líneas (índices que
   * empiezan por ella); sin ella, las de todas: el consolidado, sin eliminar nada (lo elimina quien lo presenta).
   */
  saldos(manager: EntityManager, desde: string, hasta: string, oficina: string | null) {
    return db(manager)
      .with('l', (q) =>
        q.selectNoFrom((eb) => {
          const fecha = (dia: string) => eb.cast<string>(eb.val(dia), 'date');
          const despues = sumarDias(hasta, 1);
          return [
            fecha(desde).as('a'),
            fecha(despues).as('b'),
            fecha(`${desde.slice(0, 7)}-01`).as('ma'),
            fecha(`${despues.slice(0, 7)}-01`).as('mb'),
          ];
        }),
      )
      .with('antes', (q) =>
        q
          .selectFrom('contabilidad_saldos_mes as s')
          .crossJoin('l')
          .select((eb) => [
            's.cuenta_id',
            eb.fn.sum<string>('s.debitos').filterWhereRef('s.mes', '<', 'l.ma').as('d_a'),
            eb.fn.sum<string>('s.creditos').filterWhereRef('s.mes', '<', 'l.ma').as('c_a'),
            eb.fn.sum<string>('s.debitos').as('d_b'),
            eb.fn.sum<string>('s.creditos').as('c_b'),
          ])
          .whereRef('s.mes', '<', 'l.mb')
          .$if(oficina !== null, (q) => q.where('s.oficina_id', '=', oficina ?? ''))
          .groupBy('s.cuenta_id')
          .unionAll((eb) =>
            eb
              .selectFrom('contabilidad_lineas as x')
              .crossJoin('l')
              .select((s) => [
                'x.cuenta_id',
                s.fn.sum<string>('x.debito').filterWhereRef('x.fecha', '<', 'l.a').as('d_a'),
                s.fn.sum<string>('x.credito').filterWhereRef('x.fecha', '<', 'l.a').as('c_a'),
                sql.lit('0').as('d_b'),
                sql.lit('0').as('c_b'),
              ])
              .whereRef('x.fecha', '>=', 'l.ma')
              .whereRef('x.fecha', '<', 'l.a')
              .$if(oficina !== null, (q) => q.where('x.oficina_id', '=', oficina ?? ''))
              .groupBy('x.cuenta_id'),
          )
          .unionAll((eb) =>
            eb
              .selectFrom('contabilidad_lineas as x')
              .crossJoin('l')
              .select((s) => [
                'x.cuenta_id',
                sql.lit('0').as('d_a'),
                sql.lit('0').as('c_a'),
                s.fn.sum<string>('x.debito').as('d_b'),
                s.fn.sum<string>('x.credito').as('c_b'),
              ])
              .whereRef('x.fecha', '>=', 'l.mb')
              .whereRef('x.fecha', '<', 'l.b')
              .$if(oficina !== null, (q) => q.where('x.oficina_id', '=', oficina ?? ''))
              .groupBy('x.cuenta_id'),
          ),
      )
      .selectFrom('contabilidad_cuentas as c')
      .leftJoin('antes', 'antes.cuenta_id', 'c.id')
      .select((eb) => {
        const suma = (columna: 'antes.d_a' | 'antes.c_a' | 'antes.d_b' | 'antes.c_b') =>
          eb.fn.coalesce(eb.fn.sum<string>(columna), sql.lit('0'));
        return [
          'c.codigo',
          'c.nombre',
          'c.clase',
          'c.clave',
          eb(suma('antes.d_a'), '-', suma('antes.c_a')).as('saldo_anterior'),
          eb(suma('antes.d_b'), '-', suma('antes.d_a')).as('debitos'),
          eb(suma('antes.c_b'), '-', suma('antes.c_a')).as('creditos'),
        ];
      })
      .groupBy(['c.id', 'c.codigo', 'c.nombre', 'c.clase', 'c.clave'])
      .orderBy('c.codigo')
      .execute();
  },

  /**
   * El diario de `desde` a `hasta` para el programa contable: cada línea con el tipo y el efecto en caja de su
   * comprobante, su tercero (el cliente, el cobrador con su cédula o el proveedor del egreso de la oficina con su NIT)
   * y los códigos de su cuenta en el PUC comercial y el CUIF (una subcuenta usa los de su cuenta mayor).
   */
  exporte(manager: EntityManager, desde: string, hasta: string) {
    return db(manager)
      .selectFrom('contabilidad_asientos as a')
      .innerJoin('contabilidad_lineas as l', 'l.asiento_id', 'a.id')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id')
      .leftJoin('contabilidad_cuentas as p', 'p.id', 'c.padre_id')
      .leftJoin('contabilidad_equivalencias as e', 'e.cuenta_id', 'c.id')
      .leftJoin('contabilidad_equivalencias as ep', 'ep.cuenta_id', 'c.padre_id')
      .leftJoin('clientes as cl', 'cl.id', 'l.cliente_id')
      .leftJoin('usuarios as co', 'co.id', 'l.cobrador_id')
      .leftJoin('movimientos_caja as m', (join) =>
        join.on('a.origen', '=', 'movimiento_caja').onRef('m.id', '=', 'a.origen_id'),
      )
      .select((eb) => [
        'a.fecha',
        'a.numero',
        'a.tipo',
        eb.fn
          .coalesce(
            eb.fn
              .sum<string>(eb('l.debito', '-', eb.ref('l.credito')))
              .filterWhere(eb.fn.coalesce('p.clave', 'c.clave'), 'in', ['caja_oficina', 'efectivo_cobradores', 'bancos'])
              .over((o) => o.partitionBy('a.id')),
            sql.lit('0'),
          )
          .as('efecto_caja'),
        'c.codigo',
        'c.nombre as cuenta',
        eb.fn.coalesce('e.codigo_puc', 'ep.codigo_puc').as('codigo_puc'),
        eb.fn.coalesce('e.nombre_puc', 'ep.nombre_puc').as('nombre_puc'),
        eb.fn.coalesce('e.codigo_cuif', 'ep.codigo_cuif').as('codigo_cuif'),
        eb.fn.coalesce('e.nombre_cuif', 'ep.nombre_cuif').as('nombre_cuif'),
        eb
          .case()
          .when('cl.id', 'is not', null)
          .then(eb.ref('cl.tipo_documento'))
          .when('co.cedula', 'is not', null)
          .then(sql.lit('CC'))
          .when('m.proveedor_nit', 'is not', null)
          .then(sql.lit('NIT'))
          .end()
          .as('tercero_tipo'),
        eb.fn.coalesce('cl.cedula', 'co.cedula', 'm.proveedor_nit').as('tercero_documento'),
        eb
          .case()
          .when(eb.and([eb('cl.id', 'is', null), eb('co.cedula', 'is', null)]))
          .then(eb.cast<string>('m.proveedor_dv', 'text'))
          .end()
          .as('tercero_dv'),
        eb.fn.coalesce('cl.nombre', 'co.nombre', 'm.proveedor_nombre').as('tercero_nombre'),
        'l.debito',
        'l.credito',
        'a.descripcion',
      ])
      .where((eb) => eb.between('a.fecha', desde, hasta))
      .orderBy('a.fecha')
      .orderBy('a.numero')
      .orderBy('l.id')
      .execute();
  },

  /** Si la política contable presenta el interés diferido neto de su cartera (undefined: sin políticas). */
  async interesDiferidoNeto(manager: EntityManager): Promise<boolean | undefined> {
    const fila = await filaPoliticas(manager).select('interes_diferido_neto').executeTakeFirst();
    return fila?.interes_diferido_neto;
  },

  /** El código de las cuentas con esas claves del plan. */
  codigosDeClaves(manager: EntityManager, claves: readonly string[]) {
    return db(manager)
      .selectFrom('contabilidad_cuentas')
      .select(['clave', 'codigo'])
      .where((eb) => eb('clave', '=', eb.fn.any(eb.val([...claves]))))
      .execute();
  },

  /** Los códigos de las cajas: la de la oficina y la de cada cobrador. */
  async codigosDeCajas(manager: EntityManager): Promise<string[]> {
    const filas = await db(manager)
      .selectFrom('contabilidad_cuentas')
      .select('codigo')
      .where((eb) => eb.or([eb('clave', '=', 'caja_oficina'), eb('cobrador_id', 'is not', null)]))
      .execute();
    return filas.map((f) => f.codigo);
  },

  /** El nombre de una oficina (undefined: no existe). */
  async nombreOficina(manager: EntityManager, id: string): Promise<string | undefined> {
    return (await db(manager).selectFrom('oficinas').select('nombre').where('id', '=', id).executeTakeFirst())?.nombre;
  },

  /** El nombre de la empresa (undefined: sin configuración). */
  async nombreEmpresa(manager: EntityManager): Promise<string | undefined> {
    const fila = await filaOrganizacion(manager)
      .select('nombre_empresa')
      .executeTakeFirst();
    return fila?.nombre_empresa;
  },

  /**
   * Las equivalencias de las cuentas mayores, por código (las subcuentas, de cobradores o de cuentas de recaudo, usan
   * las de su cuenta mayor).
   */
  equivalencias(manager: EntityManager) {
    return db(manager)
      .selectFrom('contabilidad_cuentas as c')
      .leftJoin('contabilidad_equivalencias as e', 'e.cuenta_id', 'c.id')
      .select(['c.id', 'c.codigo', 'c.nombre', 'e.codigo_puc', 'e.nombre_puc', 'e.codigo_cuif', 'e.nombre_cuif'])
      .where('c.padre_id', 'is', null)
      .orderBy('c.codigo')
      .execute();
  },

  /** Guarda (o reemplaza) la equivalencia de una cuenta. */
  async guardarEquivalencia(
    manager: EntityManager,
    cuentaId: string,
    e: { codigo_puc: string; nombre_puc: string; codigo_cuif: string; nombre_cuif: string },
  ): Promise<void> {
    await db(manager)
      .insertInto('contabilidad_equivalencias')
      .values({ cuenta_id: cuentaId, ...e })
      .onConflict((oc) => oc.column('cuenta_id').doUpdateSet((eb) => ({ ...e, updated_at: eb.fn('now') })))
      .execute();
  },
};

/** Las sumas de una cuenta en un periodo (`saldos`). */
export type FilaSaldoCuenta = Awaited<ReturnType<typeof consultasMayor.saldos>>[number];

/** Una línea del diario para el exporte (`exporte`). */
export type FilaExporte = Awaited<ReturnType<typeof consultasMayor.exporte>>[number];
