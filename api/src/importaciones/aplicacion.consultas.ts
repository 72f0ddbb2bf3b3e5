// Lo que lee y escribe la aplicación de una importación fuera de los lotes (aplicar-importacion.ts,
// aplicar-prestamos.ts): el candado del trabajador, el estado y el avance de la importación, y las filas que van de
// una en una, cada una en su punto de guardado.
import type { ErrorFilaImportacion, HojaImportacion } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { soltarCandadoDeSesion, tomarCandadoDeSesion } from '../database/candados';
import { db } from '../database/kysely';
import { filasEnMemoria } from '../libro/libro.consultas';
import { importacionEnCurso } from '../contabilidad/cierre.consultas';
import { importacionPorId } from './importaciones.consultas';

export { enPuntoDeGuardado } from '../database/punto-de-guardado';

/** Una fila de importacion_ids: qué id de Cartera tomó una fila del archivo, con su huella. */
export interface IdImportado {
  hoja: string;
  id_externo: string;
  id_cartera: string;
  huella: string;
}

export const consultasAplicacion = {
  /** El candado consultivo de sesión del trabajador (database/candados.ts): false si otro trabajador lo tiene. */
  tomarCandado: tomarCandadoDeSesion,
  soltarCandado: soltarCandadoDeSesion,

  /** La más antigua de las importaciones por aplicar, si hay. */
  async pendiente(manager: EntityManager): Promise<string | undefined> {
    const fila = await importacionEnCurso(manager).select('id').executeTakeFirst();
    return fila?.id;
  },

  async fallida(manager: EntityManager, id: string): Promise<void> {
    await db(manager)
      .updateTable('importaciones')
      .set({ estado: 'fallida', updated_at: sql`now()` })
      .where('id', '=', id)
      .where('estado', '=', 'aplicando')
      .execute();
  },

  async creadaPor(manager: EntityManager, id: string): Promise<string | null> {
    const fila = await importacionPorId(manager, id).select('creada_por').executeTakeFirstOrThrow();
    return fila.creada_por;
  },

  /** Su estado, con la fila bloqueada hasta el fin del lote (una cancelación espera a que el lote termine). */
  async estadoBloqueado(manager: EntityManager, id: string): Promise<string | undefined> {
    const fila = await importacionPorId(manager, id).select('estado').forUpdate().executeTakeFirst();
    return fila?.estado;
  },

  /** El avance de un lote: las filas recorridas y los errores de sus filas, agregados a los anteriores. */
  async avance(
    manager: EntityManager,
    id: string,
    hechas: number,
    errores: readonly ErrorFilaImportacion[],
  ): Promise<void> {
    await db(manager)
      .updateTable('importaciones')
      .set({
        hechas,
        errores_aplicacion: sql`errores_aplicacion || ${JSON.stringify(errores)}::jsonb`,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
  },

  /** La marca «aplicada» (si seguía aplicándose): su archivo y cuántas filas quedaron sin aplicar. */
  terminar(manager: EntityManager, id: string) {
    return db(manager)
      .updateTable('importaciones')
      .set((eb) => ({ estado: 'aplicada', hechas: eb.ref('total'), updated_at: sql`now()` }))
      .where('id', '=', id)
      .where('estado', '=', 'aplicando')
      .returning((eb) => [
        'nombre_archivo',
        eb.fn<number>('jsonb_array_length', ['errores_aplicacion']).as('errores'),
      ])
      .executeTakeFirst();
  },

  /** El id de Cartera y la huella de una fila ya importada de `hoja`. */
  previa(manager: EntityManager, hoja: string, idExterno: string) {
    return db(manager)
      .selectFrom('importacion_ids')
      .select(['id_cartera', 'huella'])
      .where('hoja', '=', hoja)
      .where('id_externo', '=', idExterno)
      .executeTakeFirst();
  },

  /** Registra (o pone al día) qué id de Cartera tomó cada fila, con su huella, en una sentencia. */
  async registrarIds(manager: EntityManager, ids: ReadonlyArray<IdImportado & { importacion_id: string }>) {
    if (ids.length === 0) return;
    await db(manager)
      .insertInto('importacion_ids')
      .values([...ids])
      .onConflict((oc) =>
        oc.columns(['hoja', 'id_externo']).doUpdateSet((eb) => ({
          id_cartera: eb.ref('excluded.id_cartera'),
          huella: eb.ref('excluded.huella'),
          importacion_id: eb.ref('excluded.importacion_id'),
        })),
      )
      .execute();
  },

  /** Cuántas de `filas` están ya en importacion_ids con la misma huella. */
  async iguales(
    manager: EntityManager,
    filas: ReadonlyArray<Omit<IdImportado, 'id_cartera'>>,
  ): Promise<number> {
    const fila = await db(manager)
      .selectFrom('importacion_ids as m')
      .innerJoin(filasEnMemoria(filas, { hoja: 'text', id_externo: 'text', huella: 'text' }), (j) =>
        j
          .onRef('v.hoja', '=', 'm.hoja')
          .onRef('v.id_externo', '=', 'm.id_externo')
          .onRef('v.huella', '=', 'm.huella'),
      )
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('iguales'))
      .executeTakeFirstOrThrow();
    return fila.iguales;
  },

  /** Las filas de `hojas` que tomaron el id de Cartera `idCartera` (un préstamo: él, sus cobros y sus cuotas). */
  deCartera(manager: EntityManager, idCartera: string, hojas: readonly HojaImportacion[]) {
    return db(manager)
      .selectFrom('importacion_ids')
      .select(['hoja', 'id_externo', 'huella'])
      .where('id_cartera', '=', idCartera)
      .where('hoja', 'in', hojas)
      .execute();
  },

  /** El usuario con ese email, sin distinguir mayúsculas (como su índice único). */
  usuarioPorEmail(manager: EntityManager, email: string) {
    return db(manager)
      .selectFrom('usuarios')
      .select(['id', 'rol'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
      .executeTakeFirst();
  },

  async clientePorCedula(manager: EntityManager, tipoDocumento: string, cedula: string): Promise<string | undefined> {
    const fila = await db(manager)
      .selectFrom('clientes')
      .select('id')
      .where('tipo_documento', '=', tipoDocumento)
      .where('cedula', '=', cedula)
      .executeTakeFirst();
    return fila?.id;
  },

  /**
   * La autorización de datos de cada cliente con el canal y la fecha del archivo y la versión vigente del aviso; la de
   * un cliente que ya la tenía cambia de canal y fecha.
   */
  async autorizar(
    manager: EntityManager,
    autorizaciones: ReadonlyArray<{ clienteId: string; canal: string; fecha: string }>,
    firma: { id: string | null; nombre: string },
  ): Promise<void> {
    if (autorizaciones.length === 0) return;
    await db(manager)
      .insertInto('clientes_autorizaciones')
      .values(
        autorizaciones.map((a) => ({
          cliente_id: a.clienteId,
          canal: a.canal,
          // sql: una subconsulta escalar como valor de un insert de varias filas, fuera de un `eb`
          version: sql<number>`(SELECT coalesce(max(version), 1) FROM avisos_privacidad)`,
          fecha: a.fecha,
          usuario_id: firma.id,
          usuario_nombre: firma.nombre,
          documento: null,
        })),
      )
      .onConflict((oc) =>
        oc.column('cliente_id').doUpdateSet((eb) => ({
          canal: eb.ref('excluded.canal'),
          fecha: eb.ref('excluded.fecha'),
          updated_at: sql`now()`,
        })),
      )
      .execute();
  },

  /** Los movimientos de un préstamo que no vinieron con su importación (cobros de Cartera, condonaciones…). */
  async movimientosDeCartera(manager: EntityManager, prestamoId: string): Promise<number> {
    const fila = await db(manager)
      .selectFrom('prestamos_movimientos as m')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('movimientos'))
      .where('m.prestamo_id', '=', prestamoId)
      .where('m.tipo', 'not in', ['desembolso', 'mora', 'castigo'])
      .where((eb) =>
        eb.not(
          eb.and([
            eb('m.tipo', '=', 'cobro'),
            eb.exists(
              eb
                .selectFrom('cobros as c')
                .select(sql.lit(1).as('uno'))
                .whereRef('c.id', '=', 'm.cobro_id')
                .where('c.origen', '=', 'importacion'),
            ),
          ]),
        ),
      )
      .executeTakeFirstOrThrow();
    return fila.movimientos;
  },
};
