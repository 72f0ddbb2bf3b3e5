// Las escrituras del centro de notificaciones (envio.service.ts): los mensajes y sus destinatarios, de a un lote por
// sentencia (`filasEnMemoria`: un arreglo por columna, no un parámetro por valor).
import { ahora } from '../database/fragmentos';
import type { EntityManager } from 'typeorm';
import { filasEnMemoria } from '../database/filas-en-memoria';
import { db } from '../database/kysely';

/** Un mensaje del centro como se escribe; `fallidos`, los destinatarios que no se pueden entregar. */
export type MensajeEscrito = {
  id: string;
  tipo: string;
  categoria: string;
  titulo: string;
  mensaje: string;
  estado: string;
  origen: string;
  clave_origen: string | null;
  plantilla_id: string | null;
  /** Instante ISO. */
  programada_para: string | null;
  creado_por: string | null;
  total: number;
  fallidos: number;
};

/** Un destinatario de un mensaje, como se escribe. */
export type DestinatarioEscrito = {
  id: string;
  notificacion_id: string;
  cliente_id: string | null;
  usuario_id: string | null;
  nombre: string;
  direccion: string | null;
  titulo: string;
  mensaje: string;
  estado: string;
  error: string | null;
  clave_origen: string | null;
};

export const consultasEnvio = {
  /**
   * Los mensajes de un lote; devuelve los que se escribieron (los de clave de origen repetida no). Los pendientes son
   * los que no fallaron; si fallaron todos, el mensaje ya terminó.
   */
  insertarMensajes(manager: EntityManager, filas: readonly MensajeEscrito[]) {
    return db(manager)
      .insertInto('notificaciones')
      .columns([
        'id',
        'tipo',
        'categoria',
        'titulo',
        'mensaje',
        'estado',
        'origen',
        'clave_origen',
        'plantilla_id',
        'programada_para',
        'creado_por',
        'total',
        'pendientes',
        'fallidos',
        'enviada_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom(
            filasEnMemoria(filas, {
              id: 'uuid',
              tipo: 'text',
              categoria: 'text',
              titulo: 'text',
              mensaje: 'text',
              estado: 'text',
              origen: 'text',
              clave_origen: 'text',
              plantilla_id: 'uuid',
              programada_para: 'timestamptz',
              creado_por: 'uuid',
              total: 'int',
              fallidos: 'int',
            }),
          )
          .select((v) => [
            'v.id',
            'v.tipo',
            'v.categoria',
            'v.titulo',
            'v.mensaje',
            'v.estado',
            'v.origen',
            'v.clave_origen',
            'v.plantilla_id',
            'v.programada_para',
            'v.creado_por',
            'v.total',
            v('v.total', '-', v.ref('v.fallidos')).as('pendientes'),
            'v.fallidos',
            v
              .case()
              .when('v.total', '=', v.ref('v.fallidos'))
              .then(ahora())
              .end()
              .as('enviada_at'),
          ]),
      )
      .onConflict((oc) => oc.column('clave_origen').doNothing())
      .returning('id')
      .execute();
  },

  async insertarDestinatarios(manager: EntityManager, filas: readonly DestinatarioEscrito[]): Promise<void> {
    if (filas.length === 0) return;
    await db(manager)
      .insertInto('notificaciones_destinatarios')
      .columns([
        'id',
        'notificacion_id',
        'cliente_id',
        'usuario_id',
        'nombre',
        'direccion',
        'titulo',
        'mensaje',
        'estado',
        'error',
        'clave_origen',
      ])
      .expression((eb) =>
        eb
          .selectFrom(
            filasEnMemoria(filas, {
              id: 'uuid',
              notificacion_id: 'uuid',
              cliente_id: 'uuid',
              usuario_id: 'uuid',
              nombre: 'text',
              direccion: 'text',
              titulo: 'text',
              mensaje: 'text',
              estado: 'text',
              error: 'text',
              clave_origen: 'text',
            }),
          )
          .select([
            'v.id',
            'v.notificacion_id',
            'v.cliente_id',
            'v.usuario_id',
            'v.nombre',
            'v.direccion',
            'v.titulo',
            'v.mensaje',
            'v.estado',
            'v.error',
            'v.clave_origen',
          ]),
      )
      .execute();
  },
};
