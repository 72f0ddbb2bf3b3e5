// Cuerpos y consultas de /api/habeas-data y de /api/clientes/:id/{datos-personales,avisos-previos}, con mensajes en
// español (docs/decisiones/datos-personales.md).
import {
  CANALES_AVISO_PREVIO,
  CANALES_RESPUESTA_SOLICITUD,
  ESTADOS_SOLICITUD_DATOS,
  LIMITE_TEXTO_AVISO,
  MENSAJES_SOLICITUD_DATOS,
  TIPOS_SOLICITUD_DATOS,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  FechaOpcional,
  FechaRequerida,
  IdAnulable,
  IdOpcional,
  Opcional,
  OpcionalDe,
  Parametros,
  SiNo,
  TextoNoVacio,
  TextoObligatorio,
  TextoOpcionalHasta,
  campo,
  largoHasta,
} from '../../common/campos';
import { PAGINACION } from '../../common/paginacion';

const MENSAJE_ESTADO = `El estado debe ser uno de: ${ESTADOS_SOLICITUD_DATOS.join(', ')}`;
const MENSAJE_TIPO = `El tipo debe ser uno de: ${TIPOS_SOLICITUD_DATOS.join(', ')}`;

export const EsquemaCrearSolicitud = Entrada('CrearSolicitudDto', {
  tipo: De(TIPOS_SOLICITUD_DATOS, MENSAJE_TIPO),
  cliente: IdAnulable('El cliente no es válido', 'Cliente al que se refiere, si lo es'),
  titular: TextoObligatorio(120, 'El nombre del titular', MENSAJES_SOLICITUD_DATOS.titularObligatorio, {
    description: 'Nombre del titular',
  }),
  contacto: TextoOpcionalHasta(200, 'El contacto', {
    description: 'Teléfono, email o dirección para responder',
  }),
  descripcion: TextoObligatorio(4000, 'La descripción', MENSAJES_SOLICITUD_DATOS.descripcionObligatoria),
  fechaRecibida: FechaOpcional(
    undefined,
    "'YYYY-MM-DD'; por defecto hoy",
    'La fecha de recibo debe ser una fecha válida (AAAA-MM-DD)',
  ),
});
export type CrearSolicitudDto = Static<typeof EsquemaCrearSolicitud>;

export const EsquemaCambiarSolicitud = Entrada('CambiarSolicitudDto', {
  estado: OpcionalDe(ESTADOS_SOLICITUD_DATOS, MENSAJE_ESTADO),
  respuesta: TextoOpcionalHasta(4000, 'La respuesta'),
  canalRespuesta: Opcional(
    campo<(typeof CANALES_RESPUESTA_SOLICITUD)[number] | null>({
      enum: [...CANALES_RESPUESTA_SOLICITUD],
      nullable: true,
      type: 'string',
      'x-normalizar': 'vacioEsNulo',
      'x-mensajes': {
        type: 'El canal de respuesta debe ser email, sms o whatsapp',
        enum: 'El canal de respuesta debe ser email, sms o whatsapp',
      },
    }),
  ),
});
export type CambiarSolicitudDto = Static<typeof EsquemaCambiarSolicitud>;

export const EsquemaConsultaSolicitudes = Parametros({
  ...PAGINACION,
  estado: OpcionalDe(ESTADOS_SOLICITUD_DATOS, MENSAJE_ESTADO),
  tipo: OpcionalDe(TIPOS_SOLICITUD_DATOS, MENSAJE_TIPO),
  cliente: IdOpcional('El cliente no es válido'),
  abiertas: SiNo('1: sólo las abiertas'),
});
export type ConsultaSolicitudesDto = Static<typeof EsquemaConsultaSolicitudes>;

export const EsquemaCuerpoAvisoPrivacidad = Entrada('AvisoPrivacidadDto', {
  texto: TextoNoVacio(
    'El texto del aviso de privacidad es obligatorio',
    { description: 'Texto completo de la versión nueva del aviso de privacidad', 'x-normalizar': 'recortar' },
    largoHasta(LIMITE_TEXTO_AVISO, `El aviso no puede superar ${LIMITE_TEXTO_AVISO} caracteres`),
  ),
});
export type AvisoPrivacidadDto = Static<typeof EsquemaCuerpoAvisoPrivacidad>;

export const EsquemaCrearAvisoPrevio = Entrada('CrearAvisoPrevioDto', {
  prestamo: IdAnulable('El préstamo no es válido', 'Préstamo que se reportaría'),
  plantilla: TextoObligatorio(4000, 'El texto del aviso', 'El texto del aviso es obligatorio', {
    description: 'El texto enviado al cliente',
  }),
  canal: De(CANALES_AVISO_PREVIO, `El canal debe ser uno de: ${CANALES_AVISO_PREVIO.join(', ')}`),
  fechaEnvio: FechaRequerida(undefined, 'La fecha de envío debe ser una fecha válida (AAAA-MM-DD)', {
    description: "'YYYY-MM-DD'",
  }),
});
export type CrearAvisoPrevioDto = Static<typeof EsquemaCrearAvisoPrevio>;

export const EsquemaConsultaDatosPersonales = Parametros({
  formato: OpcionalDe(['json', 'pdf'] as const, 'El formato debe ser json o pdf', { default: 'json' }),
});
export type ConsultaDatosPersonalesDto = Static<typeof EsquemaConsultaDatosPersonales>;
