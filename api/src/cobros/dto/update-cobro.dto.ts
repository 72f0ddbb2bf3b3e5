import { MENSAJES, type CambiosCobro } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { FechaOpcional, IdOpcional, Observaciones } from '../../common/dto';
import { MontoPago } from '../../common/validadores';

/** Cuerpo de PUT /api/cobros/:id: monto, fecha y observaciones (el cobro se vuelve a aplicar). */
export class UpdateCobroDto implements CambiosCobro {
  @IdOpcional(MENSAJES.seleccionaPrestamo, 'Si se envía, debe ser el mismo préstamo')
  prestamo?: string;

  @ApiPropertyOptional({ example: 50000 })
  @IsOptional()
  @MontoPago()
  monto?: number;

  @FechaOpcional('2026-11-22')
  fecha?: string;

  @Observaciones()
  observaciones?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string | null;
}
