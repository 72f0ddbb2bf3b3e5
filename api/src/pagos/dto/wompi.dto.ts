import { MENSAJES_PAGOS } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, IdObligatorio, campo } from '../../common/campos';

/** Cuerpo de PUT /api/pagos/proveedores/wompi. El secreto se guarda y nunca se devuelve. */
export const EsquemaCuerpoWompi = Entrada('ProveedorWompiDto', {
  secretoEventos: campo<string>({
    writeOnly: true,
    description: 'El secreto de eventos de Wompi (panel de comercios › Desarrolladores)',
    type: 'string',
    minLength: 8,
    maxLength: 200,
    'x-mensajes': {
      required: MENSAJES_PAGOS.secretoInvalido,
      type: MENSAJES_PAGOS.secretoInvalido,
      minLength: MENSAJES_PAGOS.secretoInvalido,
      maxLength: MENSAJES_PAGOS.secretoInvalido,
    },
  }),
  cuenta: IdObligatorio(MENSAJES_PAGOS.cuentaObligatoria, {
    description: 'La cuenta de recaudo donde entra lo que Wompi aprueba',
  }),
});
export type ProveedorWompiDto = Static<typeof EsquemaCuerpoWompi>;
