import type {
  CanalExterno,
  CategoriaNotificacionCentro,
  Cliente,
  DestinatarioNotificacion,
  EstadoNotificacion,
  FiltroEstadoClientes,
  NotificacionCentro,
  PlantillaNotificacion,
  TipoDestinatarios,
  TipoNotificacion,
} from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

/** Filters of GET /notificaciones (and /estadisticas): all applied by the server. */
export interface FiltrosNotificaciones {
  page: number;
  limit: number;
  sort?: string;
  tipo?: TipoNotificacion;
  estado?: EstadoNotificacion;
  categoria?: CategoriaNotificacionCentro;
  desde?: string;
  hasta?: string;
  search?: string;
}

export interface EstadisticasNotificaciones {
  total: number;
  porEstado: Record<'enviado' | 'pendiente' | 'fallido' | 'programado' | 'cancelado', number>;
  porTipo: Record<TipoNotificacion, number>;
  entregas: { destinatarios: number; enviadas: number; fallidas: number; pendientes: number };
}

export interface DatosEnvio {
  tipo: TipoNotificacion;
  categoria: CategoriaNotificacionCentro;
  titulo: string;
  mensaje: string;
  plantillaId?: string | null;
  destinatarios: TipoDestinatarios;
  clienteIds?: string[];
  usuarioIds?: string[];
  filtroEstado?: FiltroEstadoClientes;
  filtroCobradorId?: string;
  /** ISO instant. */
  programada?: string;
}

export interface DatosPlantilla {
  nombre: string;
  tipo: TipoNotificacion;
  asunto?: string | null;
  contenido: string;
  activa: boolean;
}

export interface CanalConfigurado {
  canal: CanalExterno;
  activo: boolean;
  ajustes: {
    host?: string;
    puerto?: number;
    usuario?: string | null;
    remitente?: string;
    seguro?: boolean;
    url?: string;
    cuerpo?: string;
    cabeceraSecreto?: string | null;
  };
  secretoConfigurado: boolean;
  updatedAt: string;
}

export interface FiltrosPlantillas {
  page: number;
  limit: number;
  sort?: string;
  tipo?: TipoNotificacion;
  search?: string;
}

export interface Persona {
  _id: string;
  nombre: string;
  rol?: string;
}

const id = (valor: string) => encodeURIComponent(valor);

export const notificacionesApi = {
  listar: (filtros: FiltrosNotificaciones): Promise<Lista<NotificacionCentro>> => api.lista('notificaciones', { ...filtros }),
  estadisticas: ({ page: _p, limit: _l, sort: _s, ...filtros }: FiltrosNotificaciones): Promise<EstadisticasNotificaciones> =>
    api.get('notificaciones/estadisticas', { ...filtros }),
  destinatarios: (notificacionId: string, page = 1): Promise<Lista<DestinatarioNotificacion>> =>
    api.lista(`notificaciones/${id(notificacionId)}/destinatarios`, { page, limit: 10 }),
  /** `clave`: la Idempotency-Key del formulario abierto (un reintento no vuelve a enviar). */
  enviar: (datos: DatosEnvio, clave?: string): Promise<NotificacionCentro> => api.post('notificaciones', datos, clave),
  cancelar: (notificacionId: string): Promise<NotificacionCentro> => api.post(`notificaciones/${id(notificacionId)}/cancelar`),

  plantillas: (filtros: FiltrosPlantillas): Promise<Lista<PlantillaNotificacion>> => api.lista('notificaciones/plantillas', { ...filtros }),
  plantillasActivas: async (tipo: TipoNotificacion): Promise<PlantillaNotificacion[]> =>
    (await api.lista<PlantillaNotificacion>('notificaciones/plantillas', { page: 1, limit: 200, tipo, activa: true })).data,
  crearPlantilla: (datos: DatosPlantilla): Promise<PlantillaNotificacion> => api.post('notificaciones/plantillas', datos),
  actualizarPlantilla: (plantillaId: string, datos: DatosPlantilla): Promise<PlantillaNotificacion> =>
    api.put(`notificaciones/plantillas/${id(plantillaId)}`, datos),
  eliminarPlantilla: (plantillaId: string): Promise<unknown> => api.delete(`notificaciones/plantillas/${id(plantillaId)}`),
  vistaPrevia: (datos: { asunto?: string | null; contenido: string; clienteId: string }): Promise<{ asunto: string | null; contenido: string }> =>
    api.post('notificaciones/plantillas/vista-previa', datos),

  canales: (): Promise<CanalConfigurado[]> => api.get('notificaciones/canales'),
  guardarCanal: (canal: CanalExterno, datos: Record<string, unknown>): Promise<CanalConfigurado> =>
    api.put(`notificaciones/canales/${canal}`, datos),
  probarCanal: (canal: CanalExterno, destino: string): Promise<{ enviado: true; destino: string }> =>
    api.post(`notificaciones/canales/${canal}/prueba`, { destino }),

  /** Clients for the recipient picker (server search by name or cédula). */
  buscarClientes: async (search?: string): Promise<Persona[]> =>
    (await api.lista<Cliente>('clientes', { page: 1, limit: 20, search, estado: 'activo' })).data.map((c) => ({ _id: c._id, nombre: c.nombre })),
  usuarios: async (): Promise<Persona[]> =>
    (await api.lista<Persona>('usuarios', { page: 1, limit: 500, estado: 'activo', sort: 'nombre_asc' })).data,
};
