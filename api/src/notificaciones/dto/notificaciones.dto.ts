import {
  CATEGORIAS_NOTIFICACION,
  ESTADOS_DESTINATARIO,
  ESTADOS_NOTIFICACION,
  FILTROS_ESTADO_CLIENTES,
  MENSAJES,
  MENSAJES_OFICINAS,
  TIPOS_DESTINATARIOS,
  TIPOS_NOTIFICACION,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  DeObligatorio,
  Entrada,
  FechaOpcional,
  IdOpcional,
  Opcional,
  OpcionalDe,
  Parametros,
  TextoExigido,
  campo,
  reglaInstante,
} from '../../common/campos';
import { UUID } from '../../common/entrada';
import { PAGINACION } from '../../common/paginacion';

const lista = (valores: readonly string[]) => valores.join(', ');

/** Los destinatarios elegidos uno por uno: una lista de hasta 1000 ids (el error es del campo, no de un elemento). */
const IdsElegidos = (mensajes: { lista: string; tope: string; invalido: string }) =>
  Opcional(
    campo<string[]>({
      type: 'array',
      items: { type: 'string', format: 'uuid' },
      'x-regla': (valor) => {
        if (!Array.isArray(valor)) return mensajes.lista;
        if (valor.length > 1000) return mensajes.tope;
        return valor.every((id) => typeof id === 'string' && UUID.test(id)) ? null : mensajes.invalido;
      },
    }),
  );

/** Filtros del historial y de las estadísticas, aplicados en el servidor. */
export const EsquemaFiltrosNotificaciones = Parametros({
  ...PAGINACION,
  tipo: OpcionalDe(TIPOS_NOTIFICACION, `El tipo debe ser uno de: ${lista(TIPOS_NOTIFICACION)}`),
  estado: OpcionalDe(ESTADOS_NOTIFICACION, `El estado debe ser uno de: ${lista(ESTADOS_NOTIFICACION)}`),
  categoria: OpcionalDe(
    CATEGORIAS_NOTIFICACION,
    `La categoría debe ser una de: ${lista(CATEGORIAS_NOTIFICACION)}`,
  ),
  desde: FechaOpcional(
    '2026-11-01',
    'Desde esta fecha de creación (Bogotá), incluida',
    'La fecha inicial no es válida',
  ),
  hasta: FechaOpcional(
    '2026-11-30',
    'Hasta esta fecha de creación (Bogotá), incluida',
    'La fecha final no es válida',
  ),
});
export type FiltrosNotificacionesDto = Static<typeof EsquemaFiltrosNotificaciones>;

/** GET /api/notificaciones/{id}/destinatarios. */
export const EsquemaConsultaDestinatarios = Parametros({
  ...PAGINACION,
  estado: OpcionalDe(ESTADOS_DESTINATARIO, `El estado debe ser uno de: ${lista(ESTADOS_DESTINATARIO)}`),
});
export type ConsultaDestinatariosDto = Static<typeof EsquemaConsultaDestinatarios>;

/** POST /api/notificaciones: enviar ya o programar un mensaje a clientes elegidos, a un grupo o a usuarios. */
export const EsquemaEnviarNotificacion = Entrada('EnviarNotificacionDto', {
  tipo: DeObligatorio(
    TIPOS_NOTIFICACION,
    MENSAJES.camposObligatorios,
    `El tipo debe ser uno de: ${lista(TIPOS_NOTIFICACION)}`,
  ),
  categoria: DeObligatorio(
    CATEGORIAS_NOTIFICACION,
    MENSAJES.camposObligatorios,
    `La categoría debe ser una de: ${lista(CATEGORIAS_NOTIFICACION)}`,
  ),
  titulo: TextoExigido(200, 'El título', MENSAJES.camposObligatorios, {
    description: 'Título o asunto; admite variables {{...}}',
  }),
  mensaje: TextoExigido(2000, 'El mensaje', MENSAJES.camposObligatorios, {
    description: 'Mensaje; admite variables {{...}}',
  }),
  plantillaId: Opcional(
    campo<string | null>({
      type: 'string',
      format: 'uuid',
      nullable: true,
      'x-mensajes': { type: 'La plantilla no es válida', format: 'La plantilla no es válida' },
    }),
  ),
  destinatarios: DeObligatorio(
    TIPOS_DESTINATARIOS,
    MENSAJES.camposObligatorios,
    `Los destinatarios deben ser: ${lista(TIPOS_DESTINATARIOS)}`,
    { description: 'clientes (clienteIds), filtro (filtroEstado, filtroCobradorId) o usuarios (usuarioIds)' },
  ),
  clienteIds: IdsElegidos({
    lista: 'Los clientes deben ser una lista',
    tope: 'No se pueden elegir más de 1000 clientes; use un filtro',
    invalido: 'Algún cliente no es válido',
  }),
  usuarioIds: IdsElegidos({
    lista: 'Los usuarios deben ser una lista',
    tope: 'No se pueden elegir más de 1000 usuarios',
    invalido: 'Algún usuario no es válido',
  }),
  filtroEstado: OpcionalDe(
    FILTROS_ESTADO_CLIENTES,
    `El filtro de estado debe ser uno de: ${lista(FILTROS_ESTADO_CLIENTES)}`,
    { description: "Estado del préstamo del grupo ('todos' = clientes activos)" },
  ),
  filtroCobradorId: IdOpcional('El cobrador no es válido'),
  programada: Opcional(
    campo<string>({
      type: 'string',
      example: '2026-12-01T13:00:00.000Z',
      description: 'Fecha y hora futura de envío',
      'x-regla': reglaInstante('La fecha programada no es válida'),
    }),
  ),
  oficina: IdOpcional(
    MENSAJES_OFICINAS.oficinaNoExiste,
    'La oficina de la notificación (docs/decisiones/notificaciones-por-oficina.md): sus destinatarios son de ella. ' +
      'Obligatoria para quien tiene varias; ausente, la única suya, o todas las oficinas para el administrador',
  ),
});
export type EnviarNotificacionDto = Static<typeof EsquemaEnviarNotificacion>;

const NO_LEIDAS = 'noLeidas debe ser true o false';

/** GET /api/notificaciones/bandeja. */
export const EsquemaConsultaBandeja = Parametros({
  ...PAGINACION,
  noLeidas: Opcional(
    campo<boolean>({
      type: 'boolean',
      description: 'Sólo las no leídas',
      'x-regla': (valor) => (typeof valor === 'boolean' ? null : NO_LEIDAS),
    }),
  ),
});
export type ConsultaBandejaDto = Static<typeof EsquemaConsultaBandeja>;

/** POST /api/notificaciones/recordatorios: corre ya el trabajo diario de recordatorios (para una fecha de vencimiento). */
export const EsquemaEjecutarRecordatorios = Entrada('EjecutarRecordatoriosDto', {
  fecha: FechaOpcional('2026-11-24', 'Fecha de vencimiento de las cuotas; por defecto, mañana (Bogotá)'),
});
export type EjecutarRecordatoriosDto = Static<typeof EsquemaEjecutarRecordatorios>;
