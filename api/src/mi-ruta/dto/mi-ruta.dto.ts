import { MENSAJES, MENSAJES_MI_RUTA, RESULTADOS_GESTION, TIPOS_RECHAZO_MI_RUTA } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  FechaOpcional,
  IdOpcional,
  MontoPago,
  Opcional,
  Parametros,
  PrestamoElegido,
  TextoOpcionalHasta,
  anulable,
  campo,
  reglaFecha,
  reglaInstante,
} from '../../common/campos';
import { UbicacionOpcional } from '../../cobros/ubicacion';
import { LIMITE_ESCRITURA_RECHAZADA_BYTES, MENSAJES_RECHAZOS } from '../limite-rechazos';

/** POST /api/gestiones: lo que pasó en una visita sin cobro. */
export const EsquemaCrearGestion = Entrada('CrearGestionDto', {
  prestamo: PrestamoElegido(),
  resultado: De(RESULTADOS_GESTION, MENSAJES_MI_RUTA.resultadoInvalido),
  fecha: FechaOpcional('2026-11-23', 'Día de la visita; por omisión, hoy'),
  fechaPromesa: Opcional(
    campo<string | null>({
      type: 'string',
      example: '2026-11-25',
      nullable: true,
      description: 'Sólo con resultado promesa',
      'x-regla': reglaFecha(MENSAJES.fechaInvalida),
    }),
  ),
  montoPromesa: Opcional(
    anulable(MontoPago({ example: 20000, description: 'Sólo con resultado promesa; pesos enteros' })),
  ),
  nota: TextoOpcionalHasta(500, 'La nota', { description: 'Obligatoria con resultado otro' }),
  ubicacion: UbicacionOpcional(),
});
export type CrearGestionDto = Static<typeof EsquemaCrearGestion>;

/** Una fecha obligatoria de un filtro: 'YYYY-MM-DD' del calendario. */
const FechaDeFiltro = (ejemplo: string) =>
  campo<string>({
    type: 'string',
    example: ejemplo,
    'x-regla': reglaFecha(MENSAJES.fechaInvalida),
    'x-mensajes': { required: MENSAJES.fechaInvalida },
  });

/** GET /api/gestiones/promesas: promesas cuya fecha prometida cae en el rango. */
export const EsquemaConsultaPromesas = Parametros({
  desde: FechaDeFiltro('2026-11-01'),
  hasta: FechaDeFiltro('2026-11-30'),
});
export type ConsultaPromesasDto = Static<typeof EsquemaConsultaPromesas>;

/** GET /api/mi-ruta: la oficina puede ver la ruta del día de un cobrador. */
export const EsquemaConsultaMiRuta = Parametros({
  cobradorId: IdOpcional('El cobrador no es válido', 'Sólo admin o gerente; un cobrador ve siempre la suya'),
});
export type ConsultaMiRutaDto = Static<typeof EsquemaConsultaMiRuta>;

const MENSAJE_SIN_CUERPO = 'Falta el cuerpo de la escritura rechazada';

/** POST /api/mi-ruta/rechazos: una escritura hecha sin señal que la API rechazó al sincronizar. */
export const EsquemaCrearRechazo = Entrada('CrearRechazoDto', {
  tipo: De(TIPOS_RECHAZO_MI_RUTA, 'El tipo debe ser cobro, gestion o solicitud'),
  clave: campo<string>({
    type: 'string',
    description: 'La Idempotency-Key con la que el dispositivo la envió',
    pattern: '^[\\x21-\\x7e]{1,255}$',
    'x-mensajes': {
      required: 'La clave debe ser texto',
      type: 'La clave debe ser texto',
      pattern: 'La clave debe tener de 1 a 255 caracteres visibles',
    },
  }),
  cuerpo: campo<Record<string, unknown>>({
    type: 'object',
    additionalProperties: true,
    description: `El cuerpo que se intentó enviar; su JSON, de hasta ${LIMITE_ESCRITURA_RECHAZADA_BYTES / 1024} KB`,
    'x-regla': (valor: unknown) =>
      valor === null
        ? MENSAJE_SIN_CUERPO
        : typeof valor !== 'object' || Array.isArray(valor)
          ? 'El cuerpo de la escritura rechazada debe ser un objeto'
          : Buffer.byteLength(JSON.stringify(valor) ?? '', 'utf8') > LIMITE_ESCRITURA_RECHAZADA_BYTES
            ? MENSAJES_RECHAZOS.escrituraDemasiadoGrande
            : null,
    'x-mensajes': { required: MENSAJE_SIN_CUERPO },
  }),
  mensaje: campo<string>({
    type: 'string',
    description: 'El mensaje con que la API la rechazó',
    minLength: 1,
    maxLength: 500,
    'x-mensajes': {
      required: 'Falta el mensaje del rechazo',
      type: 'El mensaje debe ser texto',
      minLength: 'Falta el mensaje del rechazo',
      maxLength: 'El mensaje no puede superar 500 caracteres',
    },
  }),
  codigo: Opcional(
    campo<string | null>({
      type: 'string',
      nullable: true,
      maxLength: 80,
      'x-mensajes': {
        type: 'El código debe ser texto',
        maxLength: 'El código no puede superar 80 caracteres',
      },
    }),
  ),
  creadoEn: campo<string>({
    type: 'string',
    example: '2026-11-23T14:03:00.000Z',
    description: 'Cuándo se hizo en el dispositivo',
    'x-regla': reglaInstante('La fecha del dispositivo no es válida'),
    'x-mensajes': { required: 'La fecha del dispositivo no es válida' },
  }),
});
export type CrearRechazoDto = Static<typeof EsquemaCrearRechazo>;
