import {
  ESTADOS_APROBACION,
  MENSAJES_APROBACIONES,
  TIPOS_APROBACION,
  validarUmbralesAprobacion,
  type DatosUmbralesAprobacion,
} from '@cartera/dominio';
import { Type, type Static } from '@cartera/dominio/esquemas';
import { Entrada, Motivo, OpcionalDe, Parametros, anulable, campo } from '../../common/campos';
import { PAGINACION } from '../../common/paginacion';
import { FiltroOficina } from '../../oficinas/dto/oficina.dto';

/** GET /api/aprobaciones: por estado (`pendiente`, lo que espera), por tipo y por oficina; sin estado, todas. */
export const EsquemaConsultaAprobaciones = Parametros({
  ...PAGINACION,
  estado: OpcionalDe(ESTADOS_APROBACION, MENSAJES_APROBACIONES.estadoInvalido),
  tipo: OpcionalDe(TIPOS_APROBACION, MENSAJES_APROBACIONES.tipoInvalido),
  oficina: FiltroOficina(),
});
export type ConsultaAprobacionesDto = Static<typeof EsquemaConsultaAprobaciones>;

/** PATCH /api/aprobaciones/:id/rechazar: el motivo, con la regla de los motivos del libro (`validarMotivo`). */
export const EsquemaRechazarAprobacion = Entrada('RechazarAprobacionDto', {
  motivo: Motivo({ example: 'El cliente no presentó el soporte de la calamidad' }),
});
export type RechazarAprobacionDto = Static<typeof EsquemaRechazarAprobacion>;

/** Un umbral en pesos enteros; 0 o null, no espera. */
const Umbral = (example: number, description: string) =>
  anulable(campo<number>({ type: 'number', example, description }));

/** La regla `validarUmbralesAprobacion` del formulario, campo por campo (null vale: no espera). */
const umbral = (nombre: keyof DatosUmbralesAprobacion) => (cuerpo: Record<string, unknown>) =>
  validarUmbralesAprobacion(cuerpo)[nombre] ?? null;

/**
 * PUT /api/aprobaciones/umbrales (admin): los tres umbrales de operación juntos y, si viene, el diario del gerente, en
 * pesos enteros; 0 o null, no espera.
 */
export const EsquemaCuerpoUmbrales = Entrada(
  'UmbralesAprobacionDto',
  {
    prestamoGerente: Umbral(
      5000000,
      'Un préstamo que crea un gerente por más de esto espera a un administrador (0 o null: nunca)',
    ),
    condonacion: Umbral(
      500000,
      'Una condonación de un gerente por más de esto espera a un administrador (0 o null: nunca)',
    ),
    castigo: Umbral(
      200000,
      'Un castigo de un gerente con saldo de más de esto espera a un administrador (0 o null: nunca)',
    ),
    gerenteDiario: Type.Optional(
      Umbral(
        20000000,
        'Todo lo que un gerente entrega o perdona sin aprobación en un día, sumado; lo que lo pase espera a un ' +
          'administrador (0 o null: sin tope diario; ausente: queda como estaba)',
      ),
    ),
  },
  {
    'x-reglas': {
      prestamoGerente: umbral('prestamoGerente'),
      condonacion: umbral('condonacion'),
      castigo: umbral('castigo'),
      gerenteDiario: umbral('gerenteDiario'),
    },
  },
);
export type UmbralesAprobacionDto = Static<typeof EsquemaCuerpoUmbrales>;
