// Las respuestas de los datos personales (/api/habeas-data/solicitudes, /api/clientes/:id/{supresion,avisos-previos};
// docs/decisiones/datos-personales.md) como esquemas: la API las declara (`@Responde`) y sus pruebas las validan;
// `SolicitudDatos`, `ResultadoSupresion` y `AvisoPrevioReporte` se derivan aquí, al final (antes en habeasData.ts).
import { Type, type Static } from '@sinclair/typebox';
import {
  CANALES_AVISO_PREVIO,
  CANALES_RESPUESTA_SOLICITUD,
  ESTADOS_SOLICITUD_DATOS,
  TIPOS_SOLICITUD_DATOS,
} from '../habeasData';
import {
  anulable,
  cerrado,
  EsquemaFecha,
  EsquemaId,
  EsquemaInstante,
  EsquemaReferenciaUsuario,
  unoDe,
} from './sobre';

/** Una solicitud de un titular (consulta, reclamo…) con su plazo en días hábiles. */
export const EsquemaSolicitudDatos = Type.Object(
  {
    _id: EsquemaId,
    numero: Type.Integer(),
    tipo: unoDe(TIPOS_SOLICITUD_DATOS),
    estado: unoDe(ESTADOS_SOLICITUD_DATOS),
    cliente: anulable(EsquemaReferenciaUsuario),
    /** Nombre y contacto del titular tal como llegó la solicitud. */
    titular: Type.String(),
    contacto: anulable(Type.String()),
    descripcion: Type.String(),
    fechaRecibida: EsquemaFecha,
    fechaVence: EsquemaFecha,
    /** La fecha pasó y sigue abierta. */
    vencida: Type.Boolean(),
    respuesta: anulable(Type.String()),
    canalRespuesta: anulable(unoDe(CANALES_RESPUESTA_SOLICITUD)),
    respondidaEn: anulable(EsquemaInstante),
    /** El nombre de quien la registró. */
    registradaPor: Type.String(),
    createdAt: EsquemaInstante,
    updatedAt: EsquemaInstante,
  },
  cerrado,
);

/** POST /api/clientes/:id/supresion: el cliente quedó anonimizado. */
export const EsquemaResultadoSupresion = Type.Object(
  { _id: EsquemaId, suprimido: Type.Literal(true), nombre: Type.String() },
  cerrado,
);

/** Un aviso previo al reporte negativo (Ley 2157 de 2021). */
export const EsquemaAvisoPrevioReporte = Type.Object(
  {
    _id: EsquemaId,
    prestamo: anulable(Type.Object({ _id: EsquemaId, numero: Type.Integer() }, cerrado)),
    plantilla: Type.String(),
    canal: unoDe(CANALES_AVISO_PREVIO),
    fechaEnvio: EsquemaFecha,
    /**
     * Primer día en que se puede reportar con este aviso (reportableDesdeAviso): fechaEnvio + DIAS_AVISO_PREVIO_REPORTE,
     * o null si la deuda pide dos avisos en días diferentes y éste es el primero.
     */
    reportableDesde: anulable(EsquemaFecha),
    /** Avisos en días diferentes que pide la deuda hoy (avisosExigidos): 2 si es de hasta el 15 % de un SMMLV. */
    avisosExigidos: Type.Union([Type.Literal(1), Type.Literal(2)]),
    registradoPor: Type.String(),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

export const EsquemaAvisosPreviosReporte = Type.Array(EsquemaAvisoPrevioReporte);

/** Una versión del aviso de privacidad (docs/decisiones/datos-personales.md): POST /api/habeas-data/aviso-privacidad. */
export const EsquemaAvisoPrivacidad = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    texto: Type.String(),
    /** El nombre de quien la publicó; null en la versión inicial. */
    creadoPor: anulable(Type.String()),
    createdAt: EsquemaInstante,
  },
  cerrado,
);

/** GET /api/habeas-data/aviso-privacidad: la versión vigente y las anteriores (más reciente primero). */
export const EsquemaAvisosPrivacidad = Type.Object(
  { vigente: EsquemaAvisoPrivacidad, versiones: Type.Array(EsquemaAvisoPrivacidad) },
  cerrado,
);

// Los tipos que se derivan de estos esquemas (los exporta también `@cartera/dominio`, sólo como tipos).

/** Una versión del aviso de privacidad (GET|POST /api/habeas-data/aviso-privacidad). */
export type AvisoPrivacidad = Static<typeof EsquemaAvisoPrivacidad>;

/** GET /api/habeas-data/aviso-privacidad: la versión vigente y las anteriores (más reciente primero). */
export type AvisosPrivacidad = Static<typeof EsquemaAvisosPrivacidad>;

/** Una solicitud del registro, como la devuelven GET, POST y PATCH /api/habeas-data/solicitudes. */
export type SolicitudDatos = Static<typeof EsquemaSolicitudDatos>;

/** POST /api/clientes/:id/supresion: qué quedó del cliente. */
export type ResultadoSupresion = Static<typeof EsquemaResultadoSupresion>;

/** Un aviso previo registrado (GET|POST /api/clientes/:id/avisos-previos). */
export type AvisoPrevioReporte = Static<typeof EsquemaAvisoPrevioReporte>;
