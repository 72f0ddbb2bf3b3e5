import { errorCierre, hoyBogota } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, anulable, campo } from '../common/campos';

/** PUT /api/contabilidad/cierre: la misma regla y las mismas palabras que la pantalla (errorCierre de dominio). */
export const EsquemaCuerpoCierre = Entrada(
  'CierrePeriodosDto',
  {
    cerradoHasta: anulable(
      campo<string>({
        example: '2026-10-31',
        type: 'string',
        description: 'Último día de un mes terminado; una fecha anterior a la actual o null reabre',
      }),
    ),
  },
  { 'x-reglas': { cerradoHasta: (cuerpo) => errorCierre(cuerpo.cerradoHasta, hoyBogota()) } },
);
export type CierrePeriodosDto = Static<typeof EsquemaCuerpoCierre>;
