// Las consultas de las cuentas de recaudo, del ajuste de Mi Ruta y de la pasarela (cuentas.service.ts,
// wompi.service.ts, pagos.semilla.ts), tipadas contra el esquema
// (database/esquema.ts). A qué cuenta se le pide pagar lo decide `cuentaDeCobro` (@cartera/dominio); aquí sólo se lee y
// se escribe.
import { ahora } from '../database/fragmentos';
import type { TipoCuentaPago, TransferenciasMiRuta } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { cuentaPagoPorId, tipoCuenta } from '../organizacion/cuentas-de-recaudo.sql';
import { prestamoPorId } from '../database/prestamos.filas';
import { hayFila, idInsertado, type FilaDe } from '../common/filas';


/** Las cuentas con su subcuenta de Bancos. */
function cuentasConSubcuenta(manager: EntityManager) {
  return db(manager)
    .selectFrom('pagos_cuentas as pc')
    .innerJoin('contabilidad_cuentas as cc', 'cc.cuenta_pago_id', 'pc.id')
    .innerJoin('oficinas as o', 'o.id', 'pc.oficina_id')
    .select([
      'pc.oficina_id',
      'o.nombre as oficina_nombre',
      'pc.id',
      'pc.tipo',
      'pc.nombre',
      'pc.identificador',
      'pc.activa',
      'pc.created_at',
      'pc.updated_at',
      'cc.codigo as contable_codigo',
      'cc.nombre as contable_nombre',
    ]);
}

type FilaLeida = FilaDe<typeof cuentasConSubcuenta>;
const cuentaLeida = (f: FilaLeida) => ({ ...f, tipo: tipoCuenta(f.tipo) });

/** Una cuenta de recaudo con su subcuenta de Bancos, como la lee el servicio. */
export type CuentaLeida = ReturnType<typeof cuentaLeida>;

export const consultasPagos = {
  /** Todas las cuentas: las activas primero, por tipo y nombre. */
  async cuentas(manager: EntityManager): Promise<CuentaLeida[]> {
    const filas = await cuentasConSubcuenta(manager)
      .orderBy('pc.activa', 'desc')
      .orderBy('pc.tipo')
      .orderBy('pc.nombre')
      .execute();
    return filas.map(cuentaLeida);
  },

  /** Una cuenta (undefined: no existe). */
  async cuenta(manager: EntityManager, id: string): Promise<CuentaLeida | undefined> {
    const fila = await cuentasConSubcuenta(manager).where('pc.id', '=', id).executeTakeFirst();
    return fila && cuentaLeida(fila);
  },

  /** La cuenta queda bloqueada hasta el fin de la transacción (dos cambios a la vez esperan su turno). */
  async bloquearCuenta(manager: EntityManager, id: string): Promise<void> {
    await cuentaPagoPorId(manager, id).select('id').forUpdate().execute();
  },

  /** Si otra cuenta (no `id`) del mismo tipo tiene ese identificador. */
  async hayOtra(
    manager: EntityManager,
    tipo: TipoCuentaPago,
    identificador: string,
    id: string | null,
  ): Promise<boolean> {
    let consulta = db(manager)
      .selectFrom('pagos_cuentas')
      .select('id')
      .where('tipo', '=', tipo)
      .where('identificador', '=', identificador);
    if (id !== null) consulta = consulta.where('id', '<>', id);
    return hayFila(consulta);
  },

  /** Una cuenta nueva; su id. */
  async insertarCuenta(
    manager: EntityManager,
    d: { tipo: TipoCuentaPago; nombre: string; identificador: string; activa: boolean; oficina_id: string },
  ): Promise<string> {
    return idInsertado(db(manager).insertInto('pagos_cuentas').values(d).returning('id'));
  },

  /**
   * La subcuenta de Bancos de una cuenta nueva: el código de Bancos (111005) y el siguiente número de la secuencia
   * (11100501, 11100502…). Sin la cuenta Bancos en el plan de cuentas no inserta nada.
   */
  async insertarSubcuenta(manager: EntityManager, cuentaId: string, nombre: string): Promise<void> {
    await db(manager)
      .insertInto('contabilidad_cuentas')
      .columns(['codigo', 'nombre', 'clase', 'naturaleza', 'cuenta_pago_id', 'padre_id'])
      .expression((eb) =>
        eb
          .selectFrom('contabilidad_cuentas as p')
          .select([
            // sql: el código de la cuenta mayor con el siguiente número de la secuencia a dos cifras (nextval, lpad): funciones de PostgreSQL sin constructor
            sql<string>`p.codigo || lpad(nextval('pagos_subcuenta_seq')::text, 2, '0')`.as('codigo'),
            eb.val(nombre).as('nombre'),
            sql.lit('activo').as('clase'),
            sql.lit('debito').as('naturaleza'),
            eb.val(cuentaId).as('cuenta_pago_id'),
            'p.id',
          ])
          .where('p.clave', '=', 'bancos'),
      )
      .execute();
  },

  /** El nombre, el identificador y si está activa una cuenta, y el nombre de su subcuenta. */
  async actualizarCuenta(
    manager: EntityManager,
    id: string,
    d: { nombre: string; identificador: string; activa: boolean; nombreContable: string; oficinaId: string },
  ): Promise<void> {
    await db(manager)
      .updateTable('pagos_cuentas')
      .set({
        nombre: d.nombre,
        identificador: d.identificador,
        activa: d.activa,
        oficina_id: d.oficinaId,
        updated_at: ahora(),
      })
      .where('id', '=', id)
      .execute();
    await db(manager)
      .updateTable('contabilidad_cuentas')
      .set({ nombre: d.nombreContable, updated_at: ahora() })
      .where('cuenta_pago_id', '=', id)
      .execute();
  },

  /** Cuántas cuentas de recaudo tiene la oficina. */
  async cuantasCuentas(manager: EntityManager, oficinaId: string): Promise<number> {
    const { n } = await db(manager)
      .selectFrom('pagos_cuentas')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('oficina_id', '=', oficinaId)
      .executeTakeFirstOrThrow();
    return Number(n);
  },

  async guardarTransferenciasMiRuta(manager: EntityManager, modo: TransferenciasMiRuta): Promise<void> {
    await db(manager)
      .updateTable('configuracion_organizacion')
      .set({ transferencias_mi_ruta: modo })
      .where('id', '=', 1)
      .execute();
  },

  /** Wompi configurado (o reconfigurado): secreto, cuenta y quién; el instante del cambio. */
  async configurarWompi(
    manager: EntityManager,
    d: { secreto: string; cuentaId: string; actor: string },
  ): Promise<Date> {
    const { updated_at } = await db(manager)
      .insertInto('pagos_proveedores')
      .values({
        proveedor: 'wompi',
        secreto_eventos: d.secreto,
        cuenta_pago_id: d.cuentaId,
        configurado_por: d.actor,
        updated_at: ahora(),
      })
      .onConflict((oc) =>
        oc.column('proveedor').doUpdateSet((eb) => ({
          secreto_eventos: eb.ref('excluded.secreto_eventos'),
          cuenta_pago_id: eb.ref('excluded.cuenta_pago_id'),
          configurado_por: eb.ref('excluded.configurado_por'),
          updated_at: ahora(),
        })),
      )
      .returning('updated_at')
      .executeTakeFirstOrThrow();
    return updated_at;
  },

  /** El secreto, la cuenta y quién configuró Wompi (undefined: sin configurar). */
  wompi(manager: EntityManager) {
    return db(manager)
      .selectFrom('pagos_proveedores')
      .select(['secreto_eventos', 'cuenta_pago_id', 'configurado_por'])
      .where('proveedor', '=', 'wompi')
      .executeTakeFirst();
  },

  /** La aprobación de Wompi registrada para una transacción, con su monto en pesos (null: Cartera no la tiene). */
  async aprobacionWompi(manager: EntityManager, transaccion: string): Promise<{ monto: number } | null> {
    const fila = await db(manager)
      .selectFrom('pagos_eventos')
      .select((eb) => eb.cast<number>('monto', 'float8').as('monto'))
      .where('proveedor', '=', 'wompi')
      .where('transaccion', '=', transaccion)
      .where('estado', '=', 'APPROVED')
      .where('monto', 'is not', null)
      .executeTakeFirst();
    return fila ? { monto: fila.monto } : null;
  },

  /** El número de un préstamo (undefined: no existe). */
  async numeroPrestamo(manager: EntityManager, id: string): Promise<number | undefined> {
    const fila = await prestamoPorId(manager, id).select('numero').executeTakeFirst();
    return fila && Number(fila.numero);
  },
};
