import { MENSAJES, TIPOS_NOTIFICACION } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  IdObligatorio,
  Opcional,
  OpcionalDe,
  Parametros,
  TextoExigido,
  TextoRequerido,
  campo,
} from '../../common/campos';
import { PAGINACION } from '../../common/paginacion';

const MENSAJE_TIPO = `El tipo debe ser uno de: ${TIPOS_NOTIFICACION.join(', ')}`;

/** POST y PUT /api/notificaciones/plantillas. */
export const EsquemaCuerpoPlantilla = Entrada('PlantillaDto', {
  nombre: TextoExigido(120, 'El nombre', MENSAJES.camposObligatorios, { example: 'Recordatorio amable' }),
  tipo: De(TIPOS_NOTIFICACION, MENSAJE_TIPO),
  asunto: Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      description: 'Asunto (email) o título; admite variables',
      maxLength: 200,
      'x-normalizar': 'recortar',
      'x-mensajes': {
        type: 'El asunto debe ser texto',
        maxLength: 'El asunto no puede superar 200 caracteres',
      },
    }),
  ),
  contenido: TextoExigido(2000, 'El contenido', MENSAJES.camposObligatorios, {
    example: 'Hola {{cliente}}, su cuota de {{monto_cuota}} vence el {{fecha_vencimiento}}.',
  }),
  activa: campo<boolean>({
    type: 'boolean',
    'x-mensajes': {
      required: 'activa debe ser verdadero o falso',
      type: 'activa debe ser verdadero o falso',
    },
  }),
});
export type PlantillaDto = Static<typeof EsquemaCuerpoPlantilla>;

/** GET /api/notificaciones/plantillas. */
export const EsquemaConsultaPlantillas = Parametros({
  ...PAGINACION,
  tipo: OpcionalDe(TIPOS_NOTIFICACION, MENSAJE_TIPO),
  activa: Opcional(
    campo<boolean>({ type: 'boolean', 'x-mensajes': { type: 'activa debe ser true o false' } }),
  ),
});
export type ConsultaPlantillasDto = Static<typeof EsquemaConsultaPlantillas>;

/** POST /api/notificaciones/plantillas/vista-previa: el texto renderizado con los datos de un cliente real. */
export const EsquemaVistaPrevia = Entrada('VistaPreviaDto', {
  asunto: Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      maxLength: 200,
      'x-mensajes': {
        type: 'El asunto debe ser texto',
        maxLength: 'El asunto no puede superar 200 caracteres',
      },
    }),
  ),
  contenido: {
    ...TextoRequerido(2000, MENSAJES.camposObligatorios, 'El contenido no puede superar 2000 caracteres'),
    'x-mensajes': {
      required: MENSAJES.camposObligatorios,
      type: 'El contenido debe ser texto',
      minLength: MENSAJES.camposObligatorios,
      maxLength: 'El contenido no puede superar 2000 caracteres',
    },
  },
  clienteId: {
    ...IdObligatorio('El cliente no es válido'),
    'x-mensajes': {
      required: 'Elija un cliente para la vista previa',
      type: 'El cliente no es válido',
      format: 'El cliente no es válido',
    },
  },
});
export type VistaPreviaDto = Static<typeof EsquemaVistaPrevia>;
