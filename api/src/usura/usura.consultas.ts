// Las consultas de las tasas de usura y su reporte, tipadas contra el esquema (database/esquema.ts).
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { filaOrganizacion } from '../organizacion/organizacion.sql';
import { hayFila } from '../common/filas';
import { tasasQueCubren } from '../organizacion/tasas-usura.sql';

/** Lo que se escribe de una tasa. */
export interface TasaEscrita {
  tipo_credito: string;
  tasa: number;
  desde: string;
  hasta: string;
  resolucion: string;
}

const COLUMNAS = [
  'id',
  'tipo_credito',
  'tasa',
  'desde',
  'hasta',
  'resolucion',
  'created_at',
  'updated_at',
] as const;

export const consultasUsura = {
  todas(manager: EntityManager) {
    return db(manager)
      .selectFrom('tasas_usura')
      .select(COLUMNAS)
      .orderBy('tipo_credito')
      .orderBy('desde', 'desc')
      .execute();
  },

  insertar(manager: EntityManager, tasa: TasaEscrita) {
    return db(manager).insertInto('tasas_usura').values(tasa).returning(COLUMNAS).executeTakeFirstOrThrow();
  },

  actualizar(manager: EntityManager, id: string, tasa: TasaEscrita) {
    return db(manager)
      .updateTable('tasas_usura')
      .set({ ...tasa, updated_at: sql`now()` })
      .where('id', '=', id)
      .returning(COLUMNAS)
      .executeTakeFirstOrThrow();
  },

  borrar(manager: EntityManager, id: string) {
    return db(manager).deleteFrom('tasas_usura').where('id', '=', id).execute();
  },

  /** La tasa, bloqueada hasta el fin de la transacción (undefined: no existe). */
  bloquear(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('tasas_usura')
      .select(COLUMNAS)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Dos altas a la vez no dejan periodos cruzados: la comprobación y la escritura van bajo este candado. */
  async bloquearTabla(manager: EntityManager): Promise<void> {
    await sql`LOCK TABLE tasas_usura IN SHARE ROW EXCLUSIVE MODE`.execute(db(manager));
  },

  /** La primera tasa del tipo cuyo periodo toca [desde, hasta], salvo `excepto`. */
  solapada(
    manager: EntityManager,
    tipoCredito: string,
    desde: string,
    hasta: string,
    excepto: string | null,
  ) {
    return tasasQueCubren(manager, tipoCredito, desde, hasta)
      .select(COLUMNAS)
      .$if(excepto !== null, (q) => q.where('id', '<>', excepto!))
      .orderBy('desde')
      .limit(1)
      .executeTakeFirst();
  },

  /** La tasa del tipo vigente en `fecha`. */
  vigente(manager: EntityManager, tipoCredito: string, fecha: string) {
    return tasasQueCubren(manager, tipoCredito, fecha, fecha)
      .select(['tasa', 'desde', 'hasta'])
      .limit(1)
      .executeTakeFirst();
  },

  /** Qué hace la organización con un préstamo sobre la usura y el tipo de crédito por defecto. */
  organizacion(manager: EntityManager) {
    return filaOrganizacion(manager)
      .select(['usura_accion', 'tipo_credito_defecto'])
      .executeTakeFirst();
  },

  /**
   * Préstamos en `estados` cuya EA supera la tasa certificada para su tipo en la fecha de su desembolso (`p.fecha`),
   * los más lejos de la tasa primero. Es el gemelo en SQL de `superaUsura` + `tasaUsuraVigente` de @cartera/dominio
   * (usura.e2e-spec.ts comprueba que el reporte y el detalle de cada préstamo dicen lo mismo).
   */
  sobreUsura(manager: EntityManager, estados: readonly string[]) {
    return db(manager)
      .selectFrom('prestamos as p')
      .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
      .innerJoin('tasas_usura as t', (j) =>
        j
          .onRef('t.tipo_credito', '=', 'p.tipo_credito')
          .onRef('p.fecha', '>=', 't.desde')
          .onRef('p.fecha', '<=', 't.hasta'),
      )
      .select([
        'p.id',
        'p.numero',
        'c.nombre as cliente',
        'p.fecha',
        'p.tipo_credito',
        'p.interes',
        'p.cuotas',
        'p.tasa_efectiva_anual',
        'p.saldo_pendiente',
        't.tasa',
        't.desde',
        't.hasta',
      ])
      .where('p.estado', 'in', estados)
      .whereRef('p.tasa_efectiva_anual', '>', 't.tasa')
      .orderBy(sql`p.tasa_efectiva_anual - t.tasa`, 'desc')
      .orderBy('p.numero')
      .execute();
  },

  // ——— Datos de demostración (usura.semilla.ts) ———

  async hayTasas(manager: EntityManager): Promise<boolean> {
    return hayFila(db(manager).selectFrom('tasas_usura').select('id').limit(1));
  },

  async insertarVarias(manager: EntityManager, tasas: readonly TasaEscrita[]): Promise<void> {
    if (tasas.length > 0)
      await db(manager)
        .insertInto('tasas_usura')
        .values([...tasas])
        .execute();
  },

  /** La mora de la demostración, si la organización todavía no tiene tasa de mora. */
  async moraDeDemostracion(
    manager: EntityManager,
    mora: { tasa: number; diasGracia: number; desde: string },
  ): Promise<void> {
    await db(manager)
      .updateTable('configuracion_organizacion')
      .set({
        mora_activa: true,
        mora_tasa: mora.tasa,
        mora_periodicidad: 'anual',
        mora_dias_gracia: mora.diasGracia,
        mora_desde: mora.desde,
      })
      .where('id', '=', 1)
      .where('mora_tasa', 'is', null)
      .execute();
  },
};
