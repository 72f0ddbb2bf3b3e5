import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, Opcional, campo } from '../../common/campos';

/** Cuerpo (opcional) de PATCH /api/prestamos/:id/aprobar. */
export const EsquemaAprobarPrestamo = Entrada('AprobarPrestamoDto', {
  confirmarUsura: Opcional(
    campo<boolean>({
      description:
        'Con la organización en «avisar»: true confirma un préstamo sobre la tasa de usura (auditado)',
      type: 'boolean',
      'x-mensajes': { type: 'confirmarUsura debe ser verdadero o falso' },
    }),
  ),
});
export type AprobarPrestamoDto = Static<typeof EsquemaAprobarPrestamo>;
