// Las consultas del registro de respaldos y de la clave guardada, tipadas contra el esquema (database/esquema.ts,
// docs/decisiones/acceso-tipado-a-datos.md). Las del respaldo mismo (catálogo, candados, pg_backup_*) van por la
// sesión propia del respaldo: respaldo.consultas.ts.
import {
  METODOS_RESPALDO,
  ORIGENES_RESPALDO,
  RESULTADOS_RESPALDO,
  type OrigenRespaldo,
  type Respaldo,
} from '@cartera/dominio';
import type { Selectable, Updateable } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { Respaldos } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { filaOrganizacion } from '../organizacion/organizacion.sql';
import { idInsertado } from '../common/filas';

const COLUMNAS = [
  'id',
  'fecha',
  'origen',
  'resultado',
  'metodo',
  'archivo',
  'tamano',
  'sha256',
  'cifrado',
  'error',
  'aviso',
  'duracion_ms',
] as const;

type FilaRespaldo = Pick<Selectable<Respaldos>, (typeof COLUMNAS)[number]>;

/** Un respaldo como lo dice la API. */
function vista(fila: FilaRespaldo): Respaldo {
  return {
    id: fila.id,
    fecha: new Date(fila.fecha).toISOString(),
    origen: deLista(ORIGENES_RESPALDO, fila.origen, 'respaldos.origen'),
    resultado: deLista(RESULTADOS_RESPALDO, fila.resultado, 'respaldos.resultado'),
    metodo: fila.metodo === null ? null : deLista(METODOS_RESPALDO, fila.metodo, 'respaldos.metodo'),
    archivo: fila.archivo,
    tamano: fila.tamano === null ? null : Number(fila.tamano),
    sha256: fila.sha256,
    cifrado: fila.cifrado,
    error: fila.error,
    aviso: fila.aviso,
    duracionMs: fila.duracion_ms,
  };
}

/** Lo que cambia de un respaldo al terminar (exitoso o fallido). */
export type CierreRespaldo = Pick<
  Updateable<Respaldos>,
  'resultado' | 'metodo' | 'archivo' | 'tamano' | 'sha256' | 'aviso' | 'error' | 'duracion_ms'
>;

export const consultasRespaldos = {
  /** La hora del respaldo diario que eligió la organización (null: ninguna). */
  async horaDeLaOrganizacion(manager: EntityManager): Promise<string | null> {
    const fila = await filaOrganizacion(manager)
      .select('respaldos_hora')
      .executeTakeFirst();
    return fila?.respaldos_hora ?? null;
  },

  /** Los 200 más recientes. */
  async ultimos(manager: EntityManager): Promise<Respaldo[]> {
    const filas = await db(manager)
      .selectFrom('respaldos')
      .select(COLUMNAS)
      .orderBy('fecha', 'desc')
      .limit(200)
      .execute();
    return filas.map(vista);
  },

  async uno(manager: EntityManager, id: string): Promise<Respaldo | undefined> {
    const fila = await db(manager)
      .selectFrom('respaldos')
      .select(COLUMNAS)
      .where('id', '=', id)
      .executeTakeFirst();
    return fila && vista(fila);
  },

  /** Quién confirmó haber guardado la clave de `huella` fuera del servidor, y cuándo. */
  claveGuardada(manager: EntityManager, huella: string) {
    return db(manager)
      .selectFrom('respaldos_claves_guardadas')
      .select(['usuario_nombre as por', 'guardada_en as en'])
      .where('huella', '=', huella)
      .executeTakeFirst();
  },

  /** Anota la confirmación; undefined si ya estaba (no cambia nada). */
  async guardarClave(manager: EntityManager, huella: string, usuario: { id: string; nombre: string }) {
    return db(manager)
      .insertInto('respaldos_claves_guardadas')
      .values({ huella, usuario_id: usuario.id, usuario_nombre: usuario.nombre })
      .onConflict((oc) => oc.column('huella').doNothing())
      .returning('guardada_en')
      .executeTakeFirst();
  },

  /** Los administradores activos (los que reciben el aviso de la clave). */
  adminsActivos(manager: EntityManager) {
    return db(manager)
      .selectFrom('usuarios')
      .select(['id', 'nombre'])
      .where('rol', '=', 'admin')
      .where('estado', '=', 'activo')
      .orderBy('nombre')
      .orderBy('id')
      .execute();
  },

  /** Lo que quedó «en curso» es de una API que se detuvo durante el respaldo. */
  async marcarInterrumpidos(manager: EntityManager): Promise<void> {
    await db(manager)
      .updateTable('respaldos')
      .set({ resultado: 'fallido', error: 'Interrumpido: Cartera se detuvo durante el respaldo.' })
      .where('resultado', '=', 'en_curso')
      .execute();
  },

  /** El registro de un respaldo que empieza: su id. */
  async abrir(
    manager: EntityManager,
    fecha: Date,
    origen: OrigenRespaldo,
    usuarioId: string | null,
  ): Promise<string> {
    return idInsertado(
      db(manager)
        .insertInto('respaldos')
        .values({ fecha, origen, resultado: 'en_curso', cifrado: true, usuario_id: usuarioId })
        .returning('id'),
    );
  },

  async cerrar(manager: EntityManager, id: string, cierre: CierreRespaldo): Promise<Respaldo> {
    const fila = await db(manager)
      .updateTable('respaldos')
      .set(cierre)
      .where('id', '=', id)
      .returning(COLUMNAS)
      .executeTakeFirstOrThrow();
    return vista(fila);
  },

  exitosos(manager: EntityManager) {
    return db(manager)
      .selectFrom('respaldos')
      .select(['id', 'fecha', 'archivo'])
      .where('resultado', '=', 'exitoso')
      .execute();
  },

  async borrar(manager: EntityManager, id: string): Promise<void> {
    await db(manager).deleteFrom('respaldos').where('id', '=', id).execute();
  },

  /** Borra los registros fallidos salvo los `conservados` más recientes. */
  async podarFallidos(manager: EntityManager, conservados: number): Promise<void> {
    await db(manager)
      .deleteFrom('respaldos')
      .where('resultado', '=', 'fallido')
      .where('id', 'not in', (eb) =>
        eb
          .selectFrom('respaldos')
          .select('id')
          .where('resultado', '=', 'fallido')
          .orderBy('fecha', 'desc')
          .limit(conservados),
      )
      .execute();
  },
};
