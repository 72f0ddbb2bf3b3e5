// Las consultas del historial del centro de notificaciones, sus envíos manuales y la bandeja del canal sistema
// (notificaciones.service.ts), tipadas contra el esquema (database/esquema.ts).
import { ahora } from '../database/fragmentos';
import {
  CATEGORIAS_NOTIFICACION,
  ESTADOS_DESTINATARIO,
  ESTADOS_NOTIFICACION,
  ORIGENES_NOTIFICACION,
  TIPOS_NOTIFICACION,
  type CategoriaNotificacionCentro,
  type EstadoDestinatario,
  type EstadoNotificacion,
  type EstadisticasNotificaciones,
  type TipoNotificacion,
} from '@cartera/dominio';
import { sql, type ExpressionBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import type { DB } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { cuantasFilas, hayFila, paginaConTotal, sumaOCero, type FilaDe } from '../common/filas';
import { plantillaPorId } from './plantillas.consultas';

/** Las columnas por las que se ordena el historial (`sort=<clave>_<asc|desc>`). */
export const ORDEN_NOTIFICACIONES = {
  createdAt: 'n.created_at',
  titulo: 'n.titulo',
  estado: 'n.estado',
  tipo: 'n.tipo',
} as const;
type ColumnaOrden = (typeof ORDEN_NOTIFICACIONES)[keyof typeof ORDEN_NOTIFICACIONES];

/** Los filtros del historial (también de sus estadísticas). Fechas: días de Bogotá. */
export interface FiltroNotificaciones {
  tipo?: TipoNotificacion;
  estado?: EstadoNotificacion;
  categoria?: CategoriaNotificacionCentro;
  desde?: string;
  hasta?: string;
  /** Patrón LIKE (patronContiene), sin distinguir acentos. */
  patron?: string;
}

type ConN = ExpressionBuilder<DB & { n: DB['notificaciones'] }, 'n'>;

/** Medianoche de Bogotá del día `fecha` más `dias`. */
const inicioDelDia = (fecha: string, dias: number) =>
  // sql: AT TIME ZONE no tiene constructor en Kysely
  sql<Date>`(${fecha}::date + ${dias}::int)::timestamp AT TIME ZONE 'America/Bogota'`;

function filtroHistorial(eb: ConN, f: FiltroNotificaciones) {
  return eb.and([
    ...(f.tipo === undefined ? [] : [eb('n.tipo', '=', f.tipo)]),
    ...(f.estado === undefined ? [] : [eb('n.estado', '=', f.estado)]),
    ...(f.categoria === undefined ? [] : [eb('n.categoria', '=', f.categoria)]),
    ...(f.desde === undefined ? [] : [eb('n.created_at', '>=', inicioDelDia(f.desde, 0))]),
    ...(f.hasta === undefined ? [] : [eb('n.created_at', '<', inicioDelDia(f.hasta, 1))]),
    ...(f.patron === undefined
      ? []
      : [
          eb.or([
            eb(
              eb.fn<string>('sin_acentos', ['n.titulo']),
              'ilike',
              eb.fn<string>('sin_acentos', [eb.val(f.patron)]),
            ),
            eb(
              eb.fn<string>('sin_acentos', ['n.mensaje']),
              'ilike',
              eb.fn<string>('sin_acentos', [eb.val(f.patron)]),
            ),
          ]),
        ]),
  ]);
}

function conAutor(manager: EntityManager) {
  return db(manager)
    .selectFrom('notificaciones as n')
    .leftJoin('usuarios as u', 'u.id', 'n.creado_por')
    .select([
      'n.id',
      'n.tipo',
      'n.categoria',
      'n.titulo',
      'n.mensaje',
      'n.estado',
      'n.origen',
      'n.plantilla_id',
      'n.programada_para',
      'n.enviada_at',
      'u.nombre as creado_por',
      'n.total',
      'n.pendientes',
      'n.enviados',
      'n.fallidos',
      'n.cancelados',
      'n.created_at',
    ]);
}

/** Un mensaje con su canal, categoría, estado y origen comprobados contra sus listas. */
function filaNotificacion(fila: FilaDe<typeof conAutor>) {
  return {
    ...fila,
    tipo: deLista(TIPOS_NOTIFICACION, fila.tipo, 'notificaciones.tipo'),
    categoria: deLista(CATEGORIAS_NOTIFICACION, fila.categoria, 'notificaciones.categoria'),
    estado: deLista(ESTADOS_NOTIFICACION, fila.estado, 'notificaciones.estado'),
    origen: deLista(ORIGENES_NOTIFICACION, fila.origen, 'notificaciones.origen'),
  };
}
export type FilaNotificacion = ReturnType<typeof filaNotificacion>;

export const consultasNotificaciones = {
  /** Una página del historial y cuántos mensajes cumplen los filtros. */
  async pagina(
    manager: EntityManager,
    f: FiltroNotificaciones,
    orden: { columna: string; direccion: 'ASC' | 'DESC' },
    pagina: { limit: number; offset: number },
  ): Promise<{ total: number; filas: FilaNotificacion[] }> {
    const columna: ColumnaOrden =
      Object.values(ORDEN_NOTIFICACIONES).find((c) => c === orden.columna) ?? 'n.created_at';
    const direccion = orden.direccion === 'ASC' ? 'asc' : 'desc';
    const leida = await paginaConTotal(
      conAutor(manager)
        .where((eb) => filtroHistorial(eb, f))
        .orderBy(columna, direccion)
        .orderBy('n.id', direccion),
      pagina,
      filaNotificacion,
    );
    // Más allá del final la página viene vacía y sin total: se cuenta aparte.
    const total =
      leida.filas.length === 0 && pagina.offset > 0
        ? await cuantasFilas(
            db(manager)
              .selectFrom('notificaciones as n')
              .where((eb) => filtroHistorial(eb, f)),
          )
        : leida.total;
    return { total, filas: leida.filas };
  },

  /** Cuántos mensajes por estado y por canal, y sus destinatarios, con los filtros del historial. */
  async estadisticas(manager: EntityManager, f: FiltroNotificaciones): Promise<EstadisticasNotificaciones> {
    const fila = await db(manager)
      .selectFrom('notificaciones as n')
      .select((eb) => {
        const cuantos = (columna: 'n.estado' | 'n.tipo', valor: string) =>
          eb.fn.countAll<string>().filterWhere(columna, '=', valor);
        const suma = (columna: 'n.total' | 'n.enviados' | 'n.fallidos' | 'n.pendientes') =>
          sumaOCero(eb, columna);
        return [
          eb.fn.countAll<string>().as('total'),
          cuantos('n.estado', 'enviado').as('enviado'),
          cuantos('n.estado', 'pendiente').as('pendiente'),
          cuantos('n.estado', 'fallido').as('fallido'),
          cuantos('n.estado', 'programado').as('programado'),
          cuantos('n.estado', 'cancelado').as('cancelado'),
          suma('n.total').as('destinatarios'),
          suma('n.enviados').as('entregas_enviadas'),
          suma('n.fallidos').as('entregas_fallidas'),
          suma('n.pendientes').as('entregas_pendientes'),
          cuantos('n.tipo', 'email').as('email'),
          cuantos('n.tipo', 'sms').as('sms'),
          cuantos('n.tipo', 'whatsapp').as('whatsapp'),
          cuantos('n.tipo', 'sistema').as('sistema'),
        ];
      })
      .where((eb) => filtroHistorial(eb, f))
      .executeTakeFirstOrThrow();
    return {
      total: Number(fila.total),
      porEstado: {
        enviado: Number(fila.enviado),
        pendiente: Number(fila.pendiente),
        fallido: Number(fila.fallido),
        programado: Number(fila.programado),
        cancelado: Number(fila.cancelado),
      },
      porTipo: {
        email: Number(fila.email),
        sms: Number(fila.sms),
        whatsapp: Number(fila.whatsapp),
        sistema: Number(fila.sistema),
      },
      entregas: {
        destinatarios: Number(fila.destinatarios),
        enviadas: Number(fila.entregas_enviadas),
        fallidas: Number(fila.entregas_fallidas),
        pendientes: Number(fila.entregas_pendientes),
      },
    };
  },

  async una(manager: EntityManager, id: string): Promise<FilaNotificacion | undefined> {
    const fila = await conAutor(manager).where('n.id', '=', id).executeTakeFirst();
    return fila && filaNotificacion(fila);
  },

  /** Una página de los destinatarios de un mensaje, con su total. */
  async destinatarios(
    manager: EntityManager,
    id: string,
    f: { estado?: EstadoDestinatario; patron?: string },
    pagina: { limit: number; offset: number },
  ) {
    return paginaConTotal(
      db(manager)
        .selectFrom('notificaciones_destinatarios as d')
        .select([
          'd.id',
          'd.nombre',
          'd.direccion',
          'd.cliente_id',
          'd.usuario_id',
          'd.estado',
          'd.intentos',
          'd.error',
          'd.titulo',
          'd.mensaje',
          'd.enviado_at',
          'd.leida_at',
        ])
        .where('d.notificacion_id', '=', id)
        .$if(f.estado !== undefined, (q) => q.where('d.estado', '=', f.estado!))
        .$if(f.patron !== undefined, (q) =>
          q.where((eb) =>
            eb(
              eb.fn<string>('sin_acentos', ['d.nombre']),
              'ilike',
              eb.fn<string>('sin_acentos', [eb.val(f.patron!)]),
            ),
          ),
        )
        .orderBy('d.id'),
      pagina,
      (fila) => ({
        ...fila,
        estado: deLista(ESTADOS_DESTINATARIO, fila.estado, 'notificaciones_destinatarios.estado'),
      }),
    );
  },

  /**
   * Los destinatarios externos de los envíos manuales de hoy (día de Bogotá), bajo el candado que serializa los
   * envíos: dos envíos a la vez no pasan juntos la cuota diaria.
   */
  async usadosHoyBloqueando(manager: EntityManager): Promise<number> {
    await sql`SELECT pg_advisory_xact_lock(${CANDADOS.cuotaNotificaciones})`.execute(db(manager));
    const { usados } = await db(manager)
      .selectFrom('notificaciones')
      .select((eb) => sumaOCero(eb, 'total').as('usados'))
      .where('origen', '=', 'manual')
      .where('tipo', 'in', ['email', 'sms', 'whatsapp'])
      .where(
        'created_at',
        '>=',
        // sql: date_trunc y AT TIME ZONE no tienen constructor en Kysely
        sql<Date>`(date_trunc('day', now() AT TIME ZONE 'America/Bogota') AT TIME ZONE 'America/Bogota')`,
      )
      .executeTakeFirstOrThrow();
    return Number(usados);
  },

  async existePlantilla(manager: EntityManager, id: string): Promise<boolean> {
    return hayFila(plantillaPorId(manager, id).select('id'));
  },

  /** Los usuarios activos de `ids` (y, con `oficina`, de esa oficina), por nombre. */
  usuariosActivos(manager: EntityManager, ids: readonly string[], oficina: string | null) {
    const activos = db(manager)
      .selectFrom('usuarios')
      .select(['id', 'nombre', 'telefono', 'email'])
      .where('id', 'in', ids)
      .where('estado', '=', 'activo');
    return (
      oficina === null
        ? activos
        : activos.where((eb) =>
            eb.exists(
              eb
                .selectFrom('usuarios_oficinas as uo')
                .select('uo.usuario_id')
                .whereRef('uo.usuario_id', '=', 'usuarios.id')
                .where('uo.oficina_id', '=', oficina),
            ),
          )
    )
      .orderBy('nombre')
      .orderBy('id')
      .execute();
  },

  /** El estado del mensaje, bloqueado para cancelarlo (undefined: no existe). */
  async estadoBloqueado(manager: EntityManager, id: string) {
    const fila = await db(manager)
      .selectFrom('notificaciones')
      .select('estado')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return fila && deLista(ESTADOS_NOTIFICACION, fila.estado, 'notificaciones.estado');
  },

  /** Cancela el mensaje y sus destinatarios pendientes; devuelve los ids de esos destinatarios. */
  async cancelar(manager: EntityManager, id: string): Promise<string[]> {
    const cancelados = await db(manager)
      .updateTable('notificaciones_destinatarios')
      .set({ estado: 'cancelado' })
      .where('notificacion_id', '=', id)
      .where('estado', '=', 'pendiente')
      .returning('id')
      .execute();
    await db(manager)
      .updateTable('notificaciones')
      .set((eb) => ({
        estado: 'cancelado',
        cancelados: eb('cancelados', '+', cancelados.length),
        pendientes: eb('pendientes', '-', cancelados.length),
        updated_at: ahora(),
      }))
      .where('id', '=', id)
      .execute();
    return cancelados.map((c) => c.id);
  },
};
