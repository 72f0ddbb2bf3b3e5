// Las consultas del registro de solicitudes de los titulares y del aviso de privacidad versionado
// (docs/decisiones/datos-personales.md), tipadas contra el esquema (database/esquema.ts).
import {
  CANALES_RESPUESTA_SOLICITUD,
  ESTADOS_SOLICITUD_DATOS,
  TIPOS_SOLICITUD_DATOS,
  type EstadoSolicitudDatos,
  type TipoSolicitudDatos,
} from '@cartera/dominio';
import { sql, type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { HabeasSolicitudes } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { cuantasFilas, hayFila, idInsertado, type FilaDe } from '../common/filas';
import { clientePorId } from '../clientes/clientes.sql';
import { ahora } from '../database/fragmentos';

/** Las solicitudes que todavía esperan respuesta. */
const ESTADOS_ABIERTOS = ['recibida', 'en_tramite'] as const satisfies readonly EstadoSolicitudDatos[];

/** Lo que se escribe de una solicitud nueva. */
export type SolicitudNueva = Pick<
  Insertable<HabeasSolicitudes>,
  | 'tipo'
  | 'cliente_id'
  | 'titular'
  | 'contacto'
  | 'descripcion'
  | 'fecha_recibida'
  | 'fecha_vence'
  | 'usuario_id'
  | 'usuario_nombre'
>;

/** Los filtros de la lista de solicitudes. */
export interface FiltroSolicitudes {
  estado?: EstadoSolicitudDatos;
  tipo?: TipoSolicitudDatos;
  cliente?: string;
  abiertas?: boolean;
  search?: string;
}

function solicitudes(manager: EntityManager) {
  return db(manager).selectFrom('habeas_solicitudes as s').leftJoin('clientes as c', 'c.id', 's.cliente_id');
}

const COLUMNAS = [
  's.id',
  's.numero',
  's.tipo',
  's.estado',
  's.cliente_id',
  'c.nombre as cliente_nombre',
  's.titular',
  's.contacto',
  's.descripcion',
  's.fecha_recibida',
  's.fecha_vence',
  's.respuesta',
  's.canal_respuesta',
  's.respondida_en',
  's.usuario_nombre',
  's.created_at',
  's.updated_at',
] as const;

function conColumnas(manager: EntityManager) {
  return solicitudes(manager).select(COLUMNAS);
}

/** Las solicitudes que cumplen los filtros de la lista. */
function filtradas(manager: EntityManager, filtro: FiltroSolicitudes) {
  return solicitudes(manager)
    .$if(filtro.estado !== undefined, (q) => q.where('s.estado', '=', filtro.estado!))
    .$if(filtro.tipo !== undefined, (q) => q.where('s.tipo', '=', filtro.tipo!))
    .$if(filtro.cliente !== undefined, (q) => q.where('s.cliente_id', '=', filtro.cliente!))
    .$if(filtro.abiertas === true, (q) => q.where('s.estado', 'in', ESTADOS_ABIERTOS))
    .$if(Boolean(filtro.search), (q) =>
      q.where((eb) =>
        eb.or([
          eb('s.titular', 'ilike', `%${filtro.search}%`),
          eb('c.nombre', 'ilike', `%${filtro.search}%`),
        ]),
      ),
    );
}

/** Una solicitud con su tipo, estado y canal comprobados contra sus listas. */
function filaSolicitud(fila: FilaDe<typeof conColumnas>) {
  return {
    ...fila,
    tipo: deLista(TIPOS_SOLICITUD_DATOS, fila.tipo, 'habeas_solicitudes.tipo'),
    estado: deLista(ESTADOS_SOLICITUD_DATOS, fila.estado, 'habeas_solicitudes.estado'),
    canal_respuesta:
      fila.canal_respuesta === null
        ? null
        : deLista(CANALES_RESPUESTA_SOLICITUD, fila.canal_respuesta, 'habeas_solicitudes.canal_respuesta'),
  };
}
export type FilaSolicitud = ReturnType<typeof filaSolicitud>;

const columnasAviso = ['version', 'texto', 'usuario_nombre', 'created_at'] as const;

export const consultasSolicitudes = {
  /** Una página de solicitudes: primero las abiertas, por vencimiento y número. */
  async pagina(
    manager: EntityManager,
    filtro: FiltroSolicitudes,
    pagina: { limit: number; offset: number },
  ): Promise<{ total: number; filas: FilaSolicitud[] }> {
    const filas = await filtradas(manager, filtro)
      .select(COLUMNAS)
      .orderBy((eb) => eb('s.estado', 'in', ESTADOS_ABIERTOS), 'desc')
      .orderBy('s.fecha_vence')
      .orderBy('s.numero')
      .limit(pagina.limit)
      .offset(pagina.offset)
      .execute();
    return { total: await cuantasFilas(filtradas(manager, filtro)), filas: filas.map(filaSolicitud) };
  },

  async una(manager: EntityManager, id: string): Promise<FilaSolicitud | undefined> {
    const fila = await conColumnas(manager).where('s.id', '=', id).executeTakeFirst();
    return fila && filaSolicitud(fila);
  },

  async deCliente(manager: EntityManager, clienteId: string): Promise<FilaSolicitud[]> {
    const filas = await conColumnas(manager)
      .where('s.cliente_id', '=', clienteId)
      .orderBy('s.numero')
      .execute();
    return filas.map(filaSolicitud);
  },

  /** Las abiertas, por vencimiento (el aviso diario decide cuáles están por vencer). */
  async abiertas(manager: EntityManager): Promise<FilaSolicitud[]> {
    const filas = await conColumnas(manager)
      .where('s.estado', 'in', ESTADOS_ABIERTOS)
      .orderBy('s.fecha_vence')
      .execute();
    return filas.map(filaSolicitud);
  },

  async insertar(manager: EntityManager, solicitud: SolicitudNueva): Promise<string> {
    return idInsertado(db(manager).insertInto('habeas_solicitudes').values(solicitud).returning('id'));
  },

  /** Bloquea la solicitud para cambiarla; false si no existe. */
  async bloquear(manager: EntityManager, id: string): Promise<boolean> {
    return hayFila(
      db(manager).selectFrom('habeas_solicitudes').select('id').where('id', '=', id).forUpdate(),
    );
  },

  /** El estado y la respuesta; el canal sólo si se eligió uno, y la hora de respuesta si `cierra`. */
  async cambiar(
    manager: EntityManager,
    id: string,
    cambio: { estado: EstadoSolicitudDatos; respuesta: string | null; canal: string | null; cierra: boolean },
  ): Promise<void> {
    await db(manager)
      .updateTable('habeas_solicitudes')
      .set((eb) => ({
        estado: cambio.estado,
        respuesta: cambio.respuesta,
        canal_respuesta: cambio.canal ?? eb.ref('canal_respuesta'),
        respondida_en: cambio.cierra ? ahora() : eb.ref('respondida_en'),
        updated_at: ahora(),
      }))
      .where('id', '=', id)
      .execute();
  },

  async existeCliente(manager: EntityManager, clienteId: string): Promise<boolean> {
    return hayFila(clientePorId(manager, clienteId).select('id'));
  },

  contactoCliente(manager: EntityManager, clienteId: string) {
    return clientePorId(manager, clienteId).select(['id', 'nombre', 'telefono', 'email']).executeTakeFirst();
  },

  // --- Aviso de privacidad -----------------------------------------------------------------------------------------

  /** Las versiones del aviso, de la más nueva a la más vieja. */
  avisosPrivacidad(manager: EntityManager) {
    return db(manager)
      .selectFrom('avisos_privacidad')
      .select(columnasAviso)
      .orderBy('version', 'desc')
      .execute();
  },

  /** La versión vigente, con la tabla bloqueada contra otra versión nueva simultánea. */
  async ultimoAvisoBloqueado(manager: EntityManager) {
    await sql`LOCK TABLE avisos_privacidad IN SHARE ROW EXCLUSIVE MODE`.execute(db(manager));
    return db(manager)
      .selectFrom('avisos_privacidad')
      .select(columnasAviso)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  insertarAviso(
    manager: EntityManager,
    aviso: { version: number; texto: string; usuario_id: string; usuario_nombre: string },
  ) {
    return db(manager)
      .insertInto('avisos_privacidad')
      .values(aviso)
      .returning(columnasAviso)
      .executeTakeFirstOrThrow();
  },
};
