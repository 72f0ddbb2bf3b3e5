// La campana de notificaciones (/api/notificaciones/bandeja) como esquemas: la API los declara (`@Responde`) y sus
// pruebas los validan; `AvisoBandeja` se deriva aquí, al final (antes en notificaciones.ts).
import { Type, type Static } from '@sinclair/typebox';
import {
  CANALES_EXTERNOS,
  CATEGORIAS_NOTIFICACION,
  ESTADOS_DESTINATARIO,
  ESTADOS_NOTIFICACION,
  ORIGENES_NOTIFICACION,
  TIPOS_NOTIFICACION,
  USOS_PLANTILLA,
} from '../notificaciones';
import { anulable, cerrado, EsquemaFecha, EsquemaId, EsquemaInstante, unoDe } from './sobre';

/** Un aviso del canal sistema de quien inició sesión. */
export const EsquemaAvisoBandeja = Type.Object(
  {
    /** El destinatario (lo que se marca como leído), no la notificación. */
    _id: EsquemaId,
    notificacionId: EsquemaId,
    titulo: Type.String(),
    mensaje: Type.String(),
    categoria: unoDe(CATEGORIAS_NOTIFICACION),
    /** Cuándo se envió (o se creó, si no se ha enviado). */
    fecha: EsquemaInstante,
    leida: Type.Boolean(),
  },
  cerrado,
);

/** Lo que la página de la bandeja manda junto a sus avisos. */
export const JuntoBandeja = { noLeidas: Type.Integer({ minimum: 0 }) };

/** GET bandeja/no-leidas y POST bandeja/:id/leer: lo que queda sin leer. */
export const EsquemaNoLeidas = Type.Object(JuntoBandeja, cerrado);

/** POST bandeja/leer-todas. */
export const EsquemaLeidasTodas = Type.Object(
  { marcadas: Type.Integer({ minimum: 0 }), noLeidas: Type.Integer({ minimum: 0 }) },
  cerrado,
);

// El centro de notificaciones (/api/notificaciones, sus plantillas y sus canales): `NotificacionCentro`,
// `PlantillaNotificacion`, `CanalConfigurado` y las demás respuestas se derivan aquí, al final.

const conteo = () => Type.Integer({ minimum: 0 });

/** Una fila del historial (GET /api/notificaciones, una, enviar y cancelar). */
export const EsquemaNotificacionCentro = Type.Object(
  {
    _id: EsquemaId,
    tipo: unoDe(TIPOS_NOTIFICACION),
    categoria: unoDe(CATEGORIAS_NOTIFICACION),
    titulo: Type.String(),
    mensaje: Type.String(),
    estado: unoDe(ESTADOS_NOTIFICACION),
    origen: unoDe(ORIGENES_NOTIFICACION),
    plantillaId: anulable(EsquemaId),
    fechaProgramada: anulable(EsquemaInstante),
    fechaEnvio: anulable(EsquemaInstante),
    /** El nombre de quien la envió; null en las automáticas. */
    creadoPor: anulable(Type.String()),
    createdAt: EsquemaInstante,
    estadisticas: Type.Object(
      {
        destinatarios: conteo(),
        enviados: conteo(),
        fallidos: conteo(),
        pendientes: conteo(),
        cancelados: conteo(),
      },
      cerrado,
    ),
  },
  cerrado,
);

/** El resultado de la entrega a un destinatario (GET /api/notificaciones/:id/destinatarios). */
export const EsquemaDestinatarioNotificacion = Type.Object(
  {
    _id: EsquemaId,
    nombre: Type.String(),
    /** El email o el teléfono; null en el canal sistema. */
    direccion: anulable(Type.String()),
    clienteId: anulable(EsquemaId),
    usuarioId: anulable(EsquemaId),
    estado: unoDe(ESTADOS_DESTINATARIO),
    intentos: conteo(),
    error: anulable(Type.String()),
    titulo: Type.String(),
    mensaje: Type.String(),
    fechaEnvio: anulable(EsquemaInstante),
    leida: Type.Boolean(),
  },
  cerrado,
);

/** GET /api/notificaciones/estadisticas. */
export const EsquemaEstadisticasNotificaciones = Type.Object(
  {
    total: conteo(),
    porEstado: Type.Record(unoDe(ESTADOS_NOTIFICACION), conteo(), cerrado),
    porTipo: Type.Record(unoDe(TIPOS_NOTIFICACION), conteo(), cerrado),
    entregas: Type.Object(
      { destinatarios: conteo(), enviadas: conteo(), fallidas: conteo(), pendientes: conteo() },
      cerrado,
    ),
  },
  cerrado,
);

/** POST /api/notificaciones/recordatorios: el día cuyas cuotas se recordaron y cuántos mensajes se encolaron. */
export const EsquemaRecordatoriosEncolados = Type.Object(
  { fecha: EsquemaFecha, encolados: conteo() },
  cerrado,
);

/** Una plantilla con sus variables {{...}} (GET, POST, PUT y DELETE /api/notificaciones/plantillas). */
export const EsquemaPlantillaNotificacion = Type.Object(
  {
    _id: EsquemaId,
    nombre: Type.String(),
    tipo: unoDe(TIPOS_NOTIFICACION),
    asunto: anulable(Type.String()),
    contenido: Type.String(),
    variables: Type.Array(Type.String()),
    activa: Type.Boolean(),
    /** El mensaje automático que la usa; null en las que se eligen a mano. */
    uso: anulable(unoDe(USOS_PLANTILLA)),
    createdAt: EsquemaInstante,
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

/** POST /api/notificaciones/plantillas/vista-previa: el texto ya renderizado y las variables que usa. */
export const EsquemaVistaPreviaPlantilla = Type.Object(
  { asunto: anulable(Type.String()), contenido: Type.String(), variables: Type.Array(Type.String()) },
  cerrado,
);

/** Los ajustes de un canal de correo (SMTP). */
export const EsquemaAjustesEmail = Type.Object(
  {
    host: Type.String(),
    puerto: Type.Integer(),
    usuario: anulable(Type.String()),
    remitente: Type.String(),
    /** TLS desde el inicio (puerto 465); si no, STARTTLS cuando el servidor lo ofrece. */
    seguro: Type.Boolean(),
  },
  cerrado,
);

/** Los ajustes de un canal por HTTP (SMS, WhatsApp). */
export const EsquemaAjustesHttp = Type.Object(
  {
    url: Type.String(),
    /** Plantilla del cuerpo JSON con {{telefono}}, {{mensaje}}, {{titulo}}, {{canal}}, {{id}}. */
    cuerpo: Type.String(),
    /**
     * Cabecera en la que va el secreto (p. ej. X-Api-Key) para los proveedores que no usan `Authorization: Bearer`;
     * null o ausente: `Authorization: Bearer <secreto>`.
     */
    cabeceraSecreto: Type.Optional(anulable(Type.String())),
  },
  cerrado,
);

/** Un canal como lo devuelve la API: sus ajustes y si hay secreto guardado, nunca el secreto. */
export const EsquemaCanalConfigurado = Type.Object(
  {
    canal: unoDe(CANALES_EXTERNOS),
    activo: Type.Boolean(),
    ajustes: Type.Partial(Type.Composite([EsquemaAjustesEmail, EsquemaAjustesHttp], cerrado)),
    secretoConfigurado: Type.Boolean(),
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaCanalesConfigurados = Type.Array(EsquemaCanalConfigurado);

/** POST /api/notificaciones/canales/:canal/prueba. */
export const EsquemaPruebaCanal = Type.Object(
  { enviado: Type.Literal(true), destino: Type.String() },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Fila del historial (GET /api/notificaciones). */
export type NotificacionCentro = Static<typeof EsquemaNotificacionCentro>;

export type DestinatarioNotificacion = Static<typeof EsquemaDestinatarioNotificacion>;

export type PlantillaNotificacion = Static<typeof EsquemaPlantillaNotificacion>;

/** Aviso de la bandeja (canal sistema) de la persona que inició sesión. */
export type AvisoBandeja = Static<typeof EsquemaAvisoBandeja>;

/** GET /api/notificaciones/estadisticas. */
export type EstadisticasNotificaciones = Static<typeof EsquemaEstadisticasNotificaciones>;

/** Respuesta de la vista previa: el texto ya renderizado y las variables que usa. */
export type VistaPreviaPlantilla = Static<typeof EsquemaVistaPreviaPlantilla>;

/** Ajustes de un canal de correo (SMTP). */
export type AjustesEmail = Static<typeof EsquemaAjustesEmail>;

/** Ajustes de un canal por HTTP (SMS, WhatsApp). */
export type AjustesHttp = Static<typeof EsquemaAjustesHttp>;

/** Un canal como lo devuelve GET /api/notificaciones/canales: sus ajustes y si hay secreto guardado, nunca el secreto. */
export type CanalConfigurado = Static<typeof EsquemaCanalConfigurado>;

/** Respuesta de POST /api/notificaciones/canales/:canal/prueba. */
export type PruebaCanal = Static<typeof EsquemaPruebaCanal>;
