// La escritura de comprobantes del libro mayor, tipada contra el esquema (database/esquema.ts,
// docs/decisiones/acceso-tipado-a-datos.md): el asiento y sus líneas en una sola sentencia, con el id de cada cuenta
// resuelto en ella (docs/decisiones/nucleo-de-dinero.md, «Idas a la base»); varios de una vez; las cuentas de las
// líneas y las subcuentas de cobradores que falten; el vigente de una fuente y su reverso.
import { sql, type Expression, type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { filasEnMemoria } from '../database/filas-en-memoria';
import type { ContabilidadAsientos } from '../database/esquema';
import { db } from '../database/kysely';

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
  /** La oficina que nombra la regla (o el comprobante); sin ella, la decide `oficinaDeLinea`. */
  oficina: string | null;
  /** El primer préstamo y el primer cobrador de las líneas del comprobante: su oficina es la de las líneas sin préstamo. */
  ancla_prestamo: string | null;
  ancla_cobrador: string | null;
}

/** Un asiento por escribir entre varios (`insertarAsientos`): `n` es su orden. */
export interface AsientoPorEscribir {
  [columna: string]: string | number | null;
  n: number;
  fecha: string;
  tipo: string;
  descripcion: string;
  origen: string;
  origen_id: string | null;
  reverso_de: string | null;
  registrado_por: string | null;
}

/** Una línea con su asiento y su cuenta ya resueltos (`insertarLineas`). Montos en pesos. */
export interface LineaResuelta {
  [columna: string]: string | number | null;
  asiento_id: string;
  fecha: string;
  cuenta_id: string;
  debito: number;
  credito: number;
  prestamo_id: string | null;
  cliente_id: string | null;
  cobrador_id: string | null;
  cobro_id: string | null;
  movimiento_id: string | null;
  oficina: string | null;
  ancla_prestamo: string | null;
  ancla_cobrador: string | null;
}

/**
 * La oficina de una línea de `v` (docs/decisiones/libros-por-oficina.md): la que nombra la regla, la de su préstamo,
 * la del préstamo, el cobro o el cobrador de su comprobante y, sin ninguno (la caja de la oficina, el saldo inicial),
 * la principal. Así todas las líneas de un comprobante de un préstamo caen en su oficina y cada una cuadra.
 */
function oficinaDeLinea(cobro: Expression<string | null>) {
  // sql: coalesce de subconsultas por fila sobre las columnas de `v` (filas en memoria, sin tabla que Kysely conozca)
  return sql<string>`coalesce(
    v.oficina,
    (SELECT p.oficina_id FROM prestamos p WHERE p.id = v.prestamo_id),
    (SELECT p.oficina_id FROM prestamos p WHERE p.id = v.ancla_prestamo),
    (SELECT c.oficina_id FROM cobros c WHERE c.id = ${cobro}),
    (SELECT u.oficina_id FROM usuarios_oficinas u WHERE u.usuario_id = v.ancla_cobrador ORDER BY u.oficina_id LIMIT 1),
    oficina_por_defecto())`;
}

/** Las columnas que escribe cada línea de un comprobante, en el orden de las filas que se insertan. */
const COLUMNAS_LINEA = [
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
  'oficina_id',
] as const;

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
      .columns(COLUMNAS_LINEA)
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
              oficina: 'uuid',
              ancla_prestamo: 'uuid',
              ancla_cobrador: 'uuid',
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
          .select((eb) => [
            'a.id',
            eb.cast<string>(eb.val(asiento.fecha), 'date').as('fecha'),
            'cu.id as cuenta_id',
            'v.debito',
            'v.credito',
            'v.prestamo_id',
            'v.cliente_id',
            'v.cobrador_id',
            eb.cast<string | null>(eb.val(cobroId), 'uuid').as('cobro_id'),
            'v.movimiento_id',
            oficinaDeLinea(eb.cast<string | null>(eb.val(cobroId), 'uuid')).as('oficina_id'),
          ])
          .orderBy('v.n'),
      )
      .returning('asiento_id')
      .executeTakeFirstOrThrow();
    return fila.asiento_id;
  },

  /**
   * Crea la subcuenta de efectivo de cada cobrador que todavía no la tiene, bajo «Efectivo en poder de cobradores»:
   * su código es el de la cuenta mayor más un número de la secuencia (01…99, 100…), uno por cobrador.
   */
  async crearSubcuentasDeCobradores(manager: EntityManager, cobradores: readonly string[]): Promise<void> {
    await db(manager)
      .insertInto('contabilidad_cuentas')
      .columns(['codigo', 'nombre', 'clase', 'naturaleza', 'cobrador_id', 'padre_id'])
      .expression((eb) =>
        eb
          .selectFrom('usuarios as u')
          .crossJoin('contabilidad_cuentas as p')
          // La subconsulta depende de la fila, así que se evalúa en cada una: un número por cobrador.
          .crossJoinLateral(
            // sql: nextval en un LATERAL que depende de la fila (un número por cobrador); Kysely no tiene LATERAL de una subconsulta sin FROM
            sql<{
              n: string;
            }>`(SELECT nextval('contabilidad_subcuenta_cobrador_seq') AS n WHERE u.id IS NOT NULL)`.as('s'),
          )
          .select((eb) => [
            // sql: el código pegado a un número de la secuencia, con cero a la izquierda hasta 9: texto || bigint, que el `||` de Kysely no tipa
            sql<string>`p.codigo || CASE WHEN s.n < 10 THEN '0' ELSE '' END || s.n`.as('codigo'),
            eb(eb.val('Efectivo en poder de '), '||', eb.ref('u.nombre')).as('nombre'),
            sql.lit('activo').as('clase'),
            sql.lit('debito').as('naturaleza'),
            'u.id',
            'p.id as padre_id',
          ])
          .where((w) => w('u.id', '=', w.fn.any(w.val([...cobradores]))))
          .where('p.clave', '=', 'efectivo_cobradores')
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom('contabilidad_cuentas as c')
                  .select('c.id')
                  .whereRef('c.cobrador_id', '=', 'u.id'),
              ),
            ),
          )
          .orderBy('u.id'),
      )
      .onConflict((oc) => oc.column('cobrador_id').doNothing())
      .execute();
  },

  /** Las cuentas del plan (con clave) y las subcuentas de esos cobradores y cuentas de recaudo. */
  cuentasDeLineas(manager: EntityManager, cobradores: readonly string[], cuentasPago: readonly string[]) {
    return db(manager)
      .selectFrom('contabilidad_cuentas')
      .select(['id', 'clave', 'cobrador_id', 'cuenta_pago_id'])
      .where((eb) =>
        eb.or([
          eb('clave', 'is not', null),
          eb('cobrador_id', '=', eb.fn.any(eb.val([...cobradores]))),
          eb('cuenta_pago_id', '=', eb.fn.any(eb.val([...cuentasPago]))),
        ]),
      )
      .execute();
  },

  /** Inserta los asientos en el orden de `n` (así su número lo sigue); devuelve el id y el número de cada uno. */
  insertarAsientos(manager: EntityManager, asientos: readonly AsientoPorEscribir[]) {
    return db(manager)
      .insertInto('contabilidad_asientos')
      .columns(['fecha', 'tipo', 'descripcion', 'origen', 'origen_id', 'reverso_de', 'registrado_por'])
      .expression((eb) =>
        eb
          .selectFrom(
            filasEnMemoria<AsientoPorEscribir>(asientos, {
              n: 'numeric',
              fecha: 'date',
              tipo: 'text',
              descripcion: 'text',
              origen: 'text',
              origen_id: 'uuid',
              reverso_de: 'uuid',
              registrado_por: 'uuid',
            }),
          )
          .select([
            'v.fecha',
            'v.tipo',
            'v.descripcion',
            'v.origen',
            'v.origen_id',
            'v.reverso_de',
            'v.registrado_por',
          ])
          .orderBy('v.n'),
      )
      .returning(['id', 'numero'])
      .execute();
  },

  /** Inserta líneas con su asiento y su cuenta ya resueltos, en una sentencia. */
  async insertarLineas(manager: EntityManager, lineas: readonly LineaResuelta[]): Promise<void> {
    await db(manager)
      .insertInto('contabilidad_lineas')
      .columns(COLUMNAS_LINEA)
      .expression((eb) =>
        eb
          .selectFrom(
            filasEnMemoria<LineaResuelta>(lineas, {
              asiento_id: 'uuid',
              fecha: 'date',
              cuenta_id: 'uuid',
              debito: 'numeric',
              credito: 'numeric',
              prestamo_id: 'uuid',
              cliente_id: 'uuid',
              cobrador_id: 'uuid',
              cobro_id: 'uuid',
              movimiento_id: 'uuid',
              oficina: 'uuid',
              ancla_prestamo: 'uuid',
              ancla_cobrador: 'uuid',
            }),
          )
          .select((eb) => [
            'v.asiento_id',
            'v.fecha',
            'v.cuenta_id',
            'v.debito',
            'v.credito',
            'v.prestamo_id',
            'v.cliente_id',
            'v.cobrador_id',
            'v.cobro_id',
            'v.movimiento_id',
            oficinaDeLinea(eb.ref('v.cobro_id')).as('oficina_id'),
          ]),
      )
      .execute();
  },

  /** El comprobante vigente (sin reverso) de una fuente. */
  vigente(manager: EntityManager, origen: string, origenId: string | null) {
    return db(manager)
      .selectFrom('contabilidad_asientos as a')
      .select(['a.id', 'a.fecha'])
      .where('a.origen', '=', origen)
      .where('a.origen_id', 'is not distinct from', origenId)
      .where('a.tipo', '<>', 'reverso')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('contabilidad_asientos as r').select('r.id').whereRef('r.reverso_de', '=', 'a.id'),
          ),
        ),
      )
      .orderBy('a.numero', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** Lo que el reverso de un asiento copia de él. */
  asiento(manager: EntityManager, asientoId: string) {
    return db(manager)
      .selectFrom('contabilidad_asientos')
      .select(['fecha', 'origen', 'origen_id', 'numero'])
      .where('id', '=', asientoId)
      .executeTakeFirstOrThrow();
  },

  /** Escribe el reverso de un asiento (`reverso`): sus mismas líneas con débito y crédito cambiados, en su orden. */
  async insertarReverso(
    manager: EntityManager,
    asientoId: string,
    reverso: Pick<
      Insertable<ContabilidadAsientos>,
      'fecha' | 'descripcion' | 'origen' | 'origen_id' | 'registrado_por'
    >,
  ): Promise<void> {
    await db(manager)
      .with('r', (q) =>
        q
          .insertInto('contabilidad_asientos')
          .values({ ...reverso, tipo: 'reverso', reverso_de: asientoId })
          .returning('id'),
      )
      .insertInto('contabilidad_lineas')
      .columns(COLUMNAS_LINEA)
      .expression((eb) =>
        eb
          .selectFrom(['contabilidad_lineas as l', 'r'])
          .select([
            'r.id',
            'l.fecha',
            'l.cuenta_id',
            'l.credito',
            'l.debito',
            'l.prestamo_id',
            'l.cliente_id',
            'l.cobrador_id',
            'l.cobro_id',
            sql.lit(null).as('movimiento_id'),
            'l.oficina_id',
          ])
          .where('l.asiento_id', '=', asientoId)
          .orderBy('l.id'),
      )
      .execute();
  },
};
