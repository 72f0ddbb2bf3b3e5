import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, FechaOpcional } from '../../common/campos';
import {
  MontoPrestamo,
  REGLAS_TERMINOS_CON_MONTO,
  TERMINOS,
  TipoCreditoPrestamo,
} from './create-prestamo.dto';

/** Cuerpo de POST /api/prestamos/preview: sólo condiciones, las del alta; no toca la base de datos. */
export const EsquemaCuerpoPreviewPrestamo = Entrada(
  'PreviewPrestamoDto',
  {
    monto: MontoPrestamo(),
    ...TERMINOS,
    tipoCredito: TipoCreditoPrestamo(),
    fecha: FechaOpcional(
      '2026-11-22',
      'Fecha del desembolso (la de la tasa de usura); por defecto fechaInicio',
    ),
  },
  REGLAS_TERMINOS_CON_MONTO,
);
export type PreviewPrestamoDto = Static<typeof EsquemaCuerpoPreviewPrestamo>;
