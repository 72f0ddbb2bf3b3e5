// Las consultas de la verificación del libro, tipadas contra el esquema (database/esquema.ts). Las reglas mismas son
// SQL propio (verificacion.sql.ts): aquí se corren, se cuentan y se guarda el resultado.
import type { BancoVerificado, Descuadre } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';
import { SQL_BANCOS } from './verificacion-bancos.sql';
import type { BaseVerificada } from './verificacion-ingresos.sql';
import { sqlDescuadresContados } from './verificacion.sql';

/** Un descuadre como sale de la base (numeric y bigint llegan como texto). */
export interface FilaDescuadre {
  /** Cuántos descuadres hay en total (el mismo en cada fila). */
  cantidad: string;
  prestamo_id: string | null;
  numero: string | null;
  regla: string;
  esperado: string | null;
  encontrado: string | null;
}

/** Una cuenta de banco como sale de SQL_BANCOS (numeric llega como texto; `extracto` null: sin extractos). */
interface FilaBanco {
  codigo: string;
  nombre: string;
  lineas: string;
  extracto: string | null;
  sin_extracto: string;
  mayor: string;
}

export const consultasVerificacion = {
  /** El candado consultivo de la transacción: false si otra verificación lo tiene. */
  async tomarCandado(manager: EntityManager, clave: number): Promise<boolean> {
    const fila = await db(manager)
      .selectNoFrom((eb) => eb.fn<boolean>('pg_try_advisory_xact_lock', [eb.val(clave)]).as('tomado'))
      .executeTakeFirstOrThrow();
    return fila.tomado;
  },

  async contarPrestamos(manager: EntityManager): Promise<number> {
    const fila = await db(manager)
      .selectFrom('prestamos')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(fila.n);
  },

  /**
   * La base de los ingresos que rige hoy, leída sin el código de las políticas: la vigencia más reciente que no pasa de
   * hoy en Bogotá (contabilidad_politicas_vigencias); sin ninguna, base de caja.
   */
  async baseIngresos(manager: EntityManager): Promise<BaseVerificada> {
    const fila = await db(manager)
      .selectFrom('contabilidad_politicas_vigencias')
      .select('base_ingresos')
      // sql: el día de hoy en Bogotá según la base: AT TIME ZONE no tiene constructor en Kysely
      .where('vigente_desde', '<=', sql<string>`(now() AT TIME ZONE 'America/Bogota')::date`)
      .orderBy('vigente_desde', 'desc')
      .limit(1)
      .executeTakeFirst();
    return fila?.base_ingresos === 'causacion' ? 'causacion' : 'caja';
  },

  /** Los primeros `limite` descuadres en el orden documentado (ORDEN_DESCUADRES), cada uno con el total. */
  async descuadresPrimeros(
    manager: EntityManager,
    limite: number,
    base: BaseVerificada,
  ): Promise<FilaDescuadre[]> {
    // sql: las reglas de la verificación son fragmentos SQL anidados (verificacion.sql.ts); aquí sólo se les pone el límite
    const consulta = sql<FilaDescuadre>`${sqlDescuadresContados(base)} LIMIT ${limite}`;
    const { rows } = await consulta.execute(db(manager));
    return rows;
  },

  /** Cada cuenta de banco con sus dos lados (verificacion-bancos.sql.ts), por código. */
  async bancos(manager: EntityManager): Promise<BancoVerificado[]> {
    // sql: los dos lados de cada banco son un fragmento SQL de la verificación (verificacion-bancos.sql.ts)
    const consulta = sql<FilaBanco>`SELECT * FROM (${SQL_BANCOS}) b ORDER BY codigo`;
    const { rows } = await consulta.execute(db(manager));
    return rows.map((f) => {
      const extracto = Number(f.lineas) > 0 ? Number(f.extracto ?? 0) : null;
      const sinExtracto = Number(f.sin_extracto);
      const mayor = Number(f.mayor);
      return {
        codigo: f.codigo,
        nombre: f.nombre,
        extracto,
        sinExtracto,
        mayor,
        diferencia: Math.round((mayor - (extracto ?? 0) - sinExtracto) * 100) / 100,
      };
    });
  },

  async guardar(
    manager: EntityManager,
    resultado: {
      prestamosRevisados: number;
      duracionMs: number;
      cantidad: number;
      descuadres: Descuadre[];
      bancos: BancoVerificado[];
    },
  ): Promise<Date> {
    const fila = await db(manager)
      .insertInto('verificaciones_contables')
      .values({
        prestamos_revisados: resultado.prestamosRevisados,
        duracion_ms: resultado.duracionMs,
        descuadres: JSON.stringify(resultado.descuadres),
        cantidad_descuadres: resultado.cantidad,
        bancos: JSON.stringify(resultado.bancos),
      })
      .returning('fecha')
      .executeTakeFirstOrThrow();
    return fila.fecha;
  },

  ultima(manager: EntityManager) {
    return (
      db(manager)
        .selectFrom('verificaciones_contables')
        .select(['fecha', 'prestamos_revisados', 'duracion_ms', 'cantidad_descuadres'])
        // Se guardan como Descuadre[] (guardar).
        .select((eb) => eb.ref('descuadres').$castTo<Descuadre[]>().as('descuadres'))
        // Se guardan como BancoVerificado[] (guardar); las de antes de esta columna, [].
        .select((eb) => eb.ref('bancos').$castTo<BancoVerificado[]>().as('bancos'))
        .orderBy('fecha', 'desc')
        .limit(1)
        .executeTakeFirst()
    );
  },
};
