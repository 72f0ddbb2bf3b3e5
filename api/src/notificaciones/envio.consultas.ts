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
  /** La oficina del mensaje; null: de todas (sólo lo ve quien ve todas). */
  oficina_id: string | null;
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
  /** La categoría de su mensaje, en un aviso a una cuenta (la bandeja); null a un cliente. */
  categoria: string | null;
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
        'oficina_id',
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
              oficina_id: 'uuid',
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
            'v.oficina_id',
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
        'categoria',
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
              categoria: 'text',
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
            'v.categoria',
          ]),
      )
      .execute();
  },

  /**
   * La oficina de cada cliente de `clienteIds` y de cada cuenta de `usuarioIds` (la de menor id, como el destinatario;
   * sin fila, la cuenta no tiene oficina: un administrador).
   */
  async oficinasDe(
    manager: EntityManager,
    clienteIds: readonly string[],
    usuarioIds: readonly string[],
  ): Promise<{ clientes: Map<string, string>; usuarios: Map<string, string> }> {
    const clientes =
      clienteIds.length === 0
        ? []
        : await db(manager).selectFrom('clientes').select(['id', 'oficina_id'])
            .where((eb) => eb('id', '=', eb.fn.any(eb.val([...clienteIds]))))
            .execute();
    const usuarios =
      usuarioIds.length === 0
        ? []
        : await db(manager)
            .selectFrom('usuarios_oficinas')
            .select(['usuario_id as id', (eb) => eb.fn.min<string>(eb.cast('oficina_id', 'text')).as('oficina_id')])
            .where((eb) => eb('usuario_id', '=', eb.fn.any(eb.val([...usuarioIds]))))
            .groupBy('usuario_id')
            .execute();
    return {
      clientes: new Map(clientes.map((f) => [f.id, f.oficina_id])),
      usuarios: new Map(usuarios.map((f) => [f.id, f.oficina_id])),
    };
  },
};
