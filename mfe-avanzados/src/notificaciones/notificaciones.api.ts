// Every server call of the notifications screen (/api/notificaciones, its templates and channels). The shapes are the
// API's, from @cartera/dominio.
import type {
  CanalConfigurado,
  CanalExterno,
  Cliente,
  ConsultaNotificaciones,
  ConsultaPlantillas,
  DatosEnvioNotificacion,
  DatosPlantillaNotificacion,
  DatosVistaPrevia,
  DestinatarioNotificacion,
  EstadisticasNotificaciones,
  NotificacionCentro,
  PlantillaNotificacion,
  PruebaCanal,
  TipoNotificacion,
  Usuario,
  VistaPreviaPlantilla,
} from '@cartera/dominio';
import { api, type Lista } from '@cartera/plataforma';

const id = (valor: string) => encodeURIComponent(valor);

export const notificacionesApi = {
  listar: (filtros: ConsultaNotificaciones): Promise<Lista<NotificacionCentro>> => api.lista('notificaciones', { ...filtros }),
  estadisticas: ({ page: _p, limit: _l, sort: _s, ...filtros }: ConsultaNotificaciones): Promise<EstadisticasNotificaciones> =>
    api.get('notificaciones/estadisticas', { ...filtros }),
  destinatarios: (notificacionId: string, page = 1): Promise<Lista<DestinatarioNotificacion>> =>
    api.lista(`notificaciones/${id(notificacionId)}/destinatarios`, { page, limit: 10 }),
  /** `clave`: la Idempotency-Key del formulario abierto, que la API exige (un reintento no vuelve a enviar). */
  enviar: (datos: DatosEnvioNotificacion, clave: string): Promise<NotificacionCentro> => api.post('notificaciones', datos, clave),
  cancelar: (notificacionId: string): Promise<NotificacionCentro> => api.post(`notificaciones/${id(notificacionId)}/cancelar`),

  plantillas: (filtros: ConsultaPlantillas): Promise<Lista<PlantillaNotificacion>> => api.lista('notificaciones/plantillas', { ...filtros }),
  plantillasActivas: async (tipo: TipoNotificacion): Promise<PlantillaNotificacion[]> =>
    (await api.lista<PlantillaNotificacion>('notificaciones/plantillas', { page: 1, limit: 200, tipo, activa: true })).data,
  crearPlantilla: (datos: DatosPlantillaNotificacion): Promise<PlantillaNotificacion> => api.post('notificaciones/plantillas', datos),
  actualizarPlantilla: (plantillaId: string, datos: DatosPlantillaNotificacion): Promise<PlantillaNotificacion> =>
    api.put(`notificaciones/plantillas/${id(plantillaId)}`, datos),
  eliminarPlantilla: (plantillaId: string): Promise<unknown> => api.delete(`notificaciones/plantillas/${id(plantillaId)}`),
  vistaPrevia: (datos: DatosVistaPrevia): Promise<VistaPreviaPlantilla> =>
    api.post('notificaciones/plantillas/vista-previa', datos),

  canales: (): Promise<CanalConfigurado[]> => api.get('notificaciones/canales'),
  guardarCanal: (canal: CanalExterno, datos: Record<string, unknown>): Promise<CanalConfigurado> =>
    api.put(`notificaciones/canales/${canal}`, datos),
  probarCanal: (canal: CanalExterno, destino: string): Promise<PruebaCanal> =>
    api.post(`notificaciones/canales/${canal}/prueba`, { destino }),

  /** Clients for the recipient picker (server search by name or cédula). */
  buscarClientes: async (search?: string): Promise<Array<Pick<Cliente, '_id' | 'nombre'>>> =>
    (await api.lista<Cliente>('clientes', { page: 1, limit: 20, search, estado: 'activo' })).data.map((c) => ({ _id: c._id, nombre: c.nombre })),
  usuarios: async (): Promise<Usuario[]> =>
    (await api.lista<Usuario>('usuarios', { page: 1, limit: 500, estado: 'activo', sort: 'nombre_asc' })).data,
};
