import { MENSAJES, type DatosCorreccionPrestamo } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsUUID } from 'class-validator';
import { Motivo } from '../../common/validadores';

/** Cuerpo de POST /api/cobros/:id/corregir-prestamo. */
export class CorregirPrestamoCobroDto implements DatosCorreccionPrestamo {
  @ApiProperty({ format: 'uuid', description: 'Préstamo al que pasa el cobro (del mismo cliente o de otro)' })
  @IsNotEmpty({ message: MENSAJES.seleccionaPrestamo })
  @IsUUID('all', { message: MENSAJES.seleccionaPrestamo })
  prestamo!: string;

  @ApiProperty({ example: 'El cliente pagaba el préstamo nuevo' })
  @Motivo()
  motivo!: string;
}
