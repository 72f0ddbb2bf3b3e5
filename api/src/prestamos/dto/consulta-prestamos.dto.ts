import { ESTADOS_PRESTAMO, MENSAJES, MODALIDADES } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ConsultaListaDto } from '../../common/paginacion';
import { FechaNegocio } from '../../cartera/validadores';

/** Órdenes de la lista de préstamos. 'estado' sigue el orden de la especificación (pagado … cancelado). */
export const ORDENES_PRESTAMOS = [
  'createdAt_desc',
  'createdAt_asc',
  'monto_desc',
  'monto_asc',
  'fecha_desc',
  'fecha_asc',
  'estado_asc',
  'estado_desc',
  'cliente_asc',
  'cliente_desc',
] as const;

/** Parámetros de GET /api/prestamos. */
export class ConsultaPrestamosDto extends ConsultaListaDto {
  @ApiPropertyOptional({ enum: ['createdAt_desc', ...ORDENES_PRESTAMOS.filter((o) => o !== 'createdAt_desc'), 'estado'] })
  @Transform(({ value }) => (value === 'estado' ? 'estado_asc' : value))
  @IsOptional()
  @IsIn(ORDENES_PRESTAMOS, { message: `El orden debe ser uno de: ${ORDENES_PRESTAMOS.join(', ')}, estado` })
  override sort?: string = undefined;

  @ApiPropertyOptional({ enum: ESTADOS_PRESTAMO })
  @IsOptional()
  @IsIn(ESTADOS_PRESTAMO, { message: MENSAJES.estadoPrestamoInvalido })
  estado?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Id del cobrador del préstamo' })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Id del cliente' })
  @IsOptional()
  @IsUUID('all', { message: 'El cliente no es válido' })
  cliente?: string;

  @ApiPropertyOptional({ enum: MODALIDADES })
  @IsOptional()
  @IsIn(MODALIDADES, { message: MENSAJES.modalidadInvalida })
  modalidad?: string;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'Fecha del préstamo desde (incluida)' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  fechaDesde?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Fecha del préstamo hasta (incluida)' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  fechaHasta?: string;
}
