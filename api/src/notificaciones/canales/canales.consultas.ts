// Las consultas de los canales externos configurados (canales.service.ts), tipadas contra el esquema
// (database/esquema.ts). Hay una fila por canal (email, sms, whatsapp), creada por la migración.
import { ahora } from '../../database/fragmentos';
import { CANALES_EXTERNOS, type CanalExterno } from '@cartera/dominio';
import { sql, type Selectable } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { Json, NotificacionesCanales } from '../../database/esquema';
import { db, deLista } from '../../database/kysely';

const COLUMNAS = ['canal', 'activo', 'ajustes', 'secreto', 'updated_at'] as const;

/** Los ajustes guardados: siempre un objeto (`{}` sin configurar). */
function comoObjeto(ajustes: Json): Record<string, unknown> {
  return ajustes !== null && typeof ajustes === 'object' && !Array.isArray(ajustes) ? ajustes : {};
}

/** Un canal con su nombre comprobado contra la lista y sus ajustes como objeto. */
function filaCanal(fila: Pick<Selectable<NotificacionesCanales>, (typeof COLUMNAS)[number]>) {
  return {
    ...fila,
    canal: deLista(CANALES_EXTERNOS, fila.canal, 'notificaciones_canales.canal'),
    ajustes: comoObjeto(fila.ajustes),
  };
}
export type FilaCanal = ReturnType<typeof filaCanal>;

export const consultasCanales = {
  /** Los canales en su orden de pantalla (email, sms, whatsapp). */
  async todos(manager: EntityManager): Promise<FilaCanal[]> {
    const filas = await db(manager)
      .selectFrom('notificaciones_canales')
      .select(COLUMNAS)
      .orderBy(sql`array_position(ARRAY['email', 'sms', 'whatsapp'], canal)`)
      .execute();
    return filas.map(filaCanal);
  },

  /** Un canal; `bloquear`: la fila queda tomada hasta que termine la transacción. */
  async uno(manager: EntityManager, canal: CanalExterno, bloquear: boolean): Promise<FilaCanal | undefined> {
    const fila = await db(manager)
      .selectFrom('notificaciones_canales')
      .select(COLUMNAS)
      .where('canal', '=', canal)
      .$if(bloquear, (q) => q.forUpdate())
      .executeTakeFirst();
    return fila && filaCanal(fila);
  },

  async guardar(
    manager: EntityManager,
    canal: CanalExterno,
    cambio: { activo: boolean; ajustes: object; secreto: string | null },
  ): Promise<FilaCanal> {
    const fila = await db(manager)
      .updateTable('notificaciones_canales')
      .set({
        activo: cambio.activo,
        ajustes: JSON.stringify(cambio.ajustes),
        secreto: cambio.secreto,
        updated_at: ahora(),
      })
      .where('canal', '=', canal)
      .returning(COLUMNAS)
      .executeTakeFirstOrThrow();
    return filaCanal(fila);
  },

  /** Los canales con secreto guardado, bloqueados para volver a cifrarlo. */
  async conSecretoBloqueados(manager: EntityManager) {
    const filas = await db(manager)
      .selectFrom('notificaciones_canales')
      .select(['canal', 'secreto'])
      .where('secreto', 'is not', null)
      .orderBy('canal')
      .forUpdate()
      .execute();
    return filas.flatMap((f) =>
      f.secreto === null
        ? []
        : [{ canal: deLista(CANALES_EXTERNOS, f.canal, 'notificaciones_canales.canal'), secreto: f.secreto }],
    );
  },

  async cambiarSecreto(manager: EntityManager, canal: CanalExterno, secreto: string): Promise<void> {
    await db(manager)
      .updateTable('notificaciones_canales')
      .set({ secreto })
      .where('canal', '=', canal)
      .execute();
  },
};
