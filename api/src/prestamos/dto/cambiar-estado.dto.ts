import { ESTADOS_PRESTAMO, MENSAJES } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** Cuerpo de PATCH /api/prestamos/:id/estado. Sólo 'pagado' es una transición permitida (§4). */
export class CambiarEstadoPrestamoDto {
  @ApiProperty({ enum: ESTADOS_PRESTAMO, example: 'pagado' })
  @IsIn(ESTADOS_PRESTAMO, { message: MENSAJES.estadoPrestamoInvalido })
  estado!: string;
}
