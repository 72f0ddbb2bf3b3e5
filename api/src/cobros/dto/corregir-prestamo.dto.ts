import type { DatosCorreccionPrestamo } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { PrestamoElegido } from '../../common/dto';
import { Motivo } from '../../common/validadores';

/** Cuerpo de POST /api/cobros/:id/corregir-prestamo. */
export class CorregirPrestamoCobroDto implements DatosCorreccionPrestamo {
  @PrestamoElegido('Préstamo al que pasa el cobro (del mismo cliente o de otro)')
  prestamo!: string;

  @ApiProperty({ example: 'El cliente pagaba el préstamo nuevo' })
  @Motivo()
  motivo!: string;
}
