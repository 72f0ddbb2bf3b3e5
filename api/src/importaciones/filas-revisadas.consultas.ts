// Las filas válidas de una revisión (docs/decisiones/importacion.md, «Filas revisadas»): una por fila del archivo en
// `importaciones_filas`, escritas por tandas al revisar y leídas por páginas al aplicar; nunca el archivo entero en
// memoria ni en un solo jsonb.
import type { FilaPrestamo, FilasPorHoja, HojaImportacion } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { cualquieraDe } from '../database/fragmentos';
import { db } from '../database/kysely';

/** Filas por sentencia al guardar una revisión: cinco mil filas de cobros son unos pocos MB de parámetros. */
export const FILAS_POR_TANDA = 5_000;

/** Una fila revisada: su número de fila en el archivo y su valor validado. */
export interface FilaRevisada<H extends HojaImportacion> {
  numero: number;
  fila: FilasPorHoja[H];
}

/** El préstamo del archivo al que pertenece una fila: el suyo (Prestamos) o el de su columna `prestamo`. */
function prestamoDe(hoja: HojaImportacion, fila: object): string | null {
  if (hoja === 'Prestamos' && 'idExterno' in fila && typeof fila.idExterno === 'string')
    return fila.idExterno;
  return 'prestamo' in fila && typeof fila.prestamo === 'string' ? fila.prestamo : null;
}

/**
 * Las filas leídas de `importaciones_filas` son las que `guardar` escribió con su hoja, validadas (la base exige que
 * cada una sea un objeto): su tipo es el de esa hoja.
 */
function sonDeLaHoja<H extends HojaImportacion>(
  filas: ReadonlyArray<{ numero: number; fila: unknown }>,
): filas is FilaRevisada<H>[] {
  return filas.every(({ fila }) => typeof fila === 'object' && fila !== null && !Array.isArray(fila));
}

export const consultasFilasRevisadas = {
  /** Guarda las filas válidas de una hoja por tandas (una sentencia por tanda, un arreglo por columna). */
  async guardar<H extends HojaImportacion>(
    manager: EntityManager,
    importacionId: string,
    hoja: H,
    filas: readonly FilasPorHoja[H][],
    numeros: readonly number[],
  ): Promise<void> {
    for (let inicio = 0; inicio < filas.length; inicio += FILAS_POR_TANDA) {
      const tanda = filas.slice(inicio, inicio + FILAS_POR_TANDA);
      // sql: unnest de varios arreglos como una tabla (una sentencia por tanda) no tiene constructor en Kysely
      const v = sql<{ numero: number; prestamo: string | null; fila: string }>`unnest(
          ${numeros.slice(inicio, inicio + FILAS_POR_TANDA)}::int[],
          ${tanda.map((fila) => prestamoDe(hoja, fila))}::text[],
          ${tanda.map((fila) => JSON.stringify(fila))}::jsonb[])`.as<'v'>(sql`v(numero, prestamo, fila)`);
      await db(manager)
        .insertInto('importaciones_filas')
        .columns(['importacion_id', 'hoja', 'numero', 'prestamo', 'fila'])
        .expression(
          db(manager)
            .selectFrom(v)
            .select((eb) => [
              eb.cast<string>(eb.val(importacionId), 'uuid').as('importacion_id'),
              eb.cast<string>(eb.val(hoja), 'text').as('hoja'),
              'v.numero',
              'v.prestamo',
              'v.fila',
            ]),
        )
        .execute();
    }
  },

  /** La página de una hoja que sigue a la fila `despuesDe`, en el orden del archivo (hasta `limite` filas). */
  async pagina<H extends HojaImportacion>(
    manager: EntityManager,
    importacionId: string,
    hoja: H,
    despuesDe: number,
    limite: number,
  ): Promise<FilaRevisada<H>[]> {
    const filas = await db(manager)
      .selectFrom('importaciones_filas')
      .select(['numero', 'fila'])
      .where('importacion_id', '=', importacionId)
      .where('hoja', '=', hoja)
      .where('numero', '>', despuesDe)
      .orderBy('numero')
      .limit(limite)
      .execute();
    return sonDeLaHoja<H>(filas) ? filas : [];
  },

  /** Los cobros o las cuotas de unos préstamos del archivo, cada lista en el orden del archivo. */
  async dePrestamos<H extends 'Cobros' | 'Cuotas'>(
    manager: EntityManager,
    importacionId: string,
    hoja: H,
    prestamos: readonly string[],
  ): Promise<Map<string, FilasPorHoja[H][]>> {
    const porPrestamo = new Map<string, FilasPorHoja[H][]>();
    if (prestamos.length === 0) return porPrestamo;
    const filas = await db(manager)
      .selectFrom('importaciones_filas')
      .select(['numero', 'fila'])
      .where('importacion_id', '=', importacionId)
      .where('hoja', '=', hoja)
      .where('prestamo', '=', cualquieraDe(prestamos, 'text'))
      .orderBy('numero')
      .execute();
    if (!sonDeLaHoja<H>(filas)) return porPrestamo;
    for (const { fila } of filas) {
      const lista = porPrestamo.get(fila.prestamo);
      if (lista) lista.push(fila);
      else porPrestamo.set(fila.prestamo, [fila]);
    }
    return porPrestamo;
  },

  /** La fila con que se importó un préstamo de Cartera (la de la importación que lo registró), si la hay. */
  async prestamoImportado(
    manager: EntityManager,
    prestamoId: string,
    idExterno: string,
  ): Promise<FilaPrestamo | undefined> {
    const fila = await db(manager)
      .selectFrom('importaciones_filas as f')
      .innerJoin('importacion_ids as m', (j) =>
        j.onRef('m.importacion_id', '=', 'f.importacion_id').on('m.hoja', '=', 'Prestamos'),
      )
      .select(['f.numero', 'f.fila'])
      .where('m.id_cartera', '=', prestamoId)
      .where('f.hoja', '=', 'Prestamos')
      .where('f.prestamo', '=', idExterno)
      .executeTakeFirst();
    const filas = fila ? [fila] : [];
    return sonDeLaHoja<'Prestamos'>(filas) ? filas[0]?.fila : undefined;
  },

  /**
   * Las estadísticas de la tabla al día, antes de leerla por páginas: las filas de una revisión se escriben de una vez
   * (un millón en una transacción) y, hasta que el autovacuum las cuente, el planificador leería la importación entera
   * por cada página de préstamos (≈ 140 ms con 100.000 cobros) en vez de usar el índice de `prestamo` (≈ 2 ms).
   */
  async actualizarEstadisticas(manager: EntityManager): Promise<void> {
    await sql`ANALYZE importaciones_filas`.execute(db(manager));
  },

  /**
   * Los cobros guardados de una revisión cuyo idExterno se repite entre ellos (número de fila → idExterno): una lectura
   * de la revisión contando cada idExterno con una ventana, en vez de un conjunto con el millón de ids en la memoria de
   * la API. Una sola pasada por las filas: con la tabla recién llenada y sin estadísticas, la forma anterior (las filas
   * cuyo id está en la subconsulta agrupada) podía tomar un plan que pasaba los 30 s del statement_timeout con 25.000
   * cobros.
   */
  async cobrosRepetidos(manager: EntityManager, importacionId: string): Promise<Map<number, string>> {
    // sql: el operador ->> de jsonb no tiene constructor en Kysely
    const idExterno = sql<string>`fila->>'idExterno'`;
    const contados = db(manager)
      .selectFrom('importaciones_filas')
      .select([
        'numero',
        idExterno.as('id_externo'),
        // sql: una ventana por una expresión de jsonb: partitionBy de Kysely sólo acepta columnas
        sql<number>`count(*) OVER (PARTITION BY ${idExterno})`.as('veces'),
      ])
      .where('importacion_id', '=', importacionId)
      .where('hoja', '=', 'Cobros');
    const filas = await db(manager)
      .selectFrom(contados.as('c'))
      .select(['c.numero', 'c.id_externo'])
      .where('c.veces', '>', 1)
      .execute();
    return new Map(filas.map((f) => [f.numero, f.id_externo]));
  },

  /** Quita de una revisión las filas de una hoja que las reglas entre hojas dejaron fuera. */
  async quitar(
    manager: EntityManager,
    importacionId: string,
    hoja: HojaImportacion,
    numeros: readonly number[],
  ): Promise<void> {
    for (let inicio = 0; inicio < numeros.length; inicio += FILAS_POR_TANDA)
      await db(manager)
        .deleteFrom('importaciones_filas')
        .where('importacion_id', '=', importacionId)
        .where('hoja', '=', hoja)
        .where('numero', '=', cualquieraDe(numeros.slice(inicio, inicio + FILAS_POR_TANDA), 'int'))
        .execute();
  },

  /** Olvida las filas de una revisión descartada. */
  async olvidar(manager: EntityManager, importacionId: string): Promise<void> {
    await db(manager).deleteFrom('importaciones_filas').where('importacion_id', '=', importacionId).execute();
  },
};
