import { MENSAJES } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  Entrada,
  FechaOpcional,
  IdAnulable,
  IdOpcional,
  MontoPago,
  Observaciones,
  Opcional,
} from '../../common/campos';

/** Cuerpo de PUT /api/cobros/:id: monto, fecha y observaciones (el cobro se vuelve a aplicar). */
export const EsquemaActualizarCobro = Entrada('UpdateCobroDto', {
  prestamo: IdOpcional(MENSAJES.seleccionaPrestamo, 'Si se envía, debe ser el mismo préstamo'),
  monto: Opcional(MontoPago({ example: 50000 })),
  fecha: FechaOpcional('2026-11-22'),
  observaciones: Observaciones(),
  cobrador: IdAnulable('El cobrador no es válido'),
});
export type UpdateCobroDto = Static<typeof EsquemaActualizarCobro>;
