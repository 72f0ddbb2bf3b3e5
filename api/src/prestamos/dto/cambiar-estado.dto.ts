import { ESTADOS_PRESTAMO, MENSAJES } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { De, Entrada } from '../../common/campos';

/** Cuerpo de PATCH /api/prestamos/:id/estado. Sólo 'pagado' es una transición permitida (§4). */
export const EsquemaCambiarEstadoPrestamo = Entrada('CambiarEstadoPrestamoDto', {
  estado: De(ESTADOS_PRESTAMO, MENSAJES.estadoPrestamoInvalido, { example: 'pagado' }),
});
export type CambiarEstadoPrestamoDto = Static<typeof EsquemaCambiarEstadoPrestamo>;
