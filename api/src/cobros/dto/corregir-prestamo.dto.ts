import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, Motivo, PrestamoElegido } from '../../common/campos';

/** Cuerpo de POST /api/cobros/:id/corregir-prestamo. */
export const EsquemaCorregirPrestamoCobro = Entrada('CorregirPrestamoCobroDto', {
  prestamo: PrestamoElegido('Préstamo al que pasa el cobro (del mismo cliente o de otro)'),
  motivo: Motivo({ example: 'El cliente pagaba el préstamo nuevo' }),
});
export type CorregirPrestamoCobroDto = Static<typeof EsquemaCorregirPrestamoCobro>;
