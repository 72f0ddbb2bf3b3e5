// Las consultas de las plantillas de notificación (plantillas.service.ts), tipadas contra el esquema
// (database/esquema.ts). El nombre es único sin distinguir mayúsculas (índice sobre lower(nombre)).
import { ahora } from '../database/fragmentos';
import { TIPOS_NOTIFICACION, USOS_PLANTILLA, type TipoNotificacion } from '@cartera/dominio';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { NotificacionesPlantillas } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { hayFila, paginaConTotal } from '../common/filas';

/** Las columnas por las que se ordena la lista (`sort=<clave>_<asc|desc>`); el nombre, sin acentos. */
export const ORDEN_PLANTILLAS = {
  nombre: 'sin_acentos(nombre)',
  tipo: 'tipo',
  updatedAt: 'updated_at',
  createdAt: 'created_at',
} as const;

/** Lo que se escribe de una plantilla. */
export type PlantillaEscrita = Pick<
  Insertable<NotificacionesPlantillas>,
  'nombre' | 'tipo' | 'asunto' | 'contenido' | 'activa'
>;

const COLUMNAS = [
  'id',
  'nombre',
  'tipo',
  'asunto',
  'contenido',
  'activa',
  'uso',
  'created_at',
  'updated_at',
] as const;

/** Una plantilla con su canal y su uso comprobados contra sus listas. */
function filaPlantilla(fila: Pick<Selectable<NotificacionesPlantillas>, (typeof COLUMNAS)[number]>) {
  return {
    ...fila,
    tipo: deLista(TIPOS_NOTIFICACION, fila.tipo, 'notificaciones_plantillas.tipo'),
    uso: fila.uso === null ? null : deLista(USOS_PLANTILLA, fila.uso, 'notificaciones_plantillas.uso'),
  };
}
export type FilaPlantilla = ReturnType<typeof filaPlantilla>;

/** La plantilla `id`, sin columnas: quien la lee elige las suyas y su candado. */
export function plantillaPorId(manager: EntityManager, id: string) {
  return db(manager).selectFrom('notificaciones_plantillas').where('id', '=', id);
}

export const consultasPlantillas = {
  /** Una página de plantillas con su total. `patron`: LIKE (patronContiene) en nombre o contenido, sin acentos. */
  async pagina(
    manager: EntityManager,
    f: { tipo?: TipoNotificacion; activa?: boolean; patron?: string },
    orden: { expresion: string; direccion: 'ASC' | 'DESC' },
    pagina: { limit: number; offset: number },
  ) {
    const direccion = orden.direccion === 'ASC' ? 'asc' : 'desc';
    const columna = (['tipo', 'updated_at', 'created_at'] as const).find((c) => c === orden.expresion);
    return paginaConTotal(
      db(manager)
        .selectFrom('notificaciones_plantillas')
        .select(COLUMNAS)
        .$if(f.tipo !== undefined, (q) => q.where('tipo', '=', f.tipo!))
        .$if(f.activa !== undefined, (q) => q.where('activa', '=', f.activa!))
        .$if(f.patron !== undefined, (q) =>
          q.where((eb) =>
            eb.or([
              eb(
                eb.fn<string>('sin_acentos', ['nombre']),
                'ilike',
                eb.fn<string>('sin_acentos', [eb.val(f.patron!)]),
              ),
              eb(
                eb.fn<string>('sin_acentos', ['contenido']),
                'ilike',
                eb.fn<string>('sin_acentos', [eb.val(f.patron!)]),
              ),
            ]),
          ),
        )
        .orderBy((eb) => (columna ? eb.ref(columna) : eb.fn<string>('sin_acentos', ['nombre'])), direccion)
        .orderBy('id'),
      pagina,
      filaPlantilla,
    );
  },

  /** Una plantilla; `bloquear`: dentro de una transacción, la fila queda tomada hasta que termine. */
  async una(manager: EntityManager, id: string, bloquear: boolean): Promise<FilaPlantilla | undefined> {
    const fila = await plantillaPorId(manager, id)
      .select(COLUMNAS)
      .$if(bloquear, (q) => q.forUpdate())
      .executeTakeFirst();
    return fila && filaPlantilla(fila);
  },

  /** Inserta la plantilla; undefined si ya hay una con ese nombre. */
  async insertar(manager: EntityManager, plantilla: PlantillaEscrita): Promise<string | undefined> {
    const fila = await db(manager)
      .insertInto('notificaciones_plantillas')
      .values(plantilla)
      .onConflict((oc) => oc.expression(sql`lower(nombre)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    return fila?.id;
  },

  /** Si otra plantilla (no `id`) ya se llama `nombre`, sin distinguir mayúsculas. */
  async nombreOcupado(manager: EntityManager, nombre: string, id: string): Promise<boolean> {
    return hayFila(
      db(manager)
        .selectFrom('notificaciones_plantillas')
        .select('id')
        .where((eb) => eb(eb.fn<string>('lower', ['nombre']), '=', eb.fn<string>('lower', [eb.val(nombre)])))
        .where('id', '<>', id),
    );
  },

  async actualizar(manager: EntityManager, id: string, plantilla: PlantillaEscrita): Promise<void> {
    await db(manager)
      .updateTable('notificaciones_plantillas')
      .set({ ...plantilla, updated_at: ahora() })
      .where('id', '=', id)
      .execute();
  },

  async eliminar(manager: EntityManager, id: string): Promise<void> {
    await db(manager).deleteFrom('notificaciones_plantillas').where('id', '=', id).execute();
  },
};
