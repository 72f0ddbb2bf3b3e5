import { MENSAJES, TIPOS_RUTA } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  FechaRequerida,
  IdAnulable,
  IdOpcional,
  Parametros,
  TextoOpcionalHasta,
} from '../../common/campos';

/** POST /api/rutas/generar. */
export const EsquemaGenerarRutas = Entrada('GenerarRutasDto', {
  fecha: FechaRequerida('2026-11-23', MENSAJES.fechaInvalida, {
    description: 'Fecha de la ruta (YYYY-MM-DD)',
  }),
  tipo: De(TIPOS_RUTA, 'El tipo de ruta debe ser vencidos, todos o zona'),
  cobradorId: IdAnulable('El cobrador no es válido'),
  zona: TextoOpcionalHasta(120, 'La zona', {
    description: 'Barrio o ciudad (sólo con tipo zona); vacío = todas las zonas',
  }),
});
export type GenerarRutasDto = Static<typeof EsquemaGenerarRutas>;

/** GET /api/rutas?fecha. */
export const EsquemaConsultaRutas = Parametros({
  fecha: FechaRequerida('2026-11-23'),
  cobradorId: IdOpcional('El cobrador no es válido'),
});
export type ConsultaRutasDto = Static<typeof EsquemaConsultaRutas>;
