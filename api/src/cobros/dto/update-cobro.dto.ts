import { MENSAJES, type CambiosCobro } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { TextoOpcional } from '../../common/dto';
import { FechaNegocio, MontoPago } from '../../common/validadores';

/** Cuerpo de PUT /api/cobros/:id: monto, fecha y observaciones (el cobro se vuelve a aplicar). */
export class UpdateCobroDto implements CambiosCobro {
  @ApiPropertyOptional({ format: 'uuid', description: 'Si se envía, debe ser el mismo préstamo' })
  @IsOptional()
  @IsUUID('all', { message: MENSAJES.seleccionaPrestamo })
  prestamo?: string;

  @ApiPropertyOptional({ example: 50000 })
  @IsOptional()
  @MontoPago()
  monto?: number;

  @ApiPropertyOptional({ example: '2026-11-22' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  fecha?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TextoOpcional()
  @IsString({ message: 'Las observaciones deben ser texto' })
  @MaxLength(500, { message: 'Las observaciones no pueden superar 500 caracteres' })
  observaciones?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string | null;
}
