// Las consultas de una importación (docs/decisiones/importacion.md), tipadas contra el esquema (database/esquema.ts):
// su registro en `importaciones` (revisión, estado, avance, resultado), lo que la revisión busca en Cartera y el mapeo
// de columnas de la organización. Las filas revisadas tienen las suyas (filas-revisadas.consultas.ts).
import {
  ESTADOS_IMPORTACION,
  type AperturaImportacion,
  type ErrorFilaImportacion,
  type MapeoColumnas,
  type ResumenImportacion,
} from '@cartera/dominio';
import { sql, type RawBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import { cualquieraDe } from '../database/fragmentos';
import { db, deLista } from '../database/kysely';
import { filaOrganizacion } from '../organizacion/organizacion.sql';
import { consultasCierre } from '../contabilidad/cierre.consultas';
import { idInsertado } from '../common/filas';

/** La clave de un documento en SQL, `tipo_documento || ' ' || cedula` ('CC 52123456'): claveDocumento de dominio. */
export const claveDocumentoSql = (tipo: string, cedula: string) =>
  // sql: la usan consultas de clientes con y sin alias, con sus columnas por nombre, fuera de un `eb`
  sql<string>`${sql.ref(tipo)} || ' ' || ${sql.ref(cedula)}`;

// resumen, errores, errores_aplicacion, apertura y columnas_importacion son jsonb que sólo escribe este módulo, con
// estos tipos (el esquema generado los conoce como Json): se leen con el tipo con que se escribieron.
// sql: jsonb que sólo escribe este módulo, con este tipo (el esquema generado lo conoce como Json)
const resumen = sql<ResumenImportacion>`resumen`.as('resumen');
// sql: jsonb que sólo escribe este módulo, con este tipo (el esquema generado lo conoce como Json)
const errores = sql<ErrorFilaImportacion[]>`errores`.as('errores');
// sql: jsonb que sólo escribe este módulo, con este tipo (el esquema generado lo conoce como Json)
const erroresAplicacion = sql<ErrorFilaImportacion[]>`errores_aplicacion`.as('errores_aplicacion');
// sql: jsonb que sólo escribe este módulo, con este tipo (el esquema generado lo conoce como Json)
const apertura = sql<AperturaImportacion | null>`apertura`.as('apertura');

/** La importación `id`, sin columnas: quien la lee elige las suyas y su candado. */
export function importacionPorId(manager: EntityManager, id: string) {
  return db(manager).selectFrom('importaciones').where('id', '=', id);
}

export const consultasImportaciones = {
  /** Una revisión nueva, vacía hasta que termine de leer el archivo: su id. */
  async crear(manager: EntityManager, nombreArchivo: string, creadaPor: string): Promise<string> {
    return idInsertado(
      db(manager)
        .insertInto('importaciones')
        .values({
          nombre_archivo: nombreArchivo,
          resumen: sql`'{}'::jsonb`,
          errores: sql`'[]'::jsonb`,
          total: 0,
          creada_por: creadaPor,
        })
        .returning('id'),
    );
  },

  /** El resultado de la revisión: su resumen, sus errores y cuántas filas válidas quedan por aplicar. */
  async guardarRevision(
    manager: EntityManager,
    id: string,
    revision: { resumen: ResumenImportacion; errores: readonly ErrorFilaImportacion[]; total: number },
  ): Promise<void> {
    await db(manager)
      .updateTable('importaciones')
      .set({
        resumen: JSON.stringify(revision.resumen),
        errores: JSON.stringify(revision.errores),
        total: revision.total,
      })
      .where('id', '=', id)
      .execute();
  },

  /** El mapeo de columnas con que se leyó un archivo queda como el de la organización (una por instalación). */
  async recordarColumnas(manager: EntityManager, columnas: MapeoColumnas): Promise<void> {
    await db(manager)
      .updateTable('configuracion_organizacion')
      .set({ columnas_importacion: JSON.stringify(columnas), updated_at: sql`now()` })
      .where('id', '=', 1)
      .execute();
  },

  /** El último mapeo de columnas de la organización ({} si ninguno). */
  async columnas(manager: EntityManager): Promise<MapeoColumnas> {
    const fila = await filaOrganizacion(manager)
      // sql: jsonb que sólo escribe este módulo, con este tipo (el esquema generado lo conoce como Json)
      .select(sql<MapeoColumnas>`columnas_importacion`.as('columnas'))
      .executeTakeFirst();
    return fila?.columnas ?? {};
  },

  /** Una importación con lo que muestra, y los milisegundos desde que empezó (o se retomó) su aplicación. */
  async leer(manager: EntityManager, id: string) {
    const fila = await importacionPorId(manager, id)
      .select([
        'id',
        'estado',
        'nombre_archivo',
        'hechas',
        'total',
        resumen,
        errores,
        erroresAplicacion,
        apertura,
        'created_at',
        // sql: clock_timestamp() y extract(epoch FROM intervalo) no tienen constructor en Kysely
        sql<
          number | null
        >`(extract(epoch FROM clock_timestamp() - aplicacion_iniciada_at) * 1000)::float8`.as(
          'transcurrido_ms',
        ),
      ])
      .executeTakeFirst();
    return fila && { ...fila, estado: deLista(ESTADOS_IMPORTACION, fila.estado, 'importaciones.estado') };
  },

  /** Su estado y su archivo, con la fila bloqueada hasta el fin de la transacción (undefined: no existe). */
  async bloquear(manager: EntityManager, id: string) {
    const fila = await importacionPorId(manager, id)
      .select(['estado', 'nombre_archivo'])
      .forUpdate()
      .executeTakeFirst();
    return fila && { ...fila, estado: deLista(ESTADOS_IMPORTACION, fila.estado, 'importaciones.estado') };
  },

  /** La deja «aplicando» desde ahora, sin avance ni errores de una aplicación anterior (el trabajo salta lo ya hecho). */
  async empezarAplicacion(manager: EntityManager, id: string): Promise<void> {
    await db(manager)
      .updateTable('importaciones')
      .set({
        estado: 'aplicando',
        hechas: 0,
        errores_aplicacion: sql`'[]'::jsonb`,
        aplicacion_iniciada_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  },

  /** Cancelada (una aplicación en curso se detiene antes de su lote siguiente) o descartada (una revisión). */
  async terminar(manager: EntityManager, id: string, estado: 'cancelada' | 'descartada'): Promise<void> {
    await db(manager)
      .updateTable('importaciones')
      .set({ estado, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  },


  /** Toma la configuración de la organización en modo compartido (lo mismo que cada escritura con fecha de negocio). */
  async esperarCierreEnCurso(manager: EntityManager): Promise<void> {
    await filaOrganizacion(manager)
      .select('id')
      .forKeyShare()
      .execute();
  },

  /** Las oficinas de la organización, para dar a cada cliente del archivo la suya (docs/decisiones/importacion-oficina.md). */
  oficinas(manager: EntityManager) {
    return db(manager).selectFrom('oficinas').select(['id', 'codigo', 'nombre']).orderBy('created_at').execute();
  },

  /**
   * Los clientes de Cartera con esos documentos (claveDocumento: 'CC 52123456') y el idExterno con que se importaron
   * (null: nacieron en Cartera).
   */
  clientesConCedula(manager: EntityManager, cedulas: readonly string[]) {
    if (cedulas.length === 0) return Promise.resolve([]);
    return (
      db(manager)
        .selectFrom('clientes as c')
        .leftJoin('importacion_ids as m', (join) =>
          join.on('m.hoja', '=', 'Clientes').onRef('m.id_cartera', '=', 'c.id'),
        )
        .select([claveDocumentoSql('c.tipo_documento', 'c.cedula').as('clave'), 'm.id_externo'])
        // Un solo parámetro (un arreglo): un archivo trae decenas de miles de cédulas. El número va por su índice y
        // el tipo se compara en la misma fila.
        .where('c.cedula', '=', cualquieraDe(cedulas.map((c) => c.slice(c.indexOf(' ') + 1)), 'text'))
        .where(claveDocumentoSql('c.tipo_documento', 'c.cedula'), '=', cualquieraDe(cedulas, 'text'))
        .execute()
    );
  },

  /** Los emails (en minúsculas) de esa lista que ya son de un usuario que no es cobrador. */
  async emailsDeOtrosRoles(manager: EntityManager, emails: readonly string[]): Promise<string[]> {
    if (emails.length === 0) return [];
    const filas = await db(manager)
      .selectFrom('usuarios')
      .select((eb) => eb.fn<string>('lower', ['email']).as('email'))
      .where('rol', '<>', 'cobrador')
      .where((eb) => eb(eb.fn<string>('lower', ['email']), '=', cualquieraDe(emails, 'text')))
      .execute();
    return filas.map((f) => f.email);
  },


  /** Los préstamos de Cartera que esos idExterno abrieron, con su fecha de corte. */
  prestamosImportados(manager: EntityManager, idsExternos: readonly string[]) {
    return db(manager)
      .selectFrom('importacion_ids as m')
      .innerJoin('prestamos as p', 'p.id', 'm.id_cartera')
      .select(['m.id_externo', 'p.id', 'p.fecha_corte', 'p.estado'])
      .where('m.hoja', '=', 'Prestamos')
      .where('m.id_externo', '=', cualquieraDe(idsExternos, 'text'))
      .execute();
  },

  /** Hasta dónde están cerrados los libros, con la configuración bloqueada, y el nuevo cierre (cierre.consultas.ts). */
  cerradoHastaParaCambiar: consultasCierre.cerradoHastaParaCambiar,
  cerrarHasta: consultasCierre.cerrarHasta,

  /**
   * Lo que Cartera tiene de los préstamos importados (pesos): capital prestado y saldo de los préstamos, lo cobrado
   * con origen importación, la cartera (capital e intereses) del libro mayor y, de los de plan propio, su saldo de
   * capital, de interés y el interés diferido en el mayor.
   */
  async cifrasDeCartera(
    manager: EntityManager,
    prestamoIds: readonly string[],
    idsConPlan: readonly string[],
  ) {
    const base = db(manager);
    const prestamos = await base
      .selectFrom('prestamos')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum('monto'), sql.lit(0)).as('capital'),
        eb.fn.coalesce(eb.fn.sum('saldo_pendiente'), sql.lit(0)).as('saldo'),
      ])
      .where('id', '=', cualquieraDe(prestamoIds, 'uuid'))
      .executeTakeFirstOrThrow();
    const cobrado = await base
      .selectFrom('cobros')
      .select((eb) => eb.fn.coalesce(eb.fn.sum('monto'), sql.lit(0)).as('cobrado'))
      .where('prestamo_id', '=', cualquieraDe(prestamoIds, 'uuid'))
      .where('origen', '=', 'importacion')
      .executeTakeFirstOrThrow();
    const lineas = base
      .selectFrom('contabilidad_lineas as l')
      .innerJoin('contabilidad_cuentas as c', 'c.id', 'l.cuenta_id');
    const mayor = await lineas
      .select((eb) => eb.fn.coalesce(eb.fn.sum(eb('l.debito', '-', eb.ref('l.credito'))), sql.lit(0)).as('mayor'))
      .where('l.prestamo_id', '=', cualquieraDe(prestamoIds, 'uuid'))
      .where('c.clave', 'in', ['cartera_capital', 'cartera_intereses'])
      .executeTakeFirstOrThrow();
    const planes = await lineas
      .select((eb) => [
        eb.fn
          .coalesce(eb.fn.sum(eb('l.debito', '-', eb.ref('l.credito'))).filterWhere('c.clave', '=', 'cartera_capital'), sql.lit(0))
          .as('capital'),
        eb.fn
          .coalesce(eb.fn.sum(eb('l.debito', '-', eb.ref('l.credito'))).filterWhere('c.clave', '=', 'cartera_intereses'), sql.lit(0))
          .as('interes'),
        eb.fn
          .coalesce(
            eb.fn.sum(eb('l.credito', '-', eb.ref('l.debito'))).filterWhere('c.clave', '=', 'intereses_diferidos'),
            sql.lit(0),
          )
          .as('diferido'),
      ])
      .where('l.prestamo_id', '=', cualquieraDe(idsConPlan, 'uuid'))
      .executeTakeFirstOrThrow();
    return {
      capital: Number(prestamos.capital),
      saldo: Number(prestamos.saldo),
      cobrado: Number(cobrado.cobrado),
      mayor: Number(mayor.mayor),
      saldoCapital: Number(planes.capital),
      saldoInteres: Number(planes.interes),
      diferido: Number(planes.diferido),
    };
  },

  /**
   * Las diferencias de la verificación del libro (préstamos y libro mayor) en esos préstamos. Las reglas de la
   * verificación son fragmentos `sql` de contabilidad (verificacion.sql.ts), los mismos que corre la verificación: se
   * cuentan sus filas de estos préstamos, no se copian.
   */
  async descuadres(
    manager: EntityManager,
    prestamoIds: readonly string[],
    reglas: { prestamos: RawBuilder<unknown>; mayor: RawBuilder<unknown> },
  ): Promise<number> {
    if (prestamoIds.length === 0) return 0;
    const contar = (regla: RawBuilder<unknown>) =>
      // sql: las reglas son fragmentos sql sin tipo de fila (verificacion.sql.ts): se cuentan como subconsulta de texto
      sql<number>`(SELECT count(*) FROM (${regla}) d WHERE d.prestamo_id = ANY(${prestamoIds}::uuid[]))::int`;
    const fila = await db(manager)
      .selectNoFrom([contar(reglas.prestamos).as('prestamos'), contar(reglas.mayor).as('mayor')])
      .executeTakeFirstOrThrow();
    return fila.prestamos + fila.mayor;
  },

  /** La comparación del archivo con Cartera, en el resultado de la importación. */
  async guardarApertura(
    manager: EntityManager,
    id: string,
    aperturaImportacion: AperturaImportacion,
  ): Promise<void> {
    await db(manager)
      .updateTable('importaciones')
      .set({ apertura: JSON.stringify(aperturaImportacion) })
      .where('id', '=', id)
      .execute();
  },
};
